// The live runner: one loop per projector. Each batch is one transaction that
// locks the projector's checkpoint row, applies the events it handles and moves
// the checkpoint past every event read, so an event's effect and the checkpoint
// commit together and a crash replays the batch without applying anything twice.
import type { Knex } from 'knex';
import { type EventStore, type Position, type RecordedEvent, START, comparePositions } from '@practicum/shared/platform/eventstore/types';
import {
  advanceCheckpoints,
  inCheckpointTransaction,
  initialCheckpoint,
  lockCheckpoint,
  readCheckpoint,
  readCheckpoints,
  writeCheckpoint,
} from './checkpoints.js';
import { appendNotificationsOf } from './appendNotifications.js';
import { isTransient } from './deadLetters.js';
import { type EventFeed, startEventFeed } from './eventFeed.js';
import { type Logger, silentLogger } from './logger.js';
import { LIVE_SCHEMA, applyEvents, createProjectorTables, existingTables, handles } from './projectorTables.js';
import { lockProjectorSetup, rebuildProjector } from './rebuild.js';
import { positionWaiters } from './positionWaiters.js';
import type { Projector } from './types.js';

export interface StartProjectionsOptions {
  knex: Knex;
  eventStore: EventStore;
  projectors: readonly Projector[];
  /** Most events per live batch (one transaction). Default 500. */
  batchSize?: number;
  /**
   * A batch commits once it has been applying events this long (default 100 ms): with the Postgres
   * event store, a write transaction held open delays every reader's view of new events.
   */
  maxBatchMs?: number;
  /** Events read at a time by a rebuild on start. Default 1000. */
  rebuildBatchSize?: number;
  /** The projectors with nothing to do look at the store and their checkpoints (not only the feed) this often. Default 1000 ms. */
  pollIntervalMs?: number;
  logger?: Logger;
}

/**
 * starting: creating its tables; rebuilding: replaying into scratch tables (the live ones still serve reads);
 * live: applying events; failing: its last batch failed, retried with backoff (see lastError);
 * superseded: the stored version is newer than this code's, so this process leaves it alone;
 * stopped: stop() was called.
 */
export type ProjectorStatus = 'starting' | 'rebuilding' | 'live' | 'failing' | 'superseded' | 'stopped';

export interface ProjectionPosition {
  name: string;
  version: number;
  status: ProjectorStatus;
  /** Everything up to and including this position has been applied (START: nothing yet). */
  position: Position;
  /** position has reached the newest event this process has seen. */
  caughtUp: boolean;
  /** How long the projector has been behind the newest event seen; 0 when caught up. */
  lagMs: number;
  lastError?: string;
}

export interface ProjectionsHandle {
  /** Per projector, from memory (no query). */
  positions(): ProjectionPosition[];
  /** The newest event position this process has seen in the store. */
  head(): Position;
  /**
   * Resolves true as soon as every named projector (all when omitted) has applied everything up to
   * `position`, false after `timeoutMs` (default 2000) or on stop(). Rejects on an unknown name.
   */
  waitFor(position: Position, timeoutMs?: number, projectors?: readonly string[]): Promise<boolean>;
  /** Finishes the batches in flight, aborts rebuilds, ends the subscription. Leaves knex and the event store open. */
  stop(): Promise<void>;
}

interface Worker {
  projector: Projector;
  status: ProjectorStatus;
  position: Position;
  /** The checkpoint row's position as this process last wrote or read it: behind `position` while a move waits. */
  persisted: Position;
  behindSince: number | null;
  lastError?: string;
  /** Set by a wake-up: run another batch before waiting. */
  pending: boolean;
  /** Set by the look at the store: the next batch reads the store and the checkpoint, not only the feed. */
  look: boolean;
  wake: (() => void) | null;
}

const MAX_BACKOFF_MS = 30_000;
// Checkpoint-only moves are written at most this often (the first after a pause at once): see deferMove.
const MOVE_SPACING_MS = 50;

