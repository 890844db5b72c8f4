// The site expiry job (SITES-15): once a day, every site whose expiration date
// has passed is expired by a command with system metadata, so the history says
// when and why. The read model only finds candidates; each site's decider
// decides. The cron runs on the one instance holding the "sites-expiry" lock (jobs/dailyJob.ts).
import { siteDecider, siteStream } from '@practicum/shared/domain/sites/index';
import { sitesPastExpiration } from '@practicum/projections/sites/readModel';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';
import { earliestToday, startDailyJob } from '../jobs/dailyJob.js';
import { sweep, type SweepDeps } from '../jobs/sweep.js';

export async function runSiteExpiry(deps: SweepDeps): Promise<{ expired: number; position: Position | null }> {
  // a site lasts through its expiration date wherever its people are (the decider judges each the same way)
  const today = earliestToday(deps.pipeline);
  const { changed, position } = await sweep(deps.pipeline, siteDecider).over(await sitesPastExpiration(deps.knex, today), {
    streamOf: siteStream,
    commandFor: (siteId) => ({ type: 'ExpireSite', data: { siteId } }),
    correlationId: `site-expiry-${today}`,
    context: (base) => ({ ...base, actor: null }),
  });
  return { expired: changed, position };
}

/** Runs the expiry daily (12:10 UTC by default: just after midnight where the day ends last) on the instance holding the lock. */
export const startSiteExpiry = (deps: SweepDeps & { logger: Logger }, expression = '10 12 * * *') =>
  startDailyJob({ ...deps, name: 'sites-expiry', expression, run: () => runSiteExpiry(deps) });
