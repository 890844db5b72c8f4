// What the HTTP benches run against: a database of their own with a pool on it (for loading and checking), and
// an app process started when the bench has loaded what the app must find; all closed after the bench.
import pg from 'pg';
import { startAppProcess, type AppProcess } from './appProcess.js';
import { withDatabase, type BenchServer } from './database.js';
import type { TestDatabase } from '@practicum/shared/testing/testDatabase';

export interface PoolAndApp {
  db: TestDatabase;
  pool: pg.Pool;
  /** Starts the app process on the database; it is stopped after the bench. */
  startApp: () => Promise<AppProcess>;
}

export async function withPoolAndApp<T>(
  server: BenchServer,
  prefix: string,
  poolSize: number,
  body: (bench: PoolAndApp) => Promise<T>,
): Promise<T> {
  return withDatabase(server, prefix, (db) => withPoolAndAppOn(db, poolSize, body));
}

/** As withPoolAndApp, on a database an earlier run kept (BENCH_KEEP_DATABASE), left in place afterwards. */
export const withKeptPoolAndApp =
  (server: BenchServer, name: string) =>
  <T>(poolSize: number, body: (bench: PoolAndApp) => Promise<T>): Promise<T> => {
    const url = new URL(server.url);
    url.pathname = `/${name}`;
    const db: TestDatabase = { name, url: url.toString(), drop: () => Promise.resolve() };
    return withPoolAndAppOn(db, poolSize, body);
  };

async function withPoolAndAppOn<T>(db: TestDatabase, poolSize: number, body: (bench: PoolAndApp) => Promise<T>): Promise<T> {
  const pool = new pg.Pool({ connectionString: db.url, max: poolSize });
  pool.on('error', () => undefined);
  const started: AppProcess[] = [];
  const startApp = async () => {
    const app = await startAppProcess(db.url);
    started.push(app);
    return app;
  };
  try {
    return await body({ db, pool, startApp });
  } finally {
    await pool.end();
    for (const app of started) await app.stop();
  }
}
