import { describe, expect, it } from '@jest/globals';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors.js';
import { deciderSpec } from '../../../testing/deciderSpec.js';
import { parseInput } from '../../validation.js';
import type { TraineeTrainingsEvent, TrainingAssigned } from '../events.js';
import {
  planSummaryOf,
  traineeTrainingsDecider,
  trainingInputSchema,
  trainingMessages,
  TrainingOverlapError,
  type PlanSummary,
  type TraineeTrainingsCommand,
} from '../index.js';

const spec = deciderSpec(traineeTrainingsDecider);
const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const FAC = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const AST = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const AST2 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const plan = (overrides: Partial<PlanSummary> = {}): PlanSummary => ({
  planId: P1,
  organizationId: 'org',
  name: 'Fall',
  archived: false,
  sample: false,
  ...overrides,
});

const input = (overrides: Record<string, unknown> = {}) =>
  parseInput(trainingInputSchema, {
    training_plan_id: P1,
    start_at: '2026-09-01',
    end_at: '2026-12-15',
    faculty: { primary_position_id: FAC, assistant_position_ids: [AST] },
    ...overrides,
  });
const assign = (
  overrides: Record<string, unknown> = {},
  trainingId = 't-new',
  p: PlanSummary | null = plan(),
): TraineeTrainingsCommand => ({
  type: 'AssignTraining',
  data: {
    trainingId,
    organizationId: 'org',
    traineeUserId: 'trainee',
    traineePositionId: 'pos-trainee',
    input: input(overrides),
    plan: p,
    traineeSample: false,
  },
});
const change = (trainingId: string, overrides: Record<string, unknown>, p: PlanSummary | null = null): TraineeTrainingsCommand => ({
  type: 'ChangeTraining',
  data: { trainingId, input: parseInput(trainingInputSchema, overrides), plan: p, traineeSample: false },
});
const assigned = (
  trainingId: string,
  startAt: string,
  endAt: string,
  overrides: Partial<TrainingAssigned['data']> = {},
): TraineeTrainingsEvent => ({
  type: 'TrainingAssigned',
  data: {
    trainingId,
    organizationId: 'org',
    traineeUserId: 'trainee',
    traineePositionId: 'pos-trainee',
    trainingPlanId: P1,
    startAt,
    endAt,
    facultyPositionId: FAC,
    assistantPositionIds: [AST],
    placementNotRequired: false,
    ...overrides,
  },
});
const inOrganization = (organizationId: string, command: TraineeTrainingsCommand): TraineeTrainingsCommand =>
  command.type === 'AssignTraining' ? { ...command, data: { ...command.data, organizationId } } : command;
const spring = assigned('t-spring', '2026-01-10', '2026-05-31');

describe('a trainee with no trainings', () => {
  it('TRAIN-21 assigns a training with its plan, dates, primary faculty and assistants', () => {
    spec.when(assign()).then([assigned('t-new', '2026-09-01', '2026-12-15')]);
  });
  it('TRAIN-20 requires the dates (and the plan) of a new training', () => {
    spec.when(assign({ start_at: '' })).thenFieldError('start_at', trainingMessages.startRequired);
    spec.when(assign({ end_at: null })).thenFieldError('end_at', trainingMessages.endRequired);
    spec.when(assign({ training_plan_id: '' })).thenFieldError('training_plan_id', trainingMessages.planRequired);
  });
  it('refuses an end date that is not after the start date', () => {
    spec.when(assign({ end_at: '2026-09-01' })).thenFieldError('end_at', trainingMessages.endAfterStart);
    spec.when(assign({ end_at: '2026-08-01' })).thenFieldError('end_at', trainingMessages.endAfterStart);
  });
  it('TRAIN-18 an assistant cannot duplicate the primary faculty or another assistant', () => {
    spec
      .when(assign({ faculty: { primary_position_id: FAC, assistant_position_ids: [AST, FAC] } }))
      .thenFieldError('faculty.assistant_position_ids', trainingMessages.assistantIsPrimary);
    spec
      .when(assign({ faculty: { primary_position_id: FAC, assistant_position_ids: [AST, AST] } }))
      .thenFieldError('faculty.assistant_position_ids', trainingMessages.assistantDuplicate);
  });
  it('refuses an archived plan, a plan of another organization and an unknown plan', () => {
    spec.when(assign({}, 't', plan({ archived: true }))).thenFieldError('training_plan_id', trainingMessages.planInvalid);
    spec.when(assign({}, 't', plan({ organizationId: 'other' }))).thenFieldError('training_plan_id', trainingMessages.planInvalid);
    spec.when(assign({}, 't', null)).thenFieldError('training_plan_id', trainingMessages.planInvalid);
  });
  it('ADMIN-27 gives a sample plan only to a sample trainee', () => {
    const samplePlan = plan({ sample: true });
    spec.when(assign({}, 't-new', samplePlan)).thenFieldError('training_plan_id', trainingMessages.samplePlan);
    const forSample = assign({}, 't-new', samplePlan);
    if (forSample.type === 'AssignTraining') forSample.data.traineeSample = true;
    spec.when(forSample).then([assigned('t-new', '2026-09-01', '2026-12-15')]);
  });
  it('records placement_not_required when set', () => {
    spec
      .when(assign({ placement_not_required: true }))
      .then([assigned('t-new', '2026-09-01', '2026-12-15', { placementNotRequired: true })]);
  });
  it('INS-18 records insurance_required when set, and a change of it only when it differs', () => {
    spec.when(assign({ insurance_required: true })).then([assigned('t-new', '2026-09-01', '2026-12-15', { insuranceRequired: true })]);
    const required = assigned('t-new', '2026-09-01', '2026-12-15', { insuranceRequired: true });
    spec
      .given([required])
      .when(change('t-new', { insurance_required: true }))
      .then([]);
    spec
      .given([required])
      .when(change('t-new', { insurance_required: false }))
      .then([{ type: 'TrainingChanged', data: { trainingId: 't-new', traineeUserId: 'trainee', changes: { insuranceRequired: false } } }]);
  });
});