export async function startProjections(options: StartProjectionsOptions): Promise<ProjectionsHandle> {
  const { knex, eventStore } = options;
  const logger = options.logger ?? silentLogger;
  const batchSize = options.batchSize ?? 500;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const maxBatchMs = options.maxBatchMs ?? 100;
  const names = new Set<string>();
  for (const projector of options.projectors) {
    if (names.has(projector.name)) throw new Error(`Two projectors are named ${projector.name}`);
    names.add(projector.name);
  }

  const workers = new Map<string, Worker>(
    options.projectors.map((projector) => [
      projector.name,
      { projector, status: 'starting', position: START, persisted: START, behindSince: null, pending: true, look: false, wake: null },
    ]),
  );
  const abort = new AbortController();
  let stopping = false;
  /** A pause that new events do not cut short, only stop(). */
  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      if (abort.signal.aborted) return resolve();
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        abort.signal.removeEventListener('abort', done);
        resolve();
      }
      abort.signal.addEventListener('abort', done);
    });

  const feed: EventFeed = await startEventFeed(eventStore, {
    logger,
    appendNotifications: appendNotificationsOf(eventStore, logger),
  });

  // ── waiting for positions ────────────────────────────────────────────
  const reached = (workersOf: Worker[], target: Position): boolean =>
    workersOf.every((worker) => comparePositions(worker.position, target) >= 0);

  const waiters = positionWaiters<{ target: Position; workers: Worker[] }>(({ target, workers: of }) => reached(of, target));

  /** The checkpoint row is at `position` (written or read by this process), and so is the projector. */
  const advanceWritten = (worker: Worker, position: Position): void => {
    worker.persisted = position;
    advance(worker, position);
  };
  const advance = (worker: Worker, position: Position): void => {
    worker.position = position;
    if (comparePositions(position, feed.head()) >= 0) worker.behindSince = null;
    else worker.behindSince ??= Date.now();
    waiters.settle();
  };

  const releaseFeed = (): void => {
    let lowest: Position | null = null;
    for (const worker of workers.values()) {
      if (worker.status !== 'live' && worker.status !== 'failing') continue;
      if (!lowest || comparePositions(worker.position, lowest) < 0) lowest = worker.position;
    }
    if (lowest) feed.release(lowest);
  };

  // ── wake-ups ─────────────────────────────────────────────────────────
  const wake = (worker: Worker): void => {
    worker.pending = true;
    const resolve = worker.wake;
    worker.wake = null;
    resolve?.();
  };

  const unsubscribeFeed = feed.onEvents((head) => {
    const now = Date.now();
    for (const worker of workers.values()) {
      if (worker.behindSince === null && comparePositions(worker.position, head) < 0) worker.behindSince = now;
      wake(worker);
    }
  });

  /** Resolves when woken: by new events, by the look at the store, or by stop(). */
  const sleep = (worker: Worker): Promise<void> =>
    new Promise((resolve) => {
      worker.wake = resolve;
    });

  // ── looking at the store and the checkpoints, for every projector at once ──
  // What the feed cannot tell: events it missed, a checkpoint another process (a rebuild) moved or gave
  // another version. One look for all: a look per projector on its own timer had them all look at the same
  // moment (a burst of events wakes them together), two statements each, a stall for the requests of that moment.
  let looking = false;
  const lookAtStore = async (): Promise<void> => {
    const asleep = [...workers.values()].filter((worker) => worker.wake !== null);
    if (looking || stopping || asleep.length === 0) return;
    looking = true;
    try {
      const [checkpoints, head] = await Promise.all([readCheckpoints(knex), eventStore.headPosition()]);
      const byName = new Map(checkpoints.map((checkpoint) => [checkpoint.name, checkpoint]));
      for (const worker of asleep) {
        const checkpoint = byName.get(worker.projector.name);
        const moved =
          !checkpoint ||
          checkpoint.version !== worker.projector.version ||
          comparePositions(checkpoint.position, worker.position) > 0 ||
          comparePositions(head, worker.position) > 0;
        if (!moved || worker.wake === null) continue;
        worker.look = true;
        wake(worker);
      }
    } catch (error) {
      logger.warn({ err: error }, 'looking at the event store and the checkpoints failed');
    } finally {
      looking = false;
    }
  };
  const lookTimer = setInterval(() => void lookAtStore(), pollIntervalMs);

  // ── setup: create the tables, or rebuild ─────────────────────────────
  /** Returns true when the projector can run live now; false when it needs a rebuild first. */
  const prepare = async (worker: Worker): Promise<boolean> => {
    const { projector } = worker;
    for (;;) {
      const checkpoint = await readCheckpoint(knex, projector.name);
      if (checkpoint) {
        if (checkpoint.version === projector.version) {
          advanceWritten(worker, checkpoint.position);
          return true;
        }
        if (checkpoint.version > projector.version) {
          worker.status = 'superseded';
          worker.position = checkpoint.position;
          logger.error(
            { projector: projector.name, stored: checkpoint.version, code: projector.version },
            'the stored projection is newer than this code: not running it (to go back, run projections:rebuild)',
          );
          return false;
        }
        worker.status = 'rebuilding';
        return false;
      }
      // No checkpoint: a new projector, unless tables without a checkpoint were left behind.
      if ((await existingTables(knex, LIVE_SCHEMA, projector.tables)).length > 0) {
        worker.status = 'rebuilding';
        return false;
      }
      const created = await knex.transaction(async (trx) => {
        await lockProjectorSetup(trx, projector.name);
        if (await lockCheckpoint(trx, projector.name)) return false;
        if ((await existingTables(trx, LIVE_SCHEMA, projector.tables)).length > 0) return false;
        await createProjectorTables(trx, projector, LIVE_SCHEMA);
        await writeCheckpoint(trx, initialCheckpoint(projector.name, projector.version));
        return true;
      });
      if (created) {
        logger.info({ projector: projector.name, version: projector.version }, 'created projection tables');
        advanceWritten(worker, START);
        return true;
      }
    }
  };

  // Rebuilds on start run one at a time: each holds a connection for its lock plus one for its writes.
  let rebuildQueue: Promise<unknown> = Promise.resolve();
  const rebuild = (worker: Worker): Promise<void> => {
    const run = rebuildQueue.then(async () => {
      if (stopping) return;
      worker.status = 'rebuilding';
      const result = await rebuildProjector({
        knex,
        eventStore,
        projector: worker.projector,
        batchSize: options.rebuildBatchSize,
        logger,
        signal: abort.signal,
        onlyIfOutdated: true,
      });
      if (result.version === worker.projector.version) worker.status = 'live';
      advanceWritten(worker, result.position);
    });
    rebuildQueue = run.catch(() => undefined);
    return run;
  };

  // ── checkpoint-only moves: deferred, written together ─────────────────
  // A projector whose batch holds no event it handles has nothing to write but its checkpoint. Its position
  // moves in memory at once (this process's waiters see it), and the row follows: every projector's pending
  // move in one statement, at most every MOVE_SPACING_MS, the first after a pause at once. At 100 commands/s
  // that is one statement (30-odd row updates and notifications) per five commands instead of one per command.
  // A move lost in a crash is made again (the events are skipped again); another process's waiter sees the row
  // at most that much later. A move whose row was moved meanwhile by another process (a rebuild) is dropped, and
  // the projector looks at its checkpoint again.
  const pendingMoves = new Map<Worker, Position>();
  let writingMoves: { workers: Set<Worker>; done: Promise<void> } | null = null;
  let movesTimer: NodeJS.Timeout | null = null;
  let lastMovesWrite = 0;

  const writeMoves = async (): Promise<void> => {
    // a move kept from a failed write may have been overtaken by a batch's own checkpoint since
    const moves = [...pendingMoves].filter(([worker, to]) => comparePositions(to, worker.persisted) > 0);
    pendingMoves.clear();
    if (moves.length === 0) return;
    lastMovesWrite = Date.now();
    try {
      const moved = await advanceCheckpoints(
        knex,
        moves.map(([worker, to]) => ({ name: worker.projector.name, version: worker.projector.version, from: worker.persisted, to })),
      );
      for (const [worker, to] of moves) {
        if (moved.has(worker.projector.name)) {
          worker.persisted = to;
        } else {
          worker.look = true;
          wake(worker);
        }
      }
    } catch (error) {
      // kept for the next write, unless a newer move or a batch's own checkpoint came meanwhile
      for (const [worker, to] of moves) if (!pendingMoves.has(worker)) pendingMoves.set(worker, to);
      logger.warn({ err: error }, 'moving checkpoints failed; retrying');
    }
  };

  const scheduleMoves = (): void => {
    if (movesTimer || writingMoves || pendingMoves.size === 0) return;
    movesTimer = setTimeout(
      () => {
        movesTimer = null;
        const workersOf = new Set(pendingMoves.keys());
        const done = writeMoves().finally(() => {
          writingMoves = null;
          if (!stopping) scheduleMoves();
        });
        writingMoves = { workers: workersOf, done };
      },
      // projectors woken by the same events get here within the same turn of the event loop
      Math.max(0, lastMovesWrite + MOVE_SPACING_MS - Date.now()),
    );
  };

  const deferMove = (worker: Worker, to: Position): void => {
    pendingMoves.set(worker, to);
    scheduleMoves();
  };

  /** Before a batch locks the checkpoint: its own write covers a pending move, and a move being written is waited for. */
  const settleMove = async (worker: Worker): Promise<void> => {
    pendingMoves.delete(worker);
    if (writingMoves?.workers.has(worker)) await writingMoves.done;
  };

  /** Writes every pending move now (stop). */
  const flushMoves = async (): Promise<void> => {
    if (movesTimer) clearTimeout(movesTimer);
    movesTimer = null;
    await writingMoves?.done;
    if (pendingMoves.size > 0) await writeMoves();
  };

  // ── one batch ────────────────────────────────────────────────────────
  type BatchOutcome = 'idle' | 'more' | 'done' | 'superseded' | 'missing';

  const runBatch = async (worker: Worker, poll: boolean): Promise<BatchOutcome> => {
    const { projector } = worker;
    // Events are read before the transaction takes its lock (and a transaction id): a write
    // transaction held open holds back every reader of a gap-safe Postgres event store.
    const guess = worker.position;
    const events = await feed.read(guess, batchSize, { fromStore: poll });
    if (events.length === 0) {
      if (!poll) return 'idle';
      // Another process (a rebuild) may have moved the checkpoint.
      if (writingMoves?.workers.has(worker)) await writingMoves.done;
      const checkpoint = await readCheckpoint(knex, projector.name);
      if (!checkpoint) return 'missing';
      if (checkpoint.version !== projector.version) return 'superseded';
      // a move still to be written keeps the row's old position until then, unless the row is past it already
      const waiting = pendingMoves.get(worker);
      if (!waiting || comparePositions(checkpoint.position, waiting) >= 0) {
        pendingMoves.delete(worker);
        worker.persisted = checkpoint.position;
      }
      if (comparePositions(checkpoint.position, guess) > 0) {
        advance(worker, checkpoint.position);
        return 'more';
      }
      return 'idle';
    }

    if (!events.some((event) => handles(projector, event))) {
      // Nothing to apply: only the checkpoint moves, written later together with the others' (deferMove).
      const last = events[events.length - 1]!.position;
      deferMove(worker, last);
      advance(worker, last);
      return events.length >= batchSize ? 'more' : 'done';
    }

    // The row lock comes before any write to the tables: a rebuild's swap takes it first too,
    // so the two queue up instead of deadlocking. It is taken with the transaction's BEGIN, and the
    // checkpoint written with its COMMIT (inCheckpointTransaction).
    type Applied = 'missing' | 'superseded' | { position: Position; count: number; cut: boolean };
    await settleMove(worker);
    const applyBatch = (park: boolean) =>
      inCheckpointTransaction<Applied>(knex, projector.name, async (db, checkpoint) => {
        if (!checkpoint) return { result: 'missing' as const };
        if (checkpoint.version !== projector.version) return { result: 'superseded' as const };
        // the row as this process left it: the events up to `guess` it has not written yet were skipped
        let batch: RecordedEvent[] = events;
        if (comparePositions(checkpoint.position, worker.persisted) !== 0) {
          batch = await feed.read(checkpoint.position, batchSize);
          if (batch.length === 0) return { result: { position: checkpoint.position, count: 0, cut: false } };
        }
        const done = await applyEvents(db, projector, LIVE_SCHEMA, batch, {
          deadline: Date.now() + maxBatchMs,
          park,
          onParked: (event, error) =>
            logger.warn(
              { err: error, projector: projector.name, eventId: event.eventId, type: event.type },
              'event parked as a dead letter',
            ),
        });
        const last = batch[done - 1]!.position;
        return {
          result: { position: last, count: done, cut: done < batch.length },
          write: { name: projector.name, version: projector.version, position: last },
        };
      });
    // A batch first runs without savepoints (two statements per chunk, on every batch, for a failure that is
    // rare); when an event fails, that transaction is rolled back whole and the batch runs again with one
    // savepoint per chunk, which parks the failing event and applies the rest. A transient failure is retried
    // as before, the whole batch later.
    let outcome: Applied;
    try {
      outcome = await applyBatch(false);
    } catch (error) {
      if (isTransient(error) || stopping) throw error;
      outcome = await applyBatch(true);
    }
    feed.nudge();
    if (typeof outcome === 'string') return outcome;
    advanceWritten(worker, outcome.position);
    return outcome.count >= batchSize || outcome.cut ? 'more' : 'done';
  };

  // ── the loop ─────────────────────────────────────────────────────────
  const runWorker = async (worker: Worker, ready: boolean): Promise<void> => {
    const { projector } = worker;
    let backoff = 500;
    let needsSetup = !ready;
    const fail = async (error: unknown, what: string): Promise<void> => {
      worker.status = 'failing';
      worker.lastError = error instanceof Error ? error.message : String(error);
      logger.error({ err: error, projector: projector.name, retryInMs: backoff }, what);
      await pause(backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      worker.pending = true;
    };

    while (!stopping) {
      if (needsSetup) {
        try {
          if (worker.status === 'superseded') break;
          const live = await prepare(worker);
          if (!live && (worker.status as ProjectorStatus) === 'superseded') break;
          if (!live) {
            await rebuild(worker);
            if (stopping) break;
            continue; // prepare again: the checkpoint now carries this version
          }
          needsSetup = false;
          worker.status = 'live';
        } catch (error) {
          if (stopping) break;
          await fail(error, 'projector setup failed');
          continue;
        }
      }

      if (!worker.pending) await sleep(worker);
      if (stopping) break;
      worker.pending = false;
      const poll = worker.look;
      worker.look = false;
      try {
        const outcome = await runBatch(worker, poll);
        if (outcome === 'superseded') {
          worker.status = 'superseded';
          logger.error({ projector: projector.name }, 'another process changed this projection to another version: leaving it alone');
          break;
        }
        if (outcome === 'missing') {
          logger.warn({ projector: projector.name }, 'checkpoint row disappeared: setting the projector up again');
          needsSetup = true;
          worker.status = 'starting';
          continue;
        }
        if (outcome === 'more') worker.pending = true;
        if (worker.status !== 'live') {
          worker.status = 'live';
          delete worker.lastError;
        }
        backoff = 500;
        releaseFeed();
      } catch (error) {
        if (stopping) break;
        await fail(error, 'projection batch failed; retrying');
      }
    }
    if (worker.status !== 'superseded') worker.status = 'stopped';
  };

  // Create missing tables before returning, so readers find them; rebuilds go on in the background.
  const initial = await Promise.all(
    [...workers.values()].map(async (worker) => {
      try {
        return await prepare(worker);
      } catch (error) {
        worker.status = 'failing';
        worker.lastError = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, projector: worker.projector.name }, 'projector setup failed; retrying');
        return false;
      }
    }),
  );
  const loops = [...workers.values()].map((worker, index) => {
    if (initial[index] && worker.status === 'starting') worker.status = 'live';
    return runWorker(worker, initial[index]!);
  });

  return {
    positions() {
      const head = feed.head();
      const now = Date.now();
      return [...workers.values()].map((worker) => ({
        name: worker.projector.name,
        version: worker.projector.version,
        status: worker.status,
        position: worker.position,
        caughtUp: comparePositions(worker.position, head) >= 0,
        lagMs: worker.behindSince === null ? 0 : now - worker.behindSince,
        ...(worker.lastError === undefined ? {} : { lastError: worker.lastError }),
      }));
    },
    head: () => feed.head(),
    waitFor(position, timeoutMs = 2000, projectorNames) {
      const unknown = projectorNames?.filter((name) => !workers.has(name)) ?? [];
      if (unknown.length > 0) return Promise.reject(new Error(`Unknown projection(s): ${unknown.join(', ')}`));
      const of = projectorNames ? projectorNames.map((name) => workers.get(name)!) : [...workers.values()];
      if (reached(of, position)) return Promise.resolve(true);
      if (stopping) return Promise.resolve(false);
      feed.expect(position);
      return waiters.wait({ target: position, workers: of }, timeoutMs);
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      clearInterval(lookTimer);
      abort.abort();
      unsubscribeFeed();
      for (const worker of workers.values()) wake(worker);
      await Promise.allSettled(loops);
      await flushMoves();
      await feed.close();
      waiters.releaseAll();
    },
  };
}
