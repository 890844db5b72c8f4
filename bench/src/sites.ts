// Site directory benchmarks (issue 13), each against a baseline measured in the
// same run and the same app, and printed as a ratio to it:
// - sites_list_p99_ms: GET /api/supervision-sites with filters (state, status, a
//   tag; 25 rows by name) over 20,000 sites, 16 clients in a closed loop; baseline
//   GET /api/users/current with the same 16 clients.
// - sites_map_p99_ms: GET /api/supervision-sites/map (every published site with
//   coordinates), one client; baseline GET /api/users/current, one client.
// - site_import_rows_per_s: a 2,000-row CSV through POST /api/supervision-sites/import
//   until its record reads finished; baseline the same sites created one POST
//   /api/supervision-sites each, 8 at a time.
// Loading: 20,000 SiteCreated events in the demo organization (the app seeds it
// on start) are bulk-written into the store and projected by the live runner.
import type pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { SiteDetails, SiteImportRecord } from '@practicum/shared/domain/sites/index';
import { usStateCodes } from '@practicum/shared/domain/sites/usStates';
import { testMetadata } from '@practicum/projections/testing/testEvents';
import type { BenchServer } from './support/database.js';
import { withPoolAndApp } from './support/poolAndApp.js';
import { measureCpu, type CpuSplit } from './support/cpu.js';
import { statementsOf } from './support/appProcess.js';
import { ApiSession, keepAliveAgent } from './support/http.js';
import { bulkLoadEvents, type BulkEvent } from './support/organizationEvents.js';
import { closedLoop, percentile, round, sleep } from './support/stats.js';
import { waitForConsumers, waitForProjections } from './query.js';
import { stallsWithin, watchLoopStalls } from './support/loopStalls.js';

export interface SitesBenchResult {
  sites_list_p99_ms: number;
  sites_list_p50_ms: number;
  sites_list_baseline_p99_ms: number;
  sites_list_ratio: number;
  sites_list_requests_per_s: number;
  /** CPU ms per list request at 16 clients: the app process, this load generator and PostgreSQL (it is all one machine). */
  sites_list_cpu_ms_per_request: CpuSplit;
  /** Per measured half of the 16-client list loop, its ten slowest requests (see slowestOf). */
  sites_list_slowest: { at_ms: number; ms: number }[][];
  /** Per measured half, the event loop stalls over 20 ms (ms after its first measured request, how long): the app's and this load generator's. */
  sites_list_app_loop_stalls: { at_ms: number; ms: number }[][];
  sites_list_generator_loop_stalls: { at_ms: number; ms: number }[][];
  sites_map_p99_ms: number;
  sites_map_baseline_p99_ms: number;
  sites_map_ratio: number;
  sites_map_points: number;
  site_import_rows_per_s: number;
  site_api_creates_per_s: number;
  site_import_ratio: number;
  sites: number;
  list_matches: number;
  load_seconds: number;
  /** One client, one request at a time: the request's own cost, without the queueing of 16 clients. */
  sites_list_single_p50_ms: number;
  sites_list_single_baseline_p50_ms: number;
  /** SQL statements one list / one map request sends (session store included), with their mean time. */
  list_statements_per_request: { sql: string; per_request: number; mean_ms: number }[];
  /** The list's SQL straight through pg, interleaved: the page and its count as two statements, or one with a window count. */
  list_sql_two_statements_ms: number;
  list_sql_window_count_ms: number;
  map_statements_per_request: { sql: string; per_request: number; mean_ms: number }[];
  errors: number;
}

/** Mean ms of the filtered list's SQL (as readModel.visibleSites builds it) both ways, 200 rounds interleaved. */
async function pageAndCount(pool: pg.Pool, organizationId: string, tagId: string): Promise<{ two: number; window: number }> {
  const where = `s.organization_id = $1 AND s.state = 'NY' AND s.status = 'approved' AND s.tag_ids && ARRAY[$2::uuid]`;
  const columns = `s.*, (SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t."order"), '[]'::json)
      FROM site_tags t WHERE t.id = ANY(s.tag_ids)) AS tags,
    (SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name)), '[]'::json) FROM users u WHERE u.id = ANY(s.supervisor_ids)) AS supervisors`;
  const page = `SELECT ${columns} FROM sites s WHERE ${where} ORDER BY s.name, s.id LIMIT 25`;
  const count = `SELECT count(*) FROM sites s WHERE ${where}`;
  const windowed = `SELECT ${columns}, count(*) OVER () AS total FROM sites s WHERE ${where} ORDER BY s.name, s.id LIMIT 25`;
  const client = await pool.connect();
  try {
    let two = 0;
    let window = 0;
    for (let i = 0; i < 200; i++) {
      let started = performance.now();
      await client.query(page, [organizationId, tagId]);
      await client.query(count, [organizationId, tagId]);
      two += performance.now() - started;
      started = performance.now();
      await client.query(windowed, [organizationId, tagId]);
      window += performance.now() - started;
    }
    return { two: two / 200, window: window / 200 };
  } finally {
    client.release();
  }
}

