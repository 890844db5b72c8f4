// Two-factor secrets live here, in mutable tables owned by the command service
// (ARCHITECTURE §3.6): the authenticator secret, the confirmed phone, and the
// pending one-time codes (hashed, expiring, with an attempt count). The user
// stream records only that 2FA was enabled or reset.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import type { TwoFactorMethod } from '@practicum/shared/domain/identity/index';

export const twoFactorTablesSql = `
CREATE TABLE IF NOT EXISTS two_factor_settings (
  user_id uuid PRIMARY KEY,
  method text,
  phone text,
  totp_secret text,
  totp_last_step bigint,
  pending_phone text,
  pending_totp_secret text,
  pending_totp_attempts int NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS two_factor_codes (
  user_id uuid NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, purpose)
);
CREATE TABLE IF NOT EXISTS sso_preferences (
  user_id uuid PRIMARY KEY,
  sso_disabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;

/** Text-message codes: six digits, valid ten minutes, five tries. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_ATTEMPTS = 5;

export interface TwoFactorSettings {
  method: TwoFactorMethod | null;
  phone: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
  pendingPhone: string | null;
  pendingTotpSecret: string | null;
  pendingTotpAttempts: number;
}

export async function readSettings(pool: pg.Pool, userId: string): Promise<TwoFactorSettings | null> {
  const { rows } = await pool.query<{
    method: TwoFactorMethod | null;
    phone: string | null;
    totp_secret: string | null;
    totp_last_step: string | null;
    pending_phone: string | null;
    pending_totp_secret: string | null;
    pending_totp_attempts: number;
  }>('SELECT * FROM two_factor_settings WHERE user_id = $1', [userId]);
  const row = rows[0];
  if (!row) return null;
  return {
    method: row.method,
    phone: row.phone,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    pendingPhone: row.pending_phone,
    pendingTotpSecret: row.pending_totp_secret,
    pendingTotpAttempts: row.pending_totp_attempts,
  };
}

type Column = 'method' | 'phone' | 'totp_secret' | 'totp_last_step' | 'pending_phone' | 'pending_totp_secret' | 'pending_totp_attempts';

/** Upserts the given columns of a user's row; `whileOff`: only when no method is on (answers whether it wrote). */
export async function updateSettings(
  pool: pg.Pool,
  userId: string,
  values: Partial<Record<Column, string | number | null>>,
  options: { whileOff?: boolean } = {},
): Promise<boolean> {
  const columns = Object.keys(values) as Column[];
  const params = columns.map((column) => values[column] ?? null);
  const result = await pool.query(
    `INSERT INTO two_factor_settings (user_id${columns.map((c) => `, ${c}`).join('')})
     VALUES ($1${columns.map((_, i) => `, $${i + 2}`).join('')})
     ON CONFLICT (user_id) DO UPDATE SET ${[...columns.map((c) => `${c} = EXCLUDED.${c}`), 'updated_at = now()'].join(', ')}
     ${options.whileOff ? 'WHERE two_factor_settings.method IS NULL' : ''}`,
    [userId, ...params],
  );
  return (result.rowCount ?? 0) > 0;
}

/**
 * Setting up a method keeps only its own secret: the other method's, the pending phone and the pending
 * authenticator secret go. Two setups finishing at once: the second finds a method on and writes nothing (false).
 */
export const setUpMethod = (
  pool: pg.Pool,
  userId: string,
  method: 'sms' | 'authenticator',
  own: Partial<Record<Column, string | number | null>>,
): Promise<boolean> =>
  updateSettings(
    pool,
    userId,
    { method, phone: null, pending_phone: null, totp_secret: null, totp_last_step: null, pending_totp_secret: null, ...own },
    { whileOff: true },
  );

export async function clearTwoFactor(pool: pg.Pool, userId: string): Promise<void> {
  await pool.query('DELETE FROM two_factor_settings WHERE user_id = $1', [userId]);
  await pool.query('DELETE FROM two_factor_codes WHERE user_id = $1', [userId]);
}

// --- one-time codes sent by text message --------------------------------------

export type CodePurpose = 'setup' | 'login';

// A six-digit code has little entropy whatever the hash: what protects it is its
// short life and the attempt limit. Hashing keeps it out of backups and logs.
const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest();

export async function issueCode(pool: pg.Pool, userId: string, purpose: CodePurpose, now: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await pool.query(
    `INSERT INTO two_factor_codes (user_id, purpose, code_hash, expires_at, attempts) VALUES ($1, $2, $3, $4, 0)
     ON CONFLICT (user_id, purpose) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0`,
    [userId, purpose, hashCode(userId, code).toString('hex'), new Date(now.getTime() + CODE_LIFETIME_MS)],
  );
  return code;
}

/**
 * Checks a code: counts the attempt first (atomically), so parallel guesses
 * cannot exceed the limit; a right code is consumed.
 */
export async function checkCode(pool: pg.Pool, userId: string, purpose: CodePurpose, code: string, now: Date): Promise<boolean> {
  const { rows } = await pool.query<{ code_hash: string; expires_at: Date; attempts: number }>(
    `UPDATE two_factor_codes SET attempts = attempts + 1 WHERE user_id = $1 AND purpose = $2
     RETURNING code_hash, expires_at, attempts`,
    [userId, purpose],
  );
  const row = rows[0];
  if (!row || row.attempts > MAX_ATTEMPTS || row.expires_at.getTime() <= now.getTime()) return false;
  const expected = Buffer.from(row.code_hash, 'hex');
  if (!timingSafeEqual(expected, hashCode(userId, code))) return false;
  await pool.query('DELETE FROM two_factor_codes WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
  return true;
}

// --- single sign-on preference ---------------------------------------------------

export async function isSsoDisabled(pool: pg.Pool, userId: string): Promise<boolean> {
  const { rows } = await pool.query<{ sso_disabled: boolean }>('SELECT sso_disabled FROM sso_preferences WHERE user_id = $1', [userId]);
  return rows[0]?.sso_disabled ?? false;
}

export async function setSsoDisabled(pool: pg.Pool, userId: string, disabled: boolean): Promise<void> {
  await pool.query(
    `INSERT INTO sso_preferences (user_id, sso_disabled) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET sso_disabled = EXCLUDED.sso_disabled, updated_at = now()`,
    [userId, disabled],
  );
}
