import { describe, expect, it } from '@jest/globals';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors.js';
import { deciderSpec } from '../../../testing/deciderSpec.js';
import { parseInput } from '../../validation.js';
import type { TrainingLevelEvent } from '../events.js';
import { trainingLevelInputSchema } from './commands.js';
import { trainingLevelDecider } from './decider.js';
import { trainingLevelNameDecider, trainingLevelNameStream } from './nameReservation.js';

const levels = deciderSpec(trainingLevelDecider);
const names = deciderSpec(trainingLevelNameDecider);
const created: TrainingLevelEvent = {
  type: 'TrainingLevelCreated',
  data: { levelId: 'l1', organizationId: 'org', name: 'Practicum I', sortOrder: 0 },
};

describe('TRAIN-06 training level: create', () => {
  it('creates a level with its name and order', () => {
    levels
      .when({ type: 'CreateTrainingLevel', data: { levelId: 'l1', organizationId: 'org', name: 'Practicum I', sortOrder: 0 } })
      .then([created]);
  });
  it('refuses creating the same level twice', () => {
    levels
      .given([created])
      .when({ type: 'CreateTrainingLevel', data: { levelId: 'l1', organizationId: 'org', name: 'Other', sortOrder: 1 } })
      .thenThrows(ConflictError);
  });
  it('requires a name', () => {
    expect(() => parseInput(trainingLevelInputSchema, { name: '  ' })).toThrow(ValidationError);
  });
});

describe('TRAIN-06 training level: rename and reorder', () => {
  it('records only what changed', () => {
    levels
      .given([created])
      .when({ type: 'ChangeTrainingLevel', data: { levelId: 'l1', organizationId: 'org', input: { name: 'Practicum I', sort_order: 3 } } })
      .then([{ type: 'TrainingLevelChanged', data: { levelId: 'l1', changes: { sortOrder: 3 } } }]);
  });
  it('changes nothing when nothing differs', () => {
    levels
      .given([created])
      .when({ type: 'ChangeTrainingLevel', data: { levelId: 'l1', organizationId: 'org', input: { name: 'Practicum I' } } })
      .then([]);
    // an emptied order field keeps the order
    levels
      .given([created])
      .when({ type: 'ChangeTrainingLevel', data: { levelId: 'l1', organizationId: 'org', input: { sort_order: null } } })
      .then([]);
  });
  it('does not find a level of another organization', () => {
    levels
      .given([created])
      .when({ type: 'ChangeTrainingLevel', data: { levelId: 'l1', organizationId: 'other', input: { name: 'Mine' } } })
      .thenThrows(NotFoundError);
  });
});

describe('TRAIN-06 training level names are unique in the organization', () => {
  const data = { organizationId: 'org', name: 'Practicum I', levelId: 'l1' };
  it('reserves a free name', () => {
    names.when({ type: 'ReserveTrainingLevelName', data }).then([{ type: 'TrainingLevelNameReserved', data }]);
  });
  it('refuses a name another level holds, with the spec-style message', () => {
    names
      .given([{ type: 'TrainingLevelNameReserved', data }])
      .when({ type: 'ReserveTrainingLevelName', data: { ...data, levelId: 'l2' } })
      .thenFieldError('name', 'The name has already been taken.');
  });
  it('lets the holder reserve again (a retry) and frees the name on release', () => {
    names
      .given([{ type: 'TrainingLevelNameReserved', data }])
      .when({ type: 'ReserveTrainingLevelName', data })
      .then([]);
    names
      .given([
        { type: 'TrainingLevelNameReserved', data },
        { type: 'TrainingLevelNameReleased', data },
      ])
      .when({ type: 'ReserveTrainingLevelName', data: { ...data, levelId: 'l2' } })
      .then([{ type: 'TrainingLevelNameReserved', data: { ...data, levelId: 'l2' } }]);
  });
  it('compares names trimmed and case-insensitively', () => {
    expect(trainingLevelNameStream('org', ' practicum   i ')).toBe(trainingLevelNameStream('org', 'Practicum I'));
    expect(trainingLevelNameStream('org', 'Practicum I')).not.toBe(trainingLevelNameStream('other', 'Practicum I'));
  });
});
