// POST /api/signup/resend-email-verification {email} (spec 000 §7): a pending
// account gets a fresh verification link by mail. The answer is the same for
// every address. The code is a secret: hashed in a table of the command
// service, one per user, expiring. Checking it (GET /api/signup/verification/
// {email}?code, POST /api/signup/verify-email) is self-registration's (signup/verificationRoutes.ts).
import { createHash, randomBytes } from 'node:crypto';
import { Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { normalizeEmail, userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { loadState } from '@practicum/shared/platform/commands/pipeline';
import { findCredentialsByEmail } from './credentials.js';
import type { LinkMailingDeps } from './linkMailingDeps.js';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { MAIL_RULE, mailKey } from './signInThrottle.js';
import { userSecretTableSql } from './userSecretTable.js';

export const VERIFICATION_RESENT = 'verification resent';
const CODE_LIFETIME_HOURS = 24;

export const emailVerificationTableSql = userSecretTableSql('email_verification_codes', 'code_hash');

const hashOf = (code: string): string => createHash('sha256').update(code).digest('hex');

/** A fresh single-use code for the user (replacing any earlier one), stored hashed. */
export async function issueVerificationCode(pool: pg.Pool, userId: string, now: Date): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  const expires = new Date(now.getTime() + CODE_LIFETIME_HOURS * 3_600_000);
  await pool.query(
    `INSERT INTO email_verification_codes (user_id, code_hash, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, created_at = now()`,
    [userId, hashOf(code), expires],
  );
  return code;
}

/** Whether the code is the user's live one; `consume` deletes it in the same statement (single use). */
export async function verificationCodeMatches(pool: pg.Pool, userId: string, code: string, now: Date, consume: boolean): Promise<boolean> {
  const sql = consume
    ? 'DELETE FROM email_verification_codes WHERE user_id = $1 AND code_hash = $2 AND expires_at > $3 RETURNING user_id'
    : 'SELECT user_id FROM email_verification_codes WHERE user_id = $1 AND code_hash = $2 AND expires_at > $3';
  const { rowCount } = await pool.query(sql, [userId, hashOf(code.slice(0, 200)), now]);
  return (rowCount ?? 0) > 0;
}

export function verificationMail(appUrl: string, email: string, code: string) {
  const link = `${appUrl}/register/verify?email=${encodeURIComponent(email)}&code=${code}`;
  return {
    to: email,
    subject: 'Verify your Practicum e-mail address',
    text: `Please verify your e-mail address to activate your Practicum account:\n\n${link}\n\nThis link expires in ${CODE_LIFETIME_HOURS} hours.`,
  };
}

const schema = z.object({ email: z.string().trim().min(1).max(255).pipe(z.email()).transform(normalizeEmail) });

export function emailVerificationRoutes(deps: LinkMailingDeps): Router {
  const router = Router();
  const throttle = attemptThrottle(deps.pool, deps.clock);

  async function resend(email: string, origin: string) {
    const credentials = await findCredentialsByEmail(deps.pool, email);
    if (!credentials) return;
    const { state } = await loadState(deps.eventStore, userStream(credentials.userId), userDecider);
    if (state.status !== 'registered' || state.userStatus !== 'pending') return;
    if (!(await throttle.take({ key: mailKey(email), rule: MAIL_RULE }))) return;
    const code = await issueVerificationCode(deps.pool, credentials.userId, deps.clock());
    await deps.mailer.send(verificationMail(origin, email, code));
  }

  router.post('/api/signup/resend-email-verification', (req, res) => {
    const { email } = parseInput(schema, req.body);
    const origin = deps.appUrl;
    res.json({ message: VERIFICATION_RESENT, flash: VERIFICATION_RESENT });
    resend(email, origin).catch((error: unknown) => deps.logger.error({ err: error }, 'verification mail failed'));
  });
  return router;
}
