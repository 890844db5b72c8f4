// The sites bench's import alone, repeated (`npm run bench -- siteimport`): one 2,000-row import in the sites bench
// is a single sample on a shared machine, so this runs a warm-up and then five imports of 2,000 rows through
// POST /api/supervision-sites/import, each until its record reads finished and every projection has caught up,
// and reports the median with what each import cost: CPU of the app process and of the database's backends (from
// /proc), and the SQL statements the app sent. The app process is single-threaded: its CPU per import bounds the
// rate however many cores PostgreSQL has.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { SiteImportRecord } from '@practicum/shared/domain/sites/index';
import type { BenchServer } from './support/database.js';
import { withPoolAndApp } from './support/poolAndApp.js';
import { ApiSession, keepAliveAgent } from './support/http.js';
import { measureCpu } from './support/cpu.js';
import { percentile, round, sleep } from './support/stats.js';
import { waitForProjections } from './query.js';

const ROWS = 2000;
const RUNS = 5;
const COORDINATOR = { email: 'coordinator@demo.practicum.test', password: 'Practicum!2026' };
const zips = ['10001', '60614', '02114', '90012', '19104', '30303', '98101', '73301'];

export interface SiteImportRun {
  rows_per_s: number;
  app_cpu_ms: number;
  postgres_cpu_ms: number;
  statements: number;
  load_average: number;
}

export interface SiteImportBenchResult {
  site_import_median_rows_per_s: number;
  site_import_app_cpu_ms: number;
  site_import_postgres_cpu_ms: number;
  site_import_statements: number;
  runs: SiteImportRun[];
}

function multipart(prefix: string): { body: string; type: string } {
  const csv = [
    'name,department,postal_code,status',
    ...Array.from({ length: ROWS }, (_, i) => `${prefix} ${i},Dept,${zips[i % zips.length]},approved`),
  ].join('\n');
  const boundary = `bench${randomUUID()}`;
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

export async function runSiteImport(server: BenchServer, log: (line: string) => void): Promise<SiteImportBenchResult> {
  return withPoolAndApp(server, 'siteimport', 4, async ({ db, pool, startApp }) => {
    const app = await startApp();
    const session = await ApiSession.signIn(app.url, COORDINATOR.email, COORDINATOR.password, keepAliveAgent(4));
    while ((await session.get('/api/site-tags')).status !== 200) await sleep(100);
    await waitForProjections(pool, 120_000);
    const runs: SiteImportRun[] = [];
    for (let run = 0; run <= RUNS; run++) {
      app.resetQueryStats();
      const loadAverage = os.loadavg()[0]!;
      const { body, type } = multipart(`Bench Import ${run}`);
      const { result: seconds, cpu } = await measureCpu(pool, db.name, app.pid, async () => {
        const started = performance.now();
        const response = await session.postRaw('/api/supervision-sites/import', body, type);
        if (response.status !== 202) throw new Error(`import answered ${response.status}: ${response.body}`);
        const id = (JSON.parse(response.body) as { id: string }).id;
        for (;;) {
          const record = JSON.parse((await session.get(`/api/supervision-sites/imports/${id}?rows=none`)).body) as SiteImportRecord;
          if (record.status === 'finished') {
            if (record.created !== ROWS) throw new Error(`the import created ${record.created} of ${ROWS} sites`);
            break;
          }
          await sleep(100);
        }
        const elapsed = (performance.now() - started) / 1000;
        // the import's cost includes every projector's work on its events
        await waitForProjections(pool, 120_000);
        return elapsed;
      });
      const statements = (await app.queryStats()).reduce((sum, s) => sum + s.calls, 0);
      const figures: SiteImportRun = {
        rows_per_s: round(ROWS / seconds, 0),
        app_cpu_ms: round(cpu.app_ms, 0),
        postgres_cpu_ms: round(cpu.postgres_ms, 0),
        statements,
        load_average: round(loadAverage, 2),
      };
      log(
        `  ${run === 0 ? 'warm-up' : `import ${run}`}: ${figures.rows_per_s} rows/s, app ${figures.app_cpu_ms} ms, PostgreSQL ${figures.postgres_cpu_ms} ms, ${statements} statements (load ${figures.load_average})`,
      );
      if (run > 0) runs.push(figures);
    }
    const median = (pick: (r: SiteImportRun) => number) => round(percentile(runs.map(pick), 50), 0);
    return {
      site_import_median_rows_per_s: median((r) => r.rows_per_s),
      site_import_app_cpu_ms: median((r) => r.app_cpu_ms),
      site_import_postgres_cpu_ms: median((r) => r.postgres_cpu_ms),
      site_import_statements: median((r) => r.statements),
      runs,
    };
  });
}
