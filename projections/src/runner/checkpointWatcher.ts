// Projection positions as another process sees them (the query service when it
// runs apart from the runner): one LISTEN connection keeps a cache of the
// checkpoints, refreshed from the rows a notification names, so any number of
// requests can wait for a position without a query each.
import { type Position, comparePositions } from '@practicum/shared/platform/eventstore/types';
import { dedicatedConnection } from '@practicum/shared/platform/db/dedicatedConnection';
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
  let closed = false;
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
        for (let client = connection.current(); client && !closed && (dirty === 'all' || dirty.size > 0); client = connection.current()) {
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
  // Each new connection re-reads every checkpoint: a notification may have been missed while it was down.
  const connection = dedicatedConnection({
    config: { connectionString: options.databaseUrl },
    name: 'the checkpoint listener',
    listen: [CHECKPOINTS_CHANNEL],
    onNotification: (message) => {
      if (message.payload) void refresh([message.payload]);
    },
    onConnect: () => refresh('all'),
    reconnect: { firstMs: 500, maxMs: 10_000 },
    logger,
  });

  const safetyPoll = (): void => {
    safetyTimer = setTimeout(() => {
      if (waiters.size > 0) void refresh('all');
      safetyPoll();
    }, safetyPollMs);
    safetyTimer.unref();
  };

  try {
    await connection.client();
  } catch (error) {
    await connection.close();
    throw error;
  }
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
      if (safetyTimer) clearTimeout(safetyTimer);
      waiters.releaseAll();
      await refresh([]);
      await connection.close();
    },
  };
}
