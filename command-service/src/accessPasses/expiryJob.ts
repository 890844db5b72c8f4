// The access-pass expiry job (PASS-14, 000 §9): once a day, positions whose
// pass ends within 30 days get AccessPassExpiryWarned (the notifier tells the
// trainee), and those whose last day has passed get AccessPassExpired, which
// limits the account again. The read model finds candidates; each position's
// decider decides, so running the job twice changes nothing.
import type { Knex } from 'knex';
import { addDays, EXPIRY_WARNING_DAYS, traineeAccessDecider, traineeAccessStream } from '@practicum/shared/domain/accessPasses/index';
import { positionsToExpire, positionsToWarn } from '@practicum/projections/accessPasses/readModel';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';
import { earliestToday, startDailyJob } from '../jobs/dailyJob.js';

export async function runAccessPassExpiry(deps: {
  pipeline: CommandPipeline;
  knex: Knex;
}): Promise<{ warned: number; expired: number; position: Position | null }> {
  const today = deps.pipeline.clock().toISOString().slice(0, 10);
  const origin = { system: { correlationId: `access-pass-expiry-${today}` } };
  const counts = { warned: 0, expired: 0, position: null as Position | null };
  const run = async (positionId: string, type: 'WarnAccessPassExpiry' | 'ExpireAccessPass') => {
    const result = await deps.pipeline.handle(
      traineeAccessDecider,
      traineeAccessStream(positionId),
      { type, data: { positionId } },
      origin,
    );
    if (result.events.length) counts.position = result.position;
    return result.events.length > 0;
  };
  // a pass lasts through its last day wherever its trainee is (the decider judges each the same way)
  for (const positionId of await positionsToExpire(deps.knex, earliestToday(deps.pipeline)))
    if (await run(positionId, 'ExpireAccessPass')) counts.expired++;
  for (const positionId of await positionsToWarn(deps.knex, today, addDays(today, EXPIRY_WARNING_DAYS)))
    if (await run(positionId, 'WarnAccessPassExpiry')) counts.warned++;
  return counts;
}

/** Runs daily (12:30 UTC by default: just after midnight where the day ends last) on the instance holding the lock. */
export const startAccessPassExpiry = (deps: { pipeline: CommandPipeline; knex: Knex; logger: Logger }, expression = '30 12 * * *') =>
  startDailyJob({ ...deps, name: 'access-pass-expiry', expression, run: () => runAccessPassExpiry(deps) });