const SITES = 20_000;
const CONCURRENCY = 16;
const IMPORT_ROWS = 2000;
const API_CREATES = 300;
const COORDINATOR = { email: 'coordinator@demo.practicum.test', password: 'Practicum!2026' };
const statuses = ['approved', 'approved', 'approved', 'pending', 'on_hold', 'rejected', 'closed'] as const;
const zips = ['10001', '60614', '02114', '90012', '19104', '30303', '98101', '73301'];

function siteEvents(organizationId: string, tagIds: string[]): BulkEvent[] {
  return Array.from({ length: SITES }, (_, i) => {
    const siteId = randomUUID();
    const status = statuses[i % statuses.length]!;
    const details: SiteDetails = {
      name: `Bench Site ${String(i).padStart(5, '0')}`,
      department: ['Outpatient', 'Inpatient', ''][i % 3]!,
      address: `${i} Main Street`,
      city: `City ${i % 200}`,
      state: usStateCodes[i % 50]!,
      county: `County ${i % 37}`,
      country: 'US',
      postal_code: zips[i % zips.length]!,
      office_phone: '',
      website: '',
      contact_name: '',
      contact_email: '',
      supervisor_ids: [],
      tag_ids: tagIds.filter((_t, k) => (i + k) % 3 === 0),
      expiration_date: null,
      accepting_trainees: i % 2 === 0,
      insurance_uploads: [],
      latitude: 30 + (i % 1500) / 100,
      longitude: -120 + (i % 4000) / 100,
    };
    const data = { siteId, organizationId, createdBy: null, details, status, published: status === 'approved' };
    return { eventId: randomUUID(), streamId: `site-${siteId}`, type: 'SiteCreated', data, metadata: testMetadata() };
  });
}

/** Latencies of `path` for `concurrency` clients back to back over `ms` (after a warmup whose latencies are not kept). */
async function latencies(sessions: ApiSession[], path: string, ms: number) {
  const samples: number[] = [];
  const startedAt: number[] = [];
  let requests = 0;
  const result = await closedLoop(sessions.length, 500, ms, async (worker, measuring) => {
    const started = performance.now();
    const response = await sessions[worker]!.get(path);
    requests += 1;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (!measuring()) return;
    samples.push(performance.now() - started);
    startedAt.push(started);
  });
  // every request, the warmup's too: what the CPU time measured around the loop is divided by
  return { samples, startedAt, perSecond: result.perSecond, errors: result.errors, requests };
}

