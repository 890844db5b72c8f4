// Every app a test starts is checked when it closes: each projector of the registry rebuilt over the app's
// history must swap in exactly the rows its live path wrote (@practicum/projections/testing/rebuildCheck).
import { projectors } from '@practicum/projections/registry';
import { REBUILDS_TABLE } from '@practicum/projections/runner/rebuildLog';
import {
  type RebuildCheckTarget,
  type RebuildDifference,
  type TableRows,
  expectRebuildsMatchLive as expectTargetRebuildsMatchLive,
  rebuildDifferences as targetRebuildDifferences,
  rowsOf as targetRowsOf,
} from '@practicum/projections/testing/rebuildCheck';
import type { Projector } from '@practicum/projections/runner/types';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningPracticum } from '@practicum/infra/app';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import type { TestDatabase } from '@practicum/shared/testing';

export type { RebuildDifference, TableRows };

/** Each of the projector's tables as its rows' JSON text, sorted: row order aside, every value counts. */
export const rowsOf = (app: RunningPracticum, projector: Projector): Promise<TableRows> => targetRowsOf(app.knex, projector);

/**
 * Where the app's history and rebuilds stand once nothing is moving: every projector has reached the head and no
 * rebuild of the app's own (an admin's, or an erasure's, which rebuilds every projector in the background) runs.
 */
async function settled(app: RunningPracticum): Promise<string> {
  for (;;) {
    const head = formatPosition(await app.eventStore.headPosition());
    await app.caughtUp(head);
    const [{ running, all }] = (await app
      .knex(REBUILDS_TABLE)
      .select(app.knex.raw("count(*) FILTER (WHERE status = 'running')::int AS running"), app.knex.raw('count(*)::int AS all'))) as [
      { running: number; all: number },
    ];
    if (running === 0) return `${head} ${all}`;
    await sleep(100);
  }
}

const targetOf = (app: RunningPracticum): RebuildCheckTarget => ({
  knex: app.knex,
  eventStore: app.eventStore,
  settled: () => settled(app),
});

/**
 * Rebuilds the projector once the app has settled, answering the rows that differ from the live ones. What moves
 * meanwhile (a scheduled job's event, an erasure's rebuild) makes it compare again.
 */
export const rebuildDifferences = (app: RunningPracticum, projector: Projector, attempts = 10): Promise<RebuildDifference[]> =>
  targetRebuildDifferences(targetOf(app), projector, attempts);

/** Every projector of the registry rebuilt in turn; throws naming the rows that differ from the live ones. */
export const expectRebuildsMatchLive = (app: RunningPracticum): Promise<void> => expectTargetRebuildsMatchLive(targetOf(app), projectors);

/**
 * Closes a test's app and drops its database, checking first (unless `checks` is false: a suite that edits its
 * event history by hand) that every suite's history, whatever its users did, rebuilds into what the live projectors
 * wrote. The app closes and the database goes even when the check fails.
 */
export async function closeAfterRebuildCheck(app: RunningPracticum, db: TestDatabase, checks: boolean): Promise<void> {
  try {
    if (checks) await expectRebuildsMatchLive(app);
  } finally {
    await app.close();
    await db.drop();
  }
}
