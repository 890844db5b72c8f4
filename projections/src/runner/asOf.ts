// A projector's tables as they stood at a past position (issue 20: reports as of a date): the store
// replayed from the start up to that position into a scratch schema of its own, with the rebuild's
// machinery (createProjectorTables, replayInto), kept and reused for later reads of the same position.
// Builds run in the background; their progress is a row of projection_as_of, so a reader polls it
// (any process: the row, not memory, says whether a build runs) and a dead builder's row goes stale
// and is taken over. Only the most recently read snapshots of a projector are kept. A process runs at most
// AS_OF_MAX_BUILDS builds at once; a snapshot beyond them is answered "queued" and started on a later ask.
import type { Knex } from 'knex';
import type { EventStore, Position } from '@practicum/shared/platform/eventstore/types';
import { silentLogger, type Logger } from './logger.js';
import { createProjectorTables, quoteIdent } from './projectorTables.js';
import { replayInto } from './rebuild.js';
import type { Projector } from './types.js';
import { AS_OF_TABLE } from './asOfTable.js';

/** Snapshots of one projector kept; reading one makes it the newest. */
export const AS_OF_KEPT = 6;
/** A running build whose row has not moved for this long died with its process: another reader restarts it. */
const STALE_SECONDS = 30;
const PROGRESS_EVERY_MS = 250;
/**
 * Builds one process runs at once: each replays the store from the start, so more would starve the live
 * projectors and requests; a further snapshot is queued (the caller asks again later) rather than started.
 */
export const AS_OF_MAX_BUILDS = 2;
let buildsRunning = 0;

/** Takes a build slot of this process, synchronously (requests arriving together cannot both take the last one). */
function takeBuildSlot(): boolean {
  if (buildsRunning >= AS_OF_MAX_BUILDS) return false;
  buildsRunning++;
  return true;
}
const releaseBuildSlot = (): void => {
  buildsRunning--;
};

/** The scratch schema of a projector's state at a position (at most 63 characters: positions are ≤ 20 digits). */
export const asOfSchemaFor = (projector: string, at: Position): string =>
  `asof_${projector
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 12)}_${at.commit}_${at.prepare}`;

export type AsOfState =
  | { status: 'ready'; schema: string }
  | { status: 'building'; processed: number; total: number | null }
  /** Not built and not started: this process already runs AS_OF_MAX_BUILDS builds. */
  | { status: 'queued' }
  | { status: 'failed'; error: string };

interface AsOfRow {
  status: 'running' | 'done' | 'failed';
  processed: string;
  total: string | null;
  error: string | null;
  stale: boolean;
}

export interface AsOfOptions {
  knex: Knex;
  eventStore: EventStore;
  projector: Projector;
  /** Inclusive: the last event the snapshot holds. */
  at: Position;
  /** Counts the events up to `at`, for the progress bar; asked only when a build starts. */
  total?: () => Promise<number | null>;
  logger?: Logger;
}

/**
 * The snapshot of `projector` at `at`: ready (its schema), or building (started now if nobody builds it).
 * `done` of the returned handle settles when a build this call started ends (tests await it).
 */
export async function asOfSnapshot(options: AsOfOptions): Promise<AsOfState & { done?: Promise<void> }> {
  const { knex, projector, at } = options;
  const schema = asOfSchemaFor(projector.name, at);
  const slot = takeBuildSlot();
  let started = false;
  try {
    if (slot) {
      const inserted = await knex.raw<{ rows: unknown[] }>(
        `INSERT INTO public.${AS_OF_TABLE} (schema_name, projector, commit_position, prepare_position, status, total)
         VALUES (?, ?, ?, ?, 'running', NULL) ON CONFLICT (schema_name) DO NOTHING RETURNING schema_name`,
        [schema, projector.name, at.commit.toString(), at.prepare.toString()],
      );
      if (inserted.rows.length > 0) {
        started = true;
        return { status: 'building', processed: 0, total: null, done: build(options, schema) };
      }
    }

    const { rows } = await knex.raw<{ rows: AsOfRow[] }>(
      `SELECT status, processed, total, error, updated_at < now() - make_interval(secs => ?) AS stale
         FROM public.${AS_OF_TABLE} WHERE schema_name = ?`,
      [STALE_SECONDS, schema],
    );
    const row = rows[0];
    if (row?.status === 'done') {
      await knex(AS_OF_TABLE).where({ schema_name: schema }).update({ last_used_at: knex.fn.now() });
      return { status: 'ready', schema };
    }
    if (row?.status === 'running' && !row.stale) {
      return { status: 'building', processed: Number(row.processed), total: row.total === null ? null : Number(row.total) };
    }
    if (!slot) return { status: 'queued' };
    // failed, or its builder died: take it over (one reader wins the update)
    const claimed = await knex(AS_OF_TABLE)
      .where({ schema_name: schema })
      .andWhere((w) =>
        w.where('status', 'failed').orWhereRaw(`status = 'running' AND updated_at < now() - make_interval(secs => ?)`, [STALE_SECONDS]),
      )
      .update({ status: 'running', processed: 0, error: null, updated_at: knex.fn.now(), total: null });
    if (claimed === 0) return { status: 'building', processed: 0, total: null };
    started = true;
    return { status: 'building', processed: 0, total: null, done: build(options, schema) };
  } finally {
    // a slot taken for a build that did not start goes back at once; a started build gives it back when it ends
    if (slot && !started) releaseBuildSlot();
  }
}

