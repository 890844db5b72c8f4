import knexFactory, { type Knex } from 'knex';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../testing/index.js';
import { PostgresEventStore } from '../eventstore/postgres/postgresEventStore.js';
import { comparePositions, type EventToAppend, type RecordedEvent } from '../eventstore/types.js';
import { checkpointStore, migrateBus } from './checkpoints.js';
import { createEventStoreBus } from './eventStoreBus.js';
import { type BusLogger } from './retry.js';
import type { Bus } from './types.js';
import { systemMetadata } from '../eventstore/metadata.js';

let database: TestDatabase;
let knex: Knex;
let store: PostgresEventStore;
let bus: Bus;

const quiet: BusLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const event = (type: string, data: Record<string, unknown> = {}): EventToAppend => ({
  type,
  data,
  metadata: systemMetadata({ userId: 'user-1', organizationId: 'org-1' }),
});

/** Collects what a consumer receives and lets a test wait for a count. */
const recorder = () => {
  const received: RecordedEvent[] = [];
  let waiters: Array<() => void> = [];
  return {
    received,
    types: () => received.map((e) => e.type),
    handle: (e: RecordedEvent): Promise<void> => {
      received.push(e);
      waiters.forEach((wake) => wake());
      waiters = [];
      return Promise.resolve();
    },
    async waitFor(count: number, timeoutMs = 10_000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`received ${received.length} of ${count} events`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
};

beforeAll(async () => {
  database = await createTestDatabase('bus');
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 5 } });
  await migrateBus(knex);
  await migrateBus(knex); // idempotent
  store = PostgresEventStore.connect(database.url, { pollIntervalMs: 200 });
  await store.migrate();
});

beforeEach(() => {
  bus = createEventStoreBus({ eventStore: store, knex, logger: quiet, backoff: { initialMs: 10, maxMs: 50 } });
});

afterEach(async () => {
  await (bus as Bus | undefined)?.close();
});

afterAll(async () => {
  await store.close();
  await knex.destroy();
  await database.drop();
});

describe('when an event is appended while a consumer runs', () => {
  it('delivers it to the consumer and records its checkpoint', async () => {
    const seen = recorder();
    await bus.start({ name: 'delivery', handle: seen.handle });
    const id = randomUUID();
    const appended = await store.appendToStream(`placement-${id}`, [event('PlacementSubmitted', { id })]);

    await seen.waitFor(1);
    expect(seen.received[0]).toMatchObject({ streamId: `placement-${id}`, type: 'PlacementSubmitted', data: { id } });
    await bus.close();
    expect(await checkpointStore(knex).load('delivery')).toEqual(appended.position);
  });
});

describe('when a consumer handles batches', () => {
  it('gets the events that are ready together, in order, and saves the checkpoint in its own transaction', async () => {
    const stream = `batchable-${randomUUID()}`;
    await store.appendToStream(`user-${randomUUID()}`, [event('UserRegistered')]);
    await store.appendToStream(stream, [event('TaskCreated'), event('TaskAssigned'), event('TaskCompleted')]);
    const last = await store.appendToStream(`user-${randomUUID()}`, [event('UserRegistered')]);
    const batches: string[][] = [];
    let savedInside = false;
    await bus.start({
      name: 'batched',
      categories: ['batchable'],
      handle: () => Promise.reject(new Error('handleBatch is used')),
      async handleBatch(events, checkpoint) {
        await knex.transaction(async (trx) => {
          await checkpoint.saveIn(trx);
          savedInside = true;
        });
        batches.push(events.map((e) => e.type));
      },
    });
    for (let i = 0; i < 100 && batches.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    await bus.close();

    expect(batches).toEqual([['TaskCreated', 'TaskAssigned', 'TaskCompleted']]);
    expect(savedInside).toBe(true);
    expect(await checkpointStore(knex).load('batched')).toEqual(last.position);
  });
});

describe('when a consumer restarts', () => {
  it('resumes after its checkpoint without receiving handled events again', async () => {
    const stream = `task-${randomUUID()}`;
    await store.appendToStream(stream, [event('TaskCreated'), event('TaskAssigned')]);
    const first = recorder();
    const running = await bus.start({ name: 'restarting', categories: ['task'], handle: first.handle });
    await first.waitFor(2);
    await running.stop();

    await store.appendToStream(stream, [event('TaskCompleted')]);
    const second = recorder();
    await bus.start({ name: 'restarting', categories: ['task'], handle: second.handle });
    await second.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect(first.types()).toEqual(['TaskCreated', 'TaskAssigned']);
    expect(second.types()).toEqual(['TaskCompleted']);
  });
});

describe('when a consumer names categories', () => {
  it('receives only events of streams in those categories, in order', async () => {
    const meeting = `meeting-${randomUUID()}`;
    await store.appendToStream(`user-${randomUUID()}`, [event('UserRegistered')]);
    await store.appendToStream(meeting, [event('MeetingScheduled')]);
    await store.appendToStream(`placement-${randomUUID()}`, [event('PlacementSubmitted')]);
    await store.appendToStream(meeting, [event('MeetingStarted')]);
    const last = await store.appendToStream(`user-${randomUUID()}`, [event('UserRegistered')]);

    const seen = recorder();
    await bus.start({ name: 'meetings-only', categories: ['meeting'], handle: seen.handle });
    await seen.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await bus.close();

    expect(seen.received.map((e) => [e.streamId, e.type])).toEqual([
      [meeting, 'MeetingScheduled'],
      [meeting, 'MeetingStarted'],
    ]);
    // Skipped events still move the checkpoint (saved at the latest on stop).
    expect(await checkpointStore(knex).load('meetings-only')).toEqual(last.position);
  });
});

describe('when a handler fails', () => {
  it('retries the same event until it succeeds and never skips it', async () => {
    const stream = `training-${randomUUID()}`;
    await store.appendToStream(stream, [event('TrainingOpened'), event('TrainingClosed')]);
    const attempts: string[] = [];
    let failuresLeft = 3;
    await bus.start({
      name: 'flaky',
      categories: ['training'],
      handle: (e) => {
        attempts.push(e.type);
        const fails = e.type === 'TrainingOpened' && failuresLeft-- > 0;
        return fails ? Promise.reject(new Error('mail server down')) : Promise.resolve();
      },
    });
    const deadline = Date.now() + 10_000;
    while (attempts.length < 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));

    expect(attempts).toEqual(['TrainingOpened', 'TrainingOpened', 'TrainingOpened', 'TrainingOpened', 'TrainingClosed']);
  });

  it('keeps the failing event unacknowledged when stopped, and delivers it on the next start', async () => {
    const stream = `meeting-${randomUUID()}`;
    await store.appendToStream(stream, [event('MeetingCancelled')]);
    let calls = 0;
    let failing: RecordedEvent | undefined;
    const running = await bus.start({
      name: 'stopped-while-failing',
      categories: ['meeting'],
      handle: (e) => {
        calls++;
        failing ??= e;
        return Promise.reject(new Error('always'));
      },
    });
    while (calls < 2) await new Promise((resolve) => setTimeout(resolve, 20));
    await running.stop();
    const checkpoint = await checkpointStore(knex).load('stopped-while-failing');
    expect(checkpoint === null || comparePositions(checkpoint, failing!.position) < 0).toBe(true);

    const seen = recorder();
    await bus.start({ name: 'stopped-while-failing', categories: ['meeting'], handle: seen.handle });
    await seen.waitFor(1);
    expect(seen.received[0]!.eventId).toBe(failing!.eventId);
  });
});

