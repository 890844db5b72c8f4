// query_ratio: list requests/s (GET /api/admin/organizations, first page of 10 by
// name, no filter) with 16 concurrent clients over 100,000 organizations, divided
// by the same SQL through raw pg at the same concurrency, its total an exact count(*) as a naive list would send
// (the app counts exactly up to 1,000 organizations and keeps the planner's estimate past them).
//
// Loading: 100,000 OrganizationCreated events are written into the event store in
// multi-row transactions and projected by rebuildProjector before the app starts.
// Clients: 16 signed-in sessions (one per client, as 16 users would be),
// keep-alive connections, closed loop. The app runs in a child process. Baseline: the page query and an exact
// count in parallel, with the SQL text knex generates, through a
// pg.Pool of 16 connections, rows parsed by pg (no HTTP, no JSON).
import knexFactory from 'knex';
import type pg from 'pg';
import type { BenchServer } from './support/database.js';
import { withPoolAndApp } from './support/poolAndApp.js';
import { migrateRunner, rebuildProjector } from '@practicum/projections/runner/index';
import { organizationsProjector } from '@practicum/projections/organizations/organizationsProjector';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import { DEMO_ADMIN } from './support/appProcess.js';
import { ApiSession, keepAliveAgent } from './support/http.js';
import { bulkLoadEvents, organizationEvents } from './support/organizationEvents.js';
import { measureCpu, type CpuSplit } from './support/cpu.js';
import { closedLoop, round, sleep } from './support/stats.js';

export interface QueryResult {
  query_ratio: number;
  query_app_requests_per_s: number;
  query_raw_requests_per_s: number;
  organizations: number;
  concurrency: number;
  seconds_per_phase: number;
  rounds: number;
  /** Bulk insert of the events into the store. */
  load_events_per_s: number;
  /** rebuildProjector(organizations) over those events, before the app starts. */
  project_events_per_s: number;
  sql: string[];
  /** CPU per request (ms), from /proc: the app process, this process (HTTP client or pg client), the PostgreSQL backends of the database. */
  cpu_ms_per_request: { app: CpuSplit; raw: CpuSplit };
  /** SQL the app sent per list request during the measured phases (count and mean ms until the result). */
  statements_per_request: { sql: string; per_request: number; mean_ms: number }[];
  errors: number;
  first_error?: string;
}

const ORGANIZATIONS = 100_000;
const CONCURRENCY = 16;
const WARMUP_MS = 1000;
const DURATION_MS = 4000;
const ROUNDS = 2;
const LIST_PATH = `/api/admin/organizations?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent('{}')}`;

/** The endpoint's two statements, as knex renders them (query-service/src/http/simpleRest.ts). */
function listSql(): { text: string; values: unknown[] }[] {
  const knex = knexFactory({ client: 'pg' });
  const base = knex('organizations').select('*');
  const page = base.clone().orderBy('name', 'asc').orderBy('id', 'asc').offset(0).limit(10).toSQL().toNative();
  const count = base.clone().clearSelect().clearOrder().count({ count: '*' }).toSQL().toNative();
  void knex.destroy();
  return [page, count].map((q) => ({ text: q.sql, values: [...q.bindings] }));
}

/** Resolves when every projector's checkpoint has reached the store's head. */
export async function waitForProjections(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ behind: string }>(
      `select count(*) as behind from projection_checkpoints c,
              (select tx_id, seq from es_events order by tx_id desc, seq desc limit 1) h
        where (c.commit_position::text::xid8, c.prepare_position::bigint) < (h.tx_id, h.seq)`,
    );
    if (rows[0]!.behind === '0') return;
    if (Date.now() > deadline) throw new Error('the projections did not catch up in time');
    await sleep(100);
  }
}

/**
 * Waits until the app's bus consumers (notifier, pusher, mail copies) have read the history: started on one loaded
 * in bulk they read it from the start, which would otherwise run beside the measurement. A consumer saves its
 * position at least every second while it reads; one past the last event it handles saves the tail it skipped
 * only when more events come, so "caught up" is: every checkpoint at the newest event, or none moved for 3 s.
 */
export async function waitForConsumers(pool: pg.Pool, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ consumers: string; behind: string; quiet: boolean }>(
      `select count(*) as consumers,
              count(*) filter (where (c.commit_position::text::xid8, c.prepare_position::bigint) < (h.tx_id, h.seq)) as behind,
              coalesce(max(c.updated_at) < now() - interval '3 seconds', false) as quiet
         from consumer_checkpoints c, (select tx_id, seq from es_events order by tx_id desc, seq desc limit 1) h`,
    );
    const { consumers, behind, quiet } = rows[0]!;
    if (consumers !== '0' && (behind === '0' || quiet)) return;
    if (Date.now() > deadline) throw new Error('the bus consumers did not catch up in time');
    await sleep(500);
  }
}

