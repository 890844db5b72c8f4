// Placement requirements (issue 14 §6; PLACE-06, 22, 23): a coordinator sets the agreement forms a
// placement of one of the organization's training levels must carry:
// `PUT /api/placement-requirements/:trainingLevelId { agreement_form_ids }`. The level and every form are read
// from their streams (exact), then the requirement's decider decides.
import { Router } from 'express';
import { formDecider, formStream, type FormData } from '@practicum/shared/domain/forms/index';
import {
  placementRequirementDecider,
  placementRequirementStream,
  setPlacementRequirementSchema,
  type PlacementRequirement,
  type PlacementRequirementState,
} from '@practicum/shared/domain/forms/requirements/index';
import { levelOf, trainingLevelDecider, trainingLevelStream } from '@practicum/shared/domain/trainings/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { commandPipeline, loadState } from '@practicum/shared/platform/commands/pipeline';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { ForbiddenError } from '@practicum/shared/platform/errors';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';

/**
 * The agreement forms a placement at this training level needs, exact (read from the requirement's stream):
 * what the placements area's command side calls when it creates a placement's agreements.
 */
export async function requiredAgreementFormIds(eventStore: EventStore, trainingLevelId: string): Promise<string[]> {
  const { state } = await loadState(eventStore, placementRequirementStream(trainingLevelId), placementRequirementDecider);
  return state.status === 'set' ? state.requirement.agreementFormIds : [];
}

const recordOf = (levelId: string, state: PlacementRequirementState) => {
  const requirement: PlacementRequirement | null = state.status === 'set' ? state.requirement : null;
  return { id: levelId, training_level_id: levelId, agreement_form_ids: requirement?.agreementFormIds ?? [] };
};

export function requirementRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  const pipeline = commandPipeline(deps);
  router.use('/api/placement-requirements', requireRole('coordinator'));

  router.put('/api/placement-requirements/:trainingLevelId', async (req, res) => {
    const trainingLevelId = uuidParam(req.params.trainingLevelId);
    const { organizationId } = authOf(req);
    if (!organizationId) throw new ForbiddenError();
    const body = parseInput(setPlacementRequirementSchema, req.body ?? {});
    levelOf((await pipeline.load(trainingLevelDecider, trainingLevelStream(trainingLevelId))).state, organizationId);
    const forms: Record<string, FormData | null> = {};
    for (const id of body.agreement_form_ids) {
      const { state } = await pipeline.load(formDecider, formStream(id));
      forms[id] = state.status === 'exists' ? state.form : null;
    }
    const result = await pipeline.handle(
      placementRequirementDecider,
      placementRequirementStream(trainingLevelId),
      { type: 'SetPlacementRequirement', data: { trainingLevelId, organizationId, agreementFormIds: body.agreement_form_ids, forms } },
      { request: req },
    );
    respondToCommand(res, 200, recordOf(trainingLevelId, result.state), result);
  });

  return router;
}
