// The trainings read model (spec 001 §3 Training): a trainee's trainings with plan, dates, faculty and
// assistants, and the plan and level names a training shows.
import { describe, it } from '@jest/globals';
import type { TrainingChanged } from '@practicum/shared/domain/trainings/events';
import { SPEC_TIME, at, itFoldsLikeOneByOne, projectorSpec, specId } from '../testing/projectorSpec.js';
import {
  assistant,
  faculty,
  level,
  levelCreated,
  organization,
  plan,
  planCreated,
  trainee,
  training,
  trainingAssigned,
} from '../testing/trainingSpecEvents.js';
import { trainingsProjector } from './trainingsProjector.js';

const spec = projectorSpec(trainingsProjector);

describe('when a training is assigned', () => {
  it('TRAIN-09 TRAIN-21 keeps the trainee, plan, dates, primary faculty and assistants', () =>
    spec.given(trainingAssigned()).thenRows('trainings', [
      {
        id: training,
        organization_id: organization,
        trainee_id: trainee.userId,
        trainee_position_id: trainee.positionId,
        training_plan_id: plan,
        start_at: '2026-01-12',
        end_at: '2026-06-30',
        faculty_position_id: faculty,
        assistant_position_ids: [assistant],
        placement_not_required: false,
        created_at: SPEC_TIME,
      },
    ]));

  it('TRAIN-22 shows the fields a batch edit changed and keeps the others', () =>
    spec
      .given(trainingAssigned())
      .when({
        type: 'TrainingChanged',
        data: {
          trainingId: training,
          traineeUserId: trainee.userId,
          changes: { endAt: '2026-08-31', facultyPositionId: null, assistantPositionIds: [] },
        },
      })
      .thenRows('trainings', [{ start_at: '2026-01-12', end_at: '2026-08-31', faculty_position_id: null, assistant_position_ids: [] }]));

  it('TRAIN-10 shows a training that needs no placement', () =>
    spec
      .given(trainingAssigned())
      .when({
        type: 'TrainingChanged',
        data: { trainingId: training, traineeUserId: trainee.userId, changes: { placementNotRequired: true } },
      })
      .thenRows('trainings', [{ placement_not_required: true }]));

  it('TRAIN-27 removes a deleted training and keeps the trainee’s others', () =>
    spec
      .given(trainingAssigned(), trainingAssigned({ trainingId: specId(11), startAt: '2026-07-01', endAt: '2026-12-31' }))
      .when({ type: 'TrainingDeleted', data: { trainingId: training, traineeUserId: trainee.userId } })
      .thenRows('trainings', [{ id: specId(11), start_at: '2026-07-01' }]));
});

describe('when plans and levels change', () => {
  it('TRAIN-09 keeps the plan and level names a training shows', () =>
    spec.given(levelCreated(), planCreated()).thenRows({
      training_plan_names: [{ id: plan, organization_id: organization, level_id: level, name: 'Practicum I 2026', archived: false }],
      training_level_names: [{ id: level, organization_id: organization, name: 'Practicum I', sort_order: 1 }],
    }));

  it('TRAIN-09 shows renamed plans and levels, and archived plans', () =>
    spec
      .given(levelCreated(), planCreated())
      .when(
        { type: 'TrainingPlanChanged', data: { planId: plan, changes: { name: 'Practicum I (2026)', totalHours: 10 } } },
        { type: 'TrainingPlanArchived', data: { planId: plan } },
        { type: 'TrainingLevelChanged', data: { levelId: level, changes: { name: 'Level one' } } },
      )
      .thenRows({
        training_plan_names: [{ name: 'Practicum I (2026)', archived: true }],
        training_level_names: [{ name: 'Level one', sort_order: 1 }],
      }));

  it('ignores a plan change that names nothing it shows', () =>
    spec
      .given(planCreated())
      .when({ type: 'TrainingPlanChanged', data: { planId: plan, changes: { totalHours: 10 } } })
      .thenRows('training_plan_names', [{ name: 'Practicum I 2026' }]));
});

describe('when a batch is applied twice', () => {
  it('assignments, edits, deletes and names change nothing the second time', () =>
    spec
      .given(trainingAssigned({ trainingId: specId(11) }))
      .when(
        levelCreated(),
        planCreated(),
        trainingAssigned(),
        { type: 'TrainingChanged', data: { trainingId: training, traineeUserId: trainee.userId, changes: { endAt: '2026-09-30' } } },
        { type: 'TrainingDeleted', data: { trainingId: specId(11), traineeUserId: trainee.userId } },
        { type: 'TrainingPlanArchived', data: { planId: plan } },
      )
      .thenReplayChangesNothing());
});

describe('TRAIN-09 TRAIN-22 TRAIN-27 when a page of training, plan and level events is projected at once (a rebuild)', () => {
  const [second, third, secondPlan, secondLevel, unseen] = [specId(11), specId(12), specId(13), specId(14), specId(15)];
  const later = '2026-11-22T09:00:00.000Z';
  const changed = (trainingId: string, changes: TrainingChanged['data']['changes']): TrainingChanged =>
    at(later, { type: 'TrainingChanged', data: { trainingId, traineeUserId: trainee.userId, changes } });
  const deleted = (trainingId: string) => ({ type: 'TrainingDeleted', data: { trainingId, traineeUserId: trainee.userId } });
  const page = [
    trainingAssigned({ endAt: '2026-07-31' }), // delivered again: keeps its first version
    changed(training, { endAt: '2026-08-31', facultyPositionId: null, assistantPositionIds: [] }),
    changed(training, { placementNotRequired: true, insuranceRequired: true }),
    deleted(second),
    at(later, trainingAssigned({ trainingId: second, startAt: '2026-07-01', assistantPositionIds: [assistant, faculty] })), // a new row
    trainingAssigned({ trainingId: third }),
    deleted(third),
    changed(unseen, { endAt: '2026-09-30' }), // a training this model never saw
    deleted(unseen),
    levelCreated({ name: 'Delivered again' }),
    levelCreated({ levelId: secondLevel, name: 'Practicum II', sortOrder: 2 }),
    { type: 'TrainingLevelChanged', data: { levelId: level, changes: { name: 'Level one' } } },
    { type: 'TrainingLevelChanged', data: { levelId: unseen, changes: { sortOrder: 9 } } },
    planCreated({ name: 'Delivered again' }),
    { type: 'TrainingPlanChanged', data: { planId: plan, changes: { name: 'Practicum I (2026)', levelId: secondLevel } } },
    { type: 'TrainingPlanChanged', data: { planId: plan, changes: { totalHours: 10 } } },
    { type: 'TrainingPlanArchived', data: { planId: plan } },
    { type: 'TrainingPlanUnarchived', data: { planId: plan } },
    planCreated({ planId: secondPlan, name: 'Practicum II 2026', levelId: secondLevel }),
    { type: 'TrainingPlanArchived', data: { planId: secondPlan } },
    { type: 'TrainingPlanChanged', data: { planId: unseen, changes: { name: 'Never seen' } } },
  ];

  itFoldsLikeOneByOne(spec, [levelCreated(), planCreated(), trainingAssigned(), trainingAssigned({ trainingId: second })], page);
});
