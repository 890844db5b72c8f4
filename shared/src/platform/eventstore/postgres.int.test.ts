import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/index.js';
import { openMigratedEventStore, type MigratedEventStore } from '../../testing/migratedEventStore.js';
import { eventStoreContract } from './contract.js';
import { createEventStore } from './index.js';
import { AppendNotFirstWriteError, appendInTransaction } from './postgres/append.js';
import { PostgresEventStore } from './postgres/postgresEventStore.js';
import { migrateEventStore } from './postgres/schema.js';
import { comparePositions, type EventToAppend, type Position, WrongExpectedVersionError } from './types.js';
import { systemMetadata } from './metadata.js';
import { statementsSentDuring } from '../../testing/sentStatements.js';

let database: TestDatabase | undefined;
const pools: pg.Pool[] = [];

const openPool = async (): Promise<pg.Pool> => {
  database ??= await createTestDatabase('es');
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  // An idle connection closed by the server must not fail the run; the next query reconnects.
  pool.on('error', () => undefined);
  pools.push(pool);
  return pool;
};

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database?.drop();
});

eventStoreContract(
  'Postgres',
  async () => {
    const pool = await openPool();
    await migrateEventStore(pool);
    await migrateEventStore(pool); // idempotent
    const store = PostgresEventStore.create(pool, { pollIntervalMs: 1000 });
    return {
      store,
      cleanup: () => store.close(),
      async holdOpenAppend(streamId, events) {
        const client = await pool.connect();
        await client.query('begin');
        // a writer held open: appends take no chain lock (the chainer links rows after commit), so it holds no other append back
        await appendInTransaction(client, streamId, events, 'no_stream');
        return {
          async commit() {
            await client.query('commit');
            client.release();
          },
        };
      },
    };
  },
  { heldWriters: true },
);

