// Credentials are secrets: they live in a mutable table owned by the command
// service, never in events (ARCHITECTURE §3.6).
import type pg from 'pg';

export interface Credentials {
  userId: string;
  email: string;
  passwordHash: string;
}

export const credentialsTableSql = `
CREATE TABLE IF NOT EXISTS credentials (
  user_id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;

export async function findCredentialsByEmail(pool: pg.Pool, email: string): Promise<Credentials | null> {
  const { rows } = await pool.query<{ user_id: string; email: string; password_hash: string }>(
    'SELECT user_id, email, password_hash FROM credentials WHERE email = $1',
    [email],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, email: row.email, passwordHash: row.password_hash } : null;
}

/**
 * Stores a user's email and password hash. The links still out for the credentials being replaced are void from
 * then on: a password reset link (sent to an address the user may have just left, or asked for by whoever made
 * them change their password) and an email change request (made with the password being replaced).
 */
export async function saveCredentials(pool: pg.Pool, credentials: Credentials): Promise<void> {
  await pool.query(
    `WITH saved AS (
       INSERT INTO credentials (user_id, email, password_hash) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, password_hash = EXCLUDED.password_hash, updated_at = now()
       RETURNING user_id
     ),
     reset_links AS (DELETE FROM password_reset_tokens WHERE user_id IN (SELECT user_id FROM saved))
     DELETE FROM email_change_requests WHERE user_id IN (SELECT user_id FROM saved)`,
    [credentials.userId, credentials.email, credentials.passwordHash],
  );
}
