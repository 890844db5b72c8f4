// The trainings of one trainee: assign, change and delete. All of a trainee's
// trainings live in one stream, so the overlap rule is exact. Who the trainee and
// faculty are (active positions of the organization) and which plan is usable are
// read from their own streams by the command route and handed in: the decider
// stays pure.
import { ConflictError, NotFoundError } from '../../../platform/errors.js';
import { assertNever, type CommandContext, type Decider } from '../../decider.js';
import type { TraineeTrainingsEvent, TrainingChanged } from '../events.js';
import type { TraineeTrainingsCommand } from './commands.js';
import {
  assertPlanFitsTrainee,
  assertPlanUsable,
  rangesOverlap,
  TrainingOverlapError,
  trainingMessages,
  validateTrainingInput,
} from './rules.js';
import { evolve, initialState, type TraineeTrainingsState, type TrainingData } from './state.js';

/** The stream holds the trainee's trainings in every organization; dates may only clash within one of them. */
function assertNoOverlap(
  state: TraineeTrainingsState,
  range: { id: string; organizationId: string; startAt: string; endAt: string },
): void {
  const overlapping = Object.values(state.trainings)
    .filter((other) => other.id !== range.id && other.organizationId === range.organizationId && rangesOverlap(other, range))
    .sort((a, b) => a.startAt.localeCompare(b.startAt));
  if (overlapping.length > 0) throw new TrainingOverlapError(overlapping);
}

function assign(
  command: Extract<TraineeTrainingsCommand, { type: 'AssignTraining' }>,
  state: TraineeTrainingsState,
): TraineeTrainingsEvent[] {
  const d = command.data;
  if (state.trainings[d.trainingId] || state.deleted.includes(d.trainingId)) throw new ConflictError('This training already exists.');
  validateTrainingInput(d.input, 'create');
  assertPlanUsable(d.plan, d.organizationId);
  assertPlanFitsTrainee(d.plan, d.traineeSample);
  const training = { id: d.trainingId, organizationId: d.organizationId, startAt: d.input.start_at!, endAt: d.input.end_at! };
  assertNoOverlap(state, training);
  return [
    {
      type: 'TrainingAssigned',
      data: {
        trainingId: d.trainingId,
        organizationId: d.organizationId,
        traineeUserId: d.traineeUserId,
        traineePositionId: d.traineePositionId,
        trainingPlanId: d.input.training_plan_id!,
        startAt: training.startAt,
        endAt: training.endAt,
        facultyPositionId: d.input.faculty.primary_position_id,
        assistantPositionIds: d.input.faculty.assistant_position_ids ?? [],
        placementNotRequired: d.input.placement_not_required ?? false,
        ...(d.input.insurance_required ? { insuranceRequired: true } : {}),
      },
    },
  ];
}

/** Batch edit: a blank field keeps the training's value; only what differs is recorded. */
function change(
  command: Extract<TraineeTrainingsCommand, { type: 'ChangeTraining' }>,
  state: TraineeTrainingsState,
): TraineeTrainingsEvent[] {
  const { input, trainingId } = command.data;
  const current = state.trainings[trainingId];
  if (!current) throw new NotFoundError(trainingMessages.notFound);
  if (input.training_plan_id && input.training_plan_id !== current.trainingPlanId) {
    assertPlanUsable(command.data.plan, current.organizationId);
    assertPlanFitsTrainee(command.data.plan, command.data.traineeSample);
  }
  const next: TrainingData = {
    ...current,
    trainingPlanId: input.training_plan_id ?? current.trainingPlanId,
    startAt: input.start_at ?? current.startAt,
    endAt: input.end_at ?? current.endAt,
    facultyPositionId: input.faculty.primary_position_id ?? current.facultyPositionId,
    assistantPositionIds: input.faculty.assistant_position_ids ?? current.assistantPositionIds,
    placementNotRequired: input.placement_not_required ?? current.placementNotRequired,
    insuranceRequired: input.insurance_required ?? current.insuranceRequired ?? false,
  };
  // the merged training must keep every rule a new one keeps
  validateTrainingInput(
    {
      training_plan_id: next.trainingPlanId,
      start_at: next.startAt,
      end_at: next.endAt,
      faculty: { primary_position_id: next.facultyPositionId, assistant_position_ids: next.assistantPositionIds },
      placement_not_required: next.placementNotRequired,
      insurance_required: next.insuranceRequired ?? false,
    },
    'create',
  );
  assertNoOverlap(state, next);
  const changes: TrainingChanged['data']['changes'] = {};
  if (next.trainingPlanId !== current.trainingPlanId) changes.trainingPlanId = next.trainingPlanId;
  if (next.startAt !== current.startAt) changes.startAt = next.startAt;
  if (next.endAt !== current.endAt) changes.endAt = next.endAt;
  if (next.facultyPositionId !== current.facultyPositionId) changes.facultyPositionId = next.facultyPositionId;
  if (next.assistantPositionIds.join() !== current.assistantPositionIds.join()) changes.assistantPositionIds = next.assistantPositionIds;
  if (next.placementNotRequired !== current.placementNotRequired) changes.placementNotRequired = next.placementNotRequired;
  if (next.insuranceRequired !== (current.insuranceRequired ?? false)) changes.insuranceRequired = next.insuranceRequired;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'TrainingChanged', data: { trainingId, traineeUserId: current.traineeUserId, changes } }];
}

function remove(trainingId: string, state: TraineeTrainingsState): TraineeTrainingsEvent[] {
  const current = state.trainings[trainingId];
  if (!current) throw new NotFoundError(trainingMessages.notFound);
  return [{ type: 'TrainingDeleted', data: { trainingId, traineeUserId: current.traineeUserId } }];
}

export function decide(command: TraineeTrainingsCommand, state: TraineeTrainingsState, _context: CommandContext): TraineeTrainingsEvent[] {
  switch (command.type) {
    case 'AssignTraining':
      return assign(command, state);
    case 'ChangeTraining':
      return change(command, state);
    case 'DeleteTraining':
      return remove(command.data.trainingId, state);
    default:
      return assertNever(command);
  }
}

export const traineeTrainingsDecider: Decider<TraineeTrainingsState, TraineeTrainingsCommand, TraineeTrainingsEvent> = {
  initialState,
  evolve,
  decide,
};
