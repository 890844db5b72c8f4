// Password reset and validation (AUTH-23..37): POST /api/password/email,
// POST /api/password/reset, POST /api/password/validate/{email?},
// POST /api/users/{id}/password/validate. Validation is a read without side
// effects, but a POST: the command side answers it (it needs the streams).
import { endSessionsWhere } from '@practicum/shared/platform/http/session';
import { Router, type Request } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { normalizeEmail, userStream, type UserState } from '@practicum/shared/domain/identity/index';
import type { CredentialEvent } from '@practicum/shared/domain/identity/credentialEvents';
import { evolve as evolveUser } from '@practicum/shared/domain/identity/state';
import { passwordMessages, type PasswordContext } from '@practicum/shared/domain/identity/passwordPolicy';
import { validatePassword } from '@practicum/shared/platform/passwordStrength/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { AppError, ForbiddenError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { commandPipeline, type Origin } from '@practicum/shared/platform/commands/pipeline';
import { findCredentialsByEmail, saveCredentials } from './credentials.js';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { MAIL_RULE, accountKey, mailKey } from './signInThrottle.js';
import { hashPassword } from './passwords.js';
import { passwordContextOf } from './passwordContext.js';
import { passwordResetMail } from './passwordResetMail.js';
import { resolveSource, sourceSchema } from '../signup/sources.js';
import { consumeResetToken, issueResetToken, isValidResetToken } from './resetTokens.js';
import type { LinkMailingDeps } from './linkMailingDeps.js';

export const RESET_LINK_SENT = 'If this e-mail address belongs to an account, a password reset link has been sent to it.';
export const RESET_TOKEN_INVALID = 'This password reset link is invalid or has expired.';
// the text /login?success= shows after a reset: one the login page knows (shared, linkTexts.ts)
import { PASSWORD_RESET_DONE } from '@practicum/shared/domain/identity/linkTexts';
export { PASSWORD_RESET_DONE };

const MAX_PASSWORD = 1024;
const email = z.string().trim().min(1).max(255).pipe(z.email()).transform(normalizeEmail);
const requestSchema = z.object({ email });
const resetSchema = z.object({
  email,
  token: z.string().min(1).max(200),
  password: z.string().min(1).max(MAX_PASSWORD),
  password_confirmation: z.string().max(MAX_PASSWORD).optional(),
});
const validateSchema = z.object({
  password: z.string().max(MAX_PASSWORD).default(''),
  first_name: z.string().max(255).optional(),
  last_name: z.string().max(255).optional(),
  /** The reset link's token: proves the caller may see the account's own policy. */
  token: z.string().max(200).optional(),
});

export interface PasswordRoutesDeps extends LinkMailingDeps {
  resetExpiryMinutes: number;
}

const userCredentialDecider = {
  initialState: (): UserState => ({ status: 'none' }),
  evolve: evolveUser as (state: UserState, event: CredentialEvent) => UserState,
};

/**
 * Appends a credential event to the user's stream (no secret in it). A fact about a registered user
 * (sign-in, reset asked, password changed): no rule depends on the stream's revision, so concurrent
 * sign-ins and reset requests must not conflict with each other.
 */
export const recordCredentialEvent = (deps: { eventStore: EventStore; clock?: () => Date }, event: CredentialEvent, origin: Origin) =>
  commandPipeline(deps).record(
    userCredentialDecider,
    userStream(event.data.userId),
    (state) => {
      if (state.status !== 'registered') throw new NotFoundError();
      return [event];
    },
    origin,
  );

/** Signs the user out everywhere: every stored session of theirs is deleted. */
export async function endSessionsOf(pool: pg.Pool, userId: string): Promise<void> {
  await endSessionsWhere(pool, `sess->'auth'->>'userId' = $1`, [userId]);
}

