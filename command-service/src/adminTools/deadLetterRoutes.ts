// POST /api/admin/tools/dead-letters/:id/retry (issue 10): after a fix is deployed, an admin re-applies a
// parked event through its projector. Not a domain command (nothing happened in the domain: a read model
// catches up), so no event is appended; the retry is logged with the admin who asked.
import { Router } from 'express';
import type { Knex } from 'knex';
import type { Projector } from '@practicum/projections/runner/types';
import { retryDeadLetter } from '@practicum/projections/runner/retryDeadLetter';
import { ConflictError, NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import type { Logger } from '@practicum/shared/platform/logging';

export function deadLetterRetryRoutes(deps: { knex: Knex; projectors: readonly Projector[]; logger: Logger }): Router {
  const router = Router();
  router.post('/api/admin/tools/dead-letters/:serial/retry', requireRouteAccess('/admin/tools/*'), async (req, res) => {
    const id = String(req.params.serial);
    if (!/^\d{1,15}$/.test(id)) throw new NotFoundError();
    const result = await retryDeadLetter(deps.knex, deps.projectors, Number(id));
    deps.logger.info({ deadLetter: id, outcome: result.outcome, by: authOf(req).userId }, 'dead letter retried');
    if (result.outcome === 'missing') throw new NotFoundError();
    // The reason only (the statement it failed in is on the screen's row).
    if (result.outcome === 'failed') throw new ConflictError(`The event still fails: ${result.error.split('\n')[0]}`);
    res.json({ id: Number(id), outcome: result.outcome });
  });
  return router;
}
