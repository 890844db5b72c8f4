// PUT /api/users/current/email on /account: an email change behind
// re-authentication (the current password). The new email is reserved first (its
// reservation stream, appended with no_stream, keeps emails unique), then the user
// stream records UserEmailChanged, the credentials follow, the old reservation is
// released, and a notice goes to the OLD address.
import { Router } from 'express';
import type pg from 'pg';
import {
  accountProfileDecider,
  changeEmail,
  changeEmailSchema,
  emailReservationDecider,
  releaseEmail,
  userEmailStream,
  userStream,
} from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import type { Logger } from '@practicum/shared/platform/logging';
import type { Mailer } from '@practicum/shared/platform/mail/index';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { respondToCommand } from '../http/respond.js';
import { findCredentialsByEmail, saveCredentials } from './credentials.js';
import { currentPasswordCheck } from './reauthentication.js';
import { notWhileImpersonating } from '../session/notWhileImpersonating.js';

export const EMAIL_CHANGED = 'Your email has been changed.';

export function emailChangedNotice(oldEmail: string, newEmail: string) {
  return {
    to: oldEmail,
    subject: 'Your Practicum email was changed',
    text:
      `The email of your Practicum account was changed from ${oldEmail} to ${newEmail}.\n\n` +
      'From now on, sign in with the new email. If you did not make this change, contact your organization administrator at once.',
  };
}

export function accountEmailRoutes(deps: {
  eventStore: EventStore;
  pool: pg.Pool;
  mailer: Mailer;
  logger: Logger;
  clock: () => Date;
}): Router {
  const router = Router();
  const checkCurrentPassword = currentPasswordCheck(deps);
  const commands = commandPipeline(deps);
  router.put('/api/users/current/email', requireRouteAccess('/account'), notWhileImpersonating, async (req, res) => {
    const { userId } = authOf(req);
    const input = parseInput(changeEmailSchema, req.body);
    const { state } = await commands.load(accountProfileDecider, userStream(userId));
    if (state.status !== 'registered') throw new NotFoundError();
    await checkCurrentPassword(req, { userId, email: state.email }, input.current_password, 'current_password');
    const credentials = await findCredentialsByEmail(deps.pool, state.email);
    if (!credentials) throw new NotFoundError();
    const oldEmail = state.email;
    const newEmail = input.email;
    changeEmail(state, newEmail); // same email: 422 before anything is reserved
    const origin = { request: req };
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
    respondToCommand(
      res,
      200,
      { id: userId, email: newEmail, message: EMAIL_CHANGED, flash: EMAIL_CHANGED },
      { revision: result.revision, position: released.position ?? result.position },
    );
  });
  return router;
}
