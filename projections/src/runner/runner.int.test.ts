import { setTimeout as sleep } from 'node:timers/promises';
import knexFactory, { type Knex } from 'knex';
import { type Position, comparePositions, START } from '@practicum/shared/platform/eventstore/types';
import { OTHER_EVENT, counterProjector, idleProjector } from '../testing/testProjectors.js';
import { useRunnerTestKit } from '../testing/runnerTestKit.js';
import { statementsSentDuring } from '@practicum/shared/testing/sentStatements';
import { advanceCheckpoints, readCheckpoint, writeCheckpoint } from './checkpoints.js';
import { watchCheckpoints } from './checkpointWatcher.js';
import { startProjections, type ProjectionsHandle } from './runner.js';

let running: ProjectionsHandle | null = null;

const kit = useRunnerTestKit('runner', {
  afterEachTest: async () => {
    await running?.stop();
    running = null;
  },
  // every test's counter, restarted, retried or woken, applied each event once: a rebuild counts the same
  rebuildChecked: [counterProjector()],
});

const counted = async (): Promise<number> => {
  const row = (await kit.knex('test_counter').where({ id: 'all' }).first()) as { applied: number } | undefined;
  return row?.applied ?? 0;
};
const duplicates = async (): Promise<number> => {
  const rows = await kit.knex('test_seen').select('event_id').groupBy('event_id').havingRaw('count(*) > 1');
  return rows.length;
};

describe('when a projector starts on an empty database', () => {
  it('creates its tables, applies the events and commits its checkpoint with them', async () => {
    const head = await kit.append(25, { perAppend: 5 });
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors: [counterProjector()], batchSize: 7 });

    expect(await running.waitFor(head, 10_000)).toBe(true);
    expect(await counted()).toBe(25);
    expect(await duplicates()).toBe(0);
    const checkpoint = await readCheckpoint(kit.knex, 'test_counter');
    expect(checkpoint).toEqual({ name: 'test_counter', version: 1, position: head });
    expect(running.positions()).toEqual([{ name: 'test_counter', version: 1, status: 'live', position: head, caughtUp: true, lagMs: 0 }]);
  });
});

describe('when the runner restarts', () => {
  it('resumes from its checkpoint without applying any event twice', async () => {
    const before = await counted();
    const head = await kit.append(10);
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors: [counterProjector()] });
    expect(await running.waitFor(head, 10_000)).toBe(true);
    expect(await counted()).toBe(before + 10);
    expect(await duplicates()).toBe(0);
  });
});

describe('when events arrive while the runner is live', () => {
  it('applies them as they come and wakes a waiter at once', async () => {
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors: [counterProjector()] });
    expect(await running.waitFor(kit.lastPosition(), 10_000)).toBe(true);
    const before = await counted();
    for (let i = 0; i < 20; i++) {
      const position = await kit.append(1);
      expect(await running.waitFor(position, 10_000)).toBe(true);
    }
    expect(await counted()).toBe(before + 20);
  });
});

describe('when every event of a batch applies', () => {
  it('sends BEGIN with the checkpoint lock, COMMIT with its write, and no savepoint: those are taken only after a failure (deadLetters.int.test.ts)', async () => {
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors: [counterProjector()] });
    expect(await running.waitFor(kit.lastPosition(), 10_000)).toBe(true);
    const before = await counted();
    const statements = await statementsSentDuring(async () => {
      const head = await kit.append(6, { perAppend: 3 });
      expect(await running!.waitFor(head, 10_000)).toBe(true);
    });
    expect(await counted()).toBe(before + 6);
    const checkpointStatements = statements.filter((sql) => sql.includes('projection_checkpoints'));
    expect(checkpointStatements.length).toBeGreaterThan(0);
    const begins = checkpointStatements.filter((sql) => /^BEGIN; SELECT .* FOR UPDATE$/s.test(sql));
    const commits = checkpointStatements.filter((sql) => /^WITH written AS \(.*; COMMIT$/s.test(sql));
    expect(begins.length).toBeGreaterThan(0);
    expect(commits).toHaveLength(begins.length);
    expect(statements.filter((sql) => /^(BEGIN|COMMIT);?$/i.test(sql.trim()))).toEqual([]);
    expect(statements.filter((sql) => /savepoint/i.test(sql))).toEqual([]);
  });
});

