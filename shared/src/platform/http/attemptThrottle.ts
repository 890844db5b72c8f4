// Attempt throttling: counts failed attempts at a guessable secret per key and
// locks a key that fails too often, each further lock twice as long up to a cap.
// Attempts during a lock are refused before the secret is checked, and a check is
// counted before it runs, so parallel guesses cannot slip past the threshold. The
// uses name their keys and rules: sign-in and the other secret checks of an account
// (command-service/src/identity/signInThrottle.ts) and waiting-room meeting codes
// (waitingRoomThrottle.ts). One table, `throttled_attempts`, holds every key.
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

/** Lock counts are forgotten a day after the last lock ended. */
const LOCK_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * The attempts table. It was `login_attempts` while sign-in was its only use: that table is renamed with its rows
 * (locks under way hold), once, on the first start that finds it, and the old name stays as a view over it for the
 * instances not yet upgraded (docs/operations.md says when to drop it).
 */
export const attemptThrottleTablesSql = `
DO $$ BEGIN
  IF to_regclass('login_attempts') IS NOT NULL AND to_regclass('throttled_attempts') IS NULL THEN
    ALTER TABLE login_attempts RENAME TO throttled_attempts;
    ALTER INDEX IF EXISTS login_attempts_pkey RENAME TO throttled_attempts_pkey;
    ALTER TABLE throttled_attempts ADD COLUMN IF NOT EXISTS pending integer NOT NULL DEFAULT 0;
    ALTER TABLE throttled_attempts ADD COLUMN IF NOT EXISTS pending_since timestamptz;
    -- an instance of the release before, still serving beside this one during a rolling upgrade, keeps counting
    -- in the same rows through the old name (a plain view: its inserts, locks and deletes reach the table)
    CREATE VIEW login_attempts AS
      SELECT key, failures, window_started_at, locks, locked_until, pending, pending_since FROM throttled_attempts;
  END IF;
EXCEPTION
  -- another instance starting at the same moment renamed it first
  WHEN undefined_table OR duplicate_table THEN NULL;
END $$;
CREATE TABLE IF NOT EXISTS throttled_attempts (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_started_at timestamptz NOT NULL,
  locks integer NOT NULL DEFAULT 0,
  locked_until timestamptz
);
ALTER TABLE throttled_attempts ADD COLUMN IF NOT EXISTS pending integer NOT NULL DEFAULT 0;
ALTER TABLE throttled_attempts ADD COLUMN IF NOT EXISTS pending_since timestamptz;
`;

/** A check still counted as under way after this long was lost (a crash mid-check): its slot is given back. */
const PENDING_SECONDS = 60;

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

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

export function attemptThrottle(pool: pg.Pool, clock: () => Date) {
  /** The key's row, locked for this transaction, with what has expired already forgotten. */
  async function lockedRow(db: Queryable, { key, rule }: ThrottleKey, now: Date): Promise<AttemptRow> {
    await db.query('INSERT INTO throttled_attempts (key, failures, window_started_at) VALUES ($1, 0, $2) ON CONFLICT (key) DO NOTHING', [
      key,
      now,
    ]);
    const { rows } = await db.query<AttemptRow>(
      'SELECT failures, window_started_at, locks, locked_until, pending, pending_since FROM throttled_attempts WHERE key = $1 FOR UPDATE',
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
      `UPDATE throttled_attempts SET failures = $2, window_started_at = $3, locks = $4, locked_until = $5, pending = $6, pending_since = $7
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
          await client.query('DELETE FROM throttled_attempts WHERE key = $1', [key]);
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
      `DELETE FROM throttled_attempts WHERE window_started_at < $1::timestamptz - interval '2 days'
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

    /** Forgets a key's failures and lock history (a password reset proves the mailbox's owner). */
    async forget(key: string): Promise<void> {
      await pool.query('DELETE FROM throttled_attempts WHERE key = $1', [key]);
    },
  };
}

export type AttemptThrottle = ReturnType<typeof attemptThrottle>;

/** Forgets every key that names one of `parts` (an erased person's email and id). */
export async function forgetAttemptsNaming(pool: Queryable, ...parts: string[]): Promise<void> {
  await pool.query('DELETE FROM throttled_attempts WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) part WHERE strpos(key, part) > 0)', [
    parts,
  ]);
}

/**
 * A guarded check on one key that answers 429 while the key is locked: TooManyAttemptsError with `message(seconds)`
 * under `field`, before the check runs. What the check found is the caller's to keep; its outcome otherwise counts
 * as guard() counts it.
 */
export async function guardOrRefuse(
  throttle: AttemptThrottle,
  key: ThrottleKey,
  check: () => Promise<boolean>,
  refusal: { field: string; message: (seconds: number) => string },
): Promise<void> {
  const guarded = await throttle.guard([key], check);
  if (guarded.outcome !== 'locked') return;
  const message = refusal.message(guarded.retryAfter);
  throw new TooManyAttemptsError(message, { [refusal.field]: [message] }, guarded.retryAfter);
}
