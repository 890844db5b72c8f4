// Each test file gets a database of its own on the test server, dropped after.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export const testServerUrl = (): string => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set: run tests through jest (its global setup provides one)');
  return url;
};

const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

/** How long a drop lets the database's connections close by themselves before it ends them. */
const CLOSING_WAIT_MS = 2_000;

/**
 * A pool's end() resolves once its clients are told to close, before their connections are gone. Ended by the
 * drop's FORCE meanwhile, such a client reports "terminating connection due to administrator command" to a pool
 * that no longer listens for errors, and the test file fails on an unhandled error after its tests passed.
 */
async function closingConnectionsGone(client: pg.Client, database: string): Promise<void> {
  const until = Date.now() + CLOSING_WAIT_MS;
  while (Date.now() < until) {
    const { rows } = await client.query<{ open: number }>(
      'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    if (rows[0]?.open === 0) return;
    await delay(20);
  }
}

export async function createTestDatabase(prefix = 't'): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    name,
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await closingConnectionsGone(client, name);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * How long a test app's reads wait for X-Min-Position (production: 2 s). Test runs put several
 * suites, browsers and app servers on two cores, where projections can briefly fall further behind.
 */
export const TEST_MIN_POSITION_WAIT_MS = 10_000;