describe('when the only new events are of types the projectors do not handle', () => {
  const rowsReach = async (names: readonly string[], head: Position): Promise<void> => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const rows = await Promise.all(names.map((name) => readCheckpoint(kit.knex, name)));
      if (rows.every((row) => row && comparePositions(row.position, head) >= 0)) return;
      if (Date.now() > deadline)
        throw new Error(
          `checkpoint rows never reached the head: ${JSON.stringify(rows, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`,
        );
      await sleep(10);
    }
  };

  it('moves their positions at once and their checkpoint rows right after', async () => {
    const projectors = [counterProjector(), idleProjector('test_idle_a'), idleProjector('test_idle_b')];
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors });
    expect(await running.waitFor(kit.lastPosition(), 10_000)).toBe(true);
    const before = await counted();
    const head = await kit.append(3, { type: OTHER_EVENT });
    expect(await running.waitFor(head, 10_000)).toBe(true);
    await rowsReach(['test_counter', 'test_idle_a', 'test_idle_b'], head);
    expect(await counted()).toBe(before);
  });

  it('writes the rows of moves close together in one statement, at most one every 50 ms', async () => {
    const projectors = [counterProjector(), idleProjector('test_idle_e'), idleProjector('test_idle_f')];
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors });
    expect(await running.waitFor(kit.lastPosition(), 10_000)).toBe(true);
    const started = Date.now();
    let head = kit.lastPosition();
    const statements = await statementsSentDuring(async () => {
      for (let i = 0; i < 30; i++) {
        head = await kit.append(1, { type: OTHER_EVENT });
        await sleep(10);
      }
      expect(await running!.waitFor(head, 10_000)).toBe(true);
      await rowsReach(['test_counter', 'test_idle_e', 'test_idle_f'], head);
    });
    const writes = statements.filter((sql) => sql.startsWith('WITH moves'));
    expect(writes.length).toBeGreaterThan(0);
    expect(writes.length).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / 50) + 1);
    expect(writes.length).toBeLessThan(30);
  });
});

describe('when a batch fails halfway on a transient error', () => {
  it('rolls back its effects with its checkpoint and retries the whole batch', async () => {
    const before = await counted();
    const failing = counterProjector({ failOn: { n: kit.appended() + 4, times: 2, code: '40001' } });
    const head = await kit.append(8, { perAppend: 8 });
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors: [failing] });
    expect(await running.waitFor(head, 15_000)).toBe(true);
    expect(await counted()).toBe(before + 8);
    expect(await duplicates()).toBe(0);
    expect(running.positions()[0]).toMatchObject({ status: 'live', caughtUp: true });
  });
});

describe('when a request waits for a position', () => {
  it('answers false once the timeout passes if the projection has not reached it', async () => {
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors: [counterProjector()] });
    const head = await kit.eventStore.headPosition();
    const beyond = { commit: head.commit + 1000n, prepare: 0n };
    const started = Date.now();
    expect(await running.waitFor(beyond, 150)).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(await running.waitFor(START, 10)).toBe(true);
    await expect(running.waitFor(head, 10, ['nope'])).rejects.toThrow('Unknown projection(s): nope');
  });

  it('is woken in another process by the checkpoint notification', async () => {
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors: [counterProjector()] });
    const watcher = await watchCheckpoints({ databaseUrl: kit.database.url, projectors: ['test_counter'] });
    try {
      const position = await kit.append(1);
      const [inProcess, elsewhere] = await Promise.all(
        [running, watcher].map(async (waiter) => {
          expect(await waiter.waitFor(position, 5000)).toBe(true);
          return performance.now();
        }),
      );
      // Woken by the notification sent with the checkpoint, not by its safety poll (1 s).
      expect(elsewhere! - inProcess!).toBeLessThan(500);
      const [watched] = watcher.positions();
      expect(watched?.name).toBe('test_counter');
      expect(comparePositions(watched!.position, position)).toBeGreaterThanOrEqual(0);
    } finally {
      await watcher.close();
    }
  });
});

