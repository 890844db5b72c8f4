// Activity catalogue commands (spec 002 §7; coordinator, own organization):
// add and edit activity types and activities, add tags. All on the
// organization's one catalogue stream, so names stay unique exactly.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  activityCatalogDecider,
  activityCatalogStream,
  activityInputSchema,
  activityTagInputSchema,
  activityTypeInputSchema,
  activityTypeUpdateSchema,
  activityUpdateSchema,
  type ActivityCatalogState,
} from '@practicum/shared/domain/trainings/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { commandPipeline, requestRunner } from '@practicum/shared/platform/commands/pipeline';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { organizationOf, type SetupDeps } from './runCommand.js';

const typeRecord = (state: ActivityCatalogState, id: string) => {
  const type = state.types[id];
  if (!type) throw new NotFoundError();
  return { ...type };
};
const activityRecord = (state: ActivityCatalogState, id: string) => {
  const activity = state.activities[id];
  if (!activity) throw new NotFoundError();
  return { id, name: activity.name, group: activity.group, raises_risk_alert: activity.raisesRiskAlert };
};

export function activityCatalogRoutes(deps: SetupDeps): Router {
  const router = Router();
  for (const path of ['/api/activity-types', '/api/activities', '/api/activity-tags']) router.use(path, requireRouteAccess('/activities'));
  const run = requestRunner(commandPipeline(deps), activityCatalogDecider, activityCatalogStream);

  router.post('/api/activity-types', async (req, res) => {
    const organizationId = organizationOf(req);
    const input = parseInput(activityTypeInputSchema, req.body ?? {});
    const activityTypeId = randomUUID();
    const result = await run(req, organizationId, {
      type: 'AddActivityType',
      data: { organizationId, activityTypeId, input },
    });
    respondToCommand(res, 201, typeRecord(result.state, activityTypeId), result);
  });

  router.put('/api/activity-types/:id', async (req, res) => {
    const organizationId = organizationOf(req);
    const activityTypeId = uuidParam(req.params.id);
    const input = parseInput(activityTypeUpdateSchema, req.body ?? {});
    const result = await run(req, organizationId, {
      type: 'ChangeActivityType',
      data: { organizationId, activityTypeId, input },
    });
    respondToCommand(res, 200, typeRecord(result.state, activityTypeId), result);
  });

  router.post('/api/activities', async (req, res) => {
    const organizationId = organizationOf(req);
    const input = parseInput(activityInputSchema, req.body ?? {});
    const activityId = randomUUID();
    const result = await run(req, organizationId, {
      type: 'AddActivity',
      data: { organizationId, activityId, input },
    });
    respondToCommand(res, 201, activityRecord(result.state, activityId), result);
  });

  router.put('/api/activities/:id', async (req, res) => {
    const organizationId = organizationOf(req);
    const activityId = uuidParam(req.params.id);
    const input = parseInput(activityUpdateSchema, req.body ?? {});
    const result = await run(req, organizationId, {
      type: 'ChangeActivity',
      data: { organizationId, activityId, input },
    });
    respondToCommand(res, 200, activityRecord(result.state, activityId), result);
  });

  router.post('/api/activity-tags', async (req, res) => {
    const organizationId = organizationOf(req);
    const { name } = parseInput(activityTagInputSchema, req.body ?? {});
    const tagId = randomUUID();
    const result = await run(req, organizationId, { type: 'AddActivityTag', data: { organizationId, tagId, name } });
    respondToCommand(res, 201, { id: tagId, name }, result);
  });

  return router;
}
