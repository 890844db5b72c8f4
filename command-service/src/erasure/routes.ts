// POST /api/admin/erasures {user_id, reason} (issue 20 item 5): an admin erases a person; {email, reason} erases
// someone with no account known by that address (a signer mailed a link): their key is the address's. The erasure is an event
// (PersonErased on erasure-<id>: the audit trail and history show who erased whom, when and why); then the person's
// address is released, their key destroyed (every sealed field of theirs now reads as erased, the stored rows and
// their hash chain untouched), their sign-in secrets deleted, and every read model that could hold a copy rebuilt
// in the background. A repeated request finishes the clean-up of an erasure that stopped half-way, then answers 409.
import { forgetAttemptsNaming } from '@practicum/shared/platform/http/attemptThrottle';
import { endSessionsWhere } from '@practicum/shared/platform/http/session';
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import {
  eraseOutsidePersonSchema,
  erasePersonSchema,
  erasureDecider,
  erasureStream,
  erasureSubjectOf,
  ERASURE_MESSAGES,
  type ErasureCommand,
} from '@practicum/shared/domain/erasure/index';
import { emailReservationDecider, releaseEmail, userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ConflictError, ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import type { Logger } from '@practicum/shared/platform/logging';
import { outsidePersonSubject, userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import { personalDataKeysOf } from '@practicum/shared/platform/personalData/personalDataEventStore';
import { eraseNameFromNotifications } from '@practicum/projections/notifications/queries';
import { rebuildAfterErasure } from '@practicum/projections/runner/erasureRebuild';
import type { Projector } from '@practicum/projections/runner/types';
import { respondToCommand } from '../http/respond.js';

/** The command side's own rows about the person: credentials, sessions, codes, throttles, mail and texts sent. */
async function forgetSecrets(pool: pg.Pool, userId: string, email: string, phone: string | null): Promise<void> {
  const byUser = [
    'credentials',
    'password_reset_tokens',
    'email_verification_codes',
    'email_change_requests',
    'two_factor_settings',
    'two_factor_codes',
    'sso_preferences',
    'login_devices',
  ];
  for (const table of byUser) await pool.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
  await endSessionsWhere(pool, `sess->'auth'->>'userId' = $1`, [userId]);
  await forgetAttemptsNaming(pool, email, userId);
  await pool.query(`DELETE FROM dev_outbox WHERE lower("to") = $1`, [email]);
  if (phone) await pool.query('DELETE FROM dev_sms_outbox WHERE to_phone = $1', [phone]);
}

export function erasureRoutes(deps: {
  eventStore: EventStore;
  pool: pg.Pool;
  knex: Knex;
  projectors: readonly Projector[];
  logger: Logger;
  clock: () => Date;
}): Router {
  const router = Router();
  const commands = commandPipeline(deps);

  const keysOrFail = () => {
    const keys = personalDataKeysOf(deps.eventStore);
    if (!keys) throw new Error('the event store seals no personal data: nothing can be erased');
    return keys;
  };
  /** Every read model that could hold a copy is rebuilt in the background. */
  const rebuildInBackground = (startedBy: string, whom: string) =>
    void rebuildAfterErasure({
      knex: deps.knex,
      eventStore: deps.eventStore,
      projectors: deps.projectors,
      startedBy,
      logger: deps.logger,
    }).catch((error: unknown) => deps.logger.error({ err: error, whom }, 'read models not rebuilt after an erasure'));

  /**
   * The erasure as an event on the person's erasure stream; null when it was recorded before: the request then
   * finishes a clean-up that stopped half-way and answers 409.
   */
  async function recordErasure(req: Request, whom: string, command: ErasureCommand) {
    const stream = erasureStream(whom);
    const { state: before } = await commands.load(erasureDecider, stream);
    return before.status === 'erased' ? null : commands.handle(erasureDecider, stream, command, { request: req });
  }

  /** Someone with no account: an address with an account is that user's, erased by id. */
  async function eraseOutsidePerson(req: Request) {
    const auth = authOf(req);
    const input = parseInput(eraseOutsidePersonSchema, req.body);
    const keys = keysOrFail();
    const { state: reserved } = await commands.load(emailReservationDecider, userEmailStream(input.email));
    if (reserved.reservedBy) throw new ValidationError({ email: [ERASURE_MESSAGES.emailHasAccount] });
    const subject = outsidePersonSubject(input.email);
    const result = await recordErasure(req, subject, { type: 'EraseOutsidePerson', data: { subject, reason: input.reason } });
    await keys.erase(subject);
    await deps.pool.query(`DELETE FROM dev_outbox WHERE lower("to") = $1`, [input.email.toLowerCase()]);
    rebuildInBackground(auth.userId, subject);
    deps.logger.info({ subject, by: auth.userId }, 'outside person erased');
    if (!result) throw new ConflictError(ERASURE_MESSAGES.alreadyErased);
    return { subject, result };
  }

  router.post('/api/admin/erasures', requireRole('admin'), async (req, res) => {
    if (erasureSubjectOf(req.body) === 'outside_person') {
      const { subject, result } = await eraseOutsidePerson(req);
      // the server's time of the erasure: the screen follows the rebuilds started after it (not the browser's clock)
      const erasedAt = result.events[0]?.data.erasedAt ?? null;
      return respondToCommand(res, 202, { id: subject, subject, status: 'erased', erased_at: erasedAt }, result);
    }
    const auth = authOf(req);
    const input = parseInput(erasePersonSchema, req.body);
    const userId = input.user_id;
    if (userId === auth.userId) throw new ValidationError({ user_id: [ERASURE_MESSAGES.notYourself] });
    const keys = keysOrFail();
    const { state: user } = await commands.load(userDecider, userStream(userId));
    if (user.status !== 'registered') throw new ValidationError({ user_id: [ERASURE_MESSAGES.userInvalid] });

    const result = await recordErasure(req, userId, { type: 'ErasePerson', data: { userId, reason: input.reason } });
    // while the key lives the address still reads in clear: free it for a new account first
    const reservation = userEmailStream(user.email);
    const { state: reserved } = await commands.load(emailReservationDecider, reservation);
    if (reserved.reservedBy === userId)
      await commands.run(emailReservationDecider, reservation, (state) => releaseEmail(state.reservedBy, user.email, userId), {
        request: req,
      });
    const phone = 'phone' in user && typeof user.phone === 'string' ? user.phone : null;
    await eraseNameFromNotifications(deps.knex, { userId, fullName: `${user.first_name} ${user.last_name}` });
    await keys.erase(userId);
    await forgetSecrets(deps.pool, userId, user.email.toLowerCase(), phone);
    rebuildInBackground(auth.userId, userId);
    deps.logger.info({ user: userId, by: auth.userId }, 'person erased');
    if (!result) throw new ConflictError(ERASURE_MESSAGES.alreadyErased);
    respondToCommand(res, 202, { id: userId, user_id: userId, status: 'erased' }, result);
  });
  return router;
}
