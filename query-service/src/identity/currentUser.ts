// GET /api/users/current in the spec 000 §3.4 shape (projections/identity/currentUser).
import { Router } from 'express';
import type { Knex } from 'knex';
import { currentUser, currentUserReads } from '@practicum/projections/identity/currentUser';
import { UnauthorizedError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { fileUrlFor } from '@practicum/shared/platform/storage/signing';
import { readsFrom } from '../http/readsFrom.js';

export function currentUserRoutes(deps: { knex: Knex; storage?: FileStorage }): Router {
  const router = Router();
  router.get('/api/users/current', readsFrom(...currentUserReads), async (req, res) => {
    const auth = authOf(req);
    const user = await currentUser(deps.knex, {
      userId: auth.userId,
      positionId: auth.positionId,
      impersonating: auth.impersonatorId !== null,
      photoUrl: deps.storage ? fileUrlFor(req, deps.storage) : null,
    });
    if (!user) throw new UnauthorizedError();
    res.json(user);
  });
  return router;
}
