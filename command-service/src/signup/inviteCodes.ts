// The code in an invitation's link (/register/invite/{id}?code) is a bearer secret: kept
// hashed in a table of the command service, replaced on resend (ARCHITECTURE §3.6).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type pg from 'pg';

export const inviteCodesTableSql = `
CREATE TABLE IF NOT EXISTS invite_codes (
  invite_id uuid PRIMARY KEY,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;

const hashOf = (code: string): string => createHash('sha256').update(code).digest('hex');

/** A fresh code for the invitation's link, replacing any earlier one (the demo seeder names its own). */
export async function issueInviteCode(pool: pg.Pool, inviteId: string, given?: string): Promise<string> {
  const code = given ?? randomBytes(18).toString('base64url');
  await pool.query(
    `INSERT INTO invite_codes (invite_id, code_hash) VALUES ($1, $2)
     ON CONFLICT (invite_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, created_at = now()`,
    [inviteId, hashOf(code)],
  );
  return code;
}

export async function inviteCodeMatches(pool: pg.Pool, inviteId: string, code: string | null | undefined): Promise<boolean> {
  if (!code) return false;
  const { rows } = await pool.query<{ code_hash: string }>('SELECT code_hash FROM invite_codes WHERE invite_id = $1', [inviteId]);
  const stored = rows[0]?.code_hash;
  if (!stored) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(hashOf(code.slice(0, 200))));
}
