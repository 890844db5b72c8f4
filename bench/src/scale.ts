// scale: how cost grows with the history. At each size (BENCH_SCALE_SIZES, default
// 10,000, 100,000 and 1,000,000 events) a fresh database gets that many events of
// copies of the demo organization's history (support/demoHistory, cloneHistory:
// many organizations, each with its people, trainees, activity entries, tasks,
// placements, sites...), and the bench records:
// - rebuild: every projector rebuilt over the whole history (loadProjectedEvents),
//   seconds and events/s;
// - append: 8 writers appending one event per call to streams of their own, events/s,
//   into the store that already holds the history (before the app starts); the loaded
//   history is linked onto the hash chain first (chainBacklog), as appends one at a time
//   would have left it, so that the phase's chainer links the phase's own events and not
//   a million loaded ones;
// - list p99: the admin organizations list (first page of 10 by name, with its count),
//   whose table grows with the history (4 organizations per copy);
// - report p99: the training level report of one copy's level (its size is fixed,
//   the tables it reads grow with the history);
// - baseline p99: GET /api/users/current, in the same rounds, so that a slower
//   machine is told from a slower read.
// The figures of the smallest size are the reference: `*_growth` is each size's p99
// over the smallest size's. Mermaid charts of the rebuild time and the p99s are kept in
// the result (`charts`) for docs/benchmarks.md.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import type { BenchServer } from './support/database.js';
import { withPoolAndApp } from './support/poolAndApp.js';
import { DEMO_ADMIN } from './support/appProcess.js';
import { ApiSession, keepAliveAgent, timedGets, timedGetsInRounds } from './support/http.js';
import { organizationCreated } from './support/organizationEvents.js';
import { loadProjectedEvents } from './support/projectedEvents.js';
import { demoHistory } from './support/demoHistory.js';
import { chainBacklog } from './chainCost.js';
import { clonedEvents, templatesOf } from './support/cloneHistory.js';
import { closedLoop, P99_SAMPLING, percentile, round, sleep } from './support/stats.js';

export interface ScalePoint {
  events: number;
  organizations: number;
  load_seconds: number;
  rebuild_seconds: number;
  rebuild_events_per_s: number;
  append_events_per_s: number;
  list_p99_ms: number;
  report_p99_ms: number;
  baseline_p99_ms: number;
}

export interface ScaleResult {
  sizes: number[];
  points: ScalePoint[];
  /** The largest size's p99 over the smallest's. */
  list_p99_growth: number;
  report_p99_growth: number;
  charts: { rebuild: string; p99: string };
}

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const WRITERS = 8;
const LIST_PATH = `/api/admin/organizations?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent('{}')}`;

async function appendRate(pool: pg.Pool): Promise<number> {
  const store = PostgresEventStore.create(pool);
  const { type, data, metadata } = organizationCreated(1, new Date());
  const streams = Array.from({ length: WRITERS }, () => ({ id: `organization-${randomUUID()}`, revision: null as bigint | null }));
  const result = await closedLoop(WRITERS, 300, 3000, async (worker) => {
    const stream = streams[worker]!;
    const appended = await store.appendToStream(stream.id, [{ type, data, metadata }], {
      expectedRevision: stream.revision ?? 'no_stream',
    });
    stream.revision = appended.nextExpectedRevision;
  });
  if (result.errors) throw new Error(`appends failed: ${result.firstError}`);
  return result.perSecond;
}

