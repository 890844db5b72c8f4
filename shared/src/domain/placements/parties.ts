// Who is a party of a placement, on the command side as the placement list is on the read side (PLACE-20, 21):
// its trainee and supervisor, the users its site lists as supervisors (the site's contacts), the organization's
// coordinators, and the faculty of its training (the primary faculty and the assistants).
import type { PlacementData } from './state.js';

/** The member asking: the session's position (faculty are known by the position the training names). */
export interface PlacementPartyActor {
  userId: string;
  positionId: string;
  role: string;
  organizationId: string;
}

/** What the placement's own stream does not hold: its site's listed supervisors and its training's faculty positions. */
export interface PlacementPartyFacts {
  siteContactIds: readonly string[];
  trainingFacultyPositionIds: readonly string[];
}

export function isPlacementParty(
  placement: Pick<PlacementData, 'organizationId' | 'traineeUserId' | 'supervisorUserId'>,
  facts: PlacementPartyFacts,
  actor: PlacementPartyActor,
): boolean {
  if (placement.organizationId !== actor.organizationId) return false;
  return (
    actor.role === 'coordinator' ||
    actor.userId === placement.traineeUserId ||
    actor.userId === placement.supervisorUserId ||
    facts.siteContactIds.includes(actor.userId) ||
    facts.trainingFacultyPositionIds.includes(actor.positionId)
  );
}
