// Expired sessions are deleted by one scheduled job on the instance holding its lock, rather than by every
// session store of every service on its own timer (several stores per process each pruning, and a store's
// first prune racing its pool's shutdown).
import type { Knex } from 'knex';
import type { Logger } from '@practicum/shared/platform/logging';
import { startDailyJob } from '../jobs/dailyJob.js';

export const pruneExpiredSessions = async (knex: Knex): Promise<number> => knex('sessions').where('expire', '<', knex.fn.now()).delete();

/** Every `expression` (default every 15 minutes). */
export function startSessionPrune(deps: { knex: Knex; logger: Logger }, expression = '*/15 * * * *'): { stop(): Promise<void> } {
  return startDailyJob({ ...deps, name: 'sessions-prune', expression, run: () => pruneExpiredSessions(deps.knex) });
}
