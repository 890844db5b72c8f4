// The projectors' two paths compared on one database's history: live, a projector applied
// the events as they arrived (a few a batch); rebuilt, it replays them in pages of
// 1,000 with `replaying` set, folding pages in memory and leaving end-of-replay work to
// `finishReplay`. What a rebuild swaps in must be what the live path wrote, or an
// auditor's replay (and every rebuild a new version triggers) changes what users see.
// The check replays into a scratch schema of its own and compares it with the live tables: the replay is what a
// rebuild runs (replayIntoScratch); the lock, catch-up and swap around it are the runner's, tested once in
// runner/rebuild.int.test.ts rather than again per projector at the end of every suite.
// The integration and browser suites check their apps with it (tests/integration/support/rebuildCheck.ts),
// the runner's own suites their kit's database (runnerTestKit's `rebuildChecked`).
import type { Knex } from 'knex';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { LIVE_SCHEMA, checkSchemaFor, quoteIdent } from '../runner/projectorTables.js';
import { replayIntoScratch } from '../runner/rebuild.js';
import type { Projector } from '../runner/types.js';

export type TableRows = Record<string, string[]>;

/** The history and live tables a check compares, and how it knows they stand still. */
export interface RebuildCheckTarget {
  knex: Knex;
  eventStore: EventStore;
  /**
   * Waits until nothing moves (the live projectors at the head, no other rebuild running) and answers where things
   * stand: the same answer before and after a rebuild says nothing moved meanwhile.
   */
  settled(): Promise<string>;
}

/** Each of the projector's tables (live, or in `schema`) as its rows' JSON text, sorted: row order aside, every value counts. */
export async function rowsOf(knex: Knex, projector: Projector, schema = LIVE_SCHEMA): Promise<TableRows> {
  const tables: TableRows = {};
  for (const table of projector.tables) {
    const { rows } = await knex.raw<{ rows: { row: string }[] }>(
      `SELECT to_jsonb(t)::text AS row FROM ${quoteIdent(schema)}.${quoteIdent(table)} t`,
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
 * Rebuilds the projector once the target has settled, answering the rows that differ from the live ones. What moves
 * meanwhile (a scheduled job's event, an erasure's rebuild) makes it compare again.
 */
export async function rebuildDifferences(target: RebuildCheckTarget, projector: Projector, attempts = 10): Promise<RebuildDifference[]> {
  const { knex, eventStore } = target;
  const standing = await target.settled();
  const live = await rowsOf(knex, projector);
  const schema = checkSchemaFor(projector.name);
  let rebuilt: TableRows;
  try {
    await replayIntoScratch({ knex, eventStore, projector, schema });
    rebuilt = await rowsOf(knex, projector, schema);
  } finally {
    await knex.raw(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  }
  if (attempts > 1 && (await target.settled()) !== standing) return rebuildDifferences(target, projector, attempts - 1);
  return projector.tables.flatMap((table) => {
    const liveRows = new Set(live[table]);
    const rebuiltRows = new Set(rebuilt[table]);
    const onlyLive = live[table]!.filter((row) => !rebuiltRows.has(row));
    const onlyRebuilt = rebuilt[table]!.filter((row) => !liveRows.has(row));
    return onlyLive.length + onlyRebuilt.length === 0 ? [] : [{ projector: projector.name, table, onlyLive, onlyRebuilt }];
  });
}

/**
 * Projectors replayed at once: a small history's replay is mostly round trips, which overlap; more would take
 * connections the app under test needs (its pool is small).
 */
const REPLAYS_AT_ONCE = 2;

/** The projectors replayed and compared; throws naming the rows that differ from the live ones. */
export async function expectRebuildsMatchLive(target: RebuildCheckTarget, projectors: readonly Projector[]): Promise<void> {
  const found: RebuildDifference[][] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < projectors.length; index = next++) found[index] = await rebuildDifferences(target, projectors[index]!);
  };
  await Promise.all(Array.from({ length: REPLAYS_AT_ONCE }, worker));
  const differences = found.flat();
  if (differences.length === 0) return;
  const described = differences.map(
    ({ projector, table, onlyLive, onlyRebuilt }) =>
      `${projector}.${table}:\n  live only:\n    ${onlyLive.join('\n    ')}\n  rebuilt only:\n    ${onlyRebuilt.join('\n    ')}`,
  );
  throw new Error(`A rebuild of this suite's history differs from its live projection:\n${described.join('\n')}`);
}
