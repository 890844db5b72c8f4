// POST /api/admin/erasures {user_id, reason} (issue 20 item 5): an admin erases a person. The erasure is an event
// (PersonErased on erasure-<id>: the audit trail and history show who erased whom, when and why); then the person's
// address is released, their key destroyed (every sealed field of theirs now reads as erased, the stored rows and
// their hash chain untouched), their sign-in secrets deleted, and every read model that could hold a copy rebuilt
// in the background. A repeated request finishes the clean-up of an erasure that stopped half-way, then answers 409.
import { Router } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import { erasePersonSchema, erasureDecider, erasureStream, ERASURE_MESSAGES } from '@practicum/shared/domain/erasure/index';
import { emailReservationDecider, releaseEmail, userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { ConflictError, ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import type { Logger } from '@practicum/shared/platform/logging';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
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
  await pool.query(`DELETE FROM sessions WHERE sess->'auth'->>'userId' = $1`, [userId]);
  await pool.query(`DELETE FROM login_attempts WHERE strpos(key, $1) > 0 OR strpos(key, $2) > 0`, [email, userId]);
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

  router.post('/api/admin/erasures', requireRole('admin'), async (req, res) => {
    const auth = authOf(req);
    const input = parseInput(erasePersonSchema, req.body);
    const userId = input.user_id;
    if (userId === auth.userId) throw new ValidationError({ user_id: [ERASURE_MESSAGES.notYourself] });
    const keys = personalDataKeysOf(deps.eventStore);
    if (!keys) throw new Error('the event store seals no personal data: nothing can be erased');
    const { state: user } = await commands.load(userDecider, userStream(userId));
    if (user.status !== 'registered') throw new ValidationError({ user_id: [ERASURE_MESSAGES.userInvalid] });

    const { state: before } = await commands.load(erasureDecider, erasureStream(userId));
    const result =
      before.status === 'erased'
        ? null
        : await commands.handle(
            erasureDecider,
            erasureStream(userId),
            { type: 'ErasePerson', data: { userId, reason: input.reason } },
            { request: req },
          );
    // while the key lives the address still reads in clear: free it for a new account first
    const reservation = userEmailStream(user.email);
    const { state: reserved } = await commands.load(emailReservationDecider, reservation);
    if (reserved.reservedBy === userId)
      await commands.run(emailReservationDecider, reservation, (state) => releaseEmail(state.reservedBy, user.email, userId), {
        request: req,
      });
    const phone = 'phone' in user && typeof user.phone === 'string' ? user.phone : null;
    await eraseNameFromNotifications(deps.knex, `${user.first_name} ${user.last_name}`);
    await keys.erase(userId);
    await forgetSecrets(deps.pool, userId, user.email.toLowerCase(), phone);
    void rebuildAfterErasure({
      knex: deps.knex,
      eventStore: deps.eventStore,
      projectors: deps.projectors,
      startedBy: auth.userId,
      logger: deps.logger,
    }).catch((error: unknown) => deps.logger.error({ err: error, user: userId }, 'read models not rebuilt after an erasure'));
    deps.logger.info({ user: userId, by: auth.userId }, 'person erased');
    if (!result) throw new ConflictError(ERASURE_MESSAGES.alreadyErased);
    respondToCommand(res, 202, { id: userId, user_id: userId, status: 'erased' }, result);
  });
  return router;
}
