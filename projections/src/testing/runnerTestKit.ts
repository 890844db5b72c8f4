// What the runner's integration tests share: a database of their own with the
// event store and the runner's table, and a way to append numbered events.
import { afterAll, afterEach, beforeAll } from '@jest/globals';
import knexFactory, { type Knex } from 'knex';
import { setTimeout as sleep } from 'node:timers/promises';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import { type Position, START, comparePositions, formatPosition } from '@practicum/shared/platform/eventstore/types';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { migrateRunner, readCheckpoint } from '../runner/checkpoints.js';
import type { Logger } from '../runner/logger.js';
import type { Projector } from '../runner/types.js';
import { expectRebuildsMatchLive } from './rebuildCheck.js';
import { testEvent } from './testEvents.js';
import { OTHER_EVENT, TEST_EVENT } from './testProjectors.js';

export interface RunnerTestKit {
  database: TestDatabase;
  /** Give it to the runner: keeps what it logs at warn and error level, for the assertions. */
  logger: Logger;
  /** Messages logged at warn or error level so far, with their error's message; cleared by the call. */
  takeLogged(): string[];
  knex: Knex;
  eventStore: PostgresEventStore;
  /** Appends `count` events numbered from the next number, `perAppend` per transaction, round-robin over `streams` streams. */
  append(count: number, options?: { perAppend?: number; streams?: number; type?: string }): Promise<Position>;
  /** How many test events were appended so far. */
  appended(): number;
  /** Position of the last event appended so far (START before any). */
  lastPosition(): Position;
  /**
   * Waits until the store shows every event appended so far: a transaction open anywhere on the
   * server (other tests' included) holds back what $all shows.
   */
  settled(timeoutMs?: number): Promise<void>;
  dispose(): Promise<void>;
}

export const knexFor = (url: string, max = 10): Knex => knexFactory({ client: 'pg', connection: url, pool: { min: 0, max } });

export async function createRunnerTestKit(prefix = 'proj'): Promise<RunnerTestKit> {
  const database = await createTestDatabase(prefix);
  const knex = knexFor(database.url, 20);
  const eventStore = PostgresEventStore.connect(database.url, { poolSize: 10, pollIntervalMs: 1000 });
  await eventStore.migrate();
  await migrateRunner(knex);
  let logged: string[] = [];
  const keep = (fields: object, message?: string): void => {
    const error = (fields as { err?: unknown }).err;
    logged.push(`${message ?? ''}${error instanceof Error ? `: ${error.message}` : ''}`);
  };
  let next = 0;
  let lastPosition: Position = START;
  return {
    database,
    logger: { debug: () => undefined, info: () => undefined, warn: keep, error: keep },
    takeLogged() {
      const taken = logged;
      logged = [];
      return taken;
    },
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
      lastPosition = position;
      return position;
    },
    appended: () => next,
    lastPosition: () => lastPosition,
    async settled(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (comparePositions(await eventStore.headPosition(), lastPosition) < 0) {
        if (Date.now() > deadline) throw new Error('the event store did not show the last append in time');
        await sleep(10);
      }
    },
    async dispose() {
      await eventStore.close();
      await knex.destroy();
      await database.drop();
    },
  };
}

/**
 * The kit's projectors rebuilt over its whole history must swap in what their live runs wrote (./rebuildCheck.ts).
 * Every runner is stopped by then: each projector's live checkpoint must already stand at the head.
 */
async function expectKitRebuildsMatchLive(kit: RunnerTestKit, projectors: readonly Projector[]): Promise<void> {
  const settled = async (): Promise<string> => {
    await kit.settled();
    const head = await kit.eventStore.headPosition();
    for (const { name } of projectors) {
      const checkpoint = await readCheckpoint(kit.knex, name);
      if (!checkpoint || comparePositions(checkpoint.position, head) < 0)
        throw new Error(
          `${name} ran live up to ${checkpoint ? formatPosition(checkpoint.position) : 'nothing'}, short of the head ${formatPosition(head)}: ` +
            'a rebuild of the whole history cannot be compared with it',
        );
    }
    return formatPosition(head);
  };
  await expectRebuildsMatchLive({ knex: kit.knex, eventStore: kit.eventStore, settled }, projectors);
}

/**
 * A test file's kit: made before its first test, disposed after its last. `afterEachTest` stops what a test
 * started; `beforeDispose` what the file's tests share. The kit returned stands for the one made before the tests.
 * `rebuildChecked`: the projectors the file runs live over its events, each rebuilt after `beforeDispose` and
 * compared with what it wrote live, as every app a test starts is (tests/integration/support/rebuildCheck.ts).
 */
export function useRunnerTestKit(
  prefix: string,
  hooks: { afterEachTest?: () => Promise<void>; beforeDispose?: () => Promise<void>; rebuildChecked?: readonly Projector[] } = {},
): RunnerTestKit {
  let made: RunnerTestKit | undefined;
  let failed: Error | undefined;
  beforeAll(async () => {
    try {
      made = await createRunnerTestKit(prefix);
    } catch (error) {
      // each test then fails with the setup's own error, not with the kit's absence
      failed = error instanceof Error ? error : new Error(String(error));
      throw failed;
    }
  });
  if (hooks.afterEachTest) afterEach(hooks.afterEachTest);
  afterAll(async () => {
    await hooks.beforeDispose?.();
    try {
      if (made && hooks.rebuildChecked) await expectKitRebuildsMatchLive(made, hooks.rebuildChecked);
    } finally {
      await made?.dispose();
    }
  });
  return new Proxy({} as RunnerTestKit, {
    get(_target, key) {
      if (failed) throw failed;
      if (!made) throw new Error('the runner test kit is used before the tests start');
      return Reflect.get(made, key) as unknown;
    },
  });
}
