// Rebuild: replay the whole history into the projector's tables created afresh
// in a scratch schema while the live tables keep serving reads and the live
// runner keeps running, then swap them in, in one transaction that holds the
// checkpoint row (so the live runner's next batch waits for it and resumes from
// the rebuilt position).
import type { Knex } from 'knex';
import pg from 'pg';
import { type EventStore, type Position, type RecordedEvent, START, comparePositions } from '@practicum/shared/platform/eventstore/types';
import { lockCheckpoint, readCheckpoint, writeCheckpoint, CHECKPOINTS_TABLE } from './checkpoints.js';
import { type Logger, silentLogger } from './logger.js';
import {
  LIVE_SCHEMA,
  applyEvents,
  createProjectorTables,
  existingTables,
  projectionContext,
  quoteIdent,
  rebuildSchemaFor,
  retiredSchemaFor,
} from './projectorTables.js';
import type { Projector } from './types.js';

export interface RebuildProgress {
  projector: string;
  /** Events read so far: those the projector handles (the others are passed over in the store). */
  processed: number;
  position: Position;
  phase: 'replay' | 'swap';
}

export interface RebuildOptions {
  knex: Knex;
  eventStore: EventStore;
  projector: Projector;
  /** Events read from the store at a time. Default 1000. */
  batchSize?: number;
  logger?: Logger;
  onProgress?: (progress: RebuildProgress) => void;
  /** Aborts between batches; the scratch schema is dropped. */
  signal?: AbortSignal;
  /**
   * Skip the rebuild when, once the rebuild lock is held, the stored version already equals
   * the projector's (another process rebuilt it meanwhile). The runner sets it on start.
   */
  onlyIfOutdated?: boolean;
  /** Longest a swap waits for the live tables' locks (long-running reads) before retrying. Default 2000 ms. */
  swapLockTimeoutMs?: number;
}

export interface RebuildResult {
  projector: string;
  rebuilt: boolean;
  version: number;
  position: Position;
  /** Events replayed (those the projector handles), catch-up included. */
  events: number;
  durationMs: number;
}

/**
 * Drops the indexes of a scratch schema's tables that neither enforce a constraint nor are unique (conflict
 * targets must stay), answering their definitions (schema-qualified, as pg_indexes gives them) to build again.
 */
async function dropSecondaryIndexes(knex: Knex, schema: string): Promise<string[]> {
  const { rows } = await knex.raw<{ rows: { name: string; definition: string }[] }>(
    `SELECT c.relname AS name, pg_get_indexdef(x.indexrelid) AS definition
       FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = ? AND NOT x.indisunique AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = x.indexrelid)`,
    [schema],
  );
  for (const row of rows) await knex.raw(`DROP INDEX ${quoteIdent(schema)}.${quoteIdent(row.name)}`);
  return rows.map((row) => row.definition);
}

/** The types a replay reads: those the projector handles, or every event for one that takes all. */
export const handledTypes = (projector: Projector): readonly string[] | undefined =>
  projector.canHandle === 'all' ? undefined : projector.canHandle;

/**
 * A page of the events a replay reads after `after`. Only the handled types are read, so the last page ends
 * at the last handled event, not at the head: `seenUpTo` is how far the reader may move its position past
 * them. It is the head read before the page: every event up to it was committed (or rolled back) by then,
 * so an empty page means none of the handled types lies between `after` and it.
 */
async function readPage(
  eventStore: EventStore,
  after: Position,
  batchSize: number,
  types: readonly string[] | undefined,
): Promise<{ events: RecordedEvent[]; seenUpTo: Position }> {
  const head = types ? await eventStore.headPosition() : after;
  const events = await eventStore.readAll({ fromPosition: after, maxCount: batchSize, types });
  const last = events.at(-1)?.position ?? after;
  return { events, seenUpTo: events.length === 0 && comparePositions(head, after) > 0 ? head : last };
}

/** Longest a replay transaction stays open: long write transactions hold back the event store's readers. */
const REPLAY_SLICE_MS = 50;
const SWAP_ATTEMPTS = 10;

const rebuildLockKey = (name: string): string => `projection:${name}`;

