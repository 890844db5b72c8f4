// Sign-in throttling (AUTH-10, AUTH-71; docs/security.md "Lockout"). Failures
// are counted per account (the normalized email, known or not, so the answers
// never tell whether an account exists) and per client address. Three account
// failures within the window lock the account briefly, each further lock twice
// as long up to a cap; many failures from one address lock the address. A browser
// that has signed in to the account before (its device cookie) is counted on its
// own key instead of the account's, so an attacker elsewhere cannot lock the
// owner out. Attempts during a lock are refused before the password is checked.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';

export interface ThrottleRule {
  /** Failures within the window that trigger a lock. */
  threshold: number;
  windowSeconds: number;
  /** The first lock; each further lock (since the last success) doubles it. */
  baseLockSeconds: number;
  maxLockSeconds: number;
}

export const ACCOUNT_RULE: ThrottleRule = { threshold: 3, windowSeconds: 15 * 60, baseLockSeconds: 30, maxLockSeconds: 15 * 60 };
/** Reset and verification mails per address asked for: 3 an hour, then none for 15 minutes, doubling. */
export const MAIL_RULE: ThrottleRule = { threshold: 3, windowSeconds: 60 * 60, baseLockSeconds: 15 * 60, maxLockSeconds: 24 * 60 * 60 };
export const ADDRESS_RULE: ThrottleRule = { threshold: 20, windowSeconds: 15 * 60, baseLockSeconds: 5 * 60, maxLockSeconds: 60 * 60 };
/** Lock counts are forgotten a day after the last lock ended. */
const LOCK_MEMORY_SECONDS = 24 * 60 * 60;

export const loginThrottleTablesSql = `
CREATE TABLE IF NOT EXISTS login_attempts (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL,
  locks integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
CREATE TABLE IF NOT EXISTS login_devices (
  token_hash text NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token_hash, user_id)
);
CREATE INDEX IF NOT EXISTS login_devices_user_idx ON login_devices (user_id);
`;

export const DEVICE_COOKIE = 'practicum_device';
export const DEVICE_COOKIE_DAYS = 180;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const accountKey = (email: string) => `account:${email}`;
export const addressKey = (address: string) => `address:${address}`;
export const mailKey = (email: string) => `mail:${email}`;
export const deviceKey = (token: string) => `device:${sha256(token)}`;

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

type Queryable = Pick<pg.Pool, 'query'>;

export function loginThrottle(pool: pg.Pool, clock: () => Date) {
  /** Counts a failure on each key through db; answers the seconds of the longest lock it started (0 if none). */
  async function countFailure(db: Queryable, keys: ThrottleKey[]): Promise<number> {
    const now = clock();
    let retryAfter = 0;
    for (const { key, rule } of keys) {
      const { rows } = await db.query<{ failures: number; locks: number }>(
        `INSERT INTO login_attempts (key, failures, window_started_at) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           failures = CASE WHEN login_attempts.window_started_at < $2::timestamptz - make_interval(secs => $3::double precision) THEN 1 ELSE login_attempts.failures + 1 END,
           window_started_at = CASE WHEN login_attempts.window_started_at < $2::timestamptz - make_interval(secs => $3::double precision) THEN $2 ELSE login_attempts.window_started_at END,
           locks = CASE WHEN login_attempts.locked_until < $2::timestamptz - make_interval(secs => $4::double precision) THEN 0 ELSE login_attempts.locks END
         RETURNING failures, locks`,
        [key, now, rule.windowSeconds, LOCK_MEMORY_SECONDS],
      );
      const row = rows[0]!;
      if (row.failures < rule.threshold) continue;
      const seconds = Math.min(rule.baseLockSeconds * 2 ** row.locks, rule.maxLockSeconds);
      await db.query(
        `UPDATE login_attempts SET failures = 0, window_started_at = $2::timestamptz, locks = locks + 1, locked_until = $2::timestamptz + make_interval(secs => $3::double precision)
         WHERE key = $1`,
        [key, now, seconds],
      );
      retryAfter = Math.max(retryAfter, seconds);
    }
    return retryAfter;
  }

  return {
    /** Seconds until every key is free again; 0 when none is locked. */
    async retryAfter(keys: ThrottleKey[]): Promise<number> {
      const { rows } = await pool.query<{ locked_until: Date | null }>('SELECT locked_until FROM login_attempts WHERE key = ANY($1)', [
        keys.map((k) => k.key),
      ]);
      const now = clock().getTime();
      const latest = Math.max(0, ...rows.map((row) => (row.locked_until ? row.locked_until.getTime() : 0)));
      return latest > now ? Math.ceil((latest - now) / 1000) : 0;
    },

    /** Counts a failure on each key; answers the seconds of the longest lock it started (0 if none). */
    recordFailure: (keys: ThrottleKey[]): Promise<number> => countFailure(pool, keys),

    /**
     * Takes one unit of a rate limit (e.g. reset mails per address) if the key is not locked: answers whether it
     * was taken. Check and count happen under the key's row lock, so simultaneous requests cannot both slip
     * under the limit.
     */
    async take(throttleKey: ThrottleKey): Promise<boolean> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(
          'INSERT INTO login_attempts (key, failures, window_started_at) VALUES ($1, 0, $2) ON CONFLICT (key) DO NOTHING',
          [throttleKey.key, clock()],
        );
        const { rows } = await client.query<{ locked_until: Date | null }>(
          'SELECT locked_until FROM login_attempts WHERE key = $1 FOR UPDATE',
          [throttleKey.key],
        );
        const lockedUntil = rows[0]?.locked_until;
        if (lockedUntil && lockedUntil.getTime() > clock().getTime()) {
          await client.query('ROLLBACK');
          return false;
        }
        await countFailure(client, [throttleKey]);
        await client.query('COMMIT');
        return true;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    /** A successful sign-in clears the account's (or device's) failures and lock history. */
    async recordSuccess(key: string): Promise<void> {
      await pool.query('DELETE FROM login_attempts WHERE key = $1', [key]);
      // now and then, forget keys that have been quiet for two days (the table would only grow)
      if (Math.random() < 0.01)
        await pool.query(
          `DELETE FROM login_attempts WHERE window_started_at < $1::timestamptz - interval '2 days'
           AND (locked_until IS NULL OR locked_until < $1::timestamptz - interval '1 day')`,
          [clock()],
        );
    },

    /** Is this device cookie one that signed in to the account of this email before? */
    async isKnownDevice(token: string | undefined, email: string): Promise<boolean> {
      if (!token || !/^[0-9a-f]{64}$/.test(token)) return false;
      const { rowCount } = await pool.query(
        `UPDATE login_devices d SET last_used_at = now() FROM credentials c
         WHERE d.token_hash = $1 AND c.user_id = d.user_id AND c.email = $2`,
        [sha256(token), email],
      );
      return (rowCount ?? 0) > 0;
    },

    /** Remembers the browser for the account; answers the cookie value (a new token unless it already had one). */
    async rememberDevice(token: string | undefined, userId: string): Promise<string> {
      const value = token && /^[0-9a-f]{64}$/.test(token) ? token : randomBytes(32).toString('hex');
      await pool.query(
        `INSERT INTO login_devices (token_hash, user_id) VALUES ($1, $2)
         ON CONFLICT (token_hash, user_id) DO UPDATE SET last_used_at = now()`,
        [sha256(value), userId],
      );
      return value;
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
