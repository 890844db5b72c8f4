// /admin/tools/dead-letters: events a projector could not apply and parked (issue 10), for the admin who
// retries them after a fix (POST .../:id/retry on the command side). Admins only.
import { Router } from 'express';
import type { Knex } from 'knex';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { deadLetterRecord, deadLetters, findDeadLetter, type DeadLetterRow } from '@practicum/projections/runner/deadLetters';
import { listRoute } from '../http/listRoute.js';
import { readsFrom } from '../http/readsFrom.js';

// The dead letters are the runner's own table, written in the batch that parks: nothing to wait for.
const reads = readsFrom();

export function adminDeadLetterRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.use('/api/admin/tools/dead-letters', requireRouteAccess('/admin/tools/*'));

  listRoute<DeadLetterRow>(router, '/api/admin/tools/dead-letters', reads, () => ({
    query: () => deadLetters(deps.knex).select('*'),
    columns: { id: 'id', projector: 'projector', event_type: 'event_type', parked_at: 'parked_at', attempts: 'attempts' },
    searchColumns: ['projector', 'event_type', 'error', 'stream_id'],
    defaultSort: ['id', 'ASC'],
    toRecord: deadLetterRecord,
  }));

  router.get('/api/admin/tools/dead-letters/:serial', reads, async (req, res) => {
    const id = String(req.params.serial);
    const letter = /^\d{1,15}$/.test(id) ? await findDeadLetter(deps.knex, Number(id)) : null;
    if (!letter) throw new NotFoundError();
    res.json(letter);
  });
  return router;
}
