// Placement commands (issue 15, spec 002 §4-§7, PLACE-14 … 18, 26): request,
// the supervisor's join, status, archive and recurring PATCHes, batch decisions
// with a per-row result, and time on site. Routes parse and name the actor;
// the decider holds the rules (who may, transitions, duplicates, insurance).
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import {
  listStatusOf,
  placementArchiveSchema,
  placementBatchSchema,
  placementRecurringSchema,
  placementStatusSchema,
  requestPlacementSchema,
  timeOnSiteSchema,
  type PlacementActor,
  type PlacementBatchResult,
  type PlacementState,
  placementDecider,
  placementStream,
} from '@practicum/shared/domain/placements/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { comparePositions, type Position } from '@practicum/shared/platform/eventstore/types';
import { ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { uuidParam } from '../http/params.js';
import { respondToCommand } from '../http/respond.js';
import { profileTimeZone } from '../identity/profileTimeZone.js';
import { insuranceVerdicts } from './insuranceCheck.js';
import { placementCommands, type PlacementOrigin } from './placementCommands.js';
import { traineeTraining } from './placementFacts.js';
import { placementRequirements, type RequirementsReader } from './requirements.js';

const actorOf = (req: Request): PlacementActor => {
  const auth = authOf(req);
  return { userId: auth.userId, role: auth.role, organizationId: auth.organizationId };
};
const whoOf = (req: Request): PlacementOrigin => ({ actor: actorOf(req), origin: { request: req } });

/** The placement as the command left it: enough for react-admin's cache and the screens' next step. */
export function placementBody(placementId: string, state: PlacementState): Record<string, unknown> {
  if (state.status !== 'requested') return { id: placementId };
  const p = state.placement;
  return {
    id: placementId,
    status: listStatusOf(p.stage, p.archived),
    trainee_id: p.traineeUserId,
    training_id: p.trainingId,
    supervision_site_id: p.siteId,
    supervisor_id: p.supervisorUserId,
    supervisor_joined: p.supervisorJoined,
    is_campus: p.isCampus,
    recurring: p.recurring,
    archived: p.archived,
  };
}

export function placementRoutes(deps: { pipeline: CommandPipeline; knex: Knex; requirements?: RequirementsReader }): Router {
  const router = Router();
  const placements = placementCommands(deps.pipeline, {
    insurance: (ids) => insuranceVerdicts(deps.knex, deps.pipeline, ids),
    requirements: deps.requirements ?? placementRequirements(deps.pipeline),
  });
  router.use('/api/placements', requireRouteAccess('/applications'));

  router.post('/api/placements', async (req, res) => {
    const who = whoOf(req);
    const input = parseInput(requestPlacementSchema, req.body ?? {});
    // a trainee requests for themselves; a coordinator names the trainee
    const traineeId = who.actor?.role === 'trainee' ? who.actor.userId : input.trainee_id;
    if (!traineeId) throw new ValidationError({ trainee_id: ['The trainee field is required.'] });
    const { placementId, result } = await placements.request({ ...input, trainee_id: traineeId }, who);
    respondToCommand(res, 201, placementBody(placementId, result.state), result);
  });

  router.post('/api/placements/batch', async (req, res) => {
    const { ids, status } = parseInput(placementBatchSchema, req.body ?? {});
    const outcomes = await placements.batch(ids, status, whoOf(req));
    let last: { revision: bigint | null; position: Position | null } = { revision: null, position: null };
    const results: PlacementBatchResult[] = outcomes.map((o) => {
      if (!o.ok) return { id: o.id, ok: false, status: null, message: o.message };
      if (o.result.position && (!last.position || comparePositions(o.result.position, last.position) > 0)) last = o.result;
      const state = o.result.state;
      return {
        id: o.id,
        ok: true,
        status: state.status === 'requested' ? listStatusOf(state.placement.stage, state.placement.archived) : null,
        message: null,
      };
    });
    const succeeded = results.filter((r) => r.ok).length;
    respondToCommand(res, 200, { results, succeeded, refused: results.length - succeeded }, { revision: null, position: last.position });
  });

  router.patch('/api/placements/:id/supervisor', async (req, res) => {
    const placementId = uuidParam(req.params.id);
    const result = await placements.run(whoOf(req), placementId, { type: 'JoinPlacement', data: { placementId } });
    respondToCommand(res, 200, placementBody(placementId, result.state), result);
  });

  router.patch('/api/placements/:id/status', async (req, res) => {
    const placementId = uuidParam(req.params.id);
    const { status } = parseInput(placementStatusSchema, req.body ?? {});
    const result = await placements.decide(placementId, status, whoOf(req));
    respondToCommand(res, 200, placementBody(placementId, result.state), result);
  });

  router.patch('/api/placements/:id/archive', async (req, res) => {
    const placementId = uuidParam(req.params.id);
    const { archived } = parseInput(placementArchiveSchema, req.body ?? {});
    const result = await placements.run(whoOf(req), placementId, { type: 'SetPlacementArchived', data: { placementId, archived } });
    respondToCommand(res, 200, placementBody(placementId, result.state), result);
  });

  router.patch('/api/placements/:id/recurring', async (req, res) => {
    const placementId = uuidParam(req.params.id);
    const { recurring } = parseInput(placementRecurringSchema, req.body ?? {});
    const result = await placements.run(whoOf(req), placementId, { type: 'SetPlacementRecurring', data: { placementId, recurring } });
    respondToCommand(res, 200, placementBody(placementId, result.state), result);
  });

  router.patch('/api/placements/:id/time-on-site', async (req, res) => {
    const placementId = uuidParam(req.params.id);
    const { date, minutes } = parseInput(timeOnSiteSchema, req.body ?? {});
    const who = whoOf(req);
    const { state } = await deps.pipeline.load(placementDecider, placementStream(placementId));
    const training =
      state.status === 'requested' ? await traineeTraining(deps.pipeline, state.placement.traineeUserId, state.placement.trainingId) : null;
    const trainingDates = training ? { startAt: training.startAt, endAt: training.endAt } : null;
    // the trainee's today, as the activity log reads it: only they log time on their placement
    const timeZone = state.status === 'requested' ? await profileTimeZone(deps.pipeline.eventStore, state.placement.traineeUserId) : null;
    const result = await placements.run(who, placementId, {
      type: 'LogTimeOnSite',
      data: { placementId, date, minutes, trainingDates, timeZone },
    });
    const after = result.state.status === 'requested' ? result.state.placement.timeOnSite : {};
    respondToCommand(res, 200, { ...placementBody(placementId, result.state), date, minutes: after[date] ?? 0 }, result);
  });

  return router;
}
