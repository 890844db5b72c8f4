// Appending to a stream inside a transaction the caller owns. PostgresEventStore
// wraps it in BEGIN/COMMIT; a caller that must write something else atomically
// with the events (or a test holding a transaction open) calls it directly.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { inTransaction } from '../../db/transaction.js';
import {
  type AppendResult,
  type EventToAppend,
  type ExpectedRevision,
  type Position,
  START,
  type StreamAppend,
  WrongExpectedVersionError,
} from '../types.js';

export const NOTIFY_CHANNEL = 'es_events';

const NO_STREAM = -1n;
const UNIQUE_VIOLATION = '23505';
const STREAM_REVISION_KEY = 'es_events_stream_id_revision_key';

interface PositionRow {
  tx: string;
  seq: string;
  revision: string;
}

const positionOf = (row: PositionRow): Position => ({ commit: BigInt(row.tx), prepare: BigInt(row.seq) });

export class AppendNotFirstWriteError extends Error {
  constructor() {
    super(
      'appendInTransaction must come before any other write of its transaction: ' +
        'a transaction id taken before the stream lock could put the stream out of revision order in $all',
    );
    this.name = 'AppendNotFirstWriteError';
  }
}

const accepts = (expected: ExpectedRevision, current: bigint): boolean => {
  if (expected === 'any') return true;
  if (expected === 'no_stream') return current === NO_STREAM;
  if (expected === 'stream_exists') return current !== NO_STREAM;
  return expected === current;
};

/**
 * Appends events to a stream within the open transaction of `client` (after BEGIN).
 * It must be the transaction's first write, and only one stream per transaction:
 * the stream lock is taken before the transaction id is assigned, which is what keeps
 * every stream in revision order in $all. The caller commits; the notification
 * waking subscribers is delivered at commit.
 */
export async function appendInTransaction(
  client: pg.ClientBase,
  streamId: string,
  events: EventToAppend[],
  expectedRevision: ExpectedRevision = 'any',
  options: { notifyAtCommit?: boolean } = {},
): Promise<AppendResult> {
  const notifyAtCommit = options.notifyAtCommit ?? true;
  const locked = await client.query<{ xid: string | null }>(
    'select pg_advisory_xact_lock(hashtextextended($1, 0)), pg_current_xact_id_if_assigned()::text as xid',
    [streamId],
  );
  if (locked.rows[0]?.xid != null) throw new AppendNotFirstWriteError();

  const head = await client.query<PositionRow>(
    'select tx_id::text as tx, seq, revision from es_events where stream_id = $1 order by revision desc limit 1',
    [streamId],
  );
  const last = head.rows[0];
  const current = last ? BigInt(last.revision) : NO_STREAM;

  const eventIds = events.map((event) => event.eventId ?? randomUUID());
  if (events.some((event) => event.eventId !== undefined)) {
    const retried = await findRetriedAppend(client, streamId, eventIds, expectedRevision, current);
    if (retried) return retried;
  }

  if (!accepts(expectedRevision, current)) {
    throw new WrongExpectedVersionError(streamId, expectedRevision, current === NO_STREAM ? 'no_stream' : current);
  }
  if (events.length === 0) {
    return { nextExpectedRevision: current, position: last ? positionOf(last) : START };
  }

  // One statement writes the events and, for callers owning the transaction, queues the
  // notification (sent at commit). PostgresEventStore notifies after commit instead (its chainer).
  // No hash here: es_chain links the rows once committed (chainer.ts), so a caller holding its
  // transaction open holds no other append back.
  const insert = `insert into es_events (event_id, stream_id, revision, type, data, metadata)
       select e.event_id, $1, $2::bigint + e.ord, e.type, e.data::jsonb, e.metadata::jsonb
         from unnest($3::uuid[], $4::text[], $5::text[], $6::text[]) with ordinality
              as e(event_id, type, data, metadata, ord)
        order by e.ord
       returning tx_id::text as tx, seq, revision`;
  const values = [
    streamId,
    String(current),
    eventIds,
    events.map((event) => event.type),
    events.map((event) => JSON.stringify(event.data)),
    events.map((event) => JSON.stringify(event.metadata)),
  ];
  const inserted = notifyAtCommit
    ? await client.query<PositionRow>(
        `with inserted as (${insert}) select inserted.* from inserted, (select pg_notify($7, '')) as notified`,
        [...values, NOTIFY_CHANNEL],
      )
    : await client.query<PositionRow>(insert, values);

  const lastRow = inserted.rows.reduce((a, b) => (BigInt(a.revision) > BigInt(b.revision) ? a : b));
  return { nextExpectedRevision: BigInt(lastRow.revision), position: positionOf(lastRow) };
}

