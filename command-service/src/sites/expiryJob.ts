// The site expiry job (SITES-15): once a day, every site whose expiration date
// has passed is expired by a command with system metadata, so the history says
// when and why. The read model only finds candidates; each site's decider
// decides. The cron runs on the one instance holding the "sites-expiry" lock (jobs/dailyJob.ts).
import type { Knex } from 'knex';
import { siteDecider, siteStream } from '@practicum/shared/domain/sites/index';
import { sitesPastExpiration } from '@practicum/projections/sites/readModel';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';
import { startDailyJob } from '../jobs/dailyJob.js';

export async function runSiteExpiry(deps: {
  pipeline: CommandPipeline;
  knex: Knex;
}): Promise<{ expired: number; position: Position | null }> {
  const today = deps.pipeline.clock().toISOString().slice(0, 10);
  let expired = 0;
  let position: Position | null = null;
  for (const siteId of await sitesPastExpiration(deps.knex, today)) {
    const result = await deps.pipeline.handle(
      siteDecider,
      siteStream(siteId),
      { type: 'ExpireSite', data: { siteId } },
      { system: { correlationId: `site-expiry-${today}` } },
      (base) => ({ ...base, actor: null }),
    );
    if (result.events.length) {
      expired++;
      position = result.position;
    }
  }
  return { expired, position };
}

/** Runs the expiry daily (00:10 UTC by default) on the instance holding the lock. */
export const startSiteExpiry = (deps: { pipeline: CommandPipeline; knex: Knex; logger: Logger }, expression = '10 0 * * *') =>
  startDailyJob({ ...deps, name: 'sites-expiry', expression, run: () => runSiteExpiry(deps) });
