// GET /api/health: status and each projection's position and lag (events behind).
// Events a projector could not apply and parked (dead letters) make the status
// "degraded" and are named (projector, event, error): the read model goes on
// without them until an admin retries them (/admin/tools/dead-letters).
// Polled every few seconds by orchestrators, so it costs one head-position query
// when every projection is caught up; only a lagging projection's backlog is
// counted, and only up to LAG_COUNT_CAP events ("lag_capped" says the count stopped there).
// Anyone may ask, but only an admin or a caller on this machine (an orchestrator's
// probe) gets the details; everyone else gets the status alone, from a report at
// most PUBLIC_REPORT_MS old, so public polling costs nothing.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { readCheckpoints } from '@practicum/projections/runner/checkpoints';
import { listDeadLetters } from '@practicum/projections/runner/deadLetters';
import { comparePositions, formatPosition, type EventStore, type Position } from '@practicum/shared/platform/eventstore/types';

const LAG_COUNT_CAP = 1_000;
/** Parked events named in the answer (the admin screen lists them all). */
const DEAD_LETTERS_SHOWN = 20;
const PUBLIC_REPORT_MS = 5_000;

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;
/** The socket's own peer, not X-Forwarded-For: a request through the gateway is never "this machine". */
const seesDetails = (req: Request) => req.session?.auth?.role === 'admin' || LOOPBACK.test(req.socket.remoteAddress ?? '');

/** Events between a projection's checkpoint and the head, counted up to LAG_COUNT_CAP. */
export async function projectionLag(eventStore: EventStore, position: Position, head: Position): Promise<{ lag: number; capped: boolean }> {
  if (comparePositions(position, head) >= 0) return { lag: 0, capped: false };
  const lag = (await eventStore.readAll({ fromPosition: position, maxCount: LAG_COUNT_CAP })).length;
  return { lag, capped: lag >= LAG_COUNT_CAP };
}

export function healthRoutes(deps: { knex: Knex; eventStore: EventStore; projectorNames: string[] }): Router {
  const router = Router();
  async function report() {
    const checkpoints = (await readCheckpoints(deps.knex)).filter((c) => deps.projectorNames.includes(c.name));
    const head = await deps.eventStore.headPosition();
    const projections = await Promise.all(
      checkpoints.map(async (c) => {
        const { lag, capped } = await projectionLag(deps.eventStore, c.position, head);
        return { name: c.name, version: c.version, position: formatPosition(c.position), lag, lag_capped: capped };
      }),
    );
    const missing = deps.projectorNames.filter((name) => !checkpoints.some((c) => c.name === name));
    const parked = await listDeadLetters(deps.knex, DEAD_LETTERS_SHOWN);
    const status = missing.length ? 'starting' : parked.length ? 'degraded' : 'ok';
    const deadLetters = parked.map((letter) => ({
      projector: letter.projector,
      event_id: letter.event_id,
      event_type: letter.event_type,
      position: letter.position,
      error: letter.error,
      parked_at: letter.parked_at,
    }));
    return { httpStatus: missing.length ? 503 : 200, body: { status, projections, missing, dead_letters: deadLetters } };
  }
  let shared: { at: number; report: ReturnType<typeof report> } | null = null;
  router.get('/api/health', async (req, res) => {
    if (seesDetails(req)) {
      const { httpStatus, body } = await report();
      return void res.status(httpStatus).json(body);
    }
    if (!shared || Date.now() - shared.at > PUBLIC_REPORT_MS) shared = { at: Date.now(), report: report() };
    const current = shared;
    const { httpStatus, body } = await current.report.catch((error: unknown) => {
      if (shared === current) shared = null;
      throw error;
    });
    res.status(httpStatus).json({ status: body.status });
  });
  return router;
}
