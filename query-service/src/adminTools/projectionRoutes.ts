// GET /api/admin/tools/projections (issue 20 item 6): every projector with its position, lag (events
// behind, counted up to a cap as /api/health does) and its newest rebuild with the progress of a running
// one. Admins only; the list protocol, unpaged (a dozen rows).
import { Router } from 'express';
import type { Knex } from 'knex';
import { readCheckpoints } from '@practicum/projections/runner/checkpoints';
import { latestRebuilds } from '@practicum/projections/runner/rebuildLog';
import { formatPosition, type EventStore } from '@practicum/shared/platform/eventstore/types';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { projectionLag } from '../health/routes.js';
import { readsFrom } from '../http/readsFrom.js';

export function adminProjectionRoutes(deps: { knex: Knex; eventStore: EventStore; projectorNames: string[] }): Router {
  const router = Router();
  // checkpoints and the rebuild log are the runner's own tables: nothing to wait for
  router.get('/api/admin/tools/projections', requireRouteAccess('/admin/tools/*'), readsFrom(), async (_req, res) => {
    const [checkpoints, rebuilds, head] = await Promise.all([
      readCheckpoints(deps.knex),
      latestRebuilds(deps.knex),
      deps.eventStore.headPosition(),
    ]);
    const rows = await Promise.all(
      deps.projectorNames.map(async (name) => {
        const checkpoint = checkpoints.find((c) => c.name === name) ?? null;
        const lag = checkpoint ? await projectionLag(deps.eventStore, checkpoint.position, head) : null;
        const rebuild = rebuilds.get(name) ?? null;
        return {
          id: name,
          name,
          version: checkpoint?.version ?? null,
          position: checkpoint ? formatPosition(checkpoint.position) : null,
          lag: lag?.lag ?? null,
          lag_capped: lag?.capped ?? false,
          last_rebuild: rebuild && {
            status: rebuild.status,
            processed: Number(rebuild.processed),
            total: rebuild.total === null ? null : Number(rebuild.total),
            started_at: rebuild.started_at.toISOString(),
            finished_at: rebuild.finished_at?.toISOString() ?? null,
            error: rebuild.error,
          },
        };
      }),
    );
    res.setHeader('Content-Range', `projections 0-${Math.max(rows.length - 1, 0)}/${rows.length}`);
    res.json(rows);
  });
  return router;
}
