// rebuild: rebuildProjector (projections/src/runner/rebuild.ts) of the
// organizations projector over 200,000 OrganizationCreated events, and the ratio
// to a raw multi-row INSERT of the same 200,000 rows into an identical table.
//
// The events are written straight into the event store's table in multi-row
// transactions (one stream per organization). The rebuild is timed from its call
// to its return (replay into the scratch schema, catch-up and swap). Its time is
// also split: reading $all, the projector's apply, and the rest (transactions,
// checkpoint, swap), by wrapping the event store and the projector it is given.
// Baseline: the projector's own createTables in another schema, then the rows
// the projector would write, 1,000 per INSERT statement, 10,000 per transaction,
// synchronous_commit off as the rebuild sets it.
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { migrateRunner, rebuildProjector } from '@practicum/projections/runner/index';
import { organizationsProjector } from '@practicum/projections/organizations/organizationsProjector';
import type { ProjectionContext, Projector } from '@practicum/projections/runner/types';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import { START, type EventStore, type RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { BenchServer } from './support/database.js';
import { withDatabase } from './support/database.js';
import { bulkLoadEvents, organizationEvents, organizationRow, type GeneratedEvent } from './support/organizationEvents.js';
import { insertRawCopy } from './support/rawInsert.js';
import { round } from './support/stats.js';

export interface RebuildBenchResult {
  rebuild_events_per_s: number;
  rebuild_ratio: number;
  rebuild_seconds: number;
  raw_multirow_rows_per_s: number;
  raw_multirow_seconds: number;
  events: number;
  load_events_per_s: number;
  /**
   * Prototype of the recommended fix, not the app's code: the same replay (readAll in
   * batches of 1,000, scratch table, synchronous_commit off) with each batch's
   * OrganizationCreated events written by one multi-row INSERT … ON CONFLICT DO NOTHING,
   * and the next batch read while this one is written.
   */
  batched_replay_prototype_events_per_s: number;
  /** Share of the rebuild's wall time. */
  profile: {
    read_all_ms: number;
    apply_ms: number;
    other_ms: number;
    apply_calls: number;
    apply_batch_calls: number;
    read_all_calls: number;
  };
}

const EVENTS = 200_000;

/** Wraps readAll to time it; everything else passes through. */
function timedStore(store: EventStore, timing: { readAllMs: number; readAllCalls: number }): EventStore {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== 'readAll' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          timing.readAllMs += performance.now() - started;
          timing.readAllCalls += 1;
        }
      };
    },
  });
}

/** The optional batch hook, typed here so the bench builds whether or not the runner's Projector declares it. */
type MaybeBatching = Projector & { applyBatch?: (events: readonly RecordedEvent[], ctx: ProjectionContext) => Promise<void> };

/** Times apply (and applyBatch, when the projector has one; it calls the original apply, so nothing counts twice). */
function timedProjector(projector: MaybeBatching, timing: { applyMs: number; applyCalls: number; applyBatchCalls: number }): Projector {
  const timed: MaybeBatching = {
    ...projector,
    async apply(event, ctx) {
      const started = performance.now();
      try {
        await projector.apply(event, ctx);
      } finally {
        timing.applyMs += performance.now() - started;
        timing.applyCalls += 1;
      }
    },
  };
  if (projector.applyBatch) {
    timed.applyBatch = async (events, ctx) => {
      const started = performance.now();
      try {
        await projector.applyBatch!(events, ctx);
      } finally {
        timing.applyMs += performance.now() - started;
        timing.applyBatchCalls += 1;
      }
    };
  }
  return timed;
}

async function rawMultiRowInsert(knex: Knex, rows: Record<string, unknown>[]): Promise<number> {
  await knex.raw('create schema raw_copy');
  await knex.transaction((trx) => organizationsProjector.createTables(trx.schema.withSchema('raw_copy'), trx));
  const started = performance.now();
  await insertRawCopy(knex, 'organizations', rows);
  return (performance.now() - started) / 1000;
}

