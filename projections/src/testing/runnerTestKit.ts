// What the runner's integration tests share: a database of their own with the
// event store and the runner's table, and a way to append numbered events.
import knexFactory, { type Knex } from 'knex';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { migrateRunner } from '../runner/checkpoints.js';
import { testEvent } from './testEvents.js';
import { OTHER_EVENT, TEST_EVENT } from './testProjectors.js';

export interface RunnerTestKit {
  database: TestDatabase;
  knex: Knex;
  eventStore: PostgresEventStore;
  /** Appends `count` events numbered from the next number, `perAppend` per transaction, round-robin over `streams` streams. */
  append(count: number, options?: { perAppend?: number; streams?: number; type?: string }): Promise<Position>;
  /** How many test events were appended so far. */
  appended(): number;
  dispose(): Promise<void>;
}

export const knexFor = (url: string, max = 10): Knex => knexFactory({ client: 'pg', connection: url, pool: { min: 0, max } });

export async function createRunnerTestKit(prefix = 'proj'): Promise<RunnerTestKit> {
  const database = await createTestDatabase(prefix);
  const knex = knexFor(database.url, 20);
  const eventStore = PostgresEventStore.connect(database.url, { poolSize: 10, pollIntervalMs: 1000 });
  await eventStore.migrate();
  await migrateRunner(knex);
  let next = 0;
  return {
    database,
    knex,
    eventStore,
    async append(count, options = {}) {
      const perAppend = options.perAppend ?? 1;
      const streams = options.streams ?? 10;
      let position: Position | null = null;
      for (let done = 0; done < count; done += perAppend) {
        const size = Math.min(perAppend, count - done);
        const events = Array.from({ length: size }, () =>
          testEvent(options.type ?? TEST_EVENT, options.type === OTHER_EVENT ? -1 : ++next),
        );
        const stream = `test-${(done / perAppend) % streams}`;
        ({ position } = await eventStore.appendToStream(stream, events));
      }
      if (!position) throw new Error('append(0)');
      return position;
    },
    appended: () => next,
    async dispose() {
      await eventStore.close();
      await knex.destroy();
      await database.drop();
    },
  };
}
