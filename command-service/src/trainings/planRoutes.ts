// Training plan commands (coordinator, own organization): create, edit, and
// the archive toggle (spec 001 §4). The plan's level and the catalogue's
// activity types are read from their own streams and handed to the decider.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  activityCatalogDecider,
  activityCatalogStream,
  planOf,
  trainingLevelDecider,
  trainingLevelStream,
  trainingPlanArchiveSchema,
  trainingPlanDecider,
  trainingPlanInputSchema,
  trainingPlanStream,
  trainingPlanUpdateSchema,
  type PlanReferences,
  type TrainingPlanData,
} from '@practicum/shared/domain/trainings/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { commandPipeline, loadState, requestRunner } from '@practicum/shared/platform/commands/pipeline';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { organizationOf, type SetupDeps } from './runCommand.js';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export const planRecord = (plan: TrainingPlanData) => ({
  id: plan.id,
  name: plan.name,
  archived: plan.archived,
  level_id: plan.levelId,
  start_at: plan.startAt,
  end_at: plan.endAt,
  total_hours: plan.totalHours,
  activity_types: plan.activityTypes.map((t) => ({
    id: t.activityTypeId,
    activity_type_id: t.activityTypeId,
    name: t.name,
    hours: t.hours,
    color: t.color,
  })),
});

export function trainingPlanRoutes(deps: SetupDeps): Router {
  const router = Router();
  router.use('/api/training-plans', requireRouteAccess('/training-plans'));
  const run = requestRunner(commandPipeline(deps), trainingPlanDecider, trainingPlanStream);

  async function referencesFor(organizationId: string, levelId: string): Promise<PlanReferences> {
    const level = isUuid(levelId) ? (await loadState(deps.eventStore, trainingLevelStream(levelId), trainingLevelDecider)).state : null;
    const { state: catalog } = await loadState(deps.eventStore, activityCatalogStream(organizationId), activityCatalogDecider);
    return {
      level: level?.status === 'active' ? { id: level.level.id, organizationId: level.level.organizationId } : null,
      activityTypes: Object.values(catalog.types),
    };
  }

  router.post('/api/training-plans', async (req, res) => {
    const organizationId = organizationOf(req);
    const input = parseInput(trainingPlanInputSchema, req.body ?? {});
    const planId = randomUUID();
    const refs = await referencesFor(organizationId, input.level_id);
    const result = await run(req, planId, { type: 'CreateTrainingPlan', data: { planId, organizationId, input, refs } }, 'create');
    respondToCommand(res, 201, planRecord(planOf(result.state, organizationId)), result);
  });

  router.put('/api/training-plans/:id', async (req: Request, res) => {
    const organizationId = organizationOf(req);
    const planId = uuidParam(req.params.id);
    const input = parseInput(trainingPlanUpdateSchema, req.body ?? {});
    const { state } = await loadState(deps.eventStore, trainingPlanStream(planId), trainingPlanDecider);
    const current = planOf(state, organizationId);
    const refs = await referencesFor(organizationId, input.level_id ?? current.levelId);
    const result = await run(req, planId, {
      type: 'ChangeTrainingPlan',
      data: { planId, organizationId, input, refs },
    });
    respondToCommand(res, 200, planRecord(planOf(result.state, organizationId)), result);
  });

  router.patch('/api/training-plans/:id/archive', async (req, res) => {
    const organizationId = organizationOf(req);
    const planId = uuidParam(req.params.id);
    const { archived } = parseInput(trainingPlanArchiveSchema, req.body ?? {});
    const result = await run(req, planId, {
      type: 'SetTrainingPlanArchived',
      data: { planId, organizationId, archived },
    });
    respondToCommand(res, 200, planRecord(planOf(result.state, organizationId)), result);
  });

  return router;
}