describe('a trainee with a spring training (01/10–05/31)', () => {
  it('TRAIN-20 refuses an overlapping training and lists the trainings it overlaps', () => {
    const run = () => traineeTrainingsDecider.decide(assign({ start_at: '2026-05-01', end_at: '2026-08-31' }), stateOf([spring]), ctx);
    expect(run).toThrow(TrainingOverlapError);
    expect(run).toThrow(/overlap/);
    try {
      run();
    } catch (error) {
      expect((error as TrainingOverlapError).overlapping.map((t) => [t.id, t.startAt, t.endAt])).toEqual([
        ['t-spring', '2026-01-10', '2026-05-31'],
      ]);
      expect((error as TrainingOverlapError).status).toBe(409);
    }
  });
  it('TRAIN-20 refuses a training that shares one day, accepts one starting the day after (adjacent)', () => {
    spec
      .given([spring])
      .when(assign({ start_at: '2026-05-31', end_at: '2026-08-31' }))
      .thenThrows(TrainingOverlapError);
    spec
      .given([spring])
      .when(assign({ start_at: '2026-06-01', end_at: '2026-08-31' }))
      .then([assigned('t-new', '2026-06-01', '2026-08-31')]);
  });
  it('TRAIN-20 accepts overlapping dates in another organization, and checks a change only within its own', () => {
    const elsewhere = assigned('t-other-org', '2026-03-01', '2026-04-30', { organizationId: 'org-2' });
    spec
      .given([spring])
      .when(
        inOrganization('org-2', assign({ start_at: '2026-03-01', end_at: '2026-04-30' }, 't-other-org', plan({ organizationId: 'org-2' }))),
      )
      .then([elsewhere]);
    spec
      .given([spring, elsewhere])
      .when(change('t-other-org', { start_at: '2026-02-01' }))
      .then([
        { type: 'TrainingChanged', data: { trainingId: 't-other-org', traineeUserId: 'trainee', changes: { startAt: '2026-02-01' } } },
      ]);
    spec
      .given([spring, elsewhere])
      .when(assign({ start_at: '2026-05-15', end_at: '2026-06-15' }))
      .thenThrows(TrainingOverlapError, /overlap/);
  });
  it('refuses a training id that exists or was deleted', () => {
    spec
      .given([spring])
      .when(assign({ start_at: '2027-01-01', end_at: '2027-02-01' }, 't-spring'))
      .thenThrows(ConflictError);
    spec
      .given([spring, { type: 'TrainingDeleted', data: { trainingId: 't-spring', traineeUserId: 'trainee' } }])
      .when(assign({ start_at: '2027-01-01', end_at: '2027-02-01' }, 't-spring'))
      .thenThrows(ConflictError);
  });
});

