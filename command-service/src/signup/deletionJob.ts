// SIGNUP-70: once a day, accounts still unverified 90 days after signing up are deleted, each
// by a command with system metadata so the history says when and why. The read model only
// finds candidates; the user's decider checks the status and the age again.
import type { Knex } from 'knex';
import type pg from 'pg';
import { emailReservationDecider, releaseEmail, userStream } from '@practicum/shared/domain/identity/index';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import { AUTO_DELETE_DAYS, signupDecider } from '@practicum/shared/domain/signup/index';
import { pendingSignupsBefore } from '@practicum/projections/identity/readModel';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { AppError } from '@practicum/shared/platform/errors';
import type { Logger } from '@practicum/shared/platform/logging';
import { startDailyJob } from '../jobs/dailyJob.js';

export async function runUnverifiedDeletion(deps: { pipeline: CommandPipeline; knex: Knex; pool: pg.Pool }): Promise<{ deleted: number }> {
  const now = deps.pipeline.clock();
  const before = new Date(now.getTime() - AUTO_DELETE_DAYS * 86_400_000).toISOString();
  const origin = { system: { correlationId: `unverified-deletion-${now.toISOString().slice(0, 10)}` } };
  let deleted = 0;
  for (const userId of await pendingSignupsBefore(deps.knex, before)) {
    try {
      const result = await deps.pipeline.handle(
        signupDecider,
        userStream(userId),
        { type: 'DeleteUnverifiedUser', data: { userId } },
        origin,
      );
      const event = result.events.find((e) => e.type === 'UnverifiedUserDeleted');
      if (!event || event.type !== 'UnverifiedUserDeleted') continue;
      const { email } = event.data;
      // the address and the credentials go with the account: someone may sign up with it again
      await deps.pipeline.run(
        emailReservationDecider,
        userEmailStream(email),
        (r) => (r.reservedBy === userId ? releaseEmail(userId, email, userId) : []),
        origin,
      );
      await deps.pool.query('DELETE FROM credentials WHERE user_id = $1', [userId]);
      await deps.pool.query('DELETE FROM email_verification_codes WHERE user_id = $1', [userId]);
      deleted++;
    } catch (error) {
      // verified meanwhile, or already gone: the decider said no, which is the answer
      if (!(error instanceof AppError)) throw error;
    }
  }
  return { deleted };
}

/** Daily at 03:20 UTC on the instance holding the lock. */
export const startUnverifiedDeletion = (
  deps: { pipeline: CommandPipeline; knex: Knex; pool: pg.Pool; logger: Logger },
  expression = '20 3 * * *',
) => startDailyJob({ ...deps, name: 'unverified-deletion', expression, run: () => runUnverifiedDeletion(deps) });