describe('when another process moves a checkpoint (a rebuild elsewhere) while the projectors have nothing to do', () => {
  it('the one look at the checkpoints moves the moved projector, supersedes the other version and leaves the rest', async () => {
    const projectors = [counterProjector(), idleProjector('test_idle_c'), idleProjector('test_idle_d')];
    running = await startProjections({ knex: kit.knex, eventStore: kit.eventStore, projectors, pollIntervalMs: 100 });
    const head = await kit.append(2);
    expect(await running.waitFor(head, 10_000)).toBe(true);
    const ahead = { commit: head.commit + 7n, prepare: 0n };
    await kit.knex.transaction(async (trx) => {
      await writeCheckpoint(trx, { name: 'test_idle_c', version: 1, position: ahead });
      await writeCheckpoint(trx, { name: 'test_idle_d', version: 2, position: head });
    });
    const deadline = Date.now() + 5000;
    const of = (name: string) => running!.positions().find((position) => position.name === name)!;
    while (Date.now() < deadline && (comparePositions(of('test_idle_c').position, ahead) < 0 || of('test_idle_d').status !== 'superseded'))
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(of('test_idle_c')).toMatchObject({ status: 'live', position: ahead });
    expect(of('test_idle_d').status).toBe('superseded');
    expect(of('test_counter')).toMatchObject({ status: 'live', position: head });
  });
});

describe('when a batch commits with its checkpoint', () => {
  // One connection whose own default waits for the flush: the test databases turn the wait off for every session
  // (testDatabase.ts), which would hide whether the runner's setting outlives its transaction.
  let db: Knex;
  beforeAll(() => {
    db = knexFactory({
      client: 'pg',
      connection: kit.database.url,
      pool: {
        min: 1,
        max: 1,
        afterCreate: (
          connection: { query: (sql: string, done: (error: Error | null) => void) => void },
          done: (error: Error | null, c: unknown) => void,
        ) => connection.query('set synchronous_commit = on', (error) => done(error, connection)),
      },
    });
  });
  afterAll(() => db.destroy());
  const setting = async (on: Knex | Knex.Transaction): Promise<string> =>
    (await on.raw<{ rows: { setting: string }[] }>(`select current_setting('synchronous_commit') as setting`)).rows[0]!.setting;

  it('commits without waiting for the WAL flush, for that transaction alone', async () => {
    const inside = await db.transaction(async (trx) => {
      await writeCheckpoint(trx, { name: 'lazy-commit-probe', version: 1, position: START });
      return setting(trx);
    });
    expect([inside, await setting(db)]).toEqual(['off', 'on']);
    expect((await readCheckpoint(db, 'lazy-commit-probe'))?.version).toBe(1);
  });

  it('so does a checkpoint-only move, for that statement alone', async () => {
    await db.transaction((trx) => writeCheckpoint(trx, { name: 'lazy-move-probe', version: 1, position: START }));
    const to = { commit: 5n, prepare: 5n };
    const inside = await db.transaction(async (trx) => {
      const moved = await advanceCheckpoints(trx, [{ name: 'lazy-move-probe', version: 1, from: START, to }]);
      expect([...moved]).toEqual(['lazy-move-probe']);
      return setting(trx);
    });
    expect([inside, await setting(db)]).toEqual(['off', 'on']);
    expect((await readCheckpoint(db, 'lazy-move-probe'))?.position).toEqual(to);
  });
});
