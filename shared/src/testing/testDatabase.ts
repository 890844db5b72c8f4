// Each test file gets a database of its own on the test server, dropped when the run ends.
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

/**
 * The databases of a test run are named after it (see TEST_RUN_ENV) and dropped together when it ends
 * (dropRunDatabases): PostgreSQL 15 forces an immediate checkpoint at every DROP DATABASE, which writes out every
 * dirty page of the server, so a drop at the end of each file stalled the files running beside it for seconds, a
 * hundred times a run. The day keeps a killed run's databases recognisable, to drop on a later run.
 */
const runDatabaseName = (prefix: string, run: string): string => `${prefix}_${run}_${randomBytes(4).toString('hex')}_${utcDay()}`;
const RUN_DATABASE = /^[a-z0-9_]+_([a-z0-9]{10,})_[0-9a-f]{8}_(\d{8})$/;

/**
 * A test database's sessions commit without waiting for the WAL's flush to disk (synchronous_commit off): what a
 * commit makes visible, and in what order, is the same, only a crash of the PostgreSQL server itself could lose the
 * last commits, which no test does to the machine's server. Each flush had every command, projector batch and
 * rebuild check wait on the disk (about 2 ms each on the CI machine, tens of thousands of them a run). A database's
 * settings are not copied with it, so each copy and each template gets its own.
 */
const noFlushWaits = (admin: pg.Client, name: string) => admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);

/** A new database; `template` names one to copy (see templateDatabase). */
export async function createTestDatabase(prefix = 't', options: { template?: string } = {}): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const run = process.env[TEST_RUN_ENV];
  const name = run ? runDatabaseName(prefix, run) : `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${options.template ? ` TEMPLATE "${options.template}"` : ''}`);
  await noFlushWaits(admin, name);
  await admin.end();
  return {
    name,
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await closingConnectionsGone(client, name);
        // within a run, the run's end drops it (with the others); what is left open now is ended then
        if (!run) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The test run's id, set once by jest's global setup so that every worker names the run's templates alike. */
export const TEST_RUN_ENV = 'PRACTICUM_TEST_RUN';
const TEMPLATE_PREFIX = 'tpl_';

const utcDay = (at = new Date()): string => at.toISOString().slice(0, 10).replaceAll('-', '');

/** The templates this process knows are ready. */
const readyTemplates = new Set<string>();

/**
 * A database built once per test run, key and UTC day, that test files copy with CREATE DATABASE … TEMPLATE
 * instead of each building the same one again. The first worker to ask builds it under an advisory lock while the
 * others wait; a built template allows no connections (a copy needs its template idle, and that marks it finished).
 * The day is in the name because what is built may be dated relative to today: a run that crosses midnight builds
 * another.
 */
export async function templateDatabase(key: string, build: (url: string) => Promise<void>): Promise<string> {
  const serverUrl = testServerUrl();
  const name = `${TEMPLATE_PREFIX}${key}_${process.env[TEST_RUN_ENV] ?? `pid${process.pid}`}_${utcDay()}`;
  if (readyTemplates.has(name)) return name;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1 AND NOT datallowconn', [name]);
    if (!rowCount) {
      // a build that failed half-way left this one behind
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}"`);
      await noFlushWaits(admin, name);
      try {
        await build(withDatabase(serverUrl, name));
        await closingConnectionsGone(admin, name);
        await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      } catch (error) {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        throw error;
      }
    }
  } finally {
    await admin.end(); // ends the session, and its advisory lock with it
  }
  readyTemplates.add(name);
  return name;
}

/**
 * Drops the databases and templates of this run, and any a killed run left from before yesterday (a run still
 * going on another checkout of the same server uses today's).
 */
export async function dropRunDatabases(): Promise<void> {
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  try {
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database');
    const run = process.env[TEST_RUN_ENV];
    for (const { datname } of rows) {
      const template = datname.startsWith(TEMPLATE_PREFIX) ? /_(\d{8})$/.exec(datname) : null;
      const match = template ?? RUN_DATABASE.exec(datname);
      if (!match) continue;
      const day = match[match.length - 1]!;
      if ((run && datname.includes(`_${run}_`)) || day < yesterday) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await admin.end();
  }
}

/**
 * How long a test app's reads wait for X-Min-Position (production: 2 s). Test runs put several
 * suites, browsers and app servers on two cores, where projections can briefly fall further behind.
 */
export const TEST_MIN_POSITION_WAIT_MS = 10_000;
