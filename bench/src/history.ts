// The history benches (issue 20):
//   history_p99_ms  GET /api/history/activityEntry-<id> of one record with 1,000 events (logged, then 999
//                   changes of its hours), one admin client back to back, as the History tab reads it: its first
//                   page (100 events and one more, range=[0,100]); history_full_p99_ms reads all 1,000 at once;
//   audit_p99_ms    GET /api/audit with filters (type and date range, actor, full text, none; newest first,
//                   25 a page) over 2,000,000 events (BENCH_AUDIT_EVENTS), 8 clients of one admin session in a
//                   closed loop.
// Baseline of each, in the same run and the same app, the same way: GET /api/users/current (a trivial read), so
// each figure comes with its ratio to what the app answers at the least. The events are bulk-written into the
// event store, the history projector (and the users one, for actors' names) rebuilt over them before the app starts.
import { randomUUID } from 'node:crypto';
import { activityLogged, entryChanged, planEvents, trainingAssigned } from '@practicum/projections/testing/reportEvents';
import { testMetadata } from '@practicum/projections/testing/testEvents';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { DEMO_ADMIN } from './support/appProcess.js';
import type { BenchServer } from './support/database.js';
import { type PoolAndApp, withKeptPoolAndApp, withPoolAndApp } from './support/poolAndApp.js';
import type pg from 'pg';
import { ApiSession, keepAliveAgent, timedGets, timedGetsInRounds } from './support/http.js';
import { organizationCreated, type BulkEvent } from './support/organizationEvents.js';
import { loadProjectedEvents, type LoadFigures } from './support/projectedEvents.js';
import { waitForConsumers } from './query.js';
import { statementsOf } from './support/appProcess.js';
import { measureCpu, type CpuSplit } from './support/cpu.js';
import { P99_SAMPLING, percentile, round, sleep } from './support/stats.js';

export interface HistoryBenchResult extends LoadFigures {
  history_p99_ms: number;
  history_p50_ms: number;
  history_full_p99_ms: number;
  history_baseline_p99_ms: number;
  history_ratio: number;
  history_events: number;
  audit_p99_ms: number;
  audit_p50_ms: number;
  audit_baseline_p99_ms: number;
  audit_ratio: number;
  audit_requests_per_s: number;
  /** Each kind of filter on its own: a type and a month, one actor, a search word, none. */
  audit_p99_ms_by_filter: Record<string, number>;
  /** CPU ms per trail request at 8 clients: the app process, this load generator and PostgreSQL. */
  audit_cpu_ms_per_request: CpuSplit;
  /** What one request of each kind sends to PostgreSQL (one client), with each statement's mean time. */
  audit_statements_by_filter: Record<string, { sql: string; per_request: number; mean_ms: number }[]>;
  audit_events: number;
  audit_clients: number;
}

const HISTORY_EVENTS = 1000;
const CLIENTS = 8;
const PHASE_MS = 4000;
const ACTORS = 40;

/** One activity entry with 1,000 events, and `count` other events: organizations created and updated by 40 actors. */
function events(count: number): { entryStream: string; actors: string[]; events: BulkEvent[] } {
  const organizationId = randomUUID();
  const { plan, events: setup } = planEvents(organizationId, [{ name: 'Individual', hours: 60, color: '#1976d2' }], 'Bench level');
  const { training, event } = trainingAssigned(plan, { userId: randomUUID(), positionId: randomUUID() }, { facultyPositionId: null });
  const logged = activityLogged(training, { activityTypeId: plan.types[0]!.activityTypeId, minutes: 30 });
  const entry = [
    logged.event,
    ...Array.from({ length: HISTORY_EVENTS - 1 }, (_, i) => entryChanged(training, logged.entryId, { minutes: 31 + (i % 300) })),
  ];
  const revisions = new Map<string, number>();
  const out: BulkEvent[] = [...setup, event, ...entry].map(({ streamId, event: e }) => {
    const revision = revisions.get(streamId) ?? 0;
    revisions.set(streamId, revision + 1);
    return { eventId: randomUUID(), streamId, revision, type: e.type, data: e.data, metadata: testMetadata() };
  });
  const actors = Array.from({ length: ACTORS }, () => randomUUID());
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < count; i++) {
    const created = organizationCreated(i, new Date(start + i * 15_000));
    const actor = actors[i % ACTORS]!;
    created.metadata = systemMetadata({ ...created.metadata, userId: actor, organizationId: created.data.organizationId });
    out.push(created);
  }
  return { entryStream: logged.event.streamId, actors, events: out };
}