export async function runQuery(server: BenchServer, log: (line: string) => void): Promise<QueryResult> {
  return withPoolAndApp(server, 'query', CONCURRENCY, async ({ db, pool, startApp }) => {
    // Before the app starts: the events, then the organizations read model through the
    // runner's own rebuild (the live runner is no faster per event, and other work on the
    // machine made its catch-up time vary too much). The app's other projectors then
    // only skip these events on start.
    const store = PostgresEventStore.create(pool);
    await store.migrate();
    const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 4 } });
    let loadSeconds: number;
    let projectSeconds: number;
    try {
      await migrateRunner(knex);
      loadSeconds = await bulkLoadEvents(pool, organizationEvents(ORGANIZATIONS));
      const projectStart = performance.now();
      await rebuildProjector({ knex, eventStore: store, projector: organizationsProjector });
      projectSeconds = (performance.now() - projectStart) / 1000;
    } finally {
      await knex.destroy();
    }
    const running = await startApp();
    await waitForProjections(pool, 120_000);
    const { rows } = await pool.query<{ n: string }>('select count(*) as n from organizations');
    if (Number(rows[0]!.n) < ORGANIZATIONS) throw new Error(`only ${rows[0]!.n} organizations were projected`);
    await pool.query('vacuum analyze organizations');
    log(`  loaded ${ORGANIZATIONS} events in ${loadSeconds.toFixed(1)} s, projected them in ${projectSeconds.toFixed(1)} s`);

    const agent = keepAliveAgent(CONCURRENCY * 2);
    const sessions: ApiSession[] = [];
    for (let i = 0; i < CONCURRENCY; i++) sessions.push(await ApiSession.signIn(running.url, DEMO_ADMIN.email, DEMO_ADMIN.password, agent));
    const first = await sessions[0]!.get(LIST_PATH);
    if (first.status !== 200 || (JSON.parse(first.body) as unknown[]).length !== 10) throw new Error(`list answered ${first.status}`);
    if (!String(first.headers['content-range']).endsWith(`/${Number(rows[0]!.n)}`)) throw new Error('unexpected Content-Range');

    const statements = listSql();
    let errors = 0;
    let firstError: string | undefined;
    let appRequests = 0;
    const appCpu: CpuSplit[] = [];
    const rawCpu: CpuSplit[] = [];
    const perRequest = (cpu: CpuSplit, requests: number): CpuSplit => ({
      app_ms: round(cpu.app_ms / requests, 3),
      load_generator_ms: round(cpu.load_generator_ms / requests, 3),
      postgres_ms: round(cpu.postgres_ms / requests, 3),
    });
    const viaApp = async (): Promise<number> => {
      const started = appRequests;
      const { result, cpu } = await measureCpu(pool, db.name, running.pid, () =>
        closedLoop(CONCURRENCY, WARMUP_MS, DURATION_MS, async (worker) => {
          const response = await sessions[worker]!.get(LIST_PATH);
          appRequests += 1;
          if (response.status !== 200) throw new Error(`list answered ${response.status}`);
        }),
      );
      appCpu.push(perRequest(cpu, appRequests - started));
      errors += result.errors;
      firstError ??= result.firstError;
      return result.perSecond;
    };
    const viaPg = async (): Promise<number> => {
      let requests = 0;
      const { result, cpu } = await measureCpu(pool, db.name, null, () =>
        closedLoop(CONCURRENCY, WARMUP_MS, DURATION_MS, async () => {
          await Promise.all(statements.map((s) => pool.query(s.text, s.values)));
          requests += 1;
        }),
      );
      rawCpu.push(perRequest(cpu, requests));
      errors += result.errors;
      firstError ??= result.firstError;
      return result.perSecond;
    };
    running.resetQueryStats();
    const appRates: number[] = [];
    const rawRates: number[] = [];
    for (let i = 1; i <= ROUNDS; i++) {
      rawRates.push(await viaPg());
      appRates.push(await viaApp());
      log(`  round ${i}: raw ${rawRates.at(-1)!.toFixed(0)} req/s, app ${appRates.at(-1)!.toFixed(0)} req/s`);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    agent.destroy();
    const statementsPerRequest = (await running.queryStats())
      .map((s) => ({ sql: s.sql, per_request: round(s.calls / appRequests, 2), mean_ms: round(s.total_ms / s.calls, 2) }))
      .filter((s) => s.per_request >= 0.05);
    return {
      query_ratio: round(mean(appRates) / mean(rawRates), 3),
      query_app_requests_per_s: round(mean(appRates), 0),
      query_raw_requests_per_s: round(mean(rawRates), 0),
      organizations: ORGANIZATIONS,
      concurrency: CONCURRENCY,
      seconds_per_phase: DURATION_MS / 1000,
      rounds: ROUNDS,
      load_events_per_s: round(ORGANIZATIONS / loadSeconds, 0),
      project_events_per_s: round(ORGANIZATIONS / projectSeconds, 0),
      sql: statements.map((s) => s.text),
      statements_per_request: statementsPerRequest,
      cpu_ms_per_request: { app: appCpu.at(-1)!, raw: rawCpu.at(-1)! },
      errors,
      ...(firstError ? { first_error: firstError } : {}),
    };
  });
}
