// The site expiry job (SITES-15): once a day, every site whose expiration date
// has passed is expired by a command with system metadata, so the history says
// when and why. The read model only finds candidates; each site's decider
// decides. The cron runs on the one instance holding the "sites-expiry" lock.
import type { Knex } from 'knex';
import cron from 'node-cron';
import { siteDecider, siteStream } from '@practicum/shared/domain/sites/index';
import { sitesPastExpiration } from '@practicum/projections/sites/readModel';
import { acquireLeadership, type Leadership } from '@practicum/shared/platform/bus/leaderLock';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';

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
export function startSiteExpiry(
  deps: { pipeline: CommandPipeline; knex: Knex; logger: Logger },
  expression = '10 0 * * *',
): { stop(): Promise<void> } {
  const abort = new AbortController();
  const held: { leadership: Leadership | null; task: ReturnType<typeof cron.schedule> | null } = { leadership: null, task: null };
  const lead = async (): Promise<void> => {
    while (!abort.signal.aborted) {
      const leadership = await acquireLeadership(deps.knex, 'sites-expiry', { signal: abort.signal, logger: deps.logger });
      if (!leadership) return;
      held.leadership = leadership;
      held.task = cron.schedule(
        expression,
        () => runSiteExpiry(deps).catch((error: unknown) => deps.logger.error({ err: error }, 'site expiry failed')),
        { timezone: 'UTC' },
      );
      await leadership.lost;
      await held.task.stop();
      held.task = null;
    }
  };
  const leading = lead().catch((error: unknown) => deps.logger.error({ err: error }, 'site expiry stopped'));
  return {
    async stop() {
      abort.abort();
      if (held.task) await held.task.stop();
      if (held.leadership) await held.leadership.release();
      await leading;
    },
  };
}
