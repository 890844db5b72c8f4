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
import { inTransaction } from '../db/transaction.js';
import { TooManyAttemptsError } from '../errors.js';

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
ALTER TABLE login_attempts ADD COLUMN IF NOT EXISTS pending integer NOT NULL DEFAULT 0;
ALTER TABLE login_attempts ADD COLUMN IF NOT EXISTS pending_since timestamptz;
CREATE TABLE IF NOT EXISTS login_devices (
  token_hash text NOT NULL,
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token_hash, user_id)
);
CREATE INDEX IF NOT EXISTS login_devices_user_idx ON login_devices (user_id);
CREATE INDEX IF NOT EXISTS login_devices_last_used_idx ON login_devices (last_used_at);
`;

/** A check still counted as under way after this long was lost (a crash mid-check): its slot is given back. */
const PENDING_SECONDS = 60;

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

export const TOO_MANY_ATTEMPTS = (seconds: number) => `too many login attempts, retry in ${seconds} seconds`;

/** Re-authentication (current password) and two-factor codes of one user, beside the address's key. */
export const reauthKey = (userId: string) => `reauth:${userId}`;
export const twoFactorKey = (userId: string) => `2fa:${userId}`;
/** Ten code attempts per user in the window, whatever the session or code (each code also allows only 5; ASVS 2.2.1). */
export const TWO_FACTOR_RULE: ThrottleRule = { threshold: 10, windowSeconds: 15 * 60, baseLockSeconds: 60, maxLockSeconds: 15 * 60 };

/**
 * A live session's waiting room (LIVE-04, LIVE-11, LIVE-12): the meeting code is the key, so codes that lead
 * nowhere are counted per client address, on the read of the room and on the guest's join alike. A code that
 * opens a room costs nothing; ten that open none in 15 minutes close the door for 5 minutes, doubling.
 */
export const waitingRoomKey = (address: string) => `waiting-room:${address}`;
export const WAITING_ROOM_RULE: ThrottleRule = { threshold: 10, windowSeconds: 15 * 60, baseLockSeconds: 5 * 60, maxLockSeconds: 60 * 60 };
export const TOO_MANY_SESSION_CODES = (seconds: number) => `too many session links tried, retry in ${seconds} seconds`;

/** What a guarded check came to: refused before checking, checked and wrong (perhaps starting a lock), or passed. */
export type GuardOutcome = { outcome: 'locked'; retryAfter: number } | { outcome: 'failed'; retryAfter: number } | { outcome: 'passed' };

type Queryable = Pick<pg.Pool, 'query'>;

interface AttemptRow {
  failures: number;
  window_started_at: Date;
  locks: number;
  locked_until: Date | null;
  pending: number;
  pending_since: Date | null;
}

const lockSeconds = (rule: ThrottleRule, locks: number) => Math.min(rule.baseLockSeconds * 2 ** locks, rule.maxLockSeconds);

// Keys are always locked in one order, so two requests over the same keys cannot deadlock.
const inKeyOrder = (keys: ThrottleKey[]) => [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

export function loginThrottle(pool: pg.Pool, clock: () => Date) {
  /** The key's row, locked for this transaction, with what has expired already forgotten. */
  async function lockedRow(db: Queryable, { key, rule }: ThrottleKey, now: Date): Promise<AttemptRow> {
    await db.query('INSERT INTO login_attempts (key, failures, window_started_at) VALUES ($1, 0, $2) ON CONFLICT (key) DO NOTHING', [
      key,
      now,
    ]);
    const { rows } = await db.query<AttemptRow>(
      'SELECT failures, window_started_at, locks, locked_until, pending, pending_since FROM login_attempts WHERE key = $1 FOR UPDATE',
      [key],
    );
    const row = rows[0]!;
    const t = now.getTime();
    if (row.window_started_at.getTime() < t - rule.windowSeconds * 1000) {
      row.failures = 0;
      row.window_started_at = now;
    }
    if (row.locked_until && row.locked_until.getTime() < t - LOCK_MEMORY_SECONDS * 1000) row.locks = 0;
    if (row.pending_since && row.pending_since.getTime() < t - PENDING_SECONDS * 1000) row.pending = 0;
    return row;
  }

  async function writeRow(db: Queryable, key: string, row: AttemptRow): Promise<void> {
    await db.query(
      `UPDATE login_attempts SET failures = $2, window_started_at = $3, locks = $4, locked_until = $5, pending = $6, pending_since = $7
       WHERE key = $1`,
      [key, row.failures, row.window_started_at, row.locks, row.locked_until, row.pending, row.pending_since],
    );
  }

  /**
   * Takes a check slot on every key, or none: refused while a key is locked, or while its failures plus the
   * checks under way would reach its threshold. Counting the check before it runs is what makes N parallel
   * guesses cost at most `threshold` checks.
   */
  async function begin(keys: ThrottleKey[]): Promise<number> {
    const now = clock();
    return inTransaction(pool, async (client) => {
      const rows = new Map<string, AttemptRow>();
      let wait = 0;
      for (const throttleKey of inKeyOrder(keys)) {
        const row = await lockedRow(client, throttleKey, now);
        rows.set(throttleKey.key, row);
        const lockedFor = row.locked_until ? Math.ceil((row.locked_until.getTime() - now.getTime()) / 1000) : 0;
        if (lockedFor > 0) wait = Math.max(wait, lockedFor);
        // the checks under way are about to start a lock: the wait is that lock's length
        else if (row.failures + row.pending >= throttleKey.rule.threshold) wait = Math.max(wait, lockSeconds(throttleKey.rule, row.locks));
      }
      if (wait > 0) return wait;
      for (const { key } of keys) {
        const row = rows.get(key)!;
        await writeRow(client, key, { ...row, pending: row.pending + 1, pending_since: now });
      }
      return 0;
    });
  }

  /** Ends the checks begun on the keys: failed ones count (a key at its threshold is locked, doubling). */
  async function end(keys: ThrottleKey[], failed: boolean, clear: string | null): Promise<number> {
    const now = clock();
    return inTransaction(pool, async (client) => {
      let retryAfter = 0;
      for (const throttleKey of inKeyOrder(keys)) {
        const { key, rule } = throttleKey;
        if (key === clear) {
          await client.query('DELETE FROM login_attempts WHERE key = $1', [key]);
          continue;
        }
        const row = await lockedRow(client, throttleKey, now);
        row.pending = Math.max(row.pending - 1, 0);
        if (failed) row.failures += 1;
        if (failed && row.failures >= rule.threshold) {
          const seconds = lockSeconds(rule, row.locks);
          row.failures = 0;
          row.window_started_at = now;
          row.locks += 1;
          row.locked_until = new Date(now.getTime() + seconds * 1000);
          retryAfter = Math.max(retryAfter, seconds);
        }
        await writeRow(client, key, row);
      }
      return retryAfter;
    });
  }

  async function forgetQuietKeys(): Promise<void> {
    await pool.query(
      `DELETE FROM login_attempts WHERE window_started_at < $1::timestamptz - interval '2 days'
       AND (locked_until IS NULL OR locked_until < $1::timestamptz - interval '1 day')`,
      [clock()],
    );
  }

  return {
    /**
     * Runs a secret check (password, current password, two-factor code) under the keys' limits. `clear` names
     * the key a pass wipes (the account's failures and lock history at sign-in); the others only give back
     * their slot. A check that throws gives its slots back uncounted.
     */
    async guard(keys: ThrottleKey[], check: () => Promise<boolean>, options: { clear?: string } = {}): Promise<GuardOutcome> {
      const wait = await begin(keys);
      if (wait > 0) return { outcome: 'locked', retryAfter: wait };
      let passed: boolean;
      try {
        passed = await check();
      } catch (error) {
        await end(keys, false, null).catch(() => undefined);
        throw error;
      }
      if (passed) {
        await end(keys, false, options.clear ?? null);
        // now and then, forget keys that have been quiet for two days (the table would only grow)
        if (Math.random() < 0.01) await forgetQuietKeys();
        return { outcome: 'passed' };
      }
      return { outcome: 'failed', retryAfter: await end(keys, true, null) };
    },

    /**
     * Takes one unit of a rate limit (e.g. reset mails per address) if the key is not locked: answers whether it
     * was taken. Check and count happen under the key's row lock, so simultaneous requests cannot both slip
     * under the limit.
     */
    async take(throttleKey: ThrottleKey): Promise<boolean> {
      if ((await begin([throttleKey])) > 0) return false;
      await end([throttleKey], true, null);
      return true;
    },

    /** Is this device cookie one that signed in to the account of this email before? */
    async isKnownDevice(token: string | undefined, email: string): Promise<boolean> {
      if (!token || !/^[0-9a-f]{64}$/.test(token)) return false;
      const { rowCount } = await pool.query(
        `UPDATE login_devices d SET last_used_at = now() FROM credentials c
         WHERE d.token_hash = $1 AND c.user_id = d.user_id AND c.email = $2
           AND d.last_used_at > now() - make_interval(days => $3)`,
        [sha256(token), email, DEVICE_COOKIE_DAYS],
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
      // the table is pruned as it is written: devices unused for longer than their cookie lives are gone
      await pool.query('DELETE FROM login_devices WHERE last_used_at < now() - make_interval(days => $1)', [DEVICE_COOKIE_DAYS]);
      return value;
    },
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;

/**
 * Looks a waiting room's code up under WAITING_ROOM_RULE for the client's address: what `lookUp` found, or
 * undefined (the caller answers its 404); while the address is locked out, 429 before anything is looked up.
 */
export async function lookUpSessionCode<T>(
  throttle: LoginThrottle,
  address: string,
  lookUp: () => Promise<T | undefined>,
): Promise<T | undefined> {
  let found: T | undefined;
  const guarded = await throttle.guard(
    [{ key: waitingRoomKey(address), rule: WAITING_ROOM_RULE }],
    async () => (found = await lookUp()) !== undefined,
  );
  if (guarded.outcome === 'locked') {
    const message = TOO_MANY_SESSION_CODES(guarded.retryAfter);
    throw new TooManyAttemptsError(message, { meeting_code: [message] }, guarded.retryAfter);
  }
  return found;
}
