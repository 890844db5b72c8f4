// The hash chain's head (es_chain_head): es_chain continues from it instead of looking for the newest linked
// row among the rows, a database chained before the table gets it from its linked rows on migration, and
// verification tells rows waiting for the chainer (pending) from rows whose link was removed after it linked them.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { openMigratedEventStore, type MigratedEventStore } from '../../testing/migratedEventStore.js';
import { systemMetadata } from './metadata.js';
import { verifyChain } from './postgres/chain.js';
import type { PostgresEventStore } from './postgres/postgresEventStore.js';
import type { EventToAppend } from './types.js';

let own: MigratedEventStore;
let pool: pg.Pool;
let store: PostgresEventStore;
const event = (n: number): EventToAppend => ({ type: 'ThingHappened', data: { n }, metadata: systemMetadata() });

interface Head {
  tx: string;
  seq: string;
  hash: string;
}
const storedHead = async (): Promise<Head | undefined> =>
  (await pool.query<Head>(`select tx_id::text as tx, seq::text as seq, encode(hash, 'hex') as hash from es_chain_head`)).rows[0];
const newestLinkedRow = async (): Promise<Head | undefined> =>
  (
    await pool.query<Head>(
      `select e.tx_id::text as tx, e.seq::text as seq, encode(l.hash, 'hex') as hash from es_links l join es_events e on e.seq = l.seq
        order by e.tx_id desc, e.seq desc limit 1`,
    )
  ).rows[0];
const newestRow = async (): Promise<string> =>
  (await pool.query<{ seq: string }>('select max(seq)::text as seq from es_events')).rows[0]!.seq;

// A transaction held open anywhere on the shared test server holds the chainer back: wait longer than the default.
const SETTLE_MS = 30_000;

/** Appends, then waits until the chainer has linked everything (verify waits for it). */
const appendLinked = async (stream: string, events: EventToAppend[]): Promise<void> => {
  await store.appendToStream(stream, events);
  expect(await verifyChain(pool, { settleMs: SETTLE_MS })).toMatchObject({ ok: true, pending: 0 });
};

beforeAll(async () => {
  own = await openMigratedEventStore('chain_head');
  ({ pool, store } = own);
});
afterAll(() => own?.close());

describe('when events are appended', () => {
  it('keeps the head at the newest linked row, in the transaction that links it', async () => {
    expect(await storedHead()).toEqual({ tx: '0', seq: '0', hash: '0'.repeat(64) });
    await appendLinked('head-1', [event(1), event(2)]);
    await appendLinked('head-2', [event(3)]);
    const head = await storedHead();
    expect(head).toEqual(await newestLinkedRow());
    expect(head!.seq).toBe(await newestRow());
  });
});

describe('when a database chained before the head table is migrated', () => {
  it('takes the head from its newest linked row, and the chain goes on from there', async () => {
    await pool.query('drop table es_chain_head');
    await store.migrate();
    expect(await storedHead()).toEqual(await newestLinkedRow());

    await appendLinked('head-3', [event(4), event(5)]);
    const report = await verifyChain(pool, { settleMs: SETTLE_MS });
    expect(report).toMatchObject({ ok: true, checked: 5, unchained: 0, pending: 0, problems: [] });
    expect(report.head).toBe((await storedHead())!.hash);
  });
});

describe("when a database that kept the hashes in the events' own columns is migrated", () => {
  it('moves them beside the events, drops the columns, and the chain verifies and goes on', async () => {
    // the layout of before es_links: prev_hash and hash on each row, nothing beside them
    await pool.query('alter table es_events add column prev_hash bytea, add column hash bytea');
    await pool.query('update es_events e set prev_hash = l.prev_hash, hash = l.hash from es_links l where l.seq = e.seq');
    await pool.query('delete from es_links');
    await store.migrate();
    const columns = await pool.query(
      `select 1 from pg_attribute where attrelid = 'es_events'::regclass and attname in ('hash', 'prev_hash') and not attisdropped`,
    );
    expect(columns.rowCount).toBe(0);
    expect(await verifyChain(pool, { settleMs: 300 })).toMatchObject({ ok: true, checked: 5, unchained: 0, pending: 0, problems: [] });
    await appendLinked('head-3b', [event(51)]);
    expect(await storedHead()).toEqual(await newestLinkedRow());
  });
});

