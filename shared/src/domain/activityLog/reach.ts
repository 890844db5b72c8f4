// Who reaches which activity entries (TRAIN-29 … 32, DASH-22, DASH-36): one rule for the reads (the SQL of
// projections/src/activityLog/queries.ts follows `entryReach`) and the review commands (the decider answers 404 for
// an entry the actor does not reach, as the read does, and 403 to one who reaches it but may not review it).
// A trainee reaches their own entries, drafts included; reviewers never reach a draft: the training's faculty and
// assistants its entries, a supervisor those of the trainings they supervise (placements/supervision.ts), a
// coordinator the organization's, the platform admin every organization's.
import { supervisesTraining, type SupervisingPlacement } from '../placements/supervision.js';
import type { ActivityEntryStatus } from './events.js';

export type EntryReach = 'own' | 'training_faculty' | 'supervised_training' | 'organization' | 'all' | 'none';

export function entryReach(role: string | null): EntryReach {
  switch (role) {
    case 'trainee':
      return 'own';
    case 'faculty':
      return 'training_faculty';
    case 'supervisor':
      return 'supervised_training';
    case 'coordinator':
      return 'organization';
    case 'admin':
      return 'all';
    default:
      return 'none';
  }
}

/** The acting member: their position's role and organization, and the placements naming them on the entry's training. */
export interface EntryActor {
  userId: string;
  positionId: string;
  role: string;
  organizationId: string | null;
  /** Placements of the entry's training naming the actor as supervisor, read from their streams (none for other roles). */
  supervisedPlacements: readonly SupervisingPlacement[];
}

/** The entry's training as the rule needs it: its trainee and its faculty positions. */
export interface EntryTraining {
  id: string;
  traineeUserId: string;
  facultyPositionId: string | null;
  assistantPositionIds: readonly string[];
}

export const isTrainingFaculty = (positionId: string, training: EntryTraining): boolean =>
  training.facultyPositionId === positionId || training.assistantPositionIds.includes(positionId);

/** Whether the actor reaches the entry at all (reads it); reviewing needs `mayReview` besides. */
export function reachesEntry(
  entry: { organizationId: string; traineeUserId: string; status: ActivityEntryStatus },
  training: EntryTraining,
  actor: EntryActor,
): boolean {
  const reach = entryReach(actor.role);
  if (reach === 'own') return entry.traineeUserId === actor.userId && entry.organizationId === actor.organizationId;
  if (entry.status === 'draft') return false;
  if (reach === 'all') return true;
  if (entry.organizationId !== actor.organizationId) return false;
  switch (reach) {
    case 'organization':
      return true;
    case 'training_faculty':
      return isTrainingFaculty(actor.positionId, training);
    case 'supervised_training':
      return supervisesTraining(actor.supervisedPlacements, actor, training);
    case 'none':
      return false;
  }
}

/**
 * Whether a role reviews the entries it reaches (the approve screen's actions, and the role half of `mayReview`):
 * faculty and supervisors reach only the trainings they teach or supervise, which are the ones `mayReview` lets them
 * review; a coordinator and the admin read entries they never review. Dismissing a risk alert is also a
 * coordinator's (`mayDismissRiskAlerts`).
 */
export const reviewsWhatItReaches = (role: string | null | undefined): boolean => role === 'faculty' || role === 'supervisor';

/** The role that dismisses the risk alerts of its organization's entries without reviewing them. */
const dismissesWithoutReviewing = (role: string | null | undefined): boolean => role === 'coordinator';

/** Whether a role dismisses risk alerts (the approve screen's Dismiss, and the role half of `mayDismissRiskAlert`). */
export const mayDismissRiskAlerts = (role: string | null | undefined): boolean =>
  reviewsWhatItReaches(role) || dismissesWithoutReviewing(role);

/** Who reviews (approve, request changes and their undoing): the training's faculty and the supervisors of it; never its trainee. */
export function mayReview(actor: EntryActor, training: EntryTraining & { organizationId: string }): boolean {
  if (actor.userId === training.traineeUserId || actor.organizationId !== training.organizationId) return false;
  if (!reviewsWhatItReaches(actor.role)) return false;
  return actor.role === 'supervisor'
    ? supervisesTraining(actor.supervisedPlacements, actor, training)
    : isTrainingFaculty(actor.positionId, training);
}

/** Who dismisses an entry's risk alert: those who review it (`mayReview`), and the coordinators of its organization. */
export function mayDismissRiskAlert(
  actor: EntryActor,
  training: EntryTraining & { organizationId: string },
  entry: { organizationId: string },
): boolean {
  if (dismissesWithoutReviewing(actor.role)) return actor.organizationId === entry.organizationId;
  return mayReview(actor, training);
}
