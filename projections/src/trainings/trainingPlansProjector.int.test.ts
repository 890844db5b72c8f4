// The training plans read model (spec 001 §3 Training plan): levels and plans with their activity
// type targets, as /training-plans and the level pages show them.
import { describe, it } from '@jest/globals';
import type { TrainingLevelEvent, TrainingPlanEvent } from '@practicum/shared/domain/trainings/events';
import { SPEC_TIME, at, itFoldsLikeOneByOne, projectorSpec, specId } from '../testing/projectorSpec.js';
import { group, individual, level, levelCreated, organization, plan, planCreated } from '../testing/trainingSpecEvents.js';
import { trainingPlansProjector } from './trainingPlansProjector.js';

const spec = projectorSpec(trainingPlansProjector);

describe('when levels are created and changed', () => {
  it('TRAIN-03 TRAIN-07 keeps a level with its name and order', () =>
    spec
      .given(levelCreated())
      .thenRows('training_levels', [
        { id: level, organization_id: organization, name: 'Practicum I', sort_order: 1, created_at: SPEC_TIME },
      ]));

  it('TRAIN-06 shows a renamed or reordered level', () =>
    spec
      .given(levelCreated())
      .when({ type: 'TrainingLevelChanged', data: { levelId: level, changes: { name: 'Practicum I (clinical)' } } })
      .when({ type: 'TrainingLevelChanged', data: { levelId: level, changes: { sortOrder: 3 } } })
      .thenRows('training_levels', [{ name: 'Practicum I (clinical)', sort_order: 3 }]));
});

describe('when plans are created and changed', () => {
  it('TRAIN-04 keeps a plan with its level, dates, total hours and activity type targets, not archived', () =>
    spec.given(levelCreated(), planCreated()).thenRows('training_plans', [
      {
        id: plan,
        organization_id: organization,
        level_id: level,
        name: 'Practicum I 2026',
        start_at: '2026-01-01',
        end_at: '2026-12-31',
        total_hours: 150,
        activity_types: [
          { activity_type_id: individual, name: 'Individual', hours: 100, color: '#1976d2' },
          { activity_type_id: group, name: 'Group', hours: 50, color: '#9c27b0' },
        ],
        archived: false,
      },
    ]));

  it('TRAIN-06 shows the fields an edit changed and keeps the others', () =>
    spec
      .given(planCreated())
      .when({
        type: 'TrainingPlanChanged',
        data: {
          planId: plan,
          changes: {
            name: 'Practicum I 2027',
            endAt: '2027-06-30',
            totalHours: 80.5,
            activityTypes: [{ activityTypeId: group, name: 'Group', hours: 80.5, color: '#000000' }],
          },
        },
      })
      .thenRows('training_plans', [
        {
          name: 'Practicum I 2027',
          start_at: '2026-01-01',
          end_at: '2027-06-30',
          total_hours: 80.5,
          activity_types: [{ activity_type_id: group, name: 'Group', hours: 80.5, color: '#000000' }],
        },
      ]));

  it('TRAIN-05 shows an archived plan as archived', () =>
    spec.given(planCreated(), { type: 'TrainingPlanArchived', data: { planId: plan } }).thenRows('training_plans', [{ archived: true }]));

  it('TRAIN-05 an unarchived plan is active again', () =>
    spec
      .given(planCreated(), { type: 'TrainingPlanArchived', data: { planId: plan } })
      .when({ type: 'TrainingPlanUnarchived', data: { planId: plan } })
      .thenRows('training_plans', [{ archived: false }]));
});

describe('when a batch is applied twice', () => {
  it('creations, edits and archiving change nothing the second time', () =>
    spec
      .given()
      .when(
        levelCreated(),
        { type: 'TrainingLevelChanged', data: { levelId: level, changes: { name: 'Renamed' } } },
        planCreated(),
        { type: 'TrainingPlanChanged', data: { planId: plan, changes: { totalHours: 90 } } },
        { type: 'TrainingPlanArchived', data: { planId: plan } },
      )
      .thenReplayChangesNothing());
});

describe('TRAIN-04 TRAIN-05 TRAIN-06 when a page of level and plan events is projected at once (a rebuild)', () => {
  const [secondLevel, secondPlan, unseen] = [specId(21), specId(22), specId(23)];
  const later = '2026-11-22T09:00:00.000Z';
  const levelChanged = (levelId: string, changes: { name?: string; sortOrder?: number }): TrainingLevelEvent =>
    at(later, { type: 'TrainingLevelChanged', data: { levelId, changes } });
  const planMoved = (type: 'TrainingPlanArchived' | 'TrainingPlanUnarchived', planId: string): TrainingPlanEvent =>
    at(later, { type, data: { planId } });
  // levels and plans are never deleted: no deletion to insert again
  const page = [
    levelCreated(), // delivered again: keeps its first version
    levelChanged(level, { name: 'Practicum I (clinical)' }),
    levelCreated({ levelId: secondLevel, name: 'Practicum II', sortOrder: 2 }),
    levelChanged(secondLevel, { sortOrder: 5 }),
    planCreated({ name: 'Delivered again' }),
    at(later, {
      type: 'TrainingPlanChanged',
      data: {
        planId: plan,
        changes: {
          name: 'Practicum I 2027',
          levelId: secondLevel,
          totalHours: 80.5,
          activityTypes: [{ activityTypeId: group, name: 'Group', hours: 80.5, color: '#000000' }],
        },
      },
    }),
    planMoved('TrainingPlanArchived', plan),
    planMoved('TrainingPlanUnarchived', plan),
    planMoved('TrainingPlanArchived', plan),
    planCreated({ planId: secondPlan, activityTypes: [] }),
    { type: 'TrainingPlanChanged', data: { planId: secondPlan, changes: { startAt: '2027-01-01', endAt: '2027-12-31' } } },
    levelChanged(unseen, { name: 'Never seen' }), // a level and a plan this model never saw
    { type: 'TrainingPlanChanged', data: { planId: unseen, changes: { name: 'Never seen' } } },
    planMoved('TrainingPlanArchived', unseen),
  ];

  itFoldsLikeOneByOne(spec, [levelCreated(), planCreated()], page);
});
