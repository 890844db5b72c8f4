// The PostgreSQL server the benchmarks use: DATABASE_URL when set, else the
// embedded server (data under .data/bench-postgres). Every measurement runs in a
// fresh database of its own, dropped afterwards.
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedServer } from '@practicum/shared/platform/db/embeddedPostgres';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing/testDatabase';

export interface BenchServer {
  url: string;
  embedded: boolean;
  /** A fresh database; drop it when done. */
  createDatabase(prefix: string): Promise<TestDatabase>;
  /** Server facts for the report. */
  describe(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  let embedded: EmbeddedServer | null = null;
  let url = process.env.DATABASE_URL;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: '.data/bench-postgres', port: 54331 });
    url = embedded.url;
    // createTestDatabase reads the server from DATABASE_URL.
    process.env.DATABASE_URL = url;
  }
  return {
    url,
    embedded: embedded !== null,
    createDatabase: (prefix) => createTestDatabase(`bench_${prefix}`),
    async describe() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const facts: Record<string, string> = {};
        const version = await client.query<{ v: string }>('select current_setting($1) as v', ['server_version']);
        facts.server_version = version.rows[0]!.v;
        for (const name of ['synchronous_commit', 'fsync', 'shared_buffers', 'max_connections', 'wal_level']) {
          const row = await client.query<{ v: string }>('select current_setting($1) as v', [name]);
          facts[name] = row.rows[0]!.v;
        }
        return facts;
      } finally {
        await client.end();
      }
    },
    async stop() {
      await embedded?.stop();
    },
  };
}

/**
 * Runs `body` with a fresh database, dropped afterwards whatever happens; kept when BENCH_KEEP_DATABASE is set, to
 * look into a large one (EXPLAIN a slow read) without loading it again (drop it by hand after).
 */
export async function withDatabase<T>(server: BenchServer, prefix: string, body: (db: TestDatabase) => Promise<T>): Promise<T> {
  const db = await server.createDatabase(prefix);
  try {
    return await body(db);
  } finally {
    if (process.env.BENCH_KEEP_DATABASE) console.error(`kept the database ${db.name} (BENCH_KEEP_DATABASE)`);
    else await db.drop().catch((error: unknown) => console.error(`could not drop ${db.name}:`, error));
  }
}
