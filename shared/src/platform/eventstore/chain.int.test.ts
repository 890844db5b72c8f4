// Issue 20 item 4, tamper evidence: every appended event is chained onto $all (a hash over the previous
// one), on both append paths, and `npm run audit:verify` names a row edited by hand and a row deleted by
// hand, each by its event.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/index.js';
import { systemMetadata } from './metadata.js';
import { verifyChain } from './postgres/chain.js';
import { PostgresEventStore } from './postgres/postgresEventStore.js';
import type { EventToAppend } from './types.js';

let database: TestDatabase;
let pool: pg.Pool;
let store: PostgresEventStore;
const event = (n: number, eventId?: string): EventToAppend => ({ type: 'ThingHappened', data: { n }, metadata: systemMetadata(), eventId });

const rows = async () =>
  (
    await pool.query<{ seq: string; event_id: string }>(
      'select e.seq::text as seq, e.event_id::text as event_id from es_events e order by e.seq',
    )
  ).rows;

const auditVerify = async (): Promise<{ code: number; out: string }> => {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'shared/src/platform/eventstore/postgres/verifyCli.ts'],
      {
        env: { ...process.env, DATABASE_URL: database.url },
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, out: failed.stdout };
  }
};

beforeAll(async () => {
  database = await createTestDatabase('chain');
  pool = new pg.Pool({ connectionString: database.url, max: 8 });
  // the database is dropped WITH (FORCE) at the end: a connection it ends must not fail the file
  pool.on('error', () => undefined);
  store = PostgresEventStore.create(pool);
  await store.migrate();
  // one event per append, several per append, concurrent writers, and the retry path (caller-given ids)
  await Promise.all(Array.from({ length: 6 }, (_, w) => store.appendToStream(`thing-${w}`, [event(w)], { expectedRevision: 'no_stream' })));
  await store.appendToStream('thing-0', [event(10), event(11), event(12)], { expectedRevision: 0n });
  await store.appendToStream('thing-1', [event(20, randomUUID()), event(21, randomUUID())], { expectedRevision: 0n });
  await store.appendToStream('thing-2', [event(30)], { expectedRevision: 0n });
  // a batch of new streams and an existing one in one set-based insert, then a single append after it
  await store.appendToStreams([
    { streamId: 'batch-0', events: [event(40), event(41)], expectedRevision: 'no_stream' },
    { streamId: 'batch-1', events: [event(42)], expectedRevision: 'no_stream' },
    { streamId: 'thing-3', events: [event(43)], expectedRevision: 0n },
  ]);
  await store.appendToStream('batch-1', [event(50)], { expectedRevision: 0n });
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await database?.drop();
});

describe('issue 20 tamper evidence: when nobody touched the event store', () => {
  it('every event carries a hash chained over the one before it, and the walk finds the history intact', async () => {
    const report = await verifyChain(pool);
    expect(report).toMatchObject({ ok: true, checked: 17, unchained: 0, problems: [] });
    expect(report.head).toMatch(/^[0-9a-f]{64}$/);
    const { rows: chained } = await pool.query<{ n: string }>('select count(*) as n from es_events e join es_links l on l.seq = e.seq');
    expect(Number(chained[0]!.n)).toBe(17);
    const verified = await auditVerify();
    expect(verified.code).toBe(0);
    expect(verified.out).toContain('the history is intact');
  });

  it('the digest is planned inline, not called once per row (the chainer and the walk pay for it on every event)', async () => {
    const { rows } = await pool.query<{ 'QUERY PLAN': unknown }>(
      `explain (verbose, format json)
       select es_event_digest(l.prev_hash, e.event_id, e.stream_id, e.revision, e.type, e.data, e.metadata) from es_events e join es_links l on l.seq = e.seq`,
    );
    const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
    expect(plan).toContain('sha256(');
    expect(plan).not.toContain('es_event_digest(');
  });
});

describe('issue 20 tamper evidence: when one row is edited and another deleted by hand', () => {
  it('audit:verify names the edited event and the event after the deleted one', async () => {
    const all = await rows();
    const edited = all[3]!;
    const deleted = all[7]!;
    const afterDeleted = all[8]!;
    await pool.query(`update es_events set data = '{"n": 999}' where seq = $1`, [edited.seq]);
    await pool.query('delete from es_events where seq = $1', [deleted.seq]);

    const report = await verifyChain(pool);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({ kind: 'altered', event_id: edited.event_id }),
      expect.objectContaining({
        kind: 'removed',
        event_id: afterDeleted.event_id,
        after: { seq: all[6]!.seq, event_id: all[6]!.event_id },
      }),
    ]);

    const verified = await auditVerify();
    expect(verified.code).toBe(1);
    expect(verified.out).toContain(`altered: event ${edited.event_id}`);
    expect(verified.out).toContain(`removed: the event(s) before ${afterDeleted.event_id}`);
    expect(verified.out).toContain('the history was altered');
  });
});
