// An email change waits for the new address to be proven (issue 12 item 5; SIGNUP-04, 53):
// the request keeps one single-use code per user, hashed, with the address it is for. The
// link mailed to the NEW address is /register/verify?email=<current>&code&newEmail=<new>;
// POST /api/signup/verify-email with newEmail uses it and only then changes the email.
import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { userSecretTableSql } from './userSecretTable.js';

const CODE_LIFETIME_HOURS = 24;

export const emailChangeRequestsTableSql = userSecretTableSql('email_change_requests', 'code_hash', ['new_email text NOT NULL']);

const hashOf = (code: string): string => createHash('sha256').update(code).digest('hex');

/** A fresh code for changing the user's email to `newEmail`, replacing any earlier request. */
export async function issueEmailChangeCode(pool: pg.Pool, userId: string, newEmail: string, now: Date): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const expires = new Date(now.getTime() + CODE_LIFETIME_HOURS * 3_600_000);
  await pool.query(
    `INSERT INTO email_change_requests (user_id, new_email, code_hash, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET new_email = EXCLUDED.new_email, code_hash = EXCLUDED.code_hash,
       expires_at = EXCLUDED.expires_at, created_at = now()`,
    [userId, newEmail, hashOf(code), expires],
  );
  return code;
}

/** Whether the code is the user's live request for `newEmail`; `consume` deletes it in the same statement. */
export async function emailChangeCodeMatches(
  pool: pg.Pool,
  userId: string,
  newEmail: string,
  code: string,
  now: Date,
  consume: boolean,
): Promise<boolean> {
  const where = 'user_id = $1 AND new_email = $2 AND code_hash = $3 AND expires_at > $4';
  const sql = consume
    ? `DELETE FROM email_change_requests WHERE ${where} RETURNING user_id`
    : `SELECT user_id FROM email_change_requests WHERE ${where}`;
  const { rowCount } = await pool.query(sql, [userId, newEmail, hashOf(code.slice(0, 200)), now]);
  return (rowCount ?? 0) > 0;
}

/** The address the user asked to move to and has not proven yet, if any. */
export async function pendingEmailChange(pool: pg.Pool, userId: string, now: Date): Promise<string | null> {
  const { rows } = await pool.query<{ new_email: string }>(
    'SELECT new_email FROM email_change_requests WHERE user_id = $1 AND expires_at > $2',
    [userId, now],
  );
  return rows[0]?.new_email ?? null;
}

export function emailChangeMail(appUrl: string, currentEmail: string, newEmail: string, code: string) {
  const link =
    `${appUrl}/register/verify?email=${encodeURIComponent(currentEmail)}&code=${code}` + `&newEmail=${encodeURIComponent(newEmail)}`;
  return {
    to: newEmail,
    subject: 'Verify your new Practicum e-mail address',
    text:
      `Someone (we hope you) asked to change the e-mail of a Practicum account from ${currentEmail} to this address.\n\n` +
      `Open this link to confirm; the account's e-mail changes only then:\n\n${link}\n\n` +
      `This link expires in ${CODE_LIFETIME_HOURS} hours. If you did not ask for this, ignore this mail.`,
  };
}
