// A placement as one of its parties reaches it (shared/src/domain/placements/parties.ts): the placement's stream,
// and its trainee's trainings stream read exactly, as every command reads its facts.
import {
  isPlacementParty,
  placementDecider,
  placementStream,
  type PlacementData,
  type PlacementPartyActor,
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
  const training = await traineeTraining(pipeline, placement.traineeUserId, placement.trainingId);
  const facts = {
    trainingFacultyPositionIds: training ? [training.facultyPositionId, ...training.assistantPositionIds].filter((id) => id !== null) : [],
  };
  if (!isPlacementParty(placement, facts, actor)) throw new NotFoundError();
  return placement;
}
