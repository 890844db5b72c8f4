// GET /api/health: status and each projection's position and lag (events behind).
import { Router } from 'express';
import type { Knex } from 'knex';
import { readCheckpoints } from '@practicum/projections/runner/checkpoints';
import { formatPosition, type EventStore } from '@practicum/shared/platform/eventstore/types';

const LAG_COUNT_CAP = 10_000;

export function healthRoutes(deps: { knex: Knex; eventStore: EventStore; projectorNames: string[] }): Router {
  const router = Router();
  router.get('/api/health', async (_req, res) => {
    const checkpoints = (await readCheckpoints(deps.knex)).filter((c) => deps.projectorNames.includes(c.name));
    const projections = await Promise.all(
      checkpoints.map(async (c) => {
        const behind = await deps.eventStore.readAll({ fromPosition: c.position, maxCount: LAG_COUNT_CAP });
        return { name: c.name, version: c.version, position: formatPosition(c.position), lag: behind.length };
      }),
    );
    const missing = deps.projectorNames.filter((name) => !checkpoints.some((c) => c.name === name));
    res.status(missing.length ? 503 : 200).json({ status: missing.length ? 'starting' : 'ok', projections, missing });
  });
  return router;
}
