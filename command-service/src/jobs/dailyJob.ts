// A scheduled job on exactly one instance: the instance holding the job's
// advisory lock runs the cron; another takes over when it loses the lock.
import type { Knex } from 'knex';
import cron from 'node-cron';
import { earliestTodayOf } from '@practicum/shared/domain/decider';
import { acquireLeadership, type Leadership } from '@practicum/shared/platform/bus/leaderLock';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { Logger } from '@practicum/shared/platform/logging';

/**
 * The earliest date it is anywhere by the pipeline's clock (earliestTodayOf): an expiry job ends what lasted through
 * the day before it wherever its people are, as the deciders it sends its commands to judge each one.
 */
export const earliestToday = (pipeline: Pick<CommandPipeline, 'clock'>): string => earliestTodayOf({ now: pipeline.clock().toISOString() });

export function startDailyJob(deps: {
  knex: Knex;
  logger: Logger;
  /** The advisory lock's name, and the job's name in logs. */
  name: string;
  expression: string;
  run: () => Promise<unknown>;
}): { stop(): Promise<void> } {
  const abort = new AbortController();
  const held: { leadership: Leadership | null; task: ReturnType<typeof cron.schedule> | null } = { leadership: null, task: null };
  const lead = async (): Promise<void> => {
    while (!abort.signal.aborted) {
      const leadership = await acquireLeadership(deps.knex, deps.name, { signal: abort.signal, logger: deps.logger });
      if (!leadership) return;
      held.leadership = leadership;
      held.task = cron.schedule(
        deps.expression,
        () => deps.run().catch((error: unknown) => deps.logger.error({ err: error }, `${deps.name} failed`)),
        { timezone: 'UTC' },
      );
      await leadership.lost;
      await held.task.stop();
      held.task = null;
    }
  };
  const leading = lead().catch((error: unknown) => deps.logger.error({ err: error }, `${deps.name} stopped`));
  return {
    async stop() {
      abort.abort();
      if (held.task) await held.task.stop();
      if (held.leadership) await held.leadership.release();
      await leading;
    },
  };
}
