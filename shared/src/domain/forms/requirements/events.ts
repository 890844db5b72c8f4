// Placement requirements (issue 14 §6; PLACE-06, 22, 23): the agreement forms a placement of a training level
// must carry. One stream per training level, `placementRequirement-<trainingLevelId>`; the placements area
// reads the requirement (its stream on the write side, the read model on the read side) when it creates a
// placement's agreements.
import { eventTypesOf, type DomainEvent } from '../../decider.js';

/** The whole list after the change, in the order the coordinator gave (the order agreements are listed). */
export type PlacementRequirementSet = DomainEvent<
  'PlacementRequirementSet',
  { trainingLevelId: string; organizationId: string; agreementFormIds: string[] }
>;
export type PlacementRequirementEvent = PlacementRequirementSet;
export const placementRequirementEventTypes = eventTypesOf<PlacementRequirementEvent>()('PlacementRequirementSet');

export const placementRequirementStream = (trainingLevelId: string): string => `placementRequirement-${trainingLevelId}`;
