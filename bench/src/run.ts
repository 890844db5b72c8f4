// npm run bench [-- append visible rebuild rebuildall query report fanout frontend sites siteimport placements history livejoin scale]: runs the benchmarks (all by
// default) against DATABASE_URL's server, or the embedded one when it is unset,
// each in fresh databases, then writes bench/results/latest.json and prints a table.
// Not a test: figures depend on the machine and on what else runs on it.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { runAppend } from './append.js';
import { runCommandVisible } from './commandVisible.js';
import { runQuery } from './query.js';
import { runRebuild } from './rebuild.js';
import { runRebuildEveryProjector } from './rebuildEveryProjector.js';
import { runReportLevel } from './reportLevel.js';
import { runFanout } from './fanout.js';
import { runFrontend } from './frontend.js';
import { runSites } from './sites.js';
import { runSiteImport } from './siteImport.js';
import { runPlacementBatch } from './placementBatch.js';
import { runHistory } from './history.js';
import { runLiveJoin } from './liveJoin.js';
import { runScale } from './scale.js';
import { startBenchServer, type BenchServer } from './support/database.js';

interface Target {
  key: string;
  label: string;
  comparison: '>=' | '<=';
  target: number;
  unit: string;
}

/** A figure that must reach its target (throughput, ratios); no unit unless given. */
const atLeast = (key: string, label: string, target: number, unit = ''): Target => ({ key, label, comparison: '>=', target, unit });
/** A figure that must stay within its target (latencies, in ms unless given, sizes, costs). */
const atMost = (key: string, label: string, target: number, unit = 'ms'): Target => ({ key, label, comparison: '<=', target, unit });

// each target as its issue states it (issue 11: append, visible, rebuild, query, fanout, frontend), so a figure short of it prints MISS
const targets: Target[] = [
  atLeast('append_ratio', 'append ratio (store / raw INSERT, 8 writers)', 0.8),
  atMost('chain_cost', 'hash chain cost (1 − chained / unchained appends, 8 writers)', 0.1, ''),
  atMost('command_visible_p99_ms', 'command → visible p99 at 100/s', 20),
  atLeast('rebuild_events_per_s', 'rebuild events/s (200k events)', 100_000, '/s'),
  atLeast('rebuild_min_events_per_s', 'slowest projector rebuild events/s (200k events each)', 100_000, '/s'),
  atLeast('rebuild_min_ratio', 'lowest projector rebuild ratio (raw multi-row INSERT time / rebuild time)', 0.5),
  atLeast('query_ratio', 'list query ratio (app / raw pg, 16 clients)', 0.8),
  atMost('fanout_p99_ms', 'command → notification on 500 sockets p99 at 50/s', 100),
  atMost('report_level_p99_ms', 'training level report p99 (500 trainees x 200 activities)', 100),
  atMost('frontend_initial_js_gzip_kb', 'JavaScript before the dashboard paints (gzip)', 400, 'kB'),
  atMost('dashboard_first_paint_ms', 'dashboard main content painted, median of 5', 1500),
  atMost('sites_list_p99_ms', 'site directory list with filters p99 (20,000 sites, 16 clients)', 15),
  atMost('sites_map_p99_ms', 'site map read p99 (all published sites)', 50),
  atLeast('site_import_rows_per_s', 'CSV site import rows/s (2,000 rows)', 2000, '/s'),
  atMost('history_p99_ms', "a record's history of 1,000 events p99", 50),
  atMost('audit_p99_ms', 'audit trail with filters p99 (2,000,000 events, 8 clients)', 100),
  atMost('placement_batch_500_ms', 'batch approval of 500 placements, one request', 2000),
  atMost('list_p99_growth', 'list p99 at the largest size / at the smallest (scale)', 2, ''),
  atMost('report_p99_growth', 'report p99 at the largest size / at the smallest (scale)', 2, ''),
  atMost('live_join_first_frame_p95_ms', 'live session: "Join session" clicked → first remote video frame p95, two participants', 2000),
];

/** A benchmark: what it measures (logged), how it runs, the figures it adds to the report's top level. */
interface Bench<R> {
  name: string;
  about: string;
  run: (server: BenchServer, log: (line: string) => void) => Promise<R>;
  figures: (result: R) => Record<string, unknown>;
  /** Its whole result goes under this key of `details`. */
  details: string;
  /** Runs only when named (it takes far longer than the others). */
  onlyWhenNamed?: boolean;
}
// each entry's type is checked against its own run's result
const bench = <R>(b: Bench<R>): Bench<unknown> => b as Bench<unknown>;