describe('when the same consumer is started twice on one bus', () => {
  it('refuses the second start', async () => {
    await bus.start({ name: 'twice', handle: () => Promise.resolve() });
    await expect(bus.start({ name: 'twice', handle: () => Promise.resolve() })).rejects.toThrow(/already running/);
  });
});

describe('when a consumer is exclusive and runs in two processes', () => {
  it('lets one instance work and the other take over when it stops', async () => {
    const busA = createEventStoreBus({ eventStore: store, knex, logger: quiet, exclusive: true });
    const busB = createEventStoreBus({ eventStore: store, knex, logger: quiet, exclusive: true });
    const a = recorder();
    const b = recorder();
    const stream = `site-${randomUUID()}`;
    await store.appendToStream(stream, [event('SiteCreated')]);
    const runningA = await busA.start({ name: 'exclusive', categories: ['site'], handle: a.handle });
    await a.waitFor(1);
    await busB.start({ name: 'exclusive', categories: ['site'], handle: b.handle });
    await store.appendToStream(stream, [event('SiteRenamed')]);
    await a.waitFor(2);
    await runningA.stop();

    await store.appendToStream(stream, [event('SiteArchived')]);
    await b.waitFor(1, 15_000);
    await busB.close();
    await busA.close();

    expect(a.types()).toEqual(['SiteCreated', 'SiteRenamed']);
    expect(b.types()).toEqual(['SiteArchived']);
  });
});

describe('when a checkpoint is past the signed 64-bit range (EventStoreDB positions are unsigned)', () => {
  it('stores and reads it back exactly, and never moves it backwards', async () => {
    const checkpoints = checkpointStore(knex);
    const high = { commit: 18_446_744_073_709_551_000n, prepare: 18_446_744_073_709_550_999n };
    await checkpoints.save('unsigned', high);
    await checkpoints.save('unsigned', { commit: 5n, prepare: 5n });
    expect(await checkpoints.load('unsigned')).toEqual(high);
    await checkpoints.reset('unsigned', { commit: 5n, prepare: 5n });
    expect(await checkpoints.load('unsigned')).toEqual({ commit: 5n, prepare: 5n });
    await checkpoints.reset('unsigned');
    expect(await checkpoints.load('unsigned')).toBeNull();
  });
});

describe('when a consumer saves its checkpoint past skipped events', () => {
  it('moves it forward only, and only that commit goes without waiting for the disk', async () => {
    // one connection, so the setting read back is the saving connection's
    const single = knexFactory({ client: 'pg', connection: database.url, pool: { min: 1, max: 1 } });
    try {
      const checkpoints = checkpointStore(single);
      const setting = async () => (await single.raw<{ rows: { synchronous_commit: string }[] }>('show synchronous_commit')).rows[0]!;
      const before = await setting();
      await checkpoints.saveSkipped('skipping', { commit: 10n, prepare: 3n });
      await checkpoints.saveSkipped('skipping', { commit: 9n, prepare: 7n });
      expect(await checkpoints.load('skipping')).toEqual({ commit: 10n, prepare: 3n });
      expect(await setting()).toEqual(before);
    } finally {
      await single.destroy();
    }
  });
});
