// A placement as one of its parties reaches it (shared/src/domain/placements/parties.ts): the placement's stream,
// and its trainee's trainings stream read exactly, as every command reads its facts.
import {
  isPlacementParty,
  placementDecider,
  placementStream,
  type PlacementData,
  type PlacementPartyActor,
  type PlacementPartyFacts,
} from '@practicum/shared/domain/placements/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { traineeTraining } from './placementFacts.js';

/**
 * The placement when the actor is one of its parties. Anyone else, like another organization, finds none (404), as
 * the placement list and GET /api/placements/:id answer them.
 */
export async function placementOfParty(pipeline: CommandPipeline, placementId: string, actor: PlacementPartyActor): Promise<PlacementData> {
  const { state } = await pipeline.load(placementDecider, placementStream(placementId));
  if (state.status !== 'requested' || state.placement.organizationId !== actor.organizationId) throw new NotFoundError();
  const placement = state.placement;
  if (!isPlacementParty(placement, await partyFactsOf(pipeline, placement), actor)) throw new NotFoundError();
  return placement;
}

/** What the placement's stream does not hold of who its parties are: its training's faculty positions. */
export async function partyFactsOf(
  pipeline: CommandPipeline,
  placement: Pick<PlacementData, 'traineeUserId' | 'trainingId'>,
): Promise<PlacementPartyFacts> {
  const training = await traineeTraining(pipeline, placement.traineeUserId, placement.trainingId);
  return {
    trainingFacultyPositionIds: training ? [training.facultyPositionId, ...training.assistantPositionIds].filter((id) => id !== null) : [],
  };
}

/** The party facts of the placement with this id (none when it does not exist). */
export async function partyFactsOfPlacement(pipeline: CommandPipeline, placementId: string): Promise<PlacementPartyFacts> {
  const { state } = await pipeline.load(placementDecider, placementStream(placementId));
  return state.status === 'requested' ? partyFactsOf(pipeline, state.placement) : { trainingFacultyPositionIds: [] };
}
