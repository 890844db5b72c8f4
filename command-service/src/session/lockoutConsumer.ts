// Ends every non-admin session when a system lockout starts. The command service
// owns the sessions table, so this consumer lives here; it runs once per
// deployment (a shared consumer name), not per replica.
import { endSessionsWhere } from '@practicum/shared/platform/http/session';
import type pg from 'pg';
import { USER_LOCKOUT_CATEGORY } from '@practicum/shared/domain/session/lockout';
import { checkpointStore, type Bus, type RunningConsumer } from '@practicum/shared/platform/bus/index';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { Knex } from 'knex';

export const LOCKOUT_SESSIONS_CONSUMER = 'session-lockout';

/**
 * Ends signed-in sessions whose user is not an admin. An admin logged in as
 * someone else keeps the session: the root user (`impersonator`) decides.
 * Anonymous sessions (a CSRF token only) are left alone.
 */
export async function endNonAdminSessions(pool: pg.Pool): Promise<number> {
  return endSessionsWhere(
    pool,
    `sess -> 'auth' IS NOT NULL AND coalesce(sess -> 'impersonator' ->> 'role', sess -> 'auth' ->> 'role', '') <> 'admin'`,
  );
}

export async function startLockoutConsumer(deps: {
  bus: Bus;
  knex: Knex;
  eventStore: EventStore;
  pool: pg.Pool;
}): Promise<RunningConsumer> {
  // First start ever: begin at the head, so lockouts of the past do not end today's sessions.
  const checkpoints = checkpointStore(deps.knex);
  if (!(await checkpoints.load(LOCKOUT_SESSIONS_CONSUMER)))
    await checkpoints.save(LOCKOUT_SESSIONS_CONSUMER, await deps.eventStore.headPosition());
  return deps.bus.start({
    name: LOCKOUT_SESSIONS_CONSUMER,
    categories: [USER_LOCKOUT_CATEGORY],
    async handle(event) {
      if (event.type === 'UserLockoutStarted') await endNonAdminSessions(deps.pool);
    },
  });
}
