// Who is a party of a placement: who reads it (the placement list, PLACE-20, 21) and who may act on it (start a form
// for it, PLACE-22, 23, FORMS-38) is one rule, kept here for the command side and followed by the list's SQL
// (projections/src/placements/readModel.ts visiblePlacements) through `placementReach`: the organization's
// coordinators every placement of the organization, a supervisor the placements they supervise (a site's other
// contacts none: "a supervisor sees only placements where they are the supervisor"), faculty those of trainings they
// are primary faculty or assistant on and those naming them as the site supervisor (a faculty member a site lists
// among its supervisors, docs/decisions.md stop 55), a trainee their own; anyone else none.
import type { PlacementData } from './state.js';

/** The member asking: the session's position (faculty are known by the position the training names). */
export interface PlacementPartyActor {
  userId: string;
  positionId: string;
  role: string;
  organizationId: string;
}

/** What the placement's own stream does not hold: its training's faculty positions. */
export interface PlacementPartyFacts {
  trainingFacultyPositionIds: readonly string[];
}

/** Which placements of the organization a role reaches. */
export type PlacementReach = 'organization' | 'supervised' | 'own' | 'training_faculty' | 'none';

export function placementReach(role: string): PlacementReach {
  switch (role) {
    case 'coordinator':
      return 'organization';
    case 'supervisor':
      return 'supervised';
    case 'trainee':
      return 'own';
    case 'faculty':
      return 'training_faculty';
    default:
      return 'none';
  }
}

export function isPlacementParty(
  placement: Pick<PlacementData, 'organizationId' | 'traineeUserId' | 'supervisorUserId'>,
  facts: PlacementPartyFacts,
  actor: PlacementPartyActor,
): boolean {
  if (placement.organizationId !== actor.organizationId) return false;
  switch (placementReach(actor.role)) {
    case 'organization':
      return true;
    case 'supervised':
      return actor.userId === placement.supervisorUserId;
    case 'own':
      return actor.userId === placement.traineeUserId;
    case 'training_faculty':
      return actor.userId === placement.supervisorUserId || facts.trainingFacultyPositionIds.includes(actor.positionId);
    case 'none':
      return false;
  }
}
