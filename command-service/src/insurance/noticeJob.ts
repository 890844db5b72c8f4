// The insurance expiry notice (issue 15 item 5, INS-06): once a day, every
// document expiring within 30 days gets InsuranceExpiryNoticed by a command
// with system metadata; the notifier turns it into the trainee's notification.
// The read model only finds candidates; each document's decider decides, so a
// date is noticed once however often the job runs.
import { addDays, EXPIRING_SOON_DAYS, insuranceDecider, insuranceStream } from '@practicum/shared/domain/insurance/index';
import { documentsExpiringBy } from '@practicum/projections/insurance/readModel';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';
import { startDailyJob } from '../jobs/dailyJob.js';
import { sweep, type SweepDeps } from '../jobs/sweep.js';

export async function runInsuranceNotices(deps: SweepDeps): Promise<{ noticed: number; position: Position | null }> {
  const today = deps.pipeline.clock().toISOString().slice(0, 10);
  const expiring = await documentsExpiringBy(deps.knex, today, addDays(today, EXPIRING_SOON_DAYS));
  const { changed, position } = await sweep(deps.pipeline, insuranceDecider).over(expiring, {
    streamOf: insuranceStream,
    commandFor: (documentId) => ({ type: 'NoticeInsuranceExpiry', data: { documentId } }),
    correlationId: `insurance-notice-${today}`,
    context: (base) => ({ ...base, actor: null }),
  });
  return { noticed: changed, position };
}

/** Runs the notices daily (00:20 UTC by default) on the instance holding the lock. */
export const startInsuranceNotices = (deps: SweepDeps & { logger: Logger }, expression = '20 0 * * *') =>
  startDailyJob({ ...deps, name: 'insurance-notices', expression, run: () => runInsuranceNotices(deps) });