/**
 * The usual append (new events, no caller-given ids) in one round trip: the es_append
 * function takes the stream lock, checks the revision and inserts, in one autocommit
 * statement (appendInTransaction needs five: begin, lock, head, insert, commit).
 * An append with caller-given event ids (a possible retry) or with no events goes
 * through appendInTransaction, which knows how to answer those.
 */
export async function appendInOneStatement(
  pool: pg.Pool,
  streamId: string,
  events: EventToAppend[],
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  try {
    const [single] = events;
    if (events.length === 1 && single && (expectedRevision === 'no_stream' || typeof expectedRevision === 'bigint')) {
      return await appendOneAtRevision(pool, streamId, single, expectedRevision);
    }
    const { rows } =
      events.length === 1 && single
        ? await pool.query<PositionRow>('select tx, seq, revision from es_append_one($1, $2, $3, $4, $5, $6)', [
            streamId,
            String(expectedRevision),
            randomUUID(),
            single.type,
            JSON.stringify(single.data),
            JSON.stringify(single.metadata),
          ])
        : await pool.query<PositionRow>('select tx, seq, revision from es_append($1, $2, $3, $4, $5, $6)', [
            streamId,
            String(expectedRevision),
            events.map(() => randomUUID()),
            events.map((event) => event.type),
            events.map((event) => JSON.stringify(event.data)),
            events.map((event) => JSON.stringify(event.metadata)),
          ]);
    const lastRow = rows.reduce((a, b) => (BigInt(a.revision) > BigInt(b.revision) ? a : b));
    return { nextExpectedRevision: BigInt(lastRow.revision), position: positionOf(lastRow) };
  } catch (error) {
    const { code, detail, constraint } = error as { code?: string; detail?: string; constraint?: string };
    if (code === UNIQUE_VIOLATION && constraint === STREAM_REVISION_KEY) {
      // a concurrent append took the revision first (no stream lock is taken for an exact revision)
      throw await wrongExpectedRevision(pool, streamId, expectedRevision);
    }
    if (code !== 'ES409') throw error;
    const current = BigInt(detail ?? '-1');
    throw new WrongExpectedVersionError(streamId, expectedRevision, current === NO_STREAM ? 'no_stream' : current);
  }
}

// The usual command's append: one event at an exact revision (or the stream's first), as a plain insert
// prepared once per connection. The stream's head needs no lock and no function: the unique
// (stream_id, revision) index refuses a revision already taken (a concurrent append waits for the other's
// commit and fails there), and the previous revision, read as committed, was written by a transaction with a
// smaller id, so the stream stays in revision order in $all. An insert that finds the stream behind its
// expected revision inserts nothing. In the append bench this ran at the cost of a raw insert into es_events;
// the plpgsql function (es_append_one) about 0.7 of it.
export const APPEND_FIRST = {
  name: 'es_append_first',
  text: `insert into es_events (event_id, stream_id, revision, type, data, metadata)
         values ($1, $2, 0, $3, $4::jsonb, $5::jsonb)
         returning tx_id::text as tx, seq, revision`,
};
export const APPEND_NEXT = {
  name: 'es_append_next',
  text: `insert into es_events (event_id, stream_id, revision, type, data, metadata)
         select $1::uuid, $2::text, $6::bigint + 1, $3::text, $4::jsonb, $5::jsonb
          where exists (select from es_events where stream_id = $2::text and revision = $6::bigint)
         returning tx_id::text as tx, seq, revision`,
};

async function appendOneAtRevision(
  pool: pg.Pool,
  streamId: string,
  event: EventToAppend,
  expectedRevision: 'no_stream' | bigint,
): Promise<AppendResult> {
  const values = [randomUUID(), streamId, event.type, JSON.stringify(event.data), JSON.stringify(event.metadata)];
  const { rows } =
    expectedRevision === 'no_stream'
      ? await pool.query<PositionRow>({ ...APPEND_FIRST, values })
      : await pool.query<PositionRow>({ ...APPEND_NEXT, values: [...values, String(expectedRevision)] });
  const row = rows[0];
  if (!row) throw await wrongExpectedRevision(pool, streamId, expectedRevision);
  return { nextExpectedRevision: BigInt(row.revision), position: positionOf(row) };
}

