// The upload clean-up (issue 10 item 3): a detached file is served to no one from the moment it is detached
// (the attachments projection keeps it in detached_uploads); this job then deletes its stored bytes through the
// storage port, hourly, on the instance holding the "uploads-cleanup" lock. upload_removals (owned here) says
// which are done, so a run only looks at new ones. Uploads never attached are kept (docs/decisions.md).
import type { Knex } from 'knex';
import { attachmentsReadModel } from '@practicum/projections/attachments/readModel';
import type { Logger } from '@practicum/shared/platform/logging';
import type { FileStorage } from '@practicum/shared/platform/storage/types';
import { startDailyJob } from '../jobs/dailyJob.js';

export const uploadRemovalsTableSql = `
CREATE TABLE IF NOT EXISTS upload_removals (
  uuid uuid PRIMARY KEY,
  removed_at timestamptz NOT NULL
);`;

const BATCH = 500;

/** Deletes the bytes of every detached upload not yet removed; answers the uuids removed. */
export async function runUploadCleanup(deps: { knex: Knex; storage: FileStorage; clock?: () => Date }): Promise<string[]> {
  const removed: string[] = [];
  for (;;) {
    const batch: { uuid: string }[] = await deps
      .knex({ d: attachmentsReadModel.tables.detachedUploads })
      .leftJoin({ r: 'upload_removals' }, 'r.uuid', 'd.uuid')
      .whereNull('r.uuid')
      .orderBy('d.detached_at')
      .limit(BATCH)
      .select('d.uuid');
    for (const { uuid } of batch) {
      await deps.storage.remove(uuid);
      // recorded after the delete: a crash in between deletes it again next time, which is harmless
      await deps
        .knex('upload_removals')
        .insert({ uuid, removed_at: (deps.clock ?? (() => new Date()))() })
        .onConflict('uuid')
        .ignore();
      removed.push(uuid);
    }
    if (batch.length < BATCH) return removed;
  }
}

/** Runs the clean-up every `expression` (default hourly, at minute 17). */
export function startUploadCleanup(
  deps: { knex: Knex; storage: FileStorage; logger: Logger },
  expression = '17 * * * *',
): { stop(): Promise<void> } {
  return startDailyJob({
    ...deps,
    name: 'uploads-cleanup',
    expression,
    run: async () => {
      const removed = await runUploadCleanup(deps);
      if (removed.length) deps.logger.info({ removed: removed.length }, 'detached uploads removed from storage');
    },
  });
}
