// Who supervises whom (docs/decisions.md, "Who a supervisor supervises"): a supervisor supervises a trainee's
// training while an approved, unarchived placement of that training names them as its supervisor. Trainings name
// only faculty (primary and assistants), so a placement is the one link from a supervisor to a trainee. This one
// rule decides what a supervisor reads and reviews: the activity log's entries (TRAIN-29 … 32, read and every
// review command), "my trainees" (DASH-06), the trainings and reports they open, the dashboard's counts and the
// trainee's clients (MISC-07). The command side applies it to placements read from their streams; the read side's
// SQL (projections/src/placements/supervision.ts) follows it through `supervisingPlacementColumns`.
import type { PlacementStage } from './statuses.js';

/** What supervision depends on in a placement (its stream's state, or its read-model row). */
export interface SupervisingPlacement {
  organizationId: string;
  trainingId: string;
  traineeUserId: string;
  supervisorUserId: string;
  stage: PlacementStage;
  archived: boolean;
}

/** The supervisor asking: the session's user acting in a supervisor position of an organization. */
export interface Supervisor {
  userId: string;
  organizationId: string | null;
}

/** The stage in which a placement makes its supervisor the trainee's supervisor (the read side's SQL uses it). */
export const SUPERVISING_STAGE = 'approved' as const satisfies PlacementStage;

/** Whether this placement makes `supervisor` the supervisor of its trainee's training. */
export const placementSupervises = (placement: SupervisingPlacement, supervisor: Supervisor): boolean =>
  placement.organizationId === supervisor.organizationId &&
  placement.supervisorUserId === supervisor.userId &&
  placement.stage === SUPERVISING_STAGE &&
  !placement.archived;

/** Whether any of `placements` makes `supervisor` the supervisor of the training. */
export const supervisesTraining = (
  placements: readonly SupervisingPlacement[],
  supervisor: Supervisor,
  training: { id: string; traineeUserId: string },
): boolean =>
  placements.some((p) => p.trainingId === training.id && p.traineeUserId === training.traineeUserId && placementSupervises(p, supervisor));