/** The stream's current revision, for the error of an append that expected another. */
async function wrongExpectedRevision(pool: pg.Pool, streamId: string, expected: ExpectedRevision): Promise<WrongExpectedVersionError> {
  const { rows } = await pool.query<{ revision: string }>(
    'select coalesce(max(revision), -1)::text as revision from es_events where stream_id = $1',
    [streamId],
  );
  const current = BigInt(rows[0]!.revision);
  return new WrongExpectedVersionError(streamId, expected, current === NO_STREAM ? 'no_stream' : current);
}

/**
 * EventStoreDB's idempotence: an append whose event ids were all already written,
 * in this stream, in this order, where the expected revision says they would go,
 * is a retry and answers the first append's result. Any other reuse of an event id
 * is a conflict.
 */
async function findRetriedAppend(
  client: pg.ClientBase,
  streamId: string,
  eventIds: string[],
  expected: ExpectedRevision,
  current: bigint,
): Promise<AppendResult | null> {
  const found = await client.query<PositionRow & { event_id: string; stream_id: string }>(
    `select event_id::text, stream_id, tx_id::text as tx, seq, revision
       from es_events where event_id = any($1::uuid[]) order by revision`,
    [eventIds],
  );
  if (found.rows.length === 0) return null;
  const rows = found.rows;
  const first = BigInt(rows[0]!.revision);
  const isRetry =
    rows.length === eventIds.length &&
    rows.every(
      (row, i) => row.stream_id === streamId && row.event_id === eventIds[i]!.toLowerCase() && BigInt(row.revision) === first + BigInt(i),
    ) &&
    (expected === 'any' ||
      (expected === 'no_stream' && first === 0n) ||
      (expected === 'stream_exists' && first > 0n) ||
      (typeof expected === 'bigint' && first === expected + 1n));
  if (!isRetry) {
    throw new WrongExpectedVersionError(streamId, expected, current === NO_STREAM ? 'no_stream' : current);
  }
  const last = rows[rows.length - 1]!;
  return { nextExpectedRevision: BigInt(last.revision), position: positionOf(last) };
}

/**
 * Appends to several distinct streams in one transaction, all or nothing (es_append_many): every
 * stream lock, then every expected revision in one query, then one insert of all the events.
 */
export async function appendToManyStreams(pool: pg.Pool, appends: StreamAppend[]): Promise<AppendResult[]> {
  const appending = appends.filter((a) => a.events.length > 0);
  if (new Set(appending.map((a) => a.streamId)).size !== appending.length) throw new Error('appendToManyStreams: each stream once');
  if (appending.length === 0) return appends.map(() => ({ nextExpectedRevision: -1n, position: START }));
  const events = appending.flatMap((a) => a.events);
  let rows: (PositionRow & { stream: string })[];
  try {
    ({ rows } = await inTransaction(pool, (client) =>
      client.query<PositionRow & { stream: string }>('select tx, seq, revision, stream from es_append_many($1, $2, $3, $4, $5, $6, $7)', [
        appending.map((a) => a.streamId),
        appending.map((a) => String(a.expectedRevision)),
        appending.map((a) => a.events.length),
        events.map((event) => event.eventId ?? randomUUID()),
        events.map((event) => event.type),
        events.map((event) => JSON.stringify(event.data)),
        events.map((event) => JSON.stringify(event.metadata)),
      ]),
    ));
  } catch (error) {
    const { code, detail, hint } = error as { code?: string; detail?: string; hint?: string };
    if (code !== 'ES409') throw error;
    const current = BigInt(detail ?? '-1');
    const streamId = hint ?? '';
    const expected = appending.find((a) => a.streamId === streamId)?.expectedRevision ?? 'any';
    throw new WrongExpectedVersionError(streamId, expected, current === NO_STREAM ? 'no_stream' : current);
  }
  const last = new Map<string, PositionRow>();
  for (const row of rows) {
    const seen = last.get(row.stream);
    if (!seen || BigInt(row.revision) > BigInt(seen.revision)) last.set(row.stream, row);
  }
  return appends.map((a) => {
    const row = last.get(a.streamId);
    return row ? { nextExpectedRevision: BigInt(row.revision), position: positionOf(row) } : { nextExpectedRevision: -1n, position: START };
  });
}
