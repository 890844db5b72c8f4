// PUT /api/admin/users/{id}: an admin edits a user's name and status (spec 000 §6).
// PUT /api/users/{id}/positions/{positionId}/status: a coordinator of the position's organization (or an
// admin) graduates, reinstates or holds a position (AUTH-66).
import { Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { evolve, initialState } from '@practicum/shared/domain/identity/state';
import { adminEditUserSchema, decideAdminEdit } from '@practicum/shared/domain/identity/adminUser';
import {
  decidePositionStatus,
  decideRemovePosition,
  decideRestorePosition,
  positionStatusSchema,
  userStream,
} from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import { fullName } from '@practicum/shared/format';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { respondToCommand } from '../http/respond.js';
import { uuidParam } from '../http/params.js';
import { endSessionsOf } from './passwordRoutes.js';

export function adminUserRoutes(deps: { eventStore: EventStore; pool: pg.Pool; clock: () => Date }): Router {
  const router = Router();
  const commands = commandPipeline(deps);
  router.put('/api/admin/users/:id', requireRole('admin'), async (req, res) => {
    const id = String(req.params.id);
    if (!z.uuid().safeParse(id).success) throw new NotFoundError();
    const input = parseInput(adminEditUserSchema, req.body);
    const result = await commands.run(
      { initialState, evolve },
      userStream(id),
      (state, context) => decideAdminEdit(input, state, context),
      { request: req },
    );
    const state = result.state;
    if (state.status !== 'registered') throw new NotFoundError();
    // a changed status ends the user's sessions at once (an inactive user is out on the next request; any
    // other status takes effect at the next sign-in, e.g. a graduated user's read-only session)
    if (result.events.some((event) => event.type === 'UserStatusChanged')) await endSessionsOf(deps.pool, id);
    respondToCommand(
      res,
      200,
      {
        id,
        first_name: state.first_name,
        last_name: state.last_name,
        name: fullName(state),
        email: state.email,
        status: state.userStatus,
      },
      result,
    );
  });
  router.put('/api/users/:id/positions/:positionId/status', requireRole('admin', 'coordinator'), async (req, res) => {
    const id = uuidParam(req.params.id);
    const positionId = uuidParam(req.params.positionId);
    const input = parseInput(positionStatusSchema, req.body);
    const { userId, role, organizationId } = authOf(req);
    const result = await commands.run(
      { initialState, evolve },
      userStream(id),
      (state, context) => decidePositionStatus({ ...input, positionId }, state, { ...context, actor: { userId, role, organizationId } }),
      { request: req },
    );
    // the session carries read-only from sign-in: a changed position status takes effect at the next one
    if (result.events.length > 0) await endSessionsOf(deps.pool, id);
    respondToCommand(res, 200, { id: positionId, user_id: id, status: input.status }, result);
  });
  // ADMIN-25: an admin removes a position (its sessions end: they may stand on it) and restores it
  router.delete('/api/admin/users/:id/positions/:positionId', requireRole('admin'), async (req, res) => {
    const id = uuidParam(req.params.id);
    const positionId = uuidParam(req.params.positionId);
    const result = await commands.run({ initialState, evolve }, userStream(id), (state) => decideRemovePosition(positionId, state), {
      request: req,
    });
    if (result.events.length > 0) await endSessionsOf(deps.pool, id);
    respondToCommand(res, 200, { id: positionId, user_id: id, removed: true }, result);
  });
  router.post('/api/admin/users/:id/positions/:positionId/restore', requireRole('admin'), async (req, res) => {
    const id = uuidParam(req.params.id);
    const positionId = uuidParam(req.params.positionId);
    const result = await commands.run({ initialState, evolve }, userStream(id), (state) => decideRestorePosition(positionId, state), {
      request: req,
    });
    respondToCommand(res, 200, { id: positionId, user_id: id, removed: false }, result);
  });
  return router;
}