/** The named figures of a result, as they are. */
const pick =
  <R extends object>(...keys: (keyof R & string)[]) =>
  (r: R): Record<string, unknown> =>
    Object.fromEntries(keys.map((key) => [key, r[key]]));

const suite = [
  bench({
    name: 'append',
    about: '8 writers, one event per append, vs raw INSERT transactions',
    run: runAppend,
    figures: (r) => ({
      ...pick<typeof r>('append_ratio', 'append_events_per_s', 'raw_insert_tx_per_s')(r),
      ...pick<typeof r.chain>('chain_cost', 'chained_appends_per_s', 'unchained_appends_per_s')(r.chain),
    }),
    details: 'append',
  }),
  bench({
    name: 'visible',
    about: 'POST organization → GET by id with X-Min-Position, 100 commands/s for 10 s',
    run: runCommandVisible,
    figures: pick('command_visible_p50_ms', 'command_visible_p99_ms'),
    details: 'command_visible',
  }),
  bench({
    name: 'rebuild',
    about: 'organizations projector over 200,000 events, vs raw multi-row INSERT',
    run: runRebuild,
    figures: pick('rebuild_events_per_s', 'rebuild_ratio', 'raw_multirow_rows_per_s'),
    details: 'rebuild',
  }),
  bench({
    name: 'rebuildall',
    about:
      "every projector over copies of the demo organization's history, its own events only (BENCH_REBUILD_EVENTS each, default 200,000; BENCH_REBUILD_ONLY=a,b for some)",
    run: runRebuildEveryProjector,
    figures: pick('rebuild_min_events_per_s', 'rebuild_min_projector', 'rebuild_min_ratio'),
    details: 'rebuild_every_projector',
  }),
  bench({
    name: 'query',
    about: 'list endpoint over 100,000 organizations, 16 clients, vs the same SQL through pg',
    run: runQuery,
    figures: pick('query_ratio', 'query_app_requests_per_s', 'query_raw_requests_per_s'),
    details: 'query',
  }),
  bench({
    name: 'report',
    about: 'training level report over 500 trainees x 200 activities, vs GET /api/users/current',
    run: runReportLevel,
    figures: (r) => ({
      report_level_p99_ms: r.report_level_p99_ms,
      report_level_baseline_p99_ms: r.baseline_p99_ms,
      report_level_ratio: r.report_level_ratio,
    }),
    details: 'report_level',
  }),
  bench({
    name: 'fanout',
    about: 'POST /api/tasks → notification.created on 500 sockets of the assignee, 50 commands/s for 5 s',
    run: runFanout,
    figures: pick('fanout_p50_ms', 'fanout_p99_ms'),
    details: 'fanout',
  }),
  bench({
    name: 'frontend',
    about: 'headless Chromium, sign-in page to dashboard (cold), then /dashboard 5 times per role (warm)',
    run: runFrontend,
    figures: pick(
      'frontend_initial_js_gzip_kb',
      'login_js_gzip_kb',
      'dashboard_first_paint_ms',
      'login_first_paint_ms',
      'dashboard_paint_ratio',
    ),
    details: 'frontend',
  }),
  bench({
    name: 'sites',
    about: 'directory list with filters over 20,000 sites (16 clients), map read, 2,000-row CSV import; each vs a baseline',
    run: runSites,
    figures: pick(
      'sites_list_p99_ms',
      'sites_list_ratio',
      'sites_map_p99_ms',
      'sites_map_ratio',
      'site_import_rows_per_s',
      'site_import_ratio',
    ),
    details: 'sites',
  }),
  bench({
    name: 'siteimport',
    about: "the sites bench's 2,000-row CSV import alone, a warm-up and 5 runs: median rows/s, CPU of app and PostgreSQL",
    run: runSiteImport,
    figures: pick('site_import_median_rows_per_s', 'site_import_app_cpu_ms', 'site_import_postgres_cpu_ms', 'site_import_statements'),
    details: 'site_import',
  }),
  bench({
    name: 'placements',
    about: 'POST /api/placements/batch approving 500 ready placements (insurance checked), 3 runs',
    run: runPlacementBatch,
    figures: pick('placement_batch_500_ms'),
    details: 'placement_batch',
  }),
  bench({
    name: 'history',
    about: "a record's history of 1,000 events (1 client), the audit trail with filters (8 clients), vs GET /api/users/current",
    run: runHistory,
    figures: pick('history_p99_ms', 'history_ratio', 'audit_p99_ms', 'audit_ratio'),
    details: 'history',
  }),
  bench({
    name: 'livejoin',
    about: 'headless Chromium, fake camera; the trainee joins the started session 20 times, vs a direct loopback peer connection',
    run: runLiveJoin,
    figures: pick('live_join_first_frame_p95_ms', 'live_join_first_frame_p50_ms', 'webrtc_loopback_p95_ms', 'live_join_ratio'),
    details: 'live_join',
  }),
  bench({
    name: 'scale',
    about:
      "copies of the demo organization's history at each size (BENCH_SCALE_SIZES, default 10k, 100k, 1M events): rebuild, append, list and report p99",
    run: runScale,
    figures: pick('list_p99_growth', 'report_p99_growth'),
    details: 'scale',
    onlyWhenNamed: true,
  }),
];
const benchmarks = suite.map((b) => b.name);