/** See batched_replay_prototype_events_per_s. Returns seconds. */
async function batchedReplayPrototype(knex: Knex, store: EventStore): Promise<number> {
  await knex.raw('create schema batched_copy');
  await knex.transaction((trx) => organizationsProjector.createTables(trx.schema.withSchema('batched_copy'), trx));
  const started = performance.now();
  let position = START;
  let next = store.readAll({ fromPosition: position, maxCount: 1000 });
  for (;;) {
    const batch = await next;
    if (batch.length === 0) break;
    position = batch[batch.length - 1]!.position;
    next = store.readAll({ fromPosition: position, maxCount: 1000 });
    const rows = batch
      .filter((event) => event.type === 'OrganizationCreated')
      .map((event) => {
        const data = event.data as unknown as GeneratedEvent['data'];
        return organizationRow({ data, metadata: event.metadata });
      });
    await knex.transaction(async (trx) => {
      await trx.raw('set local synchronous_commit = off');
      if (rows.length) await trx.withSchema('batched_copy').table('organizations').insert(rows).onConflict('id').ignore();
    });
  }
  return (performance.now() - started) / 1000;
}

export async function runRebuild(server: BenchServer, log: (line: string) => void): Promise<RebuildBenchResult> {
  return withDatabase(server, 'rebuild', async (db) => {
    const pool = new pg.Pool({ connectionString: db.url, max: 10 });
    pool.on('error', () => undefined);
    const store = PostgresEventStore.create(pool);
    const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 10 } });
    try {
      await store.migrate();
      await migrateRunner(knex);
      const events = organizationEvents(EVENTS);
      const loadSeconds = await bulkLoadEvents(pool, events);
      await pool.query('vacuum analyze es_events');
      log(`  loaded ${EVENTS} events in ${loadSeconds.toFixed(1)} s`);

      const timing = { readAllMs: 0, readAllCalls: 0, applyMs: 0, applyCalls: 0, applyBatchCalls: 0 };
      const started = performance.now();
      const result = await rebuildProjector({
        knex,
        eventStore: timedStore(store, timing),
        projector: timedProjector(organizationsProjector, timing),
      });
      const rebuildSeconds = (performance.now() - started) / 1000;
      if (result.events !== EVENTS) throw new Error(`the rebuild replayed ${result.events} events, not ${EVENTS}`);
      const { rows } = await pool.query<{ n: string }>('select count(*) as n from public.organizations');
      if (Number(rows[0]!.n) !== EVENTS) throw new Error(`the rebuild left ${rows[0]!.n} organizations`);
      log(`  rebuild: ${EVENTS} events in ${rebuildSeconds.toFixed(1)} s`);

      const rawSeconds = await rawMultiRowInsert(knex, events.map(organizationRow));
      log(`  raw multi-row insert: ${EVENTS} rows in ${rawSeconds.toFixed(1)} s`);
      const batchedSeconds = await batchedReplayPrototype(knex, store);
      log(`  batched replay prototype: ${EVENTS} events in ${batchedSeconds.toFixed(1)} s`);
      const wallMs = rebuildSeconds * 1000;
      return {
        rebuild_events_per_s: round(EVENTS / rebuildSeconds, 0),
        rebuild_ratio: round(rawSeconds / rebuildSeconds, 3),
        rebuild_seconds: round(rebuildSeconds, 2),
        raw_multirow_rows_per_s: round(EVENTS / rawSeconds, 0),
        raw_multirow_seconds: round(rawSeconds, 2),
        events: EVENTS,
        load_events_per_s: round(EVENTS / loadSeconds, 0),
        batched_replay_prototype_events_per_s: round(EVENTS / batchedSeconds, 0),
        profile: {
          read_all_ms: round(timing.readAllMs, 0),
          apply_ms: round(timing.applyMs, 0),
          other_ms: round(wallMs - timing.readAllMs - timing.applyMs, 0),
          apply_calls: timing.applyCalls,
          apply_batch_calls: timing.applyBatchCalls,
          read_all_calls: timing.readAllCalls,
        },
      };
    } finally {
      await knex.destroy();
      await store.close();
      await pool.end();
    }
  });
}
