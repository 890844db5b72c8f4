// The verification link (SIGNUP-53, 58): GET /api/signup/verification/{email}?code checks it,
// POST /api/signup/verify-email {email, code} uses it once and activates the account. The
// UserEmailVerified event reaches an open wizard as userVerified on signup.<userId> (SIGNUP-52).
// With newEmail, the link is an email change's (identity/accountEmail.ts): using it changes the
// account's email to the proven address, and only then.
import { Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { normalizeEmail, userStream } from '@practicum/shared/domain/identity/index';
import { signupDecider, signupMessages } from '@practicum/shared/domain/signup/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { Logger } from '@practicum/shared/platform/logging';
import type { Mailer } from '@practicum/shared/platform/mail/types';
import { ValidationError } from '@practicum/shared/platform/errors';
import { respondToCommand } from '../http/respond.js';
import { findCredentialsByEmail } from '../identity/credentials.js';
import { verificationCodeMatches } from '../identity/emailVerification.js';
import { emailChangeCodeMatches } from '../identity/emailChangeRequests.js';
import { applyEmailChange, EMAIL_CHANGED } from '../identity/accountEmail.js';

const email = z.string().trim().min(1).max(254).pipe(z.email()).transform(normalizeEmail);
const optionalEmail = z.preprocess((value) => (value === '' ? null : value), email.nullable().optional());
const linkSchema = z.object({ email, code: z.string().trim().min(1).max(200), newEmail: optionalEmail });
const invalidLink = () => new ValidationError({ code: [signupMessages.verificationInvalid] }, signupMessages.verificationInvalid);

export function verificationRoutes(deps: { pipeline: CommandPipeline; pool: pg.Pool; mailer: Mailer; logger: Logger }): Router {
  const router = Router();
  const { pipeline } = deps;

  async function userFor(address: string, code: string, consume: boolean, newEmail?: string | null): Promise<string> {
    const credentials = await findCredentialsByEmail(deps.pool, address);
    if (!credentials) throw invalidLink();
    const matches = newEmail
      ? await emailChangeCodeMatches(deps.pool, credentials.userId, newEmail, code, pipeline.clock(), consume)
      : await verificationCodeMatches(deps.pool, credentials.userId, code, pipeline.clock(), consume);
    if (!matches) throw invalidLink();
    return credentials.userId;
  }

  router.get('/api/signup/verification/:email', async (req, res) => {
    const input = parseInput(linkSchema, { email: req.params.email, code: req.query.code, newEmail: req.query.newEmail });
    await userFor(input.email, input.code, false, input.newEmail);
    res.json({ email: input.email, new_email: input.newEmail ?? null, valid: true, is_verified: false });
  });

  router.post('/api/signup/verify-email', async (req, res) => {
    const input = parseInput(linkSchema, req.body);
    if (input.newEmail) {
      const userId = await userFor(input.email, input.code, true, input.newEmail);
      const changed = await applyEmailChange(deps, userId, input.newEmail, { request: req });
      const body = {
        id: userId,
        email: input.newEmail,
        old_email: changed.oldEmail,
        is_verified: true,
        message: EMAIL_CHANGED,
        flash: EMAIL_CHANGED,
      };
      return respondToCommand(res, 200, body, changed);
    }
    const userId = await userFor(input.email, input.code, true);
    const result = await pipeline.handle(signupDecider, userStream(userId), { type: 'VerifyEmail', data: { userId } }, { request: req });
    respondToCommand(res, 200, { id: userId, email: input.email, is_verified: true }, result);
  });

  return router;
}
