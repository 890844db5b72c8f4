// Starting a rebuild from the admin screen (issue 20 item 6): the runner's rebuildProjector, as the CLI
// runs it, in the background, its progress written to projection_rebuilds (rebuildLog.ts).
import type { Knex } from 'knex';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { silentLogger, type Logger } from './logger.js';
import { rebuildProjector, type RebuildResult } from './rebuild.js';
import { REBUILDS_TABLE } from './rebuildLog.js';
import type { Projector } from './types.js';

export class RebuildRunningError extends Error {
  constructor(readonly projector: string) {
    super(`A rebuild of ${projector} is already running.`);
    this.name = 'RebuildRunningError';
  }
}

const PROGRESS_EVERY_MS = 250;

/**
 * Starts a rebuild in the background (the runner's rebuildProjector, as the CLI runs it) and logs its
 * progress; answers the log row's id once it is recorded. Reads keep working: the live tables serve until
 * the swap. A second rebuild of the same projector while one runs is refused.
 */
export async function startLoggedRebuild(options: {
  knex: Knex;
  eventStore: EventStore;
  projector: Projector;
  total: number | null;
  startedBy: string | null;
  logger?: Logger;
}): Promise<{ id: string; done: Promise<RebuildResult | null> }> {
  const { knex, projector } = options;
  const logger = options.logger ?? silentLogger;
  let id: string;
  try {
    const [row] = await knex(REBUILDS_TABLE)
      .insert({ projector: projector.name, status: 'running', total: options.total, started_by: options.startedBy })
      .returning<{ id: string }[]>('id');
    id = String(row!.id);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new RebuildRunningError(projector.name);
    throw error;
  }
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const done = rebuildProjector({
    knex,
    eventStore: options.eventStore,
    projector,
    logger,
    onProgress: ({ processed }) => {
      if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
      lastWrite = Date.now();
      writing = writing.then(() => knex(REBUILDS_TABLE).where({ id }).update({ processed }));
    },
  }).then(
    async (result) => {
      await writing;
      await knex(REBUILDS_TABLE).where({ id }).update({ status: 'done', processed: result.events, finished_at: knex.fn.now() });
      return result;
    },
    async (error: unknown) => {
      logger.error({ err: error, projector: projector.name }, 'rebuild failed');
      await writing.catch(() => undefined);
      await knex(REBUILDS_TABLE)
        .where({ id })
        .update({ status: 'failed', finished_at: knex.fn.now(), error: error instanceof Error ? error.message : String(error) });
      return null;
    },
  );
  return { id, done };
}
