// Password reset tokens: a secret, so a mutable table of the command service,
// stored as a SHA-256 hash (the token is 32 random bytes: no need for a slow
// hash). One live token per user; using it deletes it.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';
import { userSecretTableSql } from './userSecretTable.js';

export const resetTokensTableSql = userSecretTableSql('password_reset_tokens', 'token_hash');

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Creates (or replaces) the user's token; answers the token itself, for the mail only. */
export async function issueResetToken(pool: pg.Pool, userId: string, now: Date, lifetimeMinutes: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await pool.query(
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at, created_at = EXCLUDED.created_at`,
    [userId, sha256(token).toString('hex'), new Date(now.getTime() + lifetimeMinutes * 60_000), now],
  );
  return token;
}

/** Does the token match the user's live token? (Checked before the new password is judged.) */
export async function isValidResetToken(pool: pg.Pool, userId: string, token: string, now: Date): Promise<boolean> {
  const { rows } = await pool.query<{ token_hash: string; expires_at: Date }>(
    'SELECT token_hash, expires_at FROM password_reset_tokens WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  if (!row) return false;
  return timingSafeEqual(Buffer.from(row.token_hash, 'hex'), sha256(token)) && row.expires_at.getTime() > now.getTime();
}

/** Deletes the token if it is still live: of two concurrent uses, one wins. */
export async function consumeResetToken(pool: pg.Pool, userId: string, token: string, now: Date): Promise<boolean> {
  const { rowCount } = await pool.query('DELETE FROM password_reset_tokens WHERE user_id = $1 AND token_hash = $2 AND expires_at > $3', [
    userId,
    sha256(token).toString('hex'),
    now,
  ]);
  return (rowCount ?? 0) > 0;
}
