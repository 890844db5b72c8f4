// Exact stream reads for the facts an activity entry is decided against: the
// training (traineeTrainings-<userId>), its plan's activity types
// (trainingPlan-<id>) and the organization's catalogue (activityCatalog-<orgId>).
import {
  foldCatalog,
  foldPlanActivityTypes,
  foldTrainings,
  type ActivityEntryData,
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

const eventsOf = async <E>(eventStore: EventStore, streamId: string): Promise<E[]> =>
  (await eventStore.readStream(streamId)).map((e) => ({ type: e.type, data: e.data }) as E);

export const TRAINING_INVALID = 'The selected training is invalid.';

/**
 * The trainee's training in `organizationId` (the signed-in one) with the plan's activity types. `trainingId`
 * null picks the training whose dates hold `onDate` (the form's default: the current training). Unknown, or a
 * training of the trainee's other organization → 422 on training_id.
 */
export async function trainingFacts(
  eventStore: EventStore,
  trainee: { userId: string; organizationId: string | null },
  trainingId: string | null,
  onDate?: string,
): Promise<TrainingFacts> {
  const trainings = [
    ...foldTrainings(await eventsOf<TraineeTrainingsEvent>(eventStore, traineeTrainingsStream(trainee.userId))).values(),
  ].filter((t) => t.organizationId === trainee.organizationId);
  const training =
    trainingId !== null
      ? trainings.find((t) => t.id === trainingId)
      : trainings.find((t) => onDate !== undefined && t.startAt <= onDate && onDate <= t.endAt);
  if (!training) throw new ValidationError({ training_id: [TRAINING_INVALID] });
  const activityTypeIds = foldPlanActivityTypes(await eventsOf<TrainingPlanEvent>(eventStore, trainingPlanStream(training.trainingPlanId)));
  const { placementNotRequired: _p, ...facts } = training;
  return { ...facts, activityTypeIds: activityTypeIds ?? [] };
}

/** The training of an existing entry (it may have been deleted since: then nobody reviews it). */
export async function entryTrainingFacts(eventStore: EventStore, entry: ActivityEntryData): Promise<TrainingFacts> {
  try {
    return await trainingFacts(eventStore, { userId: entry.traineeUserId, organizationId: entry.organizationId }, entry.trainingId);
  } catch (error) {
    if (error instanceof ValidationError) throw new NotFoundError();
    throw error;
  }
}

export async function catalogFacts(eventStore: EventStore, organizationId: string): Promise<CatalogFacts> {
  return foldCatalog(await eventsOf<ActivityCatalogEvent>(eventStore, activityCatalogStream(organizationId)));
}
