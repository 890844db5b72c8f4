// Sign-in throttling (AUTH-10, AUTH-71; docs/security.md "Lockout"), one use of the attempt throttle
// (shared/src/platform/http/attemptThrottle.ts). Failures are counted per account (the normalized email, known
// or not, so the answers never tell whether an account exists) and per client address. Three account failures
// within the window lock the account briefly, each further lock twice as long up to a cap; many failures from
// one address lock the address. A browser that has signed in to the account before (its device cookie) is
// counted on its own key instead of the account's, so an attacker elsewhere cannot lock the owner out. The same
// keys and rules guard the account's other secrets: the current password, two-factor codes, and mails asked for.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { ThrottleRule } from '@practicum/shared/platform/http/attemptThrottle';

export const ACCOUNT_RULE: ThrottleRule = { threshold: 3, windowSeconds: 15 * 60, baseLockSeconds: 30, maxLockSeconds: 15 * 60 };
/** Reset and verification mails per address asked for: 3 an hour, then none for 15 minutes, doubling. */
export const MAIL_RULE: ThrottleRule = { threshold: 3, windowSeconds: 60 * 60, baseLockSeconds: 15 * 60, maxLockSeconds: 24 * 60 * 60 };
export const ADDRESS_RULE: ThrottleRule = { threshold: 20, windowSeconds: 15 * 60, baseLockSeconds: 5 * 60, maxLockSeconds: 60 * 60 };
/** Ten code attempts per user in the window, whatever the session or code (each code also allows only 5; ASVS 2.2.1). */
export const TWO_FACTOR_RULE: ThrottleRule = { threshold: 10, windowSeconds: 15 * 60, baseLockSeconds: 60, maxLockSeconds: 15 * 60 };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const accountKey = (email: string) => `account:${email}`;
export const addressKey = (address: string) => `address:${address}`;
export const mailKey = (email: string) => `mail:${email}`;
export const deviceKey = (token: string) => `device:${sha256(token)}`;
/** Re-authentication (current password) and two-factor codes of one user, beside the address's key. */
export const reauthKey = (userId: string) => `reauth:${userId}`;
export const twoFactorKey = (userId: string) => `2fa:${userId}`;

export const TOO_MANY_ATTEMPTS = (seconds: number) => `too many login attempts, retry in ${seconds} seconds`;

export const DEVICE_COOKIE = 'practicum_device';
export const DEVICE_COOKIE_DAYS = 180;

/** The browsers that signed in to an account before (their device cookie, hashed). */
export const loginDevicesTableSql = `
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

export function knownDevices(pool: pg.Pool) {
  return {
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
