// What the activity log needs from the trainings area, folded from exact stream
// reads (traineeTrainings-<userId>, trainingPlan-<id>, activityCatalog-<orgId>):
// the training's dates and reviewers, the plan's activity types, the catalogue's
// activities and which of them raise a risk alert.
import type { ActivityCatalogEvent, TraineeTrainingsEvent, TrainingPlanEvent } from '../trainings/events.js';
import { evolve, initialState, type TrainingData } from '../trainings/traineeTrainings/state.js';

/** The training (as the trainings area keeps it) with its plan's activity type ids. */
export interface TrainingFacts extends Omit<TrainingData, 'placementNotRequired'> {
  activityTypeIds: string[];
}

export interface CatalogFacts {
  activities: { activityId: string; raisesRiskAlert: boolean }[];
}

/** The trainee's live trainings by id, folded with the trainings area's own evolve. */
export function foldTrainings(events: TraineeTrainingsEvent[]): Map<string, TrainingData> {
  return new Map(Object.entries(events.reduce(evolve, initialState()).trainings));
}

/** The plan's activity type ids (null when the plan does not exist). */
export function foldPlanActivityTypes(events: TrainingPlanEvent[]): string[] | null {
  let ids: string[] | null = null;
  for (const event of events) {
    if (event.type === 'TrainingPlanCreated') ids = event.data.activityTypes.map((t) => t.activityTypeId);
    else if (event.type === 'TrainingPlanChanged' && event.data.changes.activityTypes)
      ids = event.data.changes.activityTypes.map((t) => t.activityTypeId);
  }
  return ids;
}

export function foldCatalog(events: ActivityCatalogEvent[]): CatalogFacts {
  const activities = new Map<string, boolean>();
  for (const event of events) {
    if (event.type === 'ActivityAdded') activities.set(event.data.activityId, event.data.raisesRiskAlert);
    else if (event.type === 'ActivityChanged' && event.data.changes.raisesRiskAlert !== undefined)
      activities.set(event.data.activityId, event.data.changes.raisesRiskAlert);
  }
  return { activities: [...activities].map(([activityId, raisesRiskAlert]) => ({ activityId, raisesRiskAlert })) };
}
