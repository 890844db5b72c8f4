// Training events (issue 4): the contract between the trainings deciders
// (command side), their projections, reports and the notifier. Spec 001 §3
// Training, Training plan; 002 §7 activities, activity-tags, activity-types.
//
// Streams:
//   trainingLevel-<levelId>            a level (name, order) of an organization
//   trainingPlan-<planId>              a plan: level, dates, total hours, activity types with target hours
//   activityCatalog-<organizationId>   the organization's activity types, activities (group, name) and tags;
//                                      one stream so names stay unique exactly
//   traineeTrainings-<traineeUserId>   every training of one trainee: the overlap rule ("dates must not
//                                      overlap") is decided on this one stream, so no race lets two
//                                      overlapping trainings in (ARCHITECTURE 3.4)
// Calendar dates are YYYY-MM-DD strings end to end (ARCHITECTURE 3.8).
import { eventTypesOf, type DomainEvent } from '../decider.js';

// ── Levels ────────────────────────────────────────────────────────────────
export type TrainingLevelCreated = DomainEvent<
  'TrainingLevelCreated',
  { levelId: string; organizationId: string; name: string; sortOrder: number }
>;
export type TrainingLevelChanged = DomainEvent<'TrainingLevelChanged', { levelId: string; changes: { name?: string; sortOrder?: number } }>;

// ── Plans ─────────────────────────────────────────────────────────────────
/** A plan's target for one of the organization's activity types; color defaults to the type's own. */
export interface PlanActivityType extends Record<string, unknown> {
  activityTypeId: string;
  name: string;
  hours: number;
  color: string; // #rrggbb
}
export type TrainingPlanCreated = DomainEvent<
  'TrainingPlanCreated',
  {
    planId: string;
    organizationId: string;
    levelId: string;
    name: string;
    startAt: string;
    endAt: string;
    totalHours: number;
    activityTypes: PlanActivityType[];
    /** A sample plan (002 §5): it goes only to sample trainees. */
    sample?: boolean;
  }
>;
export type TrainingPlanChanged = DomainEvent<
  'TrainingPlanChanged',
  {
    planId: string;
    changes: {
      name?: string;
      levelId?: string;
      startAt?: string;
      endAt?: string;
      totalHours?: number;
      activityTypes?: PlanActivityType[];
    };
  }
>;
export type TrainingPlanArchived = DomainEvent<'TrainingPlanArchived', { planId: string }>;
export type TrainingPlanUnarchived = DomainEvent<'TrainingPlanUnarchived', { planId: string }>;

// ── Activity catalogue (the /activities editor) ───────────────────────────
export type ActivityTypeAdded = DomainEvent<
  'ActivityTypeAdded',
  { organizationId: string; activityTypeId: string; name: string; color: string; symbol: string }
>;
export type ActivityTypeChanged = DomainEvent<
  'ActivityTypeChanged',
  { organizationId: string; activityTypeId: string; changes: { name?: string; color?: string; symbol?: string } }
>;
/** An activity a trainee ticks when logging (risk alerts list them as {group, name}). */
export type ActivityAdded = DomainEvent<
  'ActivityAdded',
  { organizationId: string; activityId: string; name: string; group: string; raisesRiskAlert: boolean }
>;
export type ActivityChanged = DomainEvent<
  'ActivityChanged',
  { organizationId: string; activityId: string; changes: { name?: string; group?: string; raisesRiskAlert?: boolean } }
>;
export type ActivityTagAdded = DomainEvent<'ActivityTagAdded', { organizationId: string; tagId: string; name: string }>;

// ── Trainings (one stream per trainee) ────────────────────────────────────
/** What a training is when assigned; the trainee's stream keeps it, by id, as it folds. */
export type TrainingFields = {
  organizationId: string;
  traineeUserId: string;
  traineePositionId: string;
  trainingPlanId: string;
  startAt: string;
  endAt: string;
  facultyPositionId: string | null;
  assistantPositionIds: string[];
  placementNotRequired: boolean;
  /** INS-18: placements of this training need current insurance; absent (older events, or not required): false. */
  insuranceRequired?: boolean;
};
export type TrainingAssigned = DomainEvent<'TrainingAssigned', { trainingId: string } & TrainingFields>;
export type TrainingChanged = DomainEvent<
  'TrainingChanged',
  {
    trainingId: string;
    traineeUserId: string;
    changes: {
      trainingPlanId?: string;
      startAt?: string;
      endAt?: string;
      facultyPositionId?: string | null;
      assistantPositionIds?: string[];
      placementNotRequired?: boolean;
      insuranceRequired?: boolean;
    };
  }
>;
export type TrainingDeleted = DomainEvent<'TrainingDeleted', { trainingId: string; traineeUserId: string }>;

/** On a level name's reservation stream (levels/nameReservation.ts). */
export type TrainingLevelNameReserved = DomainEvent<'TrainingLevelNameReserved', { organizationId: string; name: string; levelId: string }>;
export type TrainingLevelNameReleased = DomainEvent<'TrainingLevelNameReleased', { organizationId: string; name: string; levelId: string }>;
export type TrainingLevelNameEvent = TrainingLevelNameReserved | TrainingLevelNameReleased;

export type TrainingLevelEvent = TrainingLevelCreated | TrainingLevelChanged;
export type TrainingPlanEvent = TrainingPlanCreated | TrainingPlanChanged | TrainingPlanArchived | TrainingPlanUnarchived;
export type ActivityCatalogEvent = ActivityTypeAdded | ActivityTypeChanged | ActivityAdded | ActivityChanged | ActivityTagAdded;
export type TraineeTrainingsEvent = TrainingAssigned | TrainingChanged | TrainingDeleted;
export type TrainingsEvent = TrainingLevelEvent | TrainingPlanEvent | ActivityCatalogEvent | TraineeTrainingsEvent;

export const trainingLevelEventTypes = eventTypesOf<TrainingLevelEvent>()('TrainingLevelCreated', 'TrainingLevelChanged');
export const trainingPlanEventTypes = eventTypesOf<TrainingPlanEvent>()(
  'TrainingPlanCreated',
  'TrainingPlanChanged',
  'TrainingPlanArchived',
  'TrainingPlanUnarchived',
);
export const activityCatalogEventTypes = eventTypesOf<ActivityCatalogEvent>()(
  'ActivityTypeAdded',
  'ActivityTypeChanged',
  'ActivityAdded',
  'ActivityChanged',
  'ActivityTagAdded',
);
export const traineeTrainingsEventTypes = eventTypesOf<TraineeTrainingsEvent>()('TrainingAssigned', 'TrainingChanged', 'TrainingDeleted');

export const trainingLevelStream = (levelId: string): string => `trainingLevel-${levelId}`;
export const trainingPlanStream = (planId: string): string => `trainingPlan-${planId}`;
export const activityCatalogStream = (organizationId: string): string => `activityCatalog-${organizationId}`;
export const traineeTrainingsStream = (traineeUserId: string): string => `traineeTrainings-${traineeUserId}`;
