// Projection positions as another process sees them (the query service when it
// runs apart from the runner): one LISTEN connection keeps a cache of the
// checkpoints, refreshed from the rows a notification names, so any number of
// requests can wait for a position without a query each.
import pg from 'pg';
import { type Position, comparePositions } from '@practicum/shared/platform/eventstore/types';
import { CHECKPOINTS_CHANNEL, CHECKPOINTS_TABLE } from './checkpoints.js';
import { type Logger, silentLogger } from './logger.js';
import { positionWaiters } from './positionWaiters.js';

export interface WatchedPosition {
  name: string;
  version: number;
  position: Position;
  updatedAt: Date;
}

export interface CheckpointWatcher {
  /**
   * Resolves true as soon as every named projection (default: the watcher's `projectors`, else every
   * checkpoint row) has applied everything up to `position`; false after `timeoutMs` (default 2000).
   * A projection without a checkpoint row has not reached anything.
   */
  waitFor(position: Position, timeoutMs?: number, projectors?: readonly string[]): Promise<boolean>;
  /** The cached checkpoints, by name. */
  positions(): WatchedPosition[];
  close(): Promise<void>;
}

export interface WatchCheckpointsOptions {
  databaseUrl: string;
  /** The projections waitFor waits for by default. */
  projectors?: readonly string[];
  logger?: Logger;
  /** While someone waits, re-read every checkpoint this often in case a notification was lost. Default 1000 ms. */
  safetyPollMs?: number;
}

interface Row {
  name: string;
  version: number;
  commit_position: string;
  prepare_position: string;
  updated_at: Date;
}

export async function watchCheckpoints(options: WatchCheckpointsOptions): Promise<CheckpointWatcher> {
  const logger = options.logger ?? silentLogger;
  const safetyPollMs = options.safetyPollMs ?? 1000;
  const cache = new Map<string, WatchedPosition>();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let safetyTimer: NodeJS.Timeout | null = null;

  // ── refreshing the cache ─────────────────────────────────────────────
  let dirty: Set<string> | 'all' = new Set();
  let refreshing: Promise<void> | null = null;

  const reached = (target: Position, names: readonly string[] | null): boolean => {
    const of = names ?? options.projectors ?? [...cache.keys()];
    return of.every((name) => {
      const entry = cache.get(name);
      return entry !== undefined && comparePositions(entry.position, target) >= 0;
    });
  };

  const waiters = positionWaiters<{ target: Position; names: readonly string[] | null }>(({ target, names }) => reached(target, names));

  /** Resolves once the cache holds what the table held when called. */
  const refresh = (names: 'all' | string[]): Promise<void> => {
    if (names === 'all') dirty = 'all';
    else if (dirty !== 'all') for (const name of names) dirty.add(name);
    refreshing ??= (async () => {
      try {
        while (client && (dirty === 'all' || dirty.size > 0)) {
          const wanted = dirty;
          dirty = new Set();
          const columns = 'name, version, commit_position::text, prepare_position::text, updated_at';
          const result =
            wanted === 'all'
              ? await client.query<Row>(`SELECT ${columns} FROM public.${CHECKPOINTS_TABLE}`)
              : await client.query<Row>(`SELECT ${columns} FROM public.${CHECKPOINTS_TABLE} WHERE name = ANY($1)`, [[...wanted]]);
          for (const row of result.rows) {
            cache.set(row.name, {
              name: row.name,
              version: Number(row.version),
              position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
              updatedAt: row.updated_at,
            });
          }
          waiters.settle();
        }
      } catch (error) {
        if (!closed) logger.warn({ err: error }, 'reading projection checkpoints failed');
        dirty = 'all';
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };

  // ── the LISTEN connection ────────────────────────────────────────────
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', (message) => {
      if (message.payload) void refresh([message.payload]);
    });
    next.on('error', (error) => {
      if (client !== next) return;
      client = null;
      void next.end().catch(() => undefined);
      if (closed) return;
      logger.warn({ err: error }, 'checkpoint listener lost its connection; reconnecting');
      scheduleReconnect(500);
    });
    await next.connect();
    await next.query(`LISTEN ${CHECKPOINTS_CHANNEL}`);
    client = next;
    await refresh('all');
  };

  const scheduleReconnect = (delayMs: number): void => {
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      connect().catch((error: unknown) => {
        if (closed) return;
        logger.warn({ err: error }, 'checkpoint listener could not reconnect; retrying');
        scheduleReconnect(Math.min(delayMs * 2, 10_000));
      });
    }, delayMs);
  };

  const safetyPoll = (): void => {
    safetyTimer = setTimeout(() => {
      if (waiters.size > 0) void refresh('all');
      safetyPoll();
    }, safetyPollMs);
    safetyTimer.unref();
  };

  await connect();
  safetyPoll();

  return {
    waitFor(position, timeoutMs = 2000, projectors) {
      const names = projectors ?? null;
      if (reached(position, names)) return Promise.resolve(true);
      if (closed) return Promise.resolve(false);
      return waiters.wait({ target: position, names }, timeoutMs);
    },
    positions: () => [...cache.values()].sort((a, b) => a.name.localeCompare(b.name)),
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (safetyTimer) clearTimeout(safetyTimer);
      waiters.releaseAll();
      const current = client;
      client = null;
      await refresh([]);
      await current?.end().catch(() => undefined);
    },
  };
}