describe('while an open transaction holds newer events back from the chainer', () => {
  it('reports them as pending, not as a problem, and links them once it ends', async () => {
    const holder = await pool.connect();
    try {
      await holder.query('begin');
      // a transaction id older than the appends below: they stay above the visibility horizon
      await holder.query('select pg_current_xact_id()');
      await store.appendToStream('head-4', [event(6), event(7)]);
      const held = await verifyChain(pool, { settleMs: 300 });
      expect(held).toMatchObject({ ok: true, pending: 2, problems: [] });
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect(await verifyChain(pool, { settleMs: SETTLE_MS })).toMatchObject({ ok: true, checked: 8, pending: 0 });
  });
});

// the link removed by the next test, put back by the one after it
let removedLink: { seq: string; prev_hash: Buffer; hash: Buffer } | undefined;

describe("when the newest event's link (its hash) is removed by hand", () => {
  it('names it as altered: the head is past it, so it is not waiting for the chainer', async () => {
    const seq = await newestRow();
    removedLink = (
      await pool.query<{ seq: string; prev_hash: Buffer; hash: Buffer }>(
        'delete from es_links where seq = $1 returning seq::text as seq, prev_hash, hash',
        [seq],
      )
    ).rows[0];
    const { rows } = await pool.query<{ event_id: string }>('select event_id::text from es_events where seq = $1', [seq]);
    const report = await verifyChain(pool, { settleMs: 300 });
    expect(report).toMatchObject({ ok: false, pending: 0 });
    expect(report.problems).toEqual([expect.objectContaining({ kind: 'altered', seq, event_id: rows[0]!.event_id })]);
  });
});

describe('issue 20 tamper evidence: when the newest events are deleted by hand', () => {
  it('names them from the head es_chain kept: the row it names is gone', async () => {
    // the link removed above is put back, so that only this test's deletion is a problem
    await pool.query('insert into es_links (seq, prev_hash, hash) values ($1, $2, $3)', [
      removedLink!.seq,
      removedLink!.prev_hash,
      removedLink!.hash,
    ]);
    await appendLinked('head-5', [event(8), event(9), event(10)]);
    const { rows } = await pool.query<{ seq: string; event_id: string }>(
      'select e.seq::text as seq, e.event_id::text as event_id from es_events e order by e.seq desc limit 3',
    );
    const [newest, , kept] = rows;
    await pool.query('delete from es_events where seq > $1', [kept!.seq]);

    const report = await verifyChain(pool, { settleMs: 300 });
    expect(report).toMatchObject({ ok: false, pending: 0 });
    expect(report.problems).toContainEqual(
      expect.objectContaining({ kind: 'removed', seq: newest!.seq, event_id: null, after: { seq: kept!.seq, event_id: kept!.event_id } }),
    );
  });
});

describe('issue 20 tamper evidence: when a row is edited and the chain recomputed over it by hand', () => {
  it('names the head row: its hash is not the one the chainer linked', async () => {
    await store.appendToStream('head-6', [event(11)]);
    expect(await verifyChain(pool, { settleMs: SETTLE_MS })).toMatchObject({ pending: 0 });
    const { rows } = await pool.query<{ seq: string; event_id: string }>(
      `update es_events set data = '{"n": 1000}' where seq = (select max(seq) from es_events) returning seq::text as seq, event_id::text as event_id`,
    );
    // the forger recomputes the edited row's hash so that the row itself checks out
    await pool.query(
      `update es_links l set hash = es_event_digest(l.prev_hash, e.event_id, e.stream_id, e.revision, e.type, e.data, e.metadata)
         from es_events e where e.seq = l.seq and l.seq = $1`,
      [rows[0]!.seq],
    );
    const report = await verifyChain(pool, { settleMs: 300 });
    expect(report.problems).toContainEqual(expect.objectContaining({ kind: 'altered', event_id: rows[0]!.event_id }));
  });
});
