// Each test file gets a database of its own on the test server, dropped after.
import pg from 'pg';
import { randomBytes } from 'node:crypto';

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
