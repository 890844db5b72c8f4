// After an erasure (issue 20 item 5) no copy of the person's fields may survive in a read model: every projector
// is rebuilt from the history, whose sealed fields now open to their erased text, those that see personal-data
// events first (others copy names from their tables as they replay), and the as-of snapshots are dropped. Runs in the background, one projector at a time, each
// logged in projection_rebuilds like an admin's rebuild; one already running (started before the key was
// destroyed) is waited for and run again.
import type { Knex } from 'knex';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { personalFields } from '@practicum/shared/platform/personalData/fields';
import { countEvents } from '../cli/rebuildCommand.js';
import { dropAsOfSnapshots } from './asOf.js';
import { RebuildRunningError, startLoggedRebuild } from './loggedRebuild.js';
import { silentLogger, type Logger } from './logger.js';
import { REBUILDS_TABLE } from './rebuildLog.js';
import type { Projector } from './types.js';

const WAIT_MS = 250;

const seesPersonalData = (p: Projector): boolean => p.canHandle === 'all' || p.canHandle.some((type) => personalFields[type] !== undefined);

/** Every projector, those that see personal-data events first. */
export const erasureRebuildOrder = (projectors: readonly Projector[]): Projector[] => [
  ...projectors.filter(seesPersonalData),
  ...projectors.filter((p) => !seesPersonalData(p)),
];

export async function rebuildAfterErasure(options: {
  knex: Knex;
  eventStore: EventStore;
  projectors: readonly Projector[];
  startedBy: string | null;
  logger?: Logger;
}): Promise<void> {
  const { knex } = options;
  const logger = options.logger ?? silentLogger;
  await dropAsOfSnapshots(knex);
  for (const projector of erasureRebuildOrder(options.projectors)) {
    for (;;) {
      try {
        const total = await countEvents(knex, options.eventStore, projector);
        const { done } = await startLoggedRebuild({
          knex,
          eventStore: options.eventStore,
          projector,
          total,
          startedBy: options.startedBy,
          logger,
        });
        await done;
        break;
      } catch (error) {
        if (!(error instanceof RebuildRunningError)) throw error;
        while (await knex(REBUILDS_TABLE).where({ projector: projector.name, status: 'running' }).first())
          await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
      }
    }
  }
}