async function build(options: AsOfOptions, schema: string): Promise<void> {
  const { knex, eventStore, projector, at } = options;
  const logger = options.logger ?? silentLogger;
  const q = quoteIdent(schema);
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  try {
    const total = (await options.total?.()) ?? null;
    await knex(AS_OF_TABLE).where({ schema_name: schema }).update({ total, updated_at: knex.fn.now() });
    await knex.raw(`DROP SCHEMA IF EXISTS ${q} CASCADE`);
    await knex.raw(`CREATE SCHEMA ${q}`);
    await knex.transaction((trx) => createProjectorTables(trx, projector, schema));
    const { processed } = await replayInto({
      knex,
      eventStore,
      projector,
      schema,
      upTo: at,
      onProgress: ({ processed }) => {
        if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
        lastWrite = Date.now();
        writing = writing.then(() => knex(AS_OF_TABLE).where({ schema_name: schema }).update({ processed, updated_at: knex.fn.now() }));
      },
    });
    await writing;
    await knex(AS_OF_TABLE)
      .where({ schema_name: schema })
      .update({ status: 'done', processed, updated_at: knex.fn.now(), last_used_at: knex.fn.now() });
    await evict(knex, projector.name);
  } catch (error) {
    logger.error({ err: error, projector: projector.name, schema }, 'as-of build failed');
    await writing.catch(() => undefined);
    await knex.raw(`DROP SCHEMA IF EXISTS ${q} CASCADE`).catch(() => undefined);
    await knex(AS_OF_TABLE)
      .where({ schema_name: schema })
      .update({ status: 'failed', error: error instanceof Error ? error.message : String(error), updated_at: knex.fn.now() })
      .catch(() => undefined);
  } finally {
    releaseBuildSlot();
  }
}

/** Drops the snapshots of a projector beyond the AS_OF_KEPT most recently read. */
async function evict(knex: Knex, projector: string): Promise<void> {
  const old = await knex(AS_OF_TABLE)
    .where({ projector, status: 'done' })
    .orderBy('last_used_at', 'desc')
    .offset(AS_OF_KEPT)
    .select<{ schema_name: string }[]>('schema_name');
  for (const { schema_name: name } of old) {
    await knex(AS_OF_TABLE).where({ schema_name: name }).delete();
    await knex.raw(`DROP SCHEMA IF EXISTS ${quoteIdent(name)} CASCADE`);
  }
}

/** Runs `read` in a transaction whose unqualified table names resolve to the snapshot's schema first. */
export async function readAsOf<T>(knex: Knex, schema: string, read: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  return knex.transaction(async (trx) => {
    await trx.raw(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
    return read(trx);
  });
}

/** Drops every finished snapshot (an erasure: a snapshot replayed before it still holds the person's fields). */
export async function dropAsOfSnapshots(knex: Knex): Promise<void> {
  const kept = await knex(AS_OF_TABLE).whereNot({ status: 'running' }).select<{ schema_name: string }[]>('schema_name');
  for (const { schema_name: name } of kept) {
    await knex(AS_OF_TABLE).where({ schema_name: name }).delete();
    await knex.raw(`DROP SCHEMA IF EXISTS ${quoteIdent(name)} CASCADE`);
  }
}
