// append_ratio: event appends/s through PostgresEventStore.appendToStream with 8
// concurrent writers, one event per append, divided by raw single-row INSERT
// transactions/s on the same database at the same concurrency.
//
// Streams: each writer appends to a stream of its own with the exact expected
// revision (the optimistic check every command makes), so writers never wait on
// each other's stream lock: this measures the store's per-append cost, not
// contention on one stream. The baseline: 8 clients, each INSERT its own
// autocommit transaction into a table with the same columns as es_events
// (identity key, jsonb data and metadata, created_at default), no other index.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import { APPEND_FIRST } from '@practicum/shared/platform/eventstore/postgres/append';
import type { EventToAppend } from '@practicum/shared/platform/eventstore/types';
import type { BenchServer } from './support/database.js';
import { withDatabase } from './support/database.js';
import { organizationCreated } from './support/organizationEvents.js';
import { closedLoop, round } from './support/stats.js';
import { chainBacklog, runChainCost, type ChainCostResult } from './chainCost.js';

export interface AppendResult {
  append_ratio: number;
  append_events_per_s: number;
  raw_insert_tx_per_s: number;
  /** Appends to a new stream each time (expectedRevision no_stream), as creating commands do. */
  append_new_stream_events_per_s: number;
  append_new_stream_ratio: number;
  concurrency: number;
  seconds_per_phase: number;
  rounds: number;
  /** Where an append's time goes: the append's statements replayed piecewise, transactions/s at the same concurrency. */
  profile: Record<string, number>;
  /** What the tamper-evidence chain costs an append (chainCost.ts). */
  chain: ChainCostResult;
}

const CONCURRENCY = 8;
// Short phases, interleaved several times: the machine's other work drifts, and
// interleaving makes both sides of a ratio see the same drift.
const WARMUP_MS = 300;
const DURATION_MS = 1500;
const ROUNDS = 4;
const PROFILE_MS = 1000;
const PROFILE_ROUNDS = 2;

const sampleEvent = (): EventToAppend => {
  const { type, data, metadata } = organizationCreated(1, new Date());
  return { type, data, metadata };
};

export async function runAppend(server: BenchServer, log: (line: string) => void): Promise<AppendResult> {
  return withDatabase(server, 'append', async (db) => {
    const pool = new pg.Pool({ connectionString: db.url, max: CONCURRENCY });
    pool.on('error', () => undefined);
    const store = PostgresEventStore.create(pool);
    try {
      await store.migrate();
      await pool.query(`create table raw_events (
        seq bigint generated always as identity primary key,
        stream_id text not null,
        type text not null,
        data jsonb not null,
        metadata jsonb not null,
        created_at timestamptz not null default now())`);
      const event = sampleEvent();
      const data = JSON.stringify(event.data);
      const metadata = JSON.stringify(event.metadata);

      const raw = async (): Promise<number> => {
        const result = await closedLoop(CONCURRENCY, WARMUP_MS, DURATION_MS, async (worker) => {
          await pool.query('insert into raw_events (stream_id, type, data, metadata) values ($1, $2, $3, $4)', [
            `writer-${worker}`,
            event.type,
            data,
            metadata,
          ]);
        });
        if (result.errors) throw new Error(`raw inserts failed: ${result.firstError}`);
        return result.perSecond;
      };

      const ownStreams = async (): Promise<number> => {
        await chainBacklog(pool);
        const streams = Array.from({ length: CONCURRENCY }, () => ({ id: `bench-${randomUUID()}`, revision: null as bigint | null }));
        const result = await closedLoop(CONCURRENCY, WARMUP_MS, DURATION_MS, async (worker) => {
          const stream = streams[worker]!;
          const appended = await store.appendToStream(stream.id, [event], { expectedRevision: stream.revision ?? 'no_stream' });
          stream.revision = appended.nextExpectedRevision;
        });
        if (result.errors) throw new Error(`appends failed: ${result.firstError}`);
        return result.perSecond;
      };

      const newStreams = async (): Promise<number> => {
        const result = await closedLoop(CONCURRENCY, WARMUP_MS, DURATION_MS, async () => {
          await store.appendToStream(`organization-${randomUUID()}`, [event], { expectedRevision: 'no_stream' });
        });
        if (result.errors) throw new Error(`appends failed: ${result.firstError}`);
        return result.perSecond;
      };

      // Alternate the phases so that drift (autovacuum, checkpoints, caches) hits both sides.
      const rawRates: number[] = [];
      const appendRates: number[] = [];
      const newStreamRates: number[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        rawRates.push(await raw());
        appendRates.push(await ownStreams());
        newStreamRates.push(await newStreams());
        log(
          `  round ${round}: raw ${rawRates.at(-1)!.toFixed(0)} tx/s, append ${appendRates.at(-1)!.toFixed(0)}/s, ` +
            `append (new stream) ${newStreamRates.at(-1)!.toFixed(0)}/s`,
        );
      }
      const profile = await profileAppend(pool, event, log);
      const chain = await runChainCost(pool, store, event, log);
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
      const rawRate = mean(rawRates);
      const appendRate = mean(appendRates);
      const newStreamRate = mean(newStreamRates);
      return {
        append_ratio: round(appendRate / rawRate, 3),
        append_events_per_s: round(appendRate, 0),
        raw_insert_tx_per_s: round(rawRate, 0),
        append_new_stream_events_per_s: round(newStreamRate, 0),
        append_new_stream_ratio: round(newStreamRate / rawRate, 3),
        concurrency: CONCURRENCY,
        seconds_per_phase: DURATION_MS / 1000,
        rounds: ROUNDS,
        profile,
        chain,
      };
    } finally {
      await store.close();
      await pool.end();
    }
  });
}