const log = (line: string): void => void process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const requested = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = requested.filter((name) => !benchmarks.includes(name));
  if (unknown.length) throw new Error(`unknown benchmark(s): ${unknown.join(', ')} (known: ${benchmarks.join(', ')})`);
  const selected = new Set(requested.length ? requested : suite.filter((b) => !b.onlyWhenNamed).map((b) => b.name));

  const started = Date.now();
  const server = await startBenchServer();
  const results: Record<string, unknown> = {};
  const details: Record<string, unknown> = {};
  const loadBefore = os.loadavg();
  try {
    log(`bench: PostgreSQL ${server.embedded ? 'embedded (.data/bench-postgres)' : 'from DATABASE_URL'}`);
    const postgres = await server.describe();

    const failures: Record<string, string> = {};
    // one benchmark at a time; a failure is reported and the others still run
    for (const bench of suite) {
      if (!selected.has(bench.name)) continue;
      try {
        log(`${bench.name}: ${bench.about}`);
        const r = await bench.run(server, log);
        Object.assign(results, bench.figures(r));
        details[bench.details] = r;
      } catch (error) {
        failures[bench.name] = error instanceof Error ? error.message : String(error);
        log(`  ${bench.name} FAILED: ${failures[bench.name]}`);
      }
    }

    const verdicts: Record<string, { target: string; pass: boolean }> = {};
    for (const t of targets) {
      const value = results[t.key];
      if (typeof value !== 'number') continue;
      verdicts[t.key] = { target: `${t.comparison} ${t.target}`, pass: t.comparison === '>=' ? value >= t.target : value <= t.target };
    }
    const report = {
      ...results,
      targets: verdicts,
      ...(Object.keys(failures).length ? { failures } : {}),
      details,
      machine: {
        cpus: os.cpus().length,
        cpu_model: os.cpus()[0]?.model ?? 'unknown',
        memory_gb: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        postgres: { ...postgres, embedded: server.embedded },
        load_average_before: loadBefore.map((n) => Number(n.toFixed(2))),
        load_average_after: os.loadavg().map((n) => Number(n.toFixed(2))),
      },
      finished_at: new Date().toISOString(),
      duration_s: Math.round((Date.now() - started) / 1000),
    };
    const dir = fileURLToPath(new URL('../results/', import.meta.url));
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}latest.json`, `${JSON.stringify(report, null, 2)}\n`);

    const rows = Object.entries(results).map(([key, value]) => {
      const t = targets.find((x) => x.key === key);
      const verdict = verdicts[key];
      return [key, String(value), t ? `${t.comparison} ${t.target}` : '', verdict ? (verdict.pass ? 'PASS' : 'MISS') : ''];
    });
    const widths = [0, 1, 2, 3].map((i) => Math.max(...[['metric', 'value', 'target', ''], ...rows].map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      cells
        .map((c, i) => (i === 1 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd();
    console.log('');
    console.log(line(['metric', 'value', 'target', '']));
    console.log(line(widths.map((w) => '-'.repeat(w))));
    for (const row of rows) console.log(line(row));
    for (const [name, message] of Object.entries(failures)) console.log(`${name}: FAILED (${message})`);
    if (Object.keys(failures).length) process.exitCode = 1;
    console.log(
      `\n${report.duration_s} s; load average ${report.machine.load_average_after.join(' ')}; written to bench/results/latest.json`,
    );
  } finally {
    await server.stop();
  }
}

await main();
