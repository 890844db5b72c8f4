// The verification link (SIGNUP-53, 58): GET /api/signup/verification/{email}?code checks it,
// POST /api/signup/verify-email {email, code} uses it once and activates the account. The
// UserEmailVerified event reaches an open wizard as userVerified on signup.<userId> (SIGNUP-52).
import { Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { normalizeEmail, userStream } from '@practicum/shared/domain/identity/index';
import { signupDecider, signupMessages } from '@practicum/shared/domain/signup/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ValidationError } from '@practicum/shared/platform/errors';
import { respondToCommand } from '../http/respond.js';
import { findCredentialsByEmail } from '../identity/credentials.js';
import { verificationCodeMatches } from '../identity/emailVerification.js';

const email = z.string().trim().min(1).max(254).pipe(z.email()).transform(normalizeEmail);
const linkSchema = z.object({ email, code: z.string().trim().min(1).max(200), newEmail: z.string().max(254).nullable().optional() });
const invalidLink = () => new ValidationError({ code: [signupMessages.verificationInvalid] }, signupMessages.verificationInvalid);

export function verificationRoutes(deps: { pipeline: CommandPipeline; pool: pg.Pool }): Router {
  const router = Router();
  const { pipeline } = deps;

  async function userFor(address: string, code: string, consume: boolean): Promise<string> {
    const credentials = await findCredentialsByEmail(deps.pool, address);
    if (!credentials) throw invalidLink();
    if (!(await verificationCodeMatches(deps.pool, credentials.userId, code, pipeline.clock(), consume))) throw invalidLink();
    return credentials.userId;
  }

  router.get('/api/signup/verification/:email', async (req, res) => {
    const input = parseInput(linkSchema, { email: req.params.email, code: req.query.code });
    await userFor(input.email, input.code, false);
    res.json({ email: input.email, valid: true, is_verified: false });
  });

  router.post('/api/signup/verify-email', async (req, res) => {
    const input = parseInput(linkSchema, req.body);
    const userId = await userFor(input.email, input.code, true);
    const result = await pipeline.handle(signupDecider, userStream(userId), { type: 'VerifyEmail', data: { userId } }, { request: req });
    respondToCommand(res, 200, { id: userId, email: input.email, is_verified: true }, result);
  });

  return router;
}