interface HeldConnection {
  client: pg.ClientBase;
  release(): Promise<void>;
}

/**
 * A connection of its own for a session-level lock, outside knex's pool (which may be small and
 * busy); from the pool only when knex's connection settings are not a plain object.
 */
async function dedicatedConnection(knex: Knex): Promise<HeldConnection> {
  const settings = (knex.client as { connectionSettings?: unknown }).connectionSettings;
  if (settings && typeof settings === 'object') {
    const client = new pg.Client(settings);
    client.on('error', () => undefined); // a lost connection fails the next query, which reports it
    await client.connect();
    return { client, release: () => client.end() };
  }
  const pool = knex.client as { acquireConnection(): Promise<pg.Client>; releaseConnection(connection: pg.Client): Promise<void> };
  const client = await pool.acquireConnection();
  return { client, release: () => pool.releaseConnection(client) };
}

/** Takes the rebuild lock; resolves to its release. Waits while another rebuild of `name` runs. */
async function holdRebuildLock(knex: Knex, name: string, logger: Logger): Promise<() => Promise<void>> {
  const connection = await dedicatedConnection(knex);
  try {
    const key = rebuildLockKey(name);
    const { rows } = await connection.client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [key]);
    if (!rows[0]?.locked) {
      logger.info({ projector: name }, 'another process is rebuilding this projector; waiting for it');
      await connection.client.query('SELECT pg_advisory_lock(hashtext($1))', [key]);
    }
    return async () => {
      try {
        await connection.client.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      } finally {
        await connection.release();
      }
    };
  } catch (error) {
    await connection.release();
    throw error;
  }
}

/** Transaction-scoped form of the rebuild lock, for the runner's first creation of a projector's tables. */
export async function lockProjectorSetup(trx: Knex.Transaction, name: string): Promise<void> {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [rebuildLockKey(name)]);
}

const isLockTimeout = (error: unknown): boolean => (error as { code?: string }).code === '55P03';

export async function rebuildProjector(options: RebuildOptions): Promise<RebuildResult> {
  const { knex, eventStore, projector, signal } = options;
  const logger = options.logger ?? silentLogger;
  const batchSize = options.batchSize ?? 1000;
  const started = Date.now();
  const scratch = rebuildSchemaFor(projector.name);
  const retired = retiredSchemaFor(projector.name);

  const release = await holdRebuildLock(knex, projector.name, logger);
  try {
    if (options.onlyIfOutdated) {
      const checkpoint = await readCheckpoint(knex, projector.name);
      if (checkpoint && checkpoint.version === projector.version) {
        return {
          projector: projector.name,
          rebuilt: false,
          version: checkpoint.version,
          position: checkpoint.position,
          events: 0,
          durationMs: Date.now() - started,
        };
      }
    }
    logger.info({ projector: projector.name, version: projector.version, schema: scratch }, 'rebuilding projector');

    try {
      const replayed = await replayIntoScratch({
        knex,
        eventStore,
        projector,
        schema: scratch,
        batchSize,
        signal,
        onProgress: (progress) => options.onProgress?.({ projector: projector.name, ...progress, phase: 'replay' }),
      });
      let { position, processed } = replayed;
      for (const definition of replayed.deferredIndexes) await knex.raw(definition);
      const report = (phase: RebuildProgress['phase']): void =>
        options.onProgress?.({ projector: projector.name, processed, position, phase });

      // Swap: catch up under the checkpoint's lock, then exchange the tables.
      for (let attempt = 1; ; attempt++) {
        signal?.throwIfAborted();
        try {
          const caughtUp = await knex.transaction(async (trx) => {
            await trx.raw(`SET LOCAL lock_timeout = ${Math.max(1, Math.round(options.swapLockTimeoutMs ?? 2000))}`);
            await trx.raw(
              `INSERT INTO public.${CHECKPOINTS_TABLE} (name, version, commit_position, prepare_position)
               VALUES (?, ?, 0, 0) ON CONFLICT (name) DO NOTHING`,
              [projector.name, projector.version],
            );
            await lockCheckpoint(trx, projector.name);
            let at = position;
            let count = 0;
            for (;;) {
              const { events, seenUpTo } = await readPage(eventStore, at, batchSize, handledTypes(projector));
              at = seenUpTo;
              if (events.length === 0) break;
              await applyEvents(trx, projector, scratch, events, { park: true });
              count += events.length;
            }
            await swapTables(trx, projector, scratch, retired);
            await writeCheckpoint(trx, { name: projector.name, version: projector.version, position: at });
            return { at, count };
          });
          position = caughtUp.at;
          processed += caughtUp.count;
          report('swap');
          break;
        } catch (error) {
          if (!isLockTimeout(error) || attempt >= SWAP_ATTEMPTS) throw error;
          logger.warn({ projector: projector.name, attempt }, 'live tables busy (long-running reads); retrying the swap');
        }
      }

      const durationMs = Date.now() - started;
      logger.info({ projector: projector.name, version: projector.version, events: processed, durationMs }, 'projector rebuilt');
      return { projector: projector.name, rebuilt: true, version: projector.version, position, events: processed, durationMs };
    } catch (error) {
      await knex.raw(`DROP SCHEMA IF EXISTS ${quoteIdent(scratch)} CASCADE`).catch(() => undefined);
      throw error;
    }
  } finally {
    await release();
  }
}

