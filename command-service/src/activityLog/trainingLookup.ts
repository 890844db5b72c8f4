// Exact stream reads for the facts an activity entry is decided against: the
// training (traineeTrainings-<userId>), its plan's activity types
// (trainingPlan-<id>), the organization's catalogue (activityCatalog-<orgId>),
// and whether the trainee's position still needs an access pass (user stream).
import { userDecider } from '@practicum/shared/domain/identity/decider';
import { userStream } from '@practicum/shared/domain/identity/events';
import { isLimited, traineeAccessDecider, traineeAccessStream } from '@practicum/shared/domain/accessPasses/index';
import {
  foldCatalog,
  foldPlanActivityTypes,
  foldTrainings,
  type CatalogFacts,
  type TrainingFacts,
} from '@practicum/shared/domain/activityLog/index';
import {
  activityCatalogStream,
  traineeTrainingsStream,
  trainingPlanStream,
  type ActivityCatalogEvent,
  type TraineeTrainingsEvent,
  type TrainingPlanEvent,
} from '@practicum/shared/domain/trainings/events';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { loadState } from '@practicum/shared/platform/commands/pipeline';

const eventsOf = async <E>(eventStore: EventStore, streamId: string): Promise<E[]> =>
  (await eventStore.readStream(streamId)).map((e) => ({ type: e.type, data: e.data }) as E);

export const TRAINING_INVALID = 'The selected training is invalid.';

/**
 * The trainee's training with the plan's activity types. `trainingId` null picks the training
 * whose dates hold `onDate` (the form's default: the current training). Unknown → 422 on training_id.
 */
export async function trainingFacts(
  eventStore: EventStore,
  traineeUserId: string,
  trainingId: string | null,
  onDate?: string,
): Promise<TrainingFacts> {
  const trainings = foldTrainings(await eventsOf<TraineeTrainingsEvent>(eventStore, traineeTrainingsStream(traineeUserId)));
  const training =
    trainingId !== null
      ? trainings.get(trainingId)
      : [...trainings.values()].find((t) => onDate !== undefined && t.startAt <= onDate && onDate <= t.endAt);
  if (!training) throw new ValidationError({ training_id: [TRAINING_INVALID] });
  const activityTypeIds = foldPlanActivityTypes(await eventsOf<TrainingPlanEvent>(eventStore, trainingPlanStream(training.trainingPlanId)));
  const { placementNotRequired: _p, ...facts } = training;
  return { ...facts, activityTypeIds: activityTypeIds ?? [] };
}

/** The training of an existing entry (it may have been deleted since: then nobody reviews it). */
export async function entryTrainingFacts(eventStore: EventStore, traineeUserId: string, trainingId: string): Promise<TrainingFacts> {
  try {
    return await trainingFacts(eventStore, traineeUserId, trainingId);
  } catch (error) {
    if (error instanceof ValidationError) throw new NotFoundError();
    throw error;
  }
}

export async function catalogFacts(eventStore: EventStore, organizationId: string): Promise<CatalogFacts> {
  return foldCatalog(await eventsOf<ActivityCatalogEvent>(eventStore, activityCatalogStream(organizationId)));
}

/**
 * PASS-13: a limited trainee position needs an access pass before it logs activity: limited at
 * assignment until a pass is granted, and again once its pass expired (traineeAccess-<positionId>).
 */
export async function accessPassRequired(eventStore: EventStore, userId: string, positionId: string): Promise<boolean> {
  const { state } = await loadState(eventStore, userStream(userId), userDecider);
  if (state.status !== 'registered') return false;
  const limitedAtAssignment = state.positions.find((p) => p.positionId === positionId)?.traineeAccountLimited === true;
  const { state: access } = await loadState(eventStore, traineeAccessStream(positionId), traineeAccessDecider);
  return isLimited(limitedAtAssignment, access);
}
