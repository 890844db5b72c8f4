// An email change on /account (issue 12 item 5): PUT /api/users/current/email and
// POST /api/account/email-change ask for it behind re-authentication (the current
// password) and mail a verification link to the NEW address; nothing changes yet.
// Opening the link (/register/verify?email&code&newEmail → POST /api/signup/verify-email)
// applies it: the new email is reserved first (its reservation stream, appended with
// no_stream, keeps emails unique), then the user stream records UserEmailChanged, the
// credentials follow, the old reservation is released, and a notice goes to the OLD address.
// A "taken" answer tells that the address has an account: those answers are counted and throttled with signup's
// lookups (emailLookupThrottle.ts), per client address and per account, 429 once the budget is spent.
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type pg from 'pg';
import {
  accountProfileDecider,
  changeEmail,
  EMAIL_TAKEN,
  EMAIL_UNCHANGED,
  changeEmailSchema,
  emailReservationDecider,
  releaseEmail,
  userStream,
} from '@practicum/shared/domain/identity/index';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import type { Logger } from '@practicum/shared/platform/logging';
import type { Mailer } from '@practicum/shared/platform/mail/index';
import { commandPipeline, type CommandPipeline, type Origin } from '@practicum/shared/platform/commands/pipeline';
import { findCredentialsByEmail, saveCredentials } from './credentials.js';
import { currentPasswordCheck } from './reauthentication.js';
import { emailChangeMail, issueEmailChangeCode } from './emailChangeRequests.js';
import type { LinkMailingDeps } from './linkMailingDeps.js';
import { notWhileImpersonating } from '../session/notWhileImpersonating.js';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { countedEmailLookup } from './emailLookupThrottle.js';

export const EMAIL_CHANGED = 'Your email has been changed.';
export const emailChangeRequested = (newEmail: string) =>
  `We sent a verification link to ${newEmail}. Your email changes once you open it.`;

/** POST /api/account/email-change names the address new_email; PUT /api/users/current/email names it email. */
const newEmailSchema = z
  .object({ new_email: changeEmailSchema.shape.email, current_password: changeEmailSchema.shape.current_password })
  .strict()
  .transform(({ new_email, current_password }) => ({ email: new_email, current_password }));

export function emailChangedNotice(oldEmail: string, newEmail: string) {
  return {
    to: oldEmail,
    subject: 'Your Practicum email was changed',
    text:
      `The email of your Practicum account was changed from ${oldEmail} to ${newEmail}.\n\n` +
      'From now on, sign in with the new email. If you did not make this change, contact your organization administrator at once.',
  };
}

/**
 * Applies a proven email change: reserve the new address, record UserEmailChanged, move the
 * credentials, release the old reservation, tell the old address. A taken address answers 422.
 */
export async function applyEmailChange(
  deps: { pipeline: CommandPipeline; pool: pg.Pool; mailer: Mailer; logger: Logger },
  userId: string,
  newEmail: string,
  origin: Origin,
) {
  const commands = deps.pipeline;
  const { state } = await commands.load(accountProfileDecider, userStream(userId));
  if (state.status !== 'registered') throw new NotFoundError();
  const credentials = await findCredentialsByEmail(deps.pool, state.email);
  if (!credentials) throw new NotFoundError();
  const oldEmail = state.email;
  changeEmail(state, newEmail); // same email: 422 before anything is reserved
  await commands.handle(
    emailReservationDecider,
    userEmailStream(newEmail),
    { type: 'ReserveEmail', data: { email: newEmail, userId } },
    origin,
  );
  const result = await commands.run(accountProfileDecider, userStream(userId), (s) => changeEmail(s, newEmail), origin);
  await saveCredentials(deps.pool, { ...credentials, email: newEmail });
  const released = await commands.run(
    emailReservationDecider,
    userEmailStream(oldEmail),
    // a reservation held by someone else (never expected) is left alone: the change itself has happened
    (reservation) => (reservation.reservedBy === userId ? releaseEmail(reservation.reservedBy, oldEmail, userId) : []),
    origin,
  );
  try {
    await deps.mailer.send(emailChangedNotice(oldEmail, newEmail));
  } catch (error) {
    deps.logger.error({ err: error }, 'email change notice not sent');
  }
  return { oldEmail, revision: result.revision, position: released.position ?? result.position };
}

export function accountEmailRoutes(deps: LinkMailingDeps): Router {
  const router = Router();
  const checkCurrentPassword = currentPasswordCheck(deps);
  const commands = commandPipeline(deps);
  const throttle = attemptThrottle(deps.pool, deps.clock);

  async function requestChange(req: Request, res: Response) {
    const { userId } = authOf(req);
    const named = (req.body as { new_email?: unknown } | undefined)?.new_email !== undefined;
    const input = named ? parseInput(newEmailSchema, req.body) : parseInput(changeEmailSchema, req.body);
    const { state } = await commands.load(accountProfileDecider, userStream(userId));
    if (state.status !== 'registered') throw new NotFoundError();
    await checkCurrentPassword(req, { userId, email: state.email }, input.current_password, 'current_password');
    const field = named ? 'new_email' : 'email';
    const newEmail = input.email;
    const taken = () => new ValidationError({ [field]: [EMAIL_TAKEN] });
    if (newEmail === state.email) throw new ValidationError({ [field]: [EMAIL_UNCHANGED] });
    // "taken" tells that the address has an account: counted as signup's lookups are (emailLookupThrottle.ts)
    const isTaken = await countedEmailLookup(
      throttle,
      req.ip ?? 'unknown',
      async () => (await commands.load(emailReservationDecider, userEmailStream(newEmail))).state.reservedBy !== null,
      { userId, field },
    );
    if (isTaken) throw taken();
    const code = await issueEmailChangeCode(deps.pool, userId, newEmail, deps.clock());
    await deps.mailer.send(emailChangeMail(deps.appUrl, state.email, newEmail, code));
    const message = emailChangeRequested(newEmail);
    res.status(202).json({ id: userId, email: state.email, pending_email: newEmail, message, flash: message });
  }

  router.put('/api/users/current/email', requireRouteAccess('/account'), notWhileImpersonating, requestChange);
  router.post('/api/account/email-change', requireRouteAccess('/account'), notWhileImpersonating, requestChange);
  return router;
}