/**
 * Moves the live tables (and the types created with them: native enums, domains) out to `retired`,
 * the rebuilt ones in, and drops the old ones. Drops are RESTRICT: a view or foreign key from outside
 * the projector on an old table makes the swap fail instead of taking it along.
 */
async function swapTables(trx: Knex.Transaction, projector: Projector, scratch: string, retired: string): Promise<void> {
  const q = quoteIdent;
  const liveTables = await existingTables(trx, LIVE_SCHEMA, projector.tables);
  const newTypes = await typesIn(trx, scratch);
  const liveTypes = (await typesIn(trx, LIVE_SCHEMA)).filter((type) => newTypes.includes(type));
  await trx.raw(`DROP SCHEMA IF EXISTS ${q(retired)} CASCADE`);
  await trx.raw(`CREATE SCHEMA ${q(retired)}`);
  for (const table of liveTables) await trx.raw(`ALTER TABLE ${q(LIVE_SCHEMA)}.${q(table)} SET SCHEMA ${q(retired)}`);
  for (const type of liveTypes) await trx.raw(`ALTER TYPE ${q(LIVE_SCHEMA)}.${q(type)} SET SCHEMA ${q(retired)}`);
  for (const type of newTypes) await trx.raw(`ALTER TYPE ${q(scratch)}.${q(type)} SET SCHEMA ${q(LIVE_SCHEMA)}`);
  for (const table of projector.tables) await trx.raw(`ALTER TABLE ${q(scratch)}.${q(table)} SET SCHEMA ${q(LIVE_SCHEMA)}`);
  if (liveTables.length > 0) await trx.raw(`DROP TABLE ${liveTables.map((table) => `${q(retired)}.${q(table)}`).join(', ')}`);
  if (liveTypes.length > 0) await trx.raw(`DROP TYPE ${liveTypes.map((type) => `${q(retired)}.${q(type)}`).join(', ')}`);
  await trx.raw(`DROP SCHEMA ${q(retired)}`);
  await trx.raw(`DROP SCHEMA ${q(scratch)}`);
}

/** Enum, domain and standalone composite types of a schema (array types move with theirs). */
async function typesIn(trx: Knex.Transaction, schema: string): Promise<string[]> {
  const { rows } = await trx.raw<{ rows: { typname: string }[] }>(
    `SELECT t.typname FROM pg_catalog.pg_type t
       JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace
       LEFT JOIN pg_catalog.pg_class c ON c.oid = t.typrelid
      WHERE n.nspname = ? AND (t.typtype IN ('e', 'd') OR (t.typtype = 'c' AND c.relkind = 'c'))`,
    [schema],
  );
  return rows.map((row) => row.typname);
}