/**
 * (Variants up to the one-round-trip function are from before es_append existed; the last two profile it.)
 * The append's statements (shared/src/platform/eventstore/postgres/append.ts: begin,
 * stream lock, head read, insert with the NOTIFY folded in, commit) replayed piecewise
 * by 8 writers on their own streams, to see which step costs the rate: the extra
 * round trips, or the NOTIFY in the write transaction (PostgreSQL serialises the
 * commits of notifying transactions on a database-wide lock held through the WAL
 * flush, so they lose group commit). Two candidate fixes are measured alongside.
 */
async function profileAppend(pool: pg.Pool, event: EventToAppend, log: (line: string) => void): Promise<Record<string, number>> {
  const data = JSON.stringify(event.data);
  const metadata = JSON.stringify(event.metadata);
  const revisions = new Map<string, number>();
  const nextRevision = (stream: string): number => {
    const revision = revisions.get(stream) ?? 0;
    revisions.set(stream, revision + 1);
    return revision;
  };
  // the prototype functions (with and without the stream lock) take the same arguments
  const benchFunctionAppend = (fn: 'bench_append' | 'bench_append_unlocked', stream: string) =>
    pool.query(`select * from ${fn}($1, $2, $3, $4, $5::jsonb, $6::jsonb)`, [
      stream,
      String(nextRevision(stream) - 1),
      randomUUID(),
      event.type,
      data,
      metadata,
    ]);
  const inTransaction = async (
    body: (client: pg.PoolClient) => Promise<unknown>,
    after?: (client: pg.PoolClient) => Promise<unknown>,
  ): Promise<void> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await body(client);
      await client.query('commit');
      await after?.(client);
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  };
  const rawInsert = (client: pg.Pool | pg.PoolClient, worker: number) =>
    client.query('insert into raw_events (stream_id, type, data, metadata) values ($1, $2, $3, $4)', [
      `w-${worker}`,
      event.type,
      data,
      metadata,
    ]);
  /** Lock, head read, insert (with the NOTIFY folded in when `notify`), as appendInTransaction sends them. */
  const appendSteps = async (client: pg.PoolClient, stream: string, notify: boolean): Promise<void> => {
    await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0)), pg_current_xact_id_if_assigned()::text as xid', [stream]);
    await client.query('select tx_id::text as tx, seq, revision from es_events where stream_id = $1 order by revision desc limit 1', [
      stream,
    ]);
    const insert = `insert into es_events (event_id, stream_id, revision, type, data, metadata)
       select e.event_id, $1, $2::bigint + e.ord, e.type, e.data::jsonb, e.metadata::jsonb
         from unnest($3::uuid[], $4::text[], $5::text[], $6::text[]) with ordinality as e(event_id, type, data, metadata, ord)
        order by e.ord
       returning tx_id::text as tx, seq, revision`;
    const params = [stream, String(nextRevision(stream) - 1), [randomUUID()], [event.type], [data], [metadata]];
    if (notify)
      await client.query(`with inserted as (${insert}) select inserted.* from inserted, (select pg_notify($7, '')) as notified`, [
        ...params,
        'es_events',
      ]);
    else await client.query(insert, params);
  };
  // At most one NOTIFY in flight; appends during it ask for one more after it.
  let notifying: Promise<unknown> | null = null;
  let notifyAgain = false;
  const inFlightNotify = (): Promise<unknown> | null => notifying;
  const coalescedNotify = (): void => {
    if (notifying) {
      notifyAgain = true;
      return;
    }
    notifying = pool.query('select pg_notify($1, $2)', ['es_events', '']).finally(() => {
      notifying = null;
      if (notifyAgain) {
        notifyAgain = false;
        coalescedNotify();
      }
    });
  };
  const variants: [string, (worker: number) => Promise<unknown>][] = [
    ['raw_insert_autocommit', (worker) => rawInsert(pool, worker)],
    // The event store's table (four indexes, xid8 default) instead of the plain one.
    [
      'raw_insert_into_es_events',
      (worker) =>
        pool.query('insert into es_events (event_id, stream_id, revision, type, data, metadata) values ($1, $2, $3, $4, $5, $6)', [
          randomUUID(),
          `raw-${worker}-${randomUUID()}`,
          0,
          event.type,
          data,
          metadata,
        ]),
    ],
    ['raw_insert_begin_commit', (worker) => inTransaction((client) => rawInsert(client, worker))],
    [
      'raw_insert_with_notify',
      (worker) =>
        inTransaction(async (client) => {
          await rawInsert(client, worker);
          await client.query('select pg_notify($1, $2)', ['bench_profile', '']);
        }),
    ],
    ['append_steps_without_notify', (worker) => inTransaction((client) => appendSteps(client, `profile-q-${worker}`, false))],
    // What appendToStream sends today.
    ['append_steps_as_today', (worker) => inTransaction((client) => appendSteps(client, `profile-n-${worker}`, true))],
    // Candidate fix 1: the same steps, the NOTIFY sent after COMMIT (a transaction without an xid flushes no WAL), coalesced.
    [
      'append_steps_notify_after_commit',
      (worker) =>
        inTransaction(
          (client) => appendSteps(client, `profile-a-${worker}`, false),
          () => Promise.resolve(coalescedNotify()),
        ),
    ],
    // Candidate fix 2: lock, revision check and insert in one server-side function (one round trip, autocommit), coalesced NOTIFY after.
    [
      'append_function_one_round_trip',
      async (worker) => {
        await benchFunctionAppend('bench_append', `profile-f-${worker}`);
        coalescedNotify();
      },
    ],
    // The store's own es_append, without the chainer's pass after it.
    [
      'es_append_without_chainer',
      async (worker) => {
        const stream = `profile-e-${worker}`;
        const revision = nextRevision(stream);
        await pool.query('select tx, seq, revision from es_append($1, $2, $3, $4, $5, $6)', [
          stream,
          revision === 0 ? 'no_stream' : String(revision - 1),
          [randomUUID()],
          [event.type],
          [data],
          [metadata],
        ]);
      },
    ],
    // What appendToStream sends for a command's event on a new stream: the prepared plain insert, without the chainer's pass.
    [
      'prepared_first_append_without_chainer',
      (worker) =>
        pool.query({ ...APPEND_FIRST, values: [randomUUID(), `profile-p-${worker}-${randomUUID()}`, event.type, data, metadata] }),
    ],
    // The one-round-trip function without its stream lock: what the advisory lock costs.
    ['append_function_without_stream_lock', (worker) => benchFunctionAppend('bench_append_unlocked', `profile-l-${worker}`)],
  ];
  // the one-round-trip prototype, with and without its stream lock
  const prototype = (
    name: string,
    lock: string,
  ) => `create or replace function ${name}(p_stream text, p_expected bigint, p_event_id uuid, p_type text, p_data jsonb, p_metadata jsonb)
    returns table (tx text, seq bigint, revision bigint) language plpgsql as $$
    declare current_revision bigint;
    begin
      ${lock}
      select coalesce(max(e.revision), -1) into current_revision from es_events e where e.stream_id = p_stream;
      if current_revision <> p_expected then
        raise exception 'wrong expected revision % (current %)', p_expected, current_revision using errcode = 'P0001';
      end if;
      return query insert into es_events as e (event_id, stream_id, revision, type, data, metadata)
        values (p_event_id, p_stream, current_revision + 1, p_type, p_data, p_metadata)
        returning e.tx_id::text, e.seq, e.revision;
    end $$`;
  await pool.query(prototype('bench_append_unlocked', ''));
  await pool.query(prototype('bench_append', 'perform pg_advisory_xact_lock(hashtextextended(p_stream, 0));'));
  const sums: Record<string, number> = {};
  for (let i = 0; i < PROFILE_ROUNDS; i++) {
    for (const [name, task] of variants) {
      const result = await closedLoop(CONCURRENCY, 200, PROFILE_MS, task);
      if (result.errors) throw new Error(`profile ${name} failed: ${result.firstError}`);
      sums[name] = (sums[name] ?? 0) + result.perSecond;
    }
  }
  const profile: Record<string, number> = {};
  for (const [name] of variants) profile[`${name}_per_s`] = round(sums[name]! / PROFILE_ROUNDS, 0);
  await inFlightNotify();
  log(
    `  profile (tx/s): ${Object.entries(profile)
      .map(([k, v]) => `${k.replace(/_per_s$/, '')} ${v}`)
      .join(', ')}`,
  );
  return profile;
}