/** `CLIENTS` sessions in a closed loop over `paths` for PHASE_MS after a warm-up: latencies and throughput. */
async function loop(
  sessions: ApiSession[],
  paths: string[],
  kindOf: (pathIndex: number) => string = () => 'all',
): Promise<{ ms: number[]; perSecond: number; byKind: Record<string, number[]>; requests: number }> {
  const ms: number[] = [];
  const byKind: Record<string, number[]> = {};
  let measuring = false;
  let done = false;
  let next = 0;
  let requests = 0; // the warmup's too: what CPU time measured around the loop is divided by
  const worker = async (session: ApiSession) => {
    while (!done) {
      requests += 1;
      const index = next++ % paths.length;
      const path = paths[index]!;
      const started = performance.now();
      const response = await session.get(path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      if (!measuring) continue;
      const took = performance.now() - started;
      ms.push(took);
      (byKind[kindOf(index)] ??= []).push(took);
    }
  };
  const workers = sessions.map(worker);
  await sleep(1000);
  measuring = true;
  const started = performance.now();
  await sleep(PHASE_MS);
  done = true;
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(workers);
  return { ms, perSecond: ms.length / seconds, byKind, requests };
}

/** The loaded history of a database kept by an earlier run (BENCH_KEEP_DATABASE): its record's stream and actors. */
async function keptHistory(pool: pg.Pool): Promise<{ entryStream: string; actors: string[]; count: number }> {
  // the entry with 1,000 events (each start of the app seeds the demo's own entries beside it)
  const entry = await pool.query<{ stream_id: string }>(
    `select stream_id from es_events where stream_id in (select stream_id from es_events where type = 'ActivityLogged')
      group by stream_id order by count(*) desc limit 1`,
  );
  const actors = await pool.query<{ actor_id: string }>(
    `select distinct actor_id::text from history_events where type = 'OrganizationCreated' and actor_id is not null`,
  );
  const count = await pool.query<{ n: string }>('select count(*) as n from es_events');
  if (!entry.rows[0] || actors.rows.length === 0) throw new Error('BENCH_HISTORY_DATABASE holds no history bench data');
  return { entryStream: entry.rows[0].stream_id, actors: actors.rows.map((row) => row.actor_id), count: Number(count.rows[0]!.n) };
}

/** A fresh history of `count` events and more, loaded and projected; the events themselves are not kept. */
async function loadedHistory(pool: pg.Pool, url: string, count: number, log: (line: string) => void) {
  const { entryStream, actors, events: all } = events(count);
  const { figures: loadFigures } = await loadProjectedEvents(pool, url, all, { batchSize: 5000, writers: 2 }, log);
  return { entryStream, actors, count: all.length, loadFigures };
}

/**
 * BENCH_HISTORY_DATABASE names a database an earlier run kept (BENCH_KEEP_DATABASE): the reads are measured on it
 * again without loading and projecting two million events (20 minutes), after a change to the read side.
 */
export async function runHistory(server: BenchServer, log: (line: string) => void): Promise<HistoryBenchResult> {
  const auditEvents = Number(process.env.BENCH_AUDIT_EVENTS ?? 2_000_000);
  const kept = process.env.BENCH_HISTORY_DATABASE;
  const withApp = <T>(poolSize: number, body: (bench: PoolAndApp) => Promise<T>): Promise<T> =>
    kept ? withKeptPoolAndApp(server, kept)(poolSize, body) : withPoolAndApp(server, 'history', poolSize, body);
  return withApp(4, async ({ db, pool, startApp }) => {
    const { entryStream, actors, count, loadFigures } = kept
      ? await keptHistory(pool).then((history) => {
          log(`  reusing ${kept}: ${history.count} events, loaded by an earlier run`);
          return { ...history, loadFigures: { load_seconds: 0, project_events_per_s: 0 } };
        })
      : await loadedHistory(pool, db.url, auditEvents, log);
    // the generated events are garbage now: collected here, not by a pause of this load generator while it measures
    (globalThis as { gc?: () => void }).gc?.();
    const app = await startApp();
    // one admin session read by 8 clients at once (8 sign-ins at once would meet the login throttle)
    const one = await ApiSession.signIn(app.url, DEMO_ADMIN.email, DEMO_ADMIN.password, keepAliveAgent(CLIENTS));
    const sessions = Array.from({ length: CLIENTS }, () => one);
    while ((await one.get('/api/users/current')).status !== 200) await sleep(100);
    const caughtUp = performance.now();
    await waitForConsumers(pool, 1_800_000);
    log(`  the bus consumers read the history in ${((performance.now() - caughtUp) / 1000).toFixed(0)} s`);
    // the load's pages written out now: a checkpoint spread over the next minutes would write them during the reads
    await pool.query('checkpoint');

    // a record's history: one client, interleaved with its baseline
    const fullPath = `/api/history/${entryStream}`;
    const historyPath = `${fullPath}?range=${encodeURIComponent('[0,100]')}`;
    const body = JSON.parse((await one.get(fullPath)).body) as unknown[];
    if (body.length !== HISTORY_EVENTS) throw new Error(`the history has ${body.length} events, not ${HISTORY_EVENTS}`);
    await timedGets(one, historyPath, P99_SAMPLING.warmup);
    const {
      base: historyBase,
      page: history,
      full: historyFull,
    } = await timedGetsInRounds(one, {
      base: { path: '/api/users/current', samplesPerRound: P99_SAMPLING.samples / 2 },
      page: { path: historyPath, samplesPerRound: P99_SAMPLING.samples / 2 },
      full: { path: fullPath, samplesPerRound: P99_SAMPLING.samples / 4 },
    });

    // the audit trail: 8 clients over a mix of filters, then the baseline the same way
    const page = '&range=[0,24]&sort=["occurred_at","DESC"]';
    const filter = (f: object) => `/api/audit?filter=${encodeURIComponent(JSON.stringify(f))}${page}`;
    const month = (m: number) => new Date(Date.UTC(2025, m, 1)).toISOString();
    const trailPaths = Array.from({ length: 40 }, (_, i) => [
      filter({ type: 'OrganizationCreated', occurred_at_gte: month(i % 10), occurred_at_lte: month((i % 10) + 1) }),
      filter({ actor_id: actors[i % ACTORS] }),
      filter({ q: ['Cedar', 'Harbor', 'Summit', 'Maple'][i % 4] }),
      filter({}),
    ]).flat();
    const filterKinds = ['type_and_month', 'actor', 'search', 'none'];
    const { result: trail, cpu } = await measureCpu(pool, db.name, app.pid, () =>
      loop(sessions, trailPaths, (index) => filterKinds[index % filterKinds.length]!),
    );
    const trailBase = await loop(sessions, ['/api/users/current']);
    // one kind after another: the app's statement counts are one tally
    const statements: HistoryBenchResult['audit_statements_by_filter'] = {};
    for (const [k, kind] of filterKinds.entries()) statements[kind] = await statementsOf(app, one, trailPaths[k]!, 20);
    for (const [kind, sent] of Object.entries(statements))
      for (const s of sent) log(`  audit ${kind}: x${s.per_request} ${s.mean_ms} ms: ${s.sql}`);

    const hP99 = percentile(history, 99);
    const hBase = percentile(historyBase, 99);
    const aP99 = percentile(trail.ms, 99);
    const aBase = percentile(trailBase.ms, 99);
    return {
      history_p99_ms: round(hP99, 1),
      history_p50_ms: round(percentile(history, 50), 1),
      history_full_p99_ms: round(percentile(historyFull, 99), 1),
      history_baseline_p99_ms: round(hBase, 1),
      history_ratio: round(hP99 / hBase, 2),
      history_events: HISTORY_EVENTS,
      audit_p99_ms: round(aP99, 1),
      audit_p50_ms: round(percentile(trail.ms, 50), 1),
      audit_baseline_p99_ms: round(aBase, 1),
      audit_ratio: round(aP99 / aBase, 2),
      audit_requests_per_s: round(trail.perSecond, 0),
      audit_p99_ms_by_filter: Object.fromEntries(Object.entries(trail.byKind).map(([kind, ms]) => [kind, round(percentile(ms, 99), 1)])),
      audit_cpu_ms_per_request: {
        app_ms: round(cpu.app_ms / trail.requests, 3),
        load_generator_ms: round(cpu.load_generator_ms / trail.requests, 3),
        postgres_ms: round(cpu.postgres_ms / trail.requests, 3),
      },
      audit_statements_by_filter: statements,
      audit_events: count,
      audit_clients: CLIENTS,
      ...loadFigures,
    };
  });
}