/** A transaction writing scratch data: a crash restarts the replay, so durability at each commit buys nothing. */
const scratchTransaction = <T>(knex: Knex, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
  knex.transaction(async (trx) => {
    await trx.raw('SET LOCAL synchronous_commit = off');
    return work(trx);
  });

async function applyInSlices(knex: Knex, projector: Projector, schema: string, events: readonly RecordedEvent[]): Promise<void> {
  let index = 0;
  while (index < events.length) {
    const rest = events.slice(index);
    index += await scratchTransaction(knex, (trx) =>
      applyEvents(trx, projector, schema, rest, {
        deadline: Date.now() + REPLAY_SLICE_MS,
        chunk: rest.length,
        park: true,
        replaying: true,
      }),
    );
  }
}

/** Projector.finishReplay, slice after slice. */
async function finishReplay(knex: Knex, projector: Projector, schema: string, signal: AbortSignal | undefined): Promise<void> {
  if (!projector.finishReplay) return;
  let resumeAt: string | undefined;
  do {
    signal?.throwIfAborted();
    resumeAt = await scratchTransaction(knex, (trx) => projector.finishReplay!(projectionContext(trx, projector, schema, true), resumeAt));
  } while (resumeAt !== undefined);
}

export interface ReplayOptions {
  knex: Knex;
  eventStore: EventStore;
  projector: Projector;
  /** The schema holding the projector's tables, created already. */
  schema: string;
  batchSize?: number;
  /** Inclusive: replay only the events up to this position (state as of it). Default: up to the head. */
  upTo?: Position;
  signal?: AbortSignal;
  onProgress?: (progress: { processed: number; position: Position }) => void;
}

/**
 * Creates the projector's tables afresh in the scratch `schema` (one a rebuild that died left is stale) and replays the
 * whole history into them. A projector that builds its indexes after its load gets its tables without their secondary
 * indexes: their definitions are answered, to build once the scratch tables are to serve reads.
 */
export async function replayIntoScratch(
  options: Omit<ReplayOptions, 'upTo'>,
): Promise<{ position: Position; processed: number; deferredIndexes: string[] }> {
  const { knex, projector, schema } = options;
  await knex.raw(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  await knex.raw(`CREATE SCHEMA ${quoteIdent(schema)}`);
  await knex.transaction((trx) => createProjectorTables(trx, projector, schema));
  const deferredIndexes = projector.buildsIndexesAfterLoad ? await dropSecondaryIndexes(knex, schema) : [];
  return { ...(await replayInto(options)), deferredIndexes };
}

/**
 * Replays the store from the start into the projector's tables in `schema`, in short transactions
 * (losing them to a crash only means starting over), reading the next page while this one is written, then
 * lets the projector finish what it left for the end (Projector.finishReplay).
 * Rebuilds replay up to the head before their swap; reports as of a moment up to that moment's position.
 */
export async function replayInto(options: ReplayOptions): Promise<{ position: Position; processed: number }> {
  const { knex, eventStore, projector, schema, signal, upTo } = options;
  const batchSize = options.batchSize ?? 1000;
  let position: Position = START;
  let processed = 0;
  const types = handledTypes(projector);
  const read = (after: Position) => {
    const page = readPage(eventStore, after, batchSize, types);
    page.catch(() => undefined); // awaited below, unless the replay stops first
    return page;
  };
  let next = read(position);
  for (;;) {
    signal?.throwIfAborted();
    const page = await next;
    let events = page.events;
    const past = upTo ? events.findIndex((event) => comparePositions(event.position, upTo) > 0) : -1;
    if (past >= 0) events = events.slice(0, past);
    if (events.length === 0) {
      // nothing handled up to what the page saw: the position moves there (not past upTo)
      const seen = upTo && comparePositions(page.seenUpTo, upTo) > 0 ? upTo : page.seenUpTo;
      if (past < 0 && comparePositions(seen, position) > 0) position = seen;
      break;
    }
    position = events[events.length - 1]!.position;
    if (past < 0) next = read(position);
    await applyInSlices(knex, projector, schema, events);
    processed += events.length;
    options.onProgress?.({ processed, position });
    if (past >= 0) break;
  }
  await finishReplay(knex, projector, schema, signal);
  return { position, processed };
}
