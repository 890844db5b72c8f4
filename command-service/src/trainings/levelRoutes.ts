// Training level commands (coordinator, own organization): create, rename,
// reorder. The name is reserved on its reservation stream first, so two
// levels of one organization never share a name, even when created at once.
import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  levelOf,
  trainingLevelDecider,
  trainingLevelInputSchema,
  trainingLevelNameDecider,
  trainingLevelNameStream,
  trainingLevelStream,
  trainingLevelUpdateSchema,
  type TrainingLevelData,
} from '@practicum/shared/domain/trainings/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { commandPipeline, loadState, requestRunner } from '@practicum/shared/platform/commands/pipeline';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { organizationOf, type SetupDeps } from './runCommand.js';

export const levelRecord = (level: TrainingLevelData) => ({
  id: level.id,
  name: level.name,
  sort_order: level.sortOrder,
});

export function trainingLevelRoutes(deps: SetupDeps & { nextSortOrder: (organizationId: string) => Promise<number> }): Router {
  const router = Router();
  router.use('/api/training-levels', requireRouteAccess('/training-plans'));
  const pipeline = commandPipeline(deps);
  const runLevel = requestRunner(pipeline, trainingLevelDecider, trainingLevelStream);
  const runName = requestRunner(pipeline, trainingLevelNameDecider, (key: { organizationId: string; name: string }) =>
    trainingLevelNameStream(key.organizationId, key.name),
  );
  const reserve = (req: Request, organizationId: string, name: string, levelId: string) =>
    runName(req, { organizationId, name }, { type: 'ReserveTrainingLevelName', data: { organizationId, name, levelId } });
  const release = (req: Request, organizationId: string, name: string, levelId: string) =>
    runName(req, { organizationId, name }, { type: 'ReleaseTrainingLevelName', data: { organizationId, name, levelId } });

  router.post('/api/training-levels', async (req, res) => {
    const organizationId = organizationOf(req);
    const input = parseInput(trainingLevelInputSchema, req.body ?? {});
    const levelId = randomUUID();
    await reserve(req, organizationId, input.name, levelId);
    const sortOrder = input.sort_order ?? (await deps.nextSortOrder(organizationId));
    const result = await runLevel(
      req,
      levelId,
      { type: 'CreateTrainingLevel', data: { levelId, organizationId, name: input.name, sortOrder } },
      'create',
    );
    respondToCommand(res, 201, levelRecord(levelOf(result.state, organizationId)), result);
  });

  router.put('/api/training-levels/:id', async (req, res) => {
    const organizationId = organizationOf(req);
    const levelId = uuidParam(req.params.id);
    const input = parseInput(trainingLevelUpdateSchema, req.body ?? {});
    const { state } = await loadState(deps.eventStore, trainingLevelStream(levelId), trainingLevelDecider);
    const before = levelOf(state, organizationId);
    // a rename holds the new name before the level takes it, and frees the old one after
    const renamed = input.name !== undefined && input.name !== before.name;
    if (renamed) await reserve(req, organizationId, input.name!, levelId);
    const result = await runLevel(req, levelId, {
      type: 'ChangeTrainingLevel',
      data: { levelId, organizationId, input },
    });
    if (renamed && trainingLevelNameStream(organizationId, before.name) !== trainingLevelNameStream(organizationId, input.name!))
      await release(req, organizationId, before.name, levelId);
    respondToCommand(res, 200, levelRecord(levelOf(result.state, organizationId)), result);
  });

  return router;
}