describe('batch edit of an existing training (TRAIN-19)', () => {
  const fall = assigned('t-fall', '2026-09-01', '2026-12-15');
  it('TRAIN-19 keeps every field left empty and records only what changed', () => {
    spec
      .given([spring, fall])
      .when(change('t-fall', { end_at: '2026-12-20' }))
      .then([{ type: 'TrainingChanged', data: { trainingId: 't-fall', traineeUserId: 'trainee', changes: { endAt: '2026-12-20' } } }]);
  });
  it('changes the plan and the faculty when given', () => {
    spec
      .given([fall])
      .when(
        change(
          't-fall',
          { training_plan_id: P2, faculty: { primary_position_id: AST, assistant_position_ids: [AST2] } },
          plan({ planId: P2 }),
        ),
      )
      .then([
        {
          type: 'TrainingChanged',
          data: {
            trainingId: 't-fall',
            traineeUserId: 'trainee',
            changes: { trainingPlanId: P2, facultyPositionId: AST, assistantPositionIds: [AST2] },
          },
        },
      ]);
  });
  it('appends nothing when nothing differs', () => {
    spec
      .given([fall])
      .when(change('t-fall', { start_at: '2026-09-01' }))
      .then([]);
  });
  it('TRAIN-20 refuses moved dates that overlap another training, not the training itself', () => {
    spec
      .given([spring, fall])
      .when(change('t-fall', { start_at: '2026-05-15' }))
      .thenThrows(TrainingOverlapError, /overlap/);
    spec
      .given([fall])
      .when(change('t-fall', { start_at: '2026-08-15' }))
      .then([{ type: 'TrainingChanged', data: { trainingId: 't-fall', traineeUserId: 'trainee', changes: { startAt: '2026-08-15' } } }]);
  });
  it('checks the merged training: an end before the kept start, an assistant equal to the kept primary', () => {
    spec
      .given([fall])
      .when(change('t-fall', { end_at: '2026-08-01' }))
      .thenFieldError('end_at', trainingMessages.endAfterStart);
    spec
      .given([fall])
      .when(change('t-fall', { faculty: { assistant_position_ids: [FAC] } }))
      .thenFieldError('faculty.assistant_position_ids', trainingMessages.assistantIsPrimary);
  });
  it('refuses an archived plan and an unknown training', () => {
    spec
      .given([fall])
      .when(change('t-fall', { training_plan_id: P2 }, plan({ planId: P2, archived: true })))
      .thenThrows(ValidationError);
    spec
      .given([fall])
      .when(change('t-other', { end_at: '2026-12-20' }))
      .thenThrows(NotFoundError);
  });
});

describe('delete', () => {
  it('TRAIN-27 deletes a training, then it is gone', () => {
    spec
      .given([spring])
      .when({ type: 'DeleteTraining', data: { trainingId: 't-spring' } })
      .then([{ type: 'TrainingDeleted', data: { trainingId: 't-spring', traineeUserId: 'trainee' } }]);
    spec
      .given([spring, { type: 'TrainingDeleted', data: { trainingId: 't-spring', traineeUserId: 'trainee' } }])
      .when({ type: 'DeleteTraining', data: { trainingId: 't-spring' } })
      .thenThrows(NotFoundError);
  });
  it('a deleted training no longer blocks its dates', () => {
    spec
      .given([spring, { type: 'TrainingDeleted', data: { trainingId: 't-spring', traineeUserId: 'trainee' } }])
      .when(assign({ start_at: '2026-02-01', end_at: '2026-03-01' }))
      .then([assigned('t-new', '2026-02-01', '2026-03-01')]);
  });
});

describe('a plan as a training sees it', () => {
  it('folds name changes and the archive toggle from the plan stream', () => {
    const created = {
      type: 'TrainingPlanCreated' as const,
      data: {
        planId: P1,
        organizationId: 'org',
        levelId: 'l',
        name: 'Fall',
        startAt: '2026-09-01',
        endAt: '2026-12-15',
        totalHours: 100,
        activityTypes: [],
      },
    };
    expect(planSummaryOf([])).toBeNull();
    expect(
      planSummaryOf([
        created,
        { type: 'TrainingPlanChanged', data: { planId: P1, changes: { name: 'Fall 26' } } },
        { type: 'TrainingPlanArchived', data: { planId: P1 } },
      ]),
    ).toEqual({ planId: P1, organizationId: 'org', name: 'Fall 26', archived: true, sample: false });
  });
});

const ctx = { now: '2026-11-21T10:00:00.000Z', userId: 'coordinator' };
const stateOf = (events: TraineeTrainingsEvent[]) => events.reduce(traineeTrainingsDecider.evolve, traineeTrainingsDecider.initialState());