async function measureSize(server: BenchServer, size: number, log: (line: string) => void): Promise<ScalePoint> {
  const templates = templatesOf(await demoHistory(server));
  return withPoolAndApp(server, `scale_${size}`, WRITERS, async ({ db, pool, startApp }) => {
    const events = clonedEvents(templates, size);
    const levels = events.filter((e) => e.type === 'TrainingLevelCreated').map((e) => (e.data as { levelId: string }).levelId);
    const organizations = events.filter((e) => e.type === 'OrganizationCreated').length;
    const { loadSeconds, projectSeconds } = await loadProjectedEvents(
      pool,
      db.url,
      events,
      { batchSize: 2000, writers: 1, chained: true },
      log,
    );
    await chainBacklog(pool);
    const append = await appendRate(pool);

    const running = await startApp();
    const session = await ApiSession.signIn(running.url, DEMO_ADMIN.email, DEMO_ADMIN.password, keepAliveAgent(2));
    while ((await session.get('/api/users/current')).status !== 200) await sleep(100);
    // the first copy's level with the most trainees
    let reportPath = '';
    let most = -1;
    for (const levelId of levels.slice(0, 4)) {
      const response = await session.get(`/api/reports/training-levels/${levelId}`);
      const rows = response.status === 200 ? (JSON.parse(response.body) as unknown[]).length : -1;
      if (rows > most) [most, reportPath] = [rows, `/api/reports/training-levels/${levelId}`];
    }
    if (most <= 0) throw new Error('no training level report with rows in the first copy');
    for (const path of [LIST_PATH, reportPath, '/api/users/current']) await timedGets(session, path, P99_SAMPLING.warmup);
    const half = P99_SAMPLING.samples / 2;
    const { baseline, list, report } = await timedGetsInRounds(session, {
      baseline: { path: '/api/users/current', samplesPerRound: half },
      list: { path: LIST_PATH, samplesPerRound: half },
      report: { path: reportPath, samplesPerRound: half },
    });
    const point: ScalePoint = {
      events: size,
      organizations,
      load_seconds: round(loadSeconds, 1),
      rebuild_seconds: round(projectSeconds, 1),
      rebuild_events_per_s: round(size / projectSeconds, 0),
      append_events_per_s: round(append, 0),
      list_p99_ms: round(percentile(list, 99), 1),
      report_p99_ms: round(percentile(report, 99), 1),
      baseline_p99_ms: round(percentile(baseline, 99), 1),
    };
    log(`  ${size} events: ${JSON.stringify(point)}`);
    return point;
  });
}

/** Mermaid xycharts, one column per size: rebuild seconds (bars), and the p99s in ms (lines: list, report, baseline). */
function mermaidCharts(points: ScalePoint[]): { rebuild: string; p99: string } {
  const axis = `  x-axis "events" [${points.map((p) => `"${p.events.toLocaleString('en-US')}"`).join(', ')}]`;
  const top = (values: number[]) => Math.ceil(Math.max(...values) * 1.1);
  const series = (kind: 'bar' | 'line', pick: (p: ScalePoint) => number) => `  ${kind} [${points.map(pick).join(', ')}]`;
  return {
    rebuild: [
      'xychart-beta',
      '  title "Rebuild of every projector (s)"',
      axis,
      `  y-axis "seconds" 0 --> ${top(points.map((p) => p.rebuild_seconds))}`,
      series('bar', (p) => p.rebuild_seconds),
    ].join('\n'),
    p99: [
      'xychart-beta',
      '  title "p99 (ms): list, report, baseline"',
      axis,
      `  y-axis "ms" 0 --> ${top(points.flatMap((p) => [p.list_p99_ms, p.report_p99_ms, p.baseline_p99_ms]))}`,
      series('line', (p) => p.list_p99_ms),
      series('line', (p) => p.report_p99_ms),
      series('line', (p) => p.baseline_p99_ms),
    ].join('\n'),
  };
}

export async function runScale(server: BenchServer, log: (line: string) => void): Promise<ScaleResult> {
  const points: ScalePoint[] = [];
  for (const size of SIZES) points.push(await measureSize(server, size, log));
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return {
    sizes: SIZES,
    points,
    list_p99_growth: round(last.list_p99_ms / first.list_p99_ms, 2),
    report_p99_growth: round(last.report_p99_ms / first.report_p99_ms, 2),
    charts: mermaidCharts(points),
  };
}
