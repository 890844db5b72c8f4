// The projectors' two paths compared on one app's history: live, a projector applied
// the events as commands arrived (a few a batch); rebuilt, it replays them in pages of
// 1,000 with `replaying` set, folding pages in memory and leaving end-of-replay work to
// `finishReplay`. What a rebuild swaps in must be what the live path wrote, or an
// auditor's replay (and every rebuild a new version triggers) changes what users see.
import { projectors } from '@practicum/projections/registry';
import { rebuildProjector } from '@practicum/projections/runner/rebuild';
import { LIVE_SCHEMA, quoteIdent } from '@practicum/projections/runner/projectorTables';
import { REBUILDS_TABLE } from '@practicum/projections/runner/rebuildLog';
import type { Projector } from '@practicum/projections/runner/types';
import { setTimeout as sleep } from 'node:timers/promises';
import type { RunningPracticum } from '@practicum/infra/app';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';

export type TableRows = Record<string, string[]>;

/** Each of the projector's tables as its rows' JSON text, sorted: row order aside, every value counts. */
export async function rowsOf(app: RunningPracticum, projector: Projector): Promise<TableRows> {
  const tables: TableRows = {};
  for (const table of projector.tables) {
    const { rows } = await app.knex.raw<{ rows: { row: string }[] }>(
      `SELECT to_jsonb(t)::text AS row FROM ${quoteIdent(LIVE_SCHEMA)}.${quoteIdent(table)} t`,
    );
    tables[table] = rows.map(({ row }) => row).sort();
  }
  return tables;
}

export interface RebuildDifference {
  projector: string;
  table: string;
  onlyLive: string[];
  onlyRebuilt: string[];
}

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

/**
 * Rebuilds the projector once the app has settled, answering the rows that differ from the live ones. What moves
 * meanwhile (a scheduled job's event, an erasure's rebuild) makes it compare again.
 */
export async function rebuildDifferences(app: RunningPracticum, projector: Projector, attempts = 10): Promise<RebuildDifference[]> {
  const standing = await settled(app);
  const live = await rowsOf(app, projector);
  await rebuildProjector({ knex: app.knex, eventStore: app.eventStore, projector });
  const rebuilt = await rowsOf(app, projector);
  if (attempts > 1 && (await settled(app)) !== standing) return rebuildDifferences(app, projector, attempts - 1);
  return projector.tables.flatMap((table) => {
    const liveRows = new Set(live[table]);
    const rebuiltRows = new Set(rebuilt[table]);
    const onlyLive = live[table]!.filter((row) => !rebuiltRows.has(row));
    const onlyRebuilt = rebuilt[table]!.filter((row) => !liveRows.has(row));
    return onlyLive.length + onlyRebuilt.length === 0 ? [] : [{ projector: projector.name, table, onlyLive, onlyRebuilt }];
  });
}

/** Every projector of the registry rebuilt in turn; throws naming the rows that differ from the live ones. */
export async function expectRebuildsMatchLive(app: RunningPracticum): Promise<void> {
  const differences: RebuildDifference[] = [];
  for (const projector of projectors) differences.push(...(await rebuildDifferences(app, projector)));
  if (differences.length === 0) return;
  const described = differences.map(
    ({ projector, table, onlyLive, onlyRebuilt }) =>
      `${projector}.${table}:\n  live only:\n    ${onlyLive.join('\n    ')}\n  rebuilt only:\n    ${onlyRebuilt.join('\n    ')}`,
  );
  throw new Error(`A rebuild of this suite's history differs from its live projection:\n${described.join('\n')}`);
}