export function passwordRoutes(deps: PasswordRoutesDeps): Router {
  const router = Router();
  const throttle = attemptThrottle(deps.pool, deps.clock);
  const pipeline = commandPipeline({ eventStore: deps.eventStore, clock: deps.clock });

  /**
   * Whether the organization a signup joins asks for extra-strong passwords (AUTH-33): the wizard names its source
   * (code, invitation or link) beside the password. A source that does not resolve leaves the usual policy; the
   * wizard says the link is invalid by itself.
   */
  async function joiningExtraStrong(body: unknown, clientAddress: string): Promise<boolean> {
    const named = sourceSchema.safeParse(body ?? {});
    if (!named.success || !(named.data.signup_code || named.data.invite_id || named.data.invite_link_id)) return false;
    try {
      return (await resolveSource(pipeline, deps.pool, named.data, clientAddress)).organization.extraStrong;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  async function sendResetLink(req: Request, email: string, origin: string): Promise<void> {
    const credentials = await findCredentialsByEmail(deps.pool, email);
    if (!credentials) return;
    // no mail bombing: past the limit the request is answered as always and nothing is sent
    if (!(await throttle.take({ key: mailKey(email), rule: MAIL_RULE }))) return;
    const token = await issueResetToken(deps.pool, credentials.userId, deps.clock(), deps.resetExpiryMinutes);
    await recordCredentialEvent(deps, { type: 'PasswordResetRequested', data: { userId: credentials.userId } }, { request: req });
    const link = `${origin}/password/update/${token}?email=${encodeURIComponent(email)}`;
    await deps.mailer.send(passwordResetMail({ to: email, link, expiryMinutes: deps.resetExpiryMinutes }));
  }

  router.post('/api/password/email', (req, res) => {
    const { email } = parseInput(requestSchema, req.body);
    // The same answer, at the same speed, whether or not the address is known:
    // the work happens after the response.
    const origin = deps.appUrl;
    res.json({ message: RESET_LINK_SENT, flash: RESET_LINK_SENT });
    sendResetLink(req, email, origin).catch((error: unknown) => deps.logger.error({ err: error }, 'password reset mail failed'));
  });

  router.post('/api/password/reset', async (req, res) => {
    const input = parseInput(resetSchema, req.body);
    const now = deps.clock();
    const credentials = await findCredentialsByEmail(deps.pool, input.email);
    const invalid = new ValidationError({ email: [RESET_TOKEN_INVALID] }, RESET_TOKEN_INVALID);
    if (!credentials || !(await isValidResetToken(deps.pool, credentials.userId, input.token, now))) throw invalid;
    const context = await passwordContextOf(deps.eventStore, credentials.userId);
    if (!context) throw invalid;
    const errors: string[] = (await validatePassword(input.password, context)).errors.password;
    if (input.password_confirmation !== undefined && input.password_confirmation !== input.password)
      errors.push(passwordMessages.confirmed);
    if (errors.length > 0) throw new ValidationError({ password: errors });
    if (!(await consumeResetToken(deps.pool, credentials.userId, input.token, now))) throw invalid;
    await saveCredentials(deps.pool, { ...credentials, passwordHash: await hashPassword(input.password) });
    await endSessionsOf(deps.pool, credentials.userId);
    // whoever proved they own the mailbox may sign in again at once
    await throttle.forget(accountKey(input.email));
    const result = await recordCredentialEvent(
      { eventStore: deps.eventStore, clock: () => now },
      { type: 'PasswordChanged', data: { userId: credentials.userId, via: 'reset' } },
      { request: req },
    );
    if (result.position) res.setHeader('X-Position', `${result.position.commit}.${result.position.prepare}`);
    res.json({ next: '/login', flash: PASSWORD_RESET_DONE, message: PASSWORD_RESET_DONE });
  });

  // The email in the path is the reset form's (with its token) or the signed-in user's own; without an
  // email a signed-in user is judged against their own details. The user's organizations decide the policy.
  router.post(['/api/password/validate', '/api/password/validate/:email'], async (req, res) => {
    const input = parseInput(validateSchema, req.body);
    const given = typeof req.params.email === 'string' ? req.params.email : undefined;
    let context: PasswordContext | null = null;
    const parsedEmail = given === undefined ? undefined : email.safeParse(given);
    if (parsedEmail?.success) {
      const credentials = await findCredentialsByEmail(deps.pool, parsedEmail.data);
      // the account's name and organizations only for its owner (signed in as it, or holding its reset link):
      // anyone else learns nothing about which addresses have accounts
      const owner =
        credentials !== null &&
        (req.session?.auth?.userId === credentials.userId ||
          (input.token !== undefined && (await isValidResetToken(deps.pool, credentials.userId, input.token, deps.clock()))));
      context = owner
        ? await passwordContextOf(deps.eventStore, credentials.userId)
        : { email: parsedEmail.data, extraStrong: await joiningExtraStrong(req.body, req.ip ?? 'unknown') };
    } else if (req.session?.auth) {
      context = await passwordContextOf(deps.eventStore, req.session.auth.userId);
    }
    context ??= { email: given, extraStrong: await joiningExtraStrong(req.body, req.ip ?? 'unknown') };
    const judged = { ...context, firstName: input.first_name ?? context.firstName, lastName: input.last_name ?? context.lastName };
    // extra_strong lets the form show the requirement text of the policy that applies (AUTH-35)
    res.json({ ...(await validatePassword(input.password, judged)), extra_strong: Boolean(judged.extraStrong) });
  });

  router.post('/api/users/:id/password/validate', async (req, res) => {
    const auth = authOf(req);
    const input = parseInput(validateSchema, req.body);
    const id = String(req.params.id);
    if (id !== auth.userId && auth.role !== 'admin') throw new ForbiddenError();
    const context = z.uuid().safeParse(id).success ? await passwordContextOf(deps.eventStore, id) : null;
    if (!context) throw new NotFoundError();
    res.json({ ...(await validatePassword(input.password, context)), extra_strong: Boolean(context.extraStrong) });
  });

  return router;
}
