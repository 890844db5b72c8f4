import { describe, expect, it } from '@jest/globals';
import { NotFoundError, ValidationError } from '../../../platform/errors.js';
import { deciderSpec } from '../../../testing/deciderSpec.js';
import { parseInput } from '../../validation.js';
import { activityInputSchema, activityTypeInputSchema } from './commands.js';
import { activityCatalogDecider } from './decider.js';
import type { ActivityCatalogEvent } from '../events.js';

const catalog = deciderSpec(activityCatalogDecider);
const organizationId = 'org';
const typeAdded: ActivityCatalogEvent = {
  type: 'ActivityTypeAdded',
  data: { organizationId, activityTypeId: 't1', name: 'Direct client contact', color: '#1e88e5', symbol: 'DC' },
};
const activityAdded: ActivityCatalogEvent = {
  type: 'ActivityAdded',
  data: { organizationId, activityId: 'a1', name: 'Suicide risk assessment', group: 'Crisis', raisesRiskAlert: true },
};

describe('TRAIN-36 activity types', () => {
  it('adds a type with colour and symbol', () => {
    catalog
      .when({
        type: 'AddActivityType',
        data: { organizationId, activityTypeId: 't1', input: { name: 'Direct client contact', color: '#1e88e5', symbol: 'DC' } },
      })
      .then([typeAdded]);
  });
  it('refuses a type name already in the catalogue, whatever its case', () => {
    catalog
      .given([typeAdded])
      .when({
        type: 'AddActivityType',
        data: { organizationId, activityTypeId: 't2', input: { name: 'direct CLIENT contact', color: '#000000', symbol: 'X' } },
      })
      .thenFieldError('name', 'The name has already been taken.');
  });
  it('edits a type (PUT), keeping its own name allowed', () => {
    catalog
      .given([typeAdded])
      .when({
        type: 'ChangeActivityType',
        data: { organizationId, activityTypeId: 't1', input: { name: 'Direct client contact', color: '#ff0000' } },
      })
      .then([{ type: 'ActivityTypeChanged', data: { organizationId, activityTypeId: 't1', changes: { color: '#ff0000' } } }]);
  });
  it('does not find an unknown type', () => {
    catalog.when({ type: 'ChangeActivityType', data: { organizationId, activityTypeId: 'nope', input: {} } }).thenThrows(NotFoundError);
  });
  it('needs a hex colour and a short symbol', () => {
    expect(() => parseInput(activityTypeInputSchema, { name: 'X', color: 'blue', symbol: 'X' })).toThrow(ValidationError);
    expect(() => parseInput(activityTypeInputSchema, { name: 'X', color: '#123456', symbol: 'TOOLONG' })).toThrow(ValidationError);
  });
});

describe('TRAIN-36 activities and tags', () => {
  it('adds an activity in a group that raises a risk alert', () => {
    catalog
      .when({
        type: 'AddActivity',
        data: {
          organizationId,
          activityId: 'a1',
          input: parseInput(activityInputSchema, { name: 'Suicide risk assessment', group: 'Crisis', raises_risk_alert: true }),
        },
      })
      .then([activityAdded]);
  });
  it('allows one name in two groups but not twice in one group', () => {
    catalog
      .given([activityAdded])
      .when({
        type: 'AddActivity',
        data: {
          organizationId,
          activityId: 'a2',
          input: { name: 'Suicide risk assessment', group: 'Assessment', raises_risk_alert: false },
        },
      })
      .then([
        {
          type: 'ActivityAdded',
          data: { organizationId, activityId: 'a2', name: 'Suicide risk assessment', group: 'Assessment', raisesRiskAlert: false },
        },
      ]);
    catalog
      .given([activityAdded])
      .when({
        type: 'AddActivity',
        data: { organizationId, activityId: 'a2', input: { name: 'suicide risk assessment', group: 'crisis', raises_risk_alert: false } },
      })
      .thenFieldError('name', 'The name has already been taken.');
  });
  it('edits an activity’s flag', () => {
    catalog
      .given([activityAdded])
      .when({ type: 'ChangeActivity', data: { organizationId, activityId: 'a1', input: { raises_risk_alert: false } } })
      .then([{ type: 'ActivityChanged', data: { organizationId, activityId: 'a1', changes: { raisesRiskAlert: false } } }]);
  });
  it('adds tags with unique names', () => {
    const tag: ActivityCatalogEvent = { type: 'ActivityTagAdded', data: { organizationId, tagId: 'g1', name: 'Telehealth' } };
    catalog.when({ type: 'AddActivityTag', data: { organizationId, tagId: 'g1', name: 'Telehealth' } }).then([tag]);
    catalog
      .given([tag])
      .when({ type: 'AddActivityTag', data: { organizationId, tagId: 'g2', name: 'telehealth' } })
      .thenFieldError('name', 'The name has already been taken.');
  });
});