describe('Postgres event store specifics', () => {
  let own: MigratedEventStore;
  let pool: pg.Pool;
  let store: PostgresEventStore;
  const metadata = systemMetadata({ occurredAt: '2024-01-01T00:00:00.000Z' });
  const event = (type = 'ThingHappened'): EventToAppend => ({ type, data: {}, metadata, eventId: randomUUID() });

  beforeAll(async () => {
    own = await openMigratedEventStore('es_pg');
    ({ pool, store } = own);
  });
  afterAll(() => own?.close());

  describe('when services migrate the schema at the same time', () => {
    it('creates it once, without an error', async () => {
      const fresh = await createTestDatabase('es_migrate');
      const freshPool = new pg.Pool({ connectionString: fresh.url, max: 3 });
      // Dropping the database (WITH FORCE) ends connections the pool may still be closing.
      freshPool.on('error', () => undefined);
      try {
        await Promise.all([migrateEventStore(freshPool), migrateEventStore(freshPool), migrateEventStore(freshPool)]);
        const tables = await freshPool.query<{ n: number }>("select count(*)::int as n from pg_tables where tablename = 'es_events'");
        expect(tables.rows[0]?.n).toBe(1);
      } finally {
        await freshPool.end();
        await fresh.drop();
      }
    });
  });

  describe('when transaction ids differ in their number of digits', () => {
    it('orders $all by transaction id as a number', async () => {
      // Rows written directly with small transaction ids, long finished: seq order is the reverse of commit order.
      for (const tx of ['100', '10', '9']) {
        await pool.query(
          `insert into es_events (tx_id, event_id, stream_id, revision, type, data, metadata)
           values ($1::xid8, $2, $3, 0, 'Old', '{}', $4)`,
          [tx, randomUUID(), `old-${tx}`, JSON.stringify(metadata)],
        );
      }
      const events = (await store.readAll()).filter((e) => e.streamId.startsWith('old-'));
      expect(events.map((e) => [e.streamId, e.position.commit])).toEqual([
        ['old-9', 9n],
        ['old-10', 10n],
        ['old-100', 100n],
      ]);
    });
  });

  describe("while a writer's transaction is open", () => {
    it('reads $all and the head only up to it, and includes it in its place once it commits', async () => {
      const before = await store.headPosition();
      const first = await store.appendToStream(`first-${randomUUID()}`, [event()]);
      const held = await pool.connect();
      try {
        await held.query('begin');
        const late = await appendInTransaction(held, `late-${randomUUID()}`, [event('CommittedLate')], 'no_stream');
        const after = await store.appendToStream(`after-${randomUUID()}`, [event()]);
        expect(comparePositions(first.position, late.position)).toBeLessThan(0);
        expect(comparePositions(late.position, after.position)).toBeLessThan(0);

        const whileOpen = await store.readAll({ fromPosition: before });
        expect(whileOpen.some((e) => comparePositions(e.position, late.position) >= 0)).toBe(false);
        expect(comparePositions(await store.headPosition(), late.position)).toBeLessThan(0);
        // what was written is known all the same: a position a command answered is never beyond it
        expect(await store.writtenPosition()).toEqual(after.position);

        await held.query('commit');
        let all: Position[] = [];
        for (let attempt = 0; attempt < 200 && all.length < 3; attempt++) {
          all = (await store.readAll({ fromPosition: before })).map((e) => e.position);
          if (all.length < 3) await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(all).toEqual([first.position, late.position, after.position]);
      } finally {
        await held.query('rollback').catch(() => undefined);
        held.release();
      }
    });
  });

  describe('when a commit a subscriber was woken for sits behind an open transaction', () => {
    it('delivers it soon after that transaction ends, not a poll interval later', async () => {
      const slowPoll = PostgresEventStore.create(pool, { pollIntervalMs: 10_000 });
      const subscription = slowPoll.subscribeToAll({ fromPosition: await slowPoll.headPosition() });
      const iterator = subscription[Symbol.asyncIterator]();
      const held = await pool.connect();
      try {
        await held.query('begin');
        await held.query('select pg_current_xact_id()'); // holds the horizon below what comes next
        const streamId = `behind-${randomUUID()}`;
        const next = iterator.next();
        await slowPoll.appendToStream(streamId, [event()]); // wakes the subscriber, which cannot read it yet
        await new Promise((resolve) => setTimeout(resolve, 200));
        await held.query('commit'); // nothing wakes the subscriber now
        const started = Date.now();
        expect((await next).value?.streamId).toBe(streamId);
        expect(Date.now() - started).toBeLessThan(2_000);
      } finally {
        await held.query('rollback').catch(() => undefined);
        held.release();
        await subscription.unsubscribe();
        await slowPoll.close();
      }
    });
  });

  describe('when a subscriber has read what it was woken for', () => {
    it('reads $all no more until a wake for newer events, which a notification from another store still gives', async () => {
      const quiet = PostgresEventStore.create(pool, { pollIntervalMs: 10_000 });
      const elsewhere = PostgresEventStore.create(pool, { pollIntervalMs: 10_000 });
      const subscription = quiet.subscribeToAll({ fromPosition: await quiet.headPosition() });
      const iterator = subscription[Symbol.asyncIterator]();
      const isAllRead = (sql: string): boolean => sql.includes('from es_events') && sql.includes('(tx_id, seq) >');
      try {
        const streamId = `quiet-${randomUUID()}`;
        await quiet.appendToStream(streamId, [event()]);
        expect((await iterator.next()).value?.streamId).toBe(streamId);
        // its own commit woke it, then the chainer's notification of the same event: neither is news now, and
        // the read that delivered it (at once, or after looking again while a transaction elsewhere on the
        // server hid it) reached what the wakes named
        const read = await statementsSentDuring(() => new Promise((resolve) => setTimeout(resolve, 300)));
        expect(read.filter(isAllRead)).toEqual([]);

        const started = Date.now();
        await elsewhere.appendToStream(streamId, [event()]);
        expect((await iterator.next()).value?.revision).toBe(1n);
        expect(Date.now() - started).toBeLessThan(2_000);
      } finally {
        await subscription.unsubscribe();
        await Promise.all([quiet.close(), elsewhere.close()]);
      }
    });
  });

  describe('when the server closes the listening connection', () => {
    it('keeps delivering new events to the subscriber, and listens again', async () => {
      const streamId = `listen-${randomUUID()}`;
      const subscription = store.subscribeToAll({ fromPosition: await store.headPosition() });
      const iterator = subscription[Symbol.asyncIterator]();
      await store.appendToStream(streamId, [event()]);
      expect((await iterator.next()).value?.streamId).toBe(streamId);

      const killed = await pool.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen es_events'",
      );
      expect(killed.rowCount).toBe(1);
      await store.appendToStream(streamId, [event()]);
      expect((await iterator.next()).value?.revision).toBe(1n);

      let listening = 0;
      for (let attempt = 0; attempt < 60 && listening === 0; attempt++) {
        await store.appendToStream(streamId, [event()]);
        await iterator.next();
        const found = await pool.query("select 1 from pg_stat_activity where datname = current_database() and query = 'listen es_events'");
        listening = found.rowCount ?? 0;
      }
      expect(listening).toBe(1);
      await subscription.unsubscribe();
    });
  });

  describe('when an append is not the first write of its transaction', () => {
    it('refuses it, since its transaction id could put the stream out of order in $all', async () => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        await client.query('select pg_current_xact_id()');
        await expect(appendInTransaction(client, `s-${randomUUID()}`, [event()])).rejects.toBeInstanceOf(AppendNotFirstWriteError);
      } finally {
        await client.query('rollback');
        client.release();
      }
    });
  });

  describe('when a batch appends many new streams at once (appendToStreams)', () => {
    const eventCount = async () => Number((await pool.query<{ n: string }>('select count(*) as n from es_events')).rows[0]!.n);
    const newStreams = (n: number) => Array.from({ length: n }, () => `batch-${randomUUID()}`);

    it('writes them in one transaction, in the order given, with an existing stream at its revision, and wakes subscribers', async () => {
      const existing = `batch-existing-${randomUUID()}`;
      const before = await store.appendToStream(existing, [event(), event()], { expectedRevision: 'no_stream' });
      const fresh = newStreams(50);
      // a long poll interval: only the batch's notification can deliver its events in time (a transaction another
      // suite holds open may delay them by seconds, never by a minute)
      const slowPoll = PostgresEventStore.create(pool, { pollIntervalMs: 60_000 });
      // from the last write (the head answers below the horizon, which may still lie before that write)
      const subscription = slowPoll.subscribeToAll({ fromPosition: before.position });
      const iterator = subscription[Symbol.asyncIterator]();
      const first = iterator.next();
      try {
        const results = await store.appendToStreams([
          ...fresh.map((streamId, i) => ({
            streamId,
            events: i === 0 ? [event('First'), event('Second')] : [event()],
            expectedRevision: 'no_stream' as const,
          })),
          { streamId: existing, events: [event('Third')], expectedRevision: 1n },
        ]);
        expect(results.map((r) => r.nextExpectedRevision)).toEqual([1n, ...fresh.slice(1).map(() => 0n), 2n]);
        expect(new Set(results.map((r) => r.position.commit)).size).toBe(1);
        expect((await store.readStream(fresh[0]!)).map((e) => [e.type, e.revision])).toEqual([
          ['First', 0n],
          ['Second', 1n],
        ]);
        expect((await store.readStream(existing)).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
        // the rows of the batch's transaction, in $all order: readAll itself answers only below the xmin horizon,
        // which a transaction open anywhere in the cluster (another suite's) can hold back for seconds
        const { rows } = await pool.query<{ stream_id: string }>('select stream_id from es_events where tx_id = $1::xid8 order by seq', [
          results[0]!.position.commit.toString(),
        ]);
        expect(rows.map((row) => row.stream_id)).toEqual([fresh[0], ...fresh, existing]);

        const started = Date.now();
        expect((await first).value?.streamId).toBe(fresh[0]);
        expect(Date.now() - started).toBeLessThan(15_000);
      } finally {
        await subscription.unsubscribe();
        await slowPoll.close();
      }
    });

    it('refuses the whole batch, writing nothing, when one stream that must be new already exists', async () => {
      const fresh = newStreams(20);
      await store.appendToStream(fresh[12]!, [event()], { expectedRevision: 'no_stream' });
      const before = await eventCount();
      const refused = store.appendToStreams(
        fresh.map((streamId) => ({ streamId, events: [event()], expectedRevision: 'no_stream' as const })),
      );
      await expect(refused).rejects.toBeInstanceOf(WrongExpectedVersionError);
      await expect(refused).rejects.toMatchObject({ streamId: fresh[12], expected: 'no_stream', actual: 0n });
      expect(await eventCount()).toBe(before);
      expect(await store.readStream(fresh[0]!)).toEqual([]);
    });

    it('refuses the whole batch when an existing stream has moved past its expected revision', async () => {
      const existing = `batch-existing-${randomUUID()}`;
      await store.appendToStream(existing, [event(), event()], { expectedRevision: 'no_stream' });
      const before = await eventCount();
      const refused = store.appendToStreams([
        ...newStreams(5).map((streamId) => ({ streamId, events: [event()], expectedRevision: 'no_stream' as const })),
        { streamId: existing, events: [event()], expectedRevision: 0n },
      ]);
      await expect(refused).rejects.toMatchObject({ streamId: existing, expected: 0n, actual: 1n });
      expect(await eventCount()).toBe(before);
    });

    it('lets only one of two concurrent batches claiming the same new stream write anything', async () => {
      const shared = `batch-claimed-${randomUUID()}`;
      const batches = [newStreams(30), newStreams(30)].map((own) =>
        [shared, ...own].map((streamId) => ({ streamId, events: [event()], expectedRevision: 'no_stream' as const })),
      );
      const outcomes = await Promise.allSettled(batches.map((batch) => store.appendToStreams(batch)));
      expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
      const loser = batches[outcomes.findIndex((o) => o.status === 'rejected')]!;
      expect((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(WrongExpectedVersionError);
      const written = await pool.query('select 1 from es_events where stream_id = any($1)', [loser.slice(1).map((a) => a.streamId)]);
      expect(written.rowCount).toBe(0);
      expect((await store.readStream(shared)).length).toBe(1);
    });
  });

  describe('when no EventStoreDB connection string is configured', () => {
    it('creates the Postgres adapter, which migrates and appends', async () => {
      const configured = await createEventStore({ databaseUrl: own.database.url, eventStoreConnectionString: undefined, poolSize: 2 });
      try {
        expect(configured.kind).toBe('postgres');
        await configured.migrate();
        const streamId = `factory-${randomUUID()}`;
        await configured.appendToStream(streamId, [event()], { expectedRevision: 'no_stream' });
        expect((await configured.readStream(streamId)).map((e) => e.revision)).toEqual([0n]);
      } finally {
        await configured.close();
      }
    });
  });
});
