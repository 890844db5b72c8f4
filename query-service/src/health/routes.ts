// GET /api/health: status and each projection's position and lag (events behind).
// Polled every few seconds by orchestrators, so it costs one head-position query
// when every projection is caught up; only a lagging projection's backlog is
// counted, and only up to LAG_COUNT_CAP events ("lag_capped" says the count stopped there).
import { Router } from 'express';
import type { Knex } from 'knex';
import { readCheckpoints } from '@practicum/projections/runner/checkpoints';
import { comparePositions, formatPosition, type EventStore } from '@practicum/shared/platform/eventstore/types';

const LAG_COUNT_CAP = 1_000;

export function healthRoutes(deps: { knex: Knex; eventStore: EventStore; projectorNames: string[] }): Router {
  const router = Router();
  router.get('/api/health', async (_req, res) => {
    const checkpoints = (await readCheckpoints(deps.knex)).filter((c) => deps.projectorNames.includes(c.name));
    const head = await deps.eventStore.headPosition();
    const projections = await Promise.all(
      checkpoints.map(async (c) => {
        const lag =
          comparePositions(c.position, head) >= 0
            ? 0
            : (await deps.eventStore.readAll({ fromPosition: c.position, maxCount: LAG_COUNT_CAP })).length;
        return { name: c.name, version: c.version, position: formatPosition(c.position), lag, lag_capped: lag >= LAG_COUNT_CAP };
      }),
    );
    const missing = deps.projectorNames.filter((name) => !checkpoints.some((c) => c.name === name));
    res.status(missing.length ? 503 : 200).json({ status: missing.length ? 'starting' : 'ok', projections, missing });
  });
  return router;
}
