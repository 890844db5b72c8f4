// A database written while sign-in was the throttle's only use keeps its counts in `login_attempts`: the attempts
// table's migration renames it with its rows, so a lock under way at the upgrade still holds after it, and keeps
// the old name as a view for the instances not yet upgraded.
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/index.js';
import { attemptThrottle, attemptThrottleTablesSql, type ThrottleKey } from './attemptThrottle.js';

let database: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase('attempts');
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
});

afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

/** The table as the sign-in throttle left it. */
const LOGIN_ATTEMPTS_SQL = `
CREATE TABLE login_attempts (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL,
  locks integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  pending integer NOT NULL DEFAULT 0,
  pending_since timestamptz
);`;

const now = new Date('2026-03-02T10:00:00Z');
const locked: ThrottleKey = {
  key: 'account:pat@example.org',
  rule: { threshold: 3, windowSeconds: 900, baseLockSeconds: 30, maxLockSeconds: 900 },
};

describe('AUTH-10 the attempts table', () => {
  it('takes over login_attempts with its rows: a lock set before the upgrade still refuses the check', async () => {
    await pool.query(LOGIN_ATTEMPTS_SQL);
    await pool.query(
      `INSERT INTO login_attempts (key, failures, window_started_at, locks, locked_until) VALUES ($1, 0, $2, 1, $3), ('address:203.0.113.9', 4, $2, 0, NULL)`,
      [locked.key, now, new Date(now.getTime() + 120_000)],
    );
    // every start runs the migration: the second finds the table renamed already
    await pool.query(attemptThrottleTablesSql);
    await pool.query(attemptThrottleTablesSql);

    const { rows: tables } = await pool.query<{ kind: string }>(`SELECT relkind AS kind FROM pg_class WHERE relname = 'login_attempts'`);
    expect(tables).toEqual([{ kind: 'v' }]); // the old name is a view now
    const { rows } = await pool.query<{ key: string; failures: number; locks: number }>(
      'SELECT key, failures, locks FROM throttled_attempts ORDER BY key',
    );
    expect(rows).toEqual([
      { key: 'account:pat@example.org', failures: 0, locks: 1 },
      { key: 'address:203.0.113.9', failures: 4, locks: 0 },
    ]);
    let checked = false;
    const outcome = await attemptThrottle(pool, () => now).guard([locked], () => Promise.resolve((checked = true)));
    expect([outcome, checked]).toEqual([{ outcome: 'locked', retryAfter: 120 }, false]);
  });

  it('lets an instance of the release before, still running during a rolling upgrade, count in the same rows', async () => {
    // the old instance's statements, as it sends them, through the old name
    const old = await pool.connect();
    try {
      await old.query('BEGIN');
      await old.query('INSERT INTO login_attempts (key, failures, window_started_at) VALUES ($1, 0, $2) ON CONFLICT (key) DO NOTHING', [
        'account:sam@example.org',
        now,
      ]);
      await old.query('SELECT failures, locks, pending FROM login_attempts WHERE key = $1 FOR UPDATE', ['account:sam@example.org']);
      await old.query('UPDATE login_attempts SET failures = 2 WHERE key = $1', ['account:sam@example.org']);
      await old.query('COMMIT');
    } finally {
      old.release();
    }
    const { rows } = await pool.query('SELECT failures FROM throttled_attempts WHERE key = $1', ['account:sam@example.org']);
    expect(rows).toEqual([{ failures: 2 }]);
    await pool.query('DELETE FROM login_attempts WHERE key = $1', ['account:sam@example.org']);
    expect((await pool.query('SELECT 1 FROM throttled_attempts WHERE key = $1', ['account:sam@example.org'])).rows).toEqual([]);
  });

  it('leaves a new database without the old name', async () => {
    const fresh = await createTestDatabase('attempts_new');
    const freshPool = new pg.Pool({ connectionString: fresh.url, max: 1 });
    try {
      await freshPool.query(attemptThrottleTablesSql);
      await freshPool.query(attemptThrottleTablesSql);
      const { rows } = await freshPool.query(
        `SELECT to_regclass('login_attempts')::text AS name, to_regclass('throttled_attempts')::text AS kept`,
      );
      expect(rows).toEqual([{ name: null, kept: 'throttled_attempts' }]);
    } finally {
      await freshPool.end();
      await fresh.drop();
    }
  });
});