/** The ten slowest requests, with when each started (ms after the first measured one): a burst hits many at once. */
const slowestOf = (run: { samples: number[]; startedAt: number[] }) => {
  const first = Math.min(...run.startedAt);
  return run.samples
    .map((ms, i) => ({ at_ms: round(run.startedAt[i]! - first, 0), ms: round(ms, 1) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
};

const importCsv = (prefix: string) =>
  [
    'name,department,postal_code,status',
    ...Array.from({ length: IMPORT_ROWS }, (_, i) => `${prefix} ${i},Dept,${zips[i % zips.length]},approved`),
  ].join('\n');

function multipart(csv: string): { body: string; type: string } {
  const boundary = `bench${randomUUID()}`;
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export async function runSites(server: BenchServer, log: (line: string) => void): Promise<SitesBenchResult> {
  return withPoolAndApp(server, 'sites', 4, async ({ db, pool, startApp }) => {
    const running = await startApp();
    const agent = keepAliveAgent(CONCURRENCY * 2);
    const sessions: ApiSession[] = [];
    for (let i = 0; i < CONCURRENCY; i++)
      sessions.push(await ApiSession.signIn(running.url, COORDINATOR.email, COORDINATOR.password, agent));
    const coordinator = sessions[0]!;
    while ((await coordinator.get('/api/site-tags')).status !== 200) await sleep(100);
    await waitForProjections(pool, 120_000);
    const { rows } = await pool.query<{ organization_id: string }>(
      `select p.organization_id from positions p join users u on u.id = p.user_id where u.email = $1 and p.role = 'coordinator'`,
      [COORDINATOR.email],
    );
    const organizationId = rows[0]!.organization_id;
    const tags = JSON.parse((await coordinator.get('/api/site-tags')).body) as { id: string; name: string }[];
    const loadSeconds = await bulkLoadEvents(
      pool,
      siteEvents(
        organizationId,
        tags.map((t) => t.id),
      ),
    );
    await waitForProjections(pool, 300_000);
    // the app's bus consumers read the loaded events too: measured while they do, the list would pay for them
    await waitForConsumers(pool, 300_000);
    await pool.query('vacuum analyze sites');
    await pool.query('checkpoint'); // the load's pages written out before the reads, not during them
    log(`  loaded ${SITES} sites in ${loadSeconds.toFixed(1)} s and projected them`);

    const filter = encodeURIComponent(JSON.stringify({ state: 'NY', status: 'approved', tag_id: tags[0]!.id }));
    const listPath = `/api/supervision-sites?filter=${filter}&range=${encodeURIComponent('[0,24]')}&sort=${encodeURIComponent('["name","ASC"]')}`;
    const first = await coordinator.get(listPath);
    const matches = Number(String(first.headers['content-range']).split('/')[1]);
    if (first.status !== 200 || !(matches > 0)) throw new Error(`the filtered list answered ${first.status} with ${matches} matches`);
    const again = await coordinator.get(listPath);
    log(
      `  the list answers ${matches} matches, ${Buffer.byteLength(first.body)} bytes a page (sent again: ${again.headers['content-length']} bytes, ${again.headers['content-encoding'] ?? 'identity'})`,
    );
    // interleaved halves, so load from elsewhere on the machine hits both alike
    const list: number[] = [];
    const base: number[] = [];
    let perSecond = 0;
    let errors = 0;
    const listCpu: CpuSplit = { app_ms: 0, load_generator_ms: 0, postgres_ms: 0 };
    const listSlowest: { at_ms: number; ms: number }[][] = [];
    const appStalls: { at_ms: number; ms: number }[][] = [];
    const generatorStalls: { at_ms: number; ms: number }[][] = [];
    for (let r = 0; r < 2; r++) {
      const b = await latencies(sessions, '/api/users/current', 2000);
      await running.loopStalls();
      const ownStalls = watchLoopStalls();
      const { result: l, cpu } = await measureCpu(pool, db.name, running.pid, () => latencies(sessions, listPath, 2000));
      ownStalls.stop();
      // the slowest requests' at_ms count from the first measured one: the stalls from the same moment
      const firstEpoch = performance.timeOrigin + Math.min(...l.startedAt);
      appStalls.push(stallsWithin(await running.loopStalls(), firstEpoch, Date.now()));
      generatorStalls.push(stallsWithin(ownStalls.take(), firstEpoch, Date.now()));
      base.push(...b.samples);
      list.push(...l.samples);
      listSlowest.push(slowestOf(l));
      perSecond += l.perSecond / 2;
      errors += b.errors + l.errors;
      for (const side of Object.keys(listCpu) as (keyof CpuSplit)[]) listCpu[side] += cpu[side] / l.requests / 2;
    }

    const map: number[] = [];
    const mapBase: number[] = [];
    for (let r = 0; r < 2; r++) {
      const b = await latencies([coordinator], '/api/users/current', 2000);
      const m = await latencies([coordinator], '/api/supervision-sites/map', 3000);
      mapBase.push(...b.samples);
      map.push(...m.samples);
      errors += b.errors + m.errors;
    }
    const points = (JSON.parse((await coordinator.get('/api/supervision-sites/map')).body) as unknown[]).length;

    // the per-request cost, apart from queueing: one client, and what each request asks PostgreSQL
    const single = await latencies([coordinator], listPath, 2000);
    const singleBase = await latencies([coordinator], '/api/users/current', 2000);
    const listStatements = await statementsOf(running, coordinator, listPath, 50);
    const sqlAb = await pageAndCount(pool, organizationId, tags[0]!.id);
    log(`  list SQL: page + count ${sqlAb.two.toFixed(2)} ms, page with window count ${sqlAb.window.toFixed(2)} ms`);
    const mapStatements = await statementsOf(running, coordinator, '/api/supervision-sites/map', 50);
    log(
      `  one client: list p50 ${percentile(single.samples, 50).toFixed(1)} ms, current user p50 ${percentile(singleBase.samples, 50).toFixed(1)} ms`,
    );
    for (const s of listStatements) log(`  list sql x${s.per_request} ${s.mean_ms} ms: ${s.sql}`);
    for (const s of mapStatements) log(`  map sql x${s.per_request} ${s.mean_ms} ms: ${s.sql}`);
    const atMs = (rows: { at_ms: number; ms: number }[]) => rows.map((r) => `${Math.round(r.at_ms)}: ${r.ms}`).join(', ');
    listSlowest.forEach((half, i) => {
      log(`  list's ten slowest (at ms: ms): ${atMs(half)}`);
      log(`    app loop stalls: ${atMs(appStalls[i]!) || 'none'}; load generator: ${atMs(generatorStalls[i]!) || 'none'}`);
    });
    log(`  list p99 ${percentile(list, 99).toFixed(1)} ms, map p99 ${percentile(map, 99).toFixed(1)} ms over ${points} points`);

    // baseline: one create per request, 8 at a time
    let made = 0;
    const createStarted = performance.now();
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        while (made < API_CREATES) {
          const i = made++;
          const response = await sessions[worker]!.post('/api/supervision-sites', {
            name: `Bench API ${i}`,
            department: 'Dept',
            postal_code: zips[i % zips.length],
            status: 'approved',
          });
          if (response.status !== 201) throw new Error(`create answered ${response.status}: ${response.body}`);
        }
      }),
    );
    const createsPerSecond = API_CREATES / ((performance.now() - createStarted) / 1000);

    const { body, type } = multipart(importCsv('Bench Import'));
    const importStarted = performance.now();
    const started = await coordinator.postRaw('/api/supervision-sites/import', body, type);
    if (started.status !== 202) throw new Error(`import answered ${started.status}: ${started.body}`);
    const importId = (JSON.parse(started.body) as { id: string }).id;
    let record: SiteImportRecord;
    for (;;) {
      record = JSON.parse((await coordinator.get(`/api/supervision-sites/imports/${importId}?rows=none`)).body) as SiteImportRecord;
      if (record.status === 'finished') break;
      await sleep(100);
    }
    const importRowsPerSecond = IMPORT_ROWS / ((performance.now() - importStarted) / 1000);
    if (record.created !== IMPORT_ROWS) throw new Error(`the import created ${record.created} of ${IMPORT_ROWS} sites`);
    log(`  import ${importRowsPerSecond.toFixed(0)} rows/s, API creates ${createsPerSecond.toFixed(0)}/s`);

    const p99 = percentile(list, 99);
    const mapP99 = percentile(map, 99);
    return {
      sites_list_p99_ms: round(p99, 1),
      sites_list_p50_ms: round(percentile(list, 50), 1),
      sites_list_baseline_p99_ms: round(percentile(base, 99), 1),
      sites_list_ratio: round(p99 / percentile(base, 99), 2),
      sites_list_requests_per_s: round(perSecond, 0),
      sites_list_cpu_ms_per_request: {
        app_ms: round(listCpu.app_ms, 3),
        load_generator_ms: round(listCpu.load_generator_ms, 3),
        postgres_ms: round(listCpu.postgres_ms, 3),
      },
      sites_list_slowest: listSlowest,
      sites_list_app_loop_stalls: appStalls,
      sites_list_generator_loop_stalls: generatorStalls,
      sites_map_p99_ms: round(mapP99, 1),
      sites_map_baseline_p99_ms: round(percentile(mapBase, 99), 1),
      sites_map_ratio: round(mapP99 / percentile(mapBase, 99), 2),
      sites_map_points: points,
      site_import_rows_per_s: round(importRowsPerSecond, 0),
      site_api_creates_per_s: round(createsPerSecond, 0),
      site_import_ratio: round(importRowsPerSecond / createsPerSecond, 2),
      sites: SITES,
      list_matches: matches,
      load_seconds: round(loadSeconds, 1),
      sites_list_single_p50_ms: round(percentile(single.samples, 50), 1),
      sites_list_single_baseline_p50_ms: round(percentile(singleBase.samples, 50), 1),
      list_statements_per_request: listStatements,
      list_sql_two_statements_ms: round(sqlAb.two, 2),
      list_sql_window_count_ms: round(sqlAb.window, 2),
      map_statements_per_request: mapStatements,
      errors,
    };
  });
}
