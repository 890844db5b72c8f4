import { describe, expect, it } from '@jest/globals';
import { ConflictError, NotFoundError } from '../../../platform/errors.js';
import { deciderSpec } from '../../../testing/deciderSpec.js';
import { parseInput } from '../../validation.js';
import type { TrainingPlanEvent } from '../events.js';
import { trainingPlanInputSchema, type PlanReferences, type TrainingPlanCommand } from './commands.js';
import { trainingPlanDecider } from './decider.js';
import { setupMessages } from '../setupRules.js';

const plans = deciderSpec(trainingPlanDecider);
const organizationId = 'org';
const refs: PlanReferences = {
  level: { id: 'l1', organizationId },
  activityTypes: [
    { id: 't1', name: 'Direct client contact', color: '#1e88e5', symbol: 'DC' },
    { id: 't2', name: 'Individual supervision', color: '#43a047', symbol: 'IS' },
  ],
};
const input = (overrides: Record<string, unknown> = {}) =>
  parseInput(trainingPlanInputSchema, {
    name: 'Practicum I – Fall',
    level_id: 'l1',
    start_at: '2026-08-15',
    end_at: '2026-12-15',
    total_hours: 100,
    activity_types: [
      { activity_type_id: 't1', hours: 40 },
      { activity_type_id: 't2', hours: 15, color: '#000000' },
    ],
    ...overrides,
  });
const create = (overrides: Record<string, unknown> = {}, references = refs): TrainingPlanCommand => ({
  type: 'CreateTrainingPlan',
  data: { planId: 'p1', organizationId, input: input(overrides), refs: references },
});
const created: TrainingPlanEvent = {
  type: 'TrainingPlanCreated',
  data: {
    planId: 'p1',
    organizationId,
    levelId: 'l1',
    name: 'Practicum I – Fall',
    startAt: '2026-08-15',
    endAt: '2026-12-15',
    totalHours: 100,
    activityTypes: [
      { activityTypeId: 't1', name: 'Direct client contact', hours: 40, color: '#1e88e5' },
      { activityTypeId: 't2', name: 'Individual supervision', hours: 15, color: '#000000' },
    ],
  },
};

describe('TRAIN-04 TRAIN-06 training plan: create', () => {
  it('creates a plan; a type without a colour takes the type’s own', () => {
    plans.when(create()).then([created]);
  });
  it('refuses creating the same plan twice', () => {
    plans.given([created]).when(create()).thenThrows(ConflictError);
  });
  it('needs a level of the organization', () => {
    plans.when(create({}, { ...refs, level: null })).thenFieldError('level_id', 'The selected level is invalid.');
    plans
      .when(create({}, { ...refs, level: { id: 'l1', organizationId: 'other' } }))
      .thenFieldError('level_id', 'The selected level is invalid.');
  });
  it('needs the end after the start', () => {
    plans.when(create({ end_at: '2026-08-15' })).thenFieldError('end_at', 'The end date must be a date after the start date.');
  });
  it('needs total hours above 0', () => {
    plans
      .when(create({ total_hours: 0, activity_types: [] }))
      .thenFieldError('total_hours', 'The total hours field must be greater than 0.');
  });
  it('takes activity types only from the catalogue, once each, with hours above 0', () => {
    plans
      .when(create({ activity_types: [{ activity_type_id: 'zz', hours: 1 }] }))
      .thenFieldError('activity_types.0.activity_type_id', 'The selected activity type is invalid.');
    plans
      .when(
        create({
          activity_types: [
            { activity_type_id: 't1', hours: 1 },
            { activity_type_id: 't1', hours: 2 },
          ],
        }),
      )
      .thenFieldError('activity_types.1.activity_type_id', 'The activity type has already been added.');
    plans
      .when(create({ activity_types: [{ activity_type_id: 't1', hours: 0 }] }))
      .thenFieldError('activity_types.0.hours', 'The hours field must be greater than 0.');
  });
  it('refuses type hours that add up to more than the total hours', () => {
    plans.when(create({ total_hours: 50 })).thenFieldError('activity_types', 'The activity type hours may not exceed the total hours.');
    plans.when(create({ total_hours: 55 })).then([{ ...created, data: { ...created.data, totalHours: 55 } }]);
  });
  it('reads a type’s id from `id` too (the record’s own shape sent back by a form)', () => {
    expect(input({ activity_types: [{ id: 't1', hours: 4 }] }).activity_types[0]!.activity_type_id).toBe('t1');
  });
});

describe('TRAIN-06 training plan: edit', () => {
  const change = (data: Record<string, unknown>, organization = organizationId): TrainingPlanCommand => ({
    type: 'ChangeTrainingPlan',
    data: { planId: 'p1', organizationId: organization, input: data, refs },
  });
  it('records only the changed fields', () => {
    plans
      .given([created])
      .when(change({ name: 'Practicum I – Autumn', total_hours: 100 }))
      .then([{ type: 'TrainingPlanChanged', data: { planId: 'p1', changes: { name: 'Practicum I – Autumn' } } }]);
  });
  it('checks the edited plan as a whole (hours against the kept total)', () => {
    plans
      .given([created])
      .when(change({ activity_types: [{ activity_type_id: 't1', hours: 101 }] }))
      .thenFieldError('activity_types', 'The activity type hours may not exceed the total hours.');
  });
  it('does not find a plan of another organization', () => {
    plans
      .given([created])
      .when(change({ name: 'Mine' }, 'other'))
      .thenThrows(NotFoundError);
  });
  it('TRAIN-05 refuses to change an archived plan until it is unarchived (409)', () => {
    const archived: TrainingPlanEvent = { type: 'TrainingPlanArchived', data: { planId: 'p1' } };
    plans
      .given([created, archived])
      .when(change({ name: 'Renamed' }))
      .thenThrows(ConflictError, setupMessages.planArchived);
    plans
      .given([created, archived, { type: 'TrainingPlanUnarchived', data: { planId: 'p1' } }])
      .when(change({ name: 'Renamed' }))
      .then([{ type: 'TrainingPlanChanged', data: { planId: 'p1', changes: { name: 'Renamed' } } }]);
  });
});

describe('TRAIN-05 training plan archive toggle', () => {
  const archive = (archived: boolean): TrainingPlanCommand => ({
    type: 'SetTrainingPlanArchived',
    data: { planId: 'p1', organizationId, archived },
  });
  it('archives and unarchives; the same state again changes nothing', () => {
    plans
      .given([created])
      .when(archive(true))
      .then([{ type: 'TrainingPlanArchived', data: { planId: 'p1' } }]);
    plans.given([created]).when(archive(false)).then([]);
    plans
      .given([created, { type: 'TrainingPlanArchived', data: { planId: 'p1' } }])
      .when(archive(false))
      .then([{ type: 'TrainingPlanUnarchived', data: { planId: 'p1' } }]);
  });
});
