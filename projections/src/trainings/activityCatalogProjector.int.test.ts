// The activity catalogue read model (spec 002 §7): an organization's activity types, activities and
// tags, as /activities and the activity log form show them.
import { describe, it } from '@jest/globals';
import type { ActivityAdded, ActivityCatalogEvent, ActivityTagAdded, ActivityTypeAdded } from '@practicum/shared/domain/trainings/events';
import { SPEC_TIME, at, itFoldsLikeOneByOne, projectorSpec, specId } from '../testing/projectorSpec.js';
import { activityCatalogProjector } from './activityCatalogProjector.js';

const spec = projectorSpec(activityCatalogProjector);

const organization = specId(1);
const [direct, intake, tag] = [specId(2), specId(3), specId(4)];

const typeAdded: ActivityTypeAdded = {
  type: 'ActivityTypeAdded',
  data: { organizationId: organization, activityTypeId: direct, name: 'Direct contact', color: '#1e88e5', symbol: 'D' },
};
const activityAdded: ActivityAdded = {
  type: 'ActivityAdded',
  data: { organizationId: organization, activityId: intake, name: 'Intake', group: 'Assessment', raisesRiskAlert: false },
};

describe('when activity types are added and changed', () => {
  it('TRAIN-36 keeps a type with its name, color and symbol', () =>
    spec
      .given(typeAdded)
      .thenRows('activity_types', [
        { id: direct, organization_id: organization, name: 'Direct contact', color: '#1e88e5', symbol: 'D', created_at: SPEC_TIME },
      ]));

  it('TRAIN-36 shows the fields a PUT changed and keeps the others', () =>
    spec
      .given(typeAdded)
      .when(
        at('2026-11-21T11:00:00.000Z', {
          type: 'ActivityTypeChanged',
          data: { organizationId: organization, activityTypeId: direct, changes: { name: 'Direct client contact', color: '#43a047' } },
        }),
      )
      .thenRows('activity_types', [
        { name: 'Direct client contact', color: '#43a047', symbol: 'D', updated_at: '2026-11-21T11:00:00.000Z' },
      ]));
});

describe('when activities are added and changed', () => {
  it('TRAIN-36 TRAIN-37 keeps an activity with its group and whether it raises a risk alert', () =>
    spec
      .given(activityAdded)
      .thenRows('activities', [
        { id: intake, organization_id: organization, name: 'Intake', group: 'Assessment', raises_risk_alert: false },
      ]));

  it('TRAIN-34 an activity changed to raise risk alerts raises them, its name and group kept', () =>
    spec
      .given(activityAdded)
      .when({ type: 'ActivityChanged', data: { organizationId: organization, activityId: intake, changes: { raisesRiskAlert: true } } })
      .thenRows('activities', [{ name: 'Intake', group: 'Assessment', raises_risk_alert: true }]));

  it('TRAIN-36 shows a renamed and regrouped activity', () =>
    spec
      .given(activityAdded)
      .when({
        type: 'ActivityChanged',
        data: { organizationId: organization, activityId: intake, changes: { name: 'First session', group: 'Therapy' } },
      })
      .thenRows('activities', [{ name: 'First session', group: 'Therapy' }]));
});

describe('when tags are added', () => {
  it('TRAIN-36 keeps each tag of the organization', () =>
    spec
      .given({ type: 'ActivityTagAdded', data: { organizationId: organization, tagId: tag, name: 'Telehealth' } })
      .thenRows('activity_tags', [{ id: tag, organization_id: organization, name: 'Telehealth' }]));
});

describe('when a batch is applied twice', () => {
  it('additions and changes change nothing the second time', () =>
    spec
      .given()
      .when(
        typeAdded,
        { type: 'ActivityTypeChanged', data: { organizationId: organization, activityTypeId: direct, changes: { symbol: 'C' } } },
        activityAdded,
        { type: 'ActivityChanged', data: { organizationId: organization, activityId: intake, changes: { group: 'Crisis' } } },
        { type: 'ActivityTagAdded', data: { organizationId: organization, tagId: tag, name: 'Telehealth' } },
      )
      .thenReplayChangesNothing());
});

describe('TRAIN-34 TRAIN-36 when a page of activity catalogue events is projected at once (a rebuild)', () => {
  const [secondType, secondActivity, secondTag, unseen] = [specId(11), specId(12), specId(13), specId(14)];
  const later = '2026-11-22T09:00:00.000Z';
  const typeChanged = (activityTypeId: string, changes: { name?: string; color?: string; symbol?: string }): ActivityCatalogEvent =>
    at(later, { type: 'ActivityTypeChanged', data: { organizationId: organization, activityTypeId, changes } });
  const activityChanged = (
    activityId: string,
    changes: { name?: string; group?: string; raisesRiskAlert?: boolean },
  ): ActivityCatalogEvent => at(later, { type: 'ActivityChanged', data: { organizationId: organization, activityId, changes } });
  const tagAdded = (tagId: string, name: string): ActivityTagAdded => ({
    type: 'ActivityTagAdded',
    data: { organizationId: organization, tagId, name },
  });
  // the catalogue deletes nothing: no deletion to insert again
  const page = [
    { ...typeAdded, data: { ...typeAdded.data, name: 'Delivered again' } }, // keeps its first version
    typeChanged(direct, { name: 'Direct client contact', color: '#43a047' }),
    typeChanged(direct, { symbol: 'C' }),
    { ...typeAdded, data: { ...typeAdded.data, activityTypeId: secondType, name: 'Supervision' } },
    typeChanged(secondType, { color: '#000000' }),
    { ...activityAdded, data: { ...activityAdded.data, group: 'Delivered again' } },
    activityChanged(intake, { raisesRiskAlert: true }),
    activityChanged(intake, { name: 'First session', group: 'Therapy' }),
    at(later, { ...activityAdded, data: { ...activityAdded.data, activityId: secondActivity, name: 'Crisis call' } }),
    tagAdded(tag, 'Delivered again'),
    tagAdded(secondTag, 'Group'),
    at(later, tagAdded(secondTag, 'Delivered again in the same page')),
    typeChanged(unseen, { name: 'Never seen' }), // a type and an activity this model never saw
    activityChanged(unseen, { group: 'Never seen' }),
  ];

  itFoldsLikeOneByOne(spec, [typeAdded, activityAdded, tagAdded(tag, 'Telehealth')], page);
});
