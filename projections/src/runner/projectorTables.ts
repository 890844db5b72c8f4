// Where a projector's tables live: `public` when live, a scratch schema of its
// own while it is rebuilt. Schemas keep index and constraint names from clashing.
import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { isTransient, parkEvent } from './deadLetters.js';
import type { ProjectionContext, Projector } from './types.js';

export const LIVE_SCHEMA = 'public';

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

const MAX_IDENT = 63;

/** A schema name derived from the projector's name, unique per name even after sanitising. */
const schemaFor = (prefix: string, name: string): string => {
  const slug = name.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  const suffix = slug === name ? '' : `_${createHash('sha1').update(name).digest('hex').slice(0, 8)}`;
  return `${prefix}${slug.slice(0, MAX_IDENT - prefix.length - suffix.length)}${suffix}`;
};

export const rebuildSchemaFor = (name: string): string => schemaFor('rebuild_', name);
export const retiredSchemaFor = (name: string): string => schemaFor('retired_', name);
/** Where a test replays a projector to compare with its live tables, apart from a real rebuild's scratch. */
export const checkSchemaFor = (name: string): string => schemaFor('check_', name);

/** Creates the projector's tables in `schema`; unqualified raw SQL in createTables lands there too. */
export async function createProjectorTables(trx: Knex.Transaction, projector: Projector, schema: string): Promise<void> {
  await trx.raw(`SET LOCAL search_path TO ${quoteIdent(schema)}, public`);
  await projector.createTables(trx.schema.withSchema(schema), trx);
  await trx.raw('SET LOCAL search_path TO DEFAULT');
}

export async function existingTables(db: Knex | Knex.Transaction, schema: string, tables: readonly string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const rows = await db('pg_catalog.pg_tables')
    .select<{ tablename: string }[]>('tablename')
    .where('schemaname', schema)
    .whereIn('tablename', [...tables]);
  return rows.map((row) => row.tablename);
}

export function projectionContext(trx: Knex, projector: Projector, schema: string, replaying = false): ProjectionContext {
  const owned = (name: string): string => {
    if (!projector.tables.includes(name)) {
      throw new Error(`Projector ${projector.name} does not own table ${name} (its tables: ${projector.tables.join(', ')})`);
    }
    return name;
  };
  return {
    trx,
    table: (name) => trx.withSchema(schema).table(owned(name)),
    ref: (name) => `${quoteIdent(schema)}.${quoteIdent(owned(name))}`,
    ...(replaying && { replaying }),
  };
}

const handledTypes = new WeakMap<Projector, ReadonlySet<string>>();

export const handles = (projector: Projector, event: RecordedEvent): boolean => {
  if (projector.canHandle === 'all') return true;
  let types = handledTypes.get(projector);
  if (!types) {
    types = new Set(projector.canHandle);
    handledTypes.set(projector, types);
  }
  return types.has(event.type);
};

export interface ApplyOptions {
  /**
   * Epoch ms past which to stop after the current event (or chunk): a write transaction held open
   * holds back every reader of the Postgres event store, so batches stay short.
   */
  deadline?: number;
  /** Events per applyBatch call, for projectors that have one (default 250); 32 for the others. */
  chunk?: number;
  /**
   * Park an event the projector fails on (dead letters) instead of failing the batch: each chunk runs in a
   * savepoint; on an error that is not transient the chunk is split until the failing event is found, parked,
   * and the rest applied. The runner and rebuilds set it; tests of a projector leave it off to see its errors.
   */
  park?: boolean;
  /** The events are a replay's (see Projector.finishReplay). */
  replaying?: boolean;
  /** Told of each event parked (after the savepoint rolled back, before the transaction commits): the runner logs it. */
  onParked?: (event: RecordedEvent, error: unknown) => void;
}

/** Applies events the projector handles, through applyBatch when it has one, else apply one by one. */
async function applyRaw(
  trx: Knex,
  projector: Projector,
  schema: string,
  events: readonly RecordedEvent[],
  replaying = false,
): Promise<void> {
  const ctx = projectionContext(trx, projector, schema, replaying);
  if (projector.applyBatch) return projector.applyBatch(events, ctx);
  for (const event of events) await projector.apply(event, ctx);
}

/**
 * Runs `work` in a savepoint of `trx`: on failure its writes are undone and the transaction goes on. Plain
 * statements, not knex's nested transaction: that builds a whole knex instance per call (a large share of what
 * each command left for the major collector). The live runner takes them only when a batch failed once.
 */
export async function inSavepoint(trx: Knex, work: () => Promise<void>): Promise<void> {
  await trx.raw('SAVEPOINT projector_chunk');
  try {
    await work();
  } catch (error) {
    try {
      await trx.raw('ROLLBACK TO SAVEPOINT projector_chunk');
      await trx.raw('RELEASE SAVEPOINT projector_chunk');
    } catch {
      // a transaction that cannot roll back to it is lost anyway: its commit fails and the batch is retried
    }
    throw error;
  }
  await trx.raw('RELEASE SAVEPOINT projector_chunk');
}

/** applyRaw in a savepoint; on failure, halves until the failing event is alone, parks it and applies the rest. */
async function applyOrPark(
  trx: Knex,
  projector: Projector,
  schema: string,
  events: readonly RecordedEvent[],
  options: ApplyOptions,
): Promise<void> {
  try {
    await inSavepoint(trx, () => applyRaw(trx, projector, schema, events, options.replaying));
  } catch (error) {
    if (isTransient(error)) throw error;
    if (events.length === 1) {
      await parkEvent(trx, projector.name, events[0]!, error);
      options.onParked?.(events[0]!, error);
      return;
    }
    const half = Math.ceil(events.length / 2);
    await applyOrPark(trx, projector, schema, events.slice(0, half), options);
    await applyOrPark(trx, projector, schema, events.slice(half), options);
  }
}

/**
 * Applies the events this projector handles, in order, inside `trx`; returns how many events it went
 * through (handled or not), fewer than given when the deadline passed.
 */
export async function applyEvents(
  trx: Knex,
  projector: Projector,
  schema: string,
  events: readonly RecordedEvent[],
  options: ApplyOptions = {},
): Promise<number> {
  const deadline = options.deadline ?? Number.POSITIVE_INFINITY;
  const chunk = options.chunk ?? (projector.applyBatch ? 250 : 32);
  let done = 0;
  while (done < events.length) {
    // Without applyBatch, one event at a time when nothing parks (as fast, and the deadline is checked after each).
    const size = projector.applyBatch || options.park ? chunk : 1;
    const slice = events.slice(done, done + size);
    const handled = slice.filter((event) => handles(projector, event));
    if (handled.length > 0) {
      if (options.park) await applyOrPark(trx, projector, schema, handled, options);
      else await applyRaw(trx, projector, schema, handled, options.replaying);
    }
    done += slice.length;
    if (Date.now() >= deadline) break;
  }
  return done;
}
