// PUT /api/admin/users/{id}: an admin edits a user's name and status (spec 000 §6).
import { Router } from 'express';
import { z } from 'zod';
import { evolve, initialState } from '@practicum/shared/domain/identity/decider';
import { adminEditUserSchema, decideAdminEdit } from '@practicum/shared/domain/identity/adminUser';
import { userStream } from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { requireRole } from '@practicum/shared/platform/http/auth';
import { handleCommand } from '../http/handleCommand.js';
import { metadataFor } from '../http/metadata.js';
import { respondToCommand } from '../http/respond.js';

export function adminUserRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  router.put('/api/admin/users/:id', requireRole('admin'), async (req, res) => {
    const id = String(req.params.id);
    if (!z.uuid().safeParse(id).success) throw new NotFoundError();
    const input = parseInput(adminEditUserSchema, req.body);
    const metadata = metadataFor(req, deps.clock());
    const result = await handleCommand(
      deps.eventStore,
      userStream(id),
      { initialState, evolve },
      (state) => decideAdminEdit(input, state, { now: metadata.occurredAt, userId: metadata.userId }),
      metadata,
    );
    const state = result.state;
    if (state.status !== 'registered') throw new NotFoundError();
    respondToCommand(
      res,
      200,
      {
        id,
        first_name: state.first_name,
        last_name: state.last_name,
        name: `${state.first_name} ${state.last_name}`,
        email: state.email,
        status: state.userStatus,
      },
      result,
    );
  });
  return router;
}
