// Tamper evidence (issue 20 item 4): every event has a link (es_links, by seq) with `hash` = sha256(prev_hash ‖
// its content) and `prev_hash` = the hash of the event before it in $all order (tx_id, seq). The chainer (chainer.ts,
// es_chain) links rows once their transaction and every older one have ended, so the newest events may
// be a not-yet-chained tail for a moment: the walk waits for the rows committed before it was asked
// (settleMs), and reports a tail still waiting (after the head es_chain keeps) as `pending`, not as a
// problem. Walking the table in $all order names the first rows that break it:
//   altered  the row's content (or hash) no longer gives its hash, or its link was removed while later
//            rows are chained or the chain's head is past it;
//   removed  the row's prev_hash is not the hash of the row now before it: rows between are gone;
//            or the newest rows: the head es_chain keeps (es_chain_head) names a row no longer there.
// The head is written in the transaction that links, so removing the newest events needs the head row
// edited too to go unseen; the head hash the walk reports can also be compared with one kept elsewhere
// (a log, a printout).
import type pg from 'pg';
import type { ChainProblem } from '../../../domain/history/records.js';

// the problem's shape is the audit API's record, so it is declared with the records
export type { ChainProblem };

export interface ChainReport {
  ok: boolean;
  /** Rows walked, and those from before the chain existed (no hash). */
  checked: number;
  unchained: number;
  /** The newest rows not yet linked (their transaction or an older one was still open): not a problem. */
  pending: number;
  /** Hex sha256 of the newest chained event: the value to keep elsewhere. */
  head: string | null;
  /** The first problems in $all order (at most `limit`). */
  problems: ChainProblem[];
}

const GENESIS = Buffer.alloc(32);
const PAGE = 5000;
const SETTLE_POLL_MS = 25;

// seq and tx are read as text (bigint, xid8): ordering names the table's columns, not the text aliases
interface ChainRow {
  tx: string;
  seq: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  prev_hash: Buffer | null;
  hash: Buffer | null;
  intact: boolean | null;
}

// The chain's head as es_chain keeps it (es_chain_head), else, on a table that lost its head row, the newest
// linked row, from which es_chain would continue.
const HEAD = `(select h.tx_id, h.seq from es_chain_head h
               union all (select e.tx_id, e.seq from es_links l join es_events e on e.seq = l.seq order by e.tx_id desc, e.seq desc limit 1)
               limit 1)`;

/** Whether rows up to seq `upTo` still wait for the chainer after the chain's head. */
async function unchainedUpTo(pool: pg.Pool, upTo: string): Promise<boolean> {
  const { rows } = await pool.query<{ waiting: boolean }>(
    `with head as ${HEAD}
     select exists (
       select 1 from es_events e
        where e.seq <= $1::bigint and not exists (select 1 from es_links l where l.seq = e.seq)
          and (not exists (select 1 from head) or (e.tx_id, e.seq) > (select h.tx_id, h.seq from head h))
     ) as waiting`,
    [upTo],
  );
  return rows[0]!.waiting;
}

interface Head {
  tx: bigint;
  seq: bigint;
  /** As es_chain_head keeps it; null when that row is gone and the head was read from the linked rows. */
  hash: Buffer | null;
}

/** The head's $all position (tx, seq), 0/0 before anything was linked, and its hash as es_chain keeps it. */
async function headOf(pool: pg.Pool): Promise<Head> {
  const { rows } = await pool.query<{ tx: string; seq: string; hash: Buffer | null }>(
    `select h.tx_id::text as tx, h.seq::text as seq, (select k.hash from es_chain_head k) as hash from ${HEAD} h`,
  );
  return rows[0] ? { tx: BigInt(rows[0].tx), seq: BigInt(rows[0].seq), hash: rows[0].hash } : { tx: 0n, seq: 0n, hash: null };
}

/**
 * Walks every event in $all order, a page at a time; stops after `limit` problems. First waits up to
 * `settleMs` for the chainer to link the rows committed before the call; with `chain` (the CLI, which may
 * run while no service does) it runs the chainer's passes itself.
 */
export async function verifyChain(
  pool: pg.Pool,
  options: { limit?: number; settleMs?: number; chain?: boolean } = {},
): Promise<ChainReport> {
  const limit = options.limit ?? 20;
  const settleUntil = Date.now() + (options.settleMs ?? 5000);
  const newest = (await pool.query<{ seq: string | null }>('select max(seq)::text as seq from es_events')).rows[0]?.seq ?? null;
  while (newest !== null && (await unchainedUpTo(pool, newest)) && Date.now() < settleUntil) {
    if (options.chain) await pool.query('select * from es_chain()');
    if (await unchainedUpTo(pool, newest)) await new Promise((resolve) => setTimeout(resolve, SETTLE_POLL_MS));
  }

  // rows up to the head were linked before the walk began: one of them without a hash lost it
  const head = await headOf(pool);
  const linked = (row: ChainRow): boolean => {
    const tx = BigInt(row.tx);
    return tx < head.tx || (tx === head.tx && BigInt(row.seq) <= head.seq);
  };

  const problems: ChainProblem[] = [];
  let checked = 0;
  let unchained = 0;
  let chainStarted = false;
  let previous: { seq: string; event_id: string; hash: Buffer | null } | null = null;
  // the row at the head's position, when the walk meets it
  let headRow: ChainRow | null = null;
  // rows without a hash since the last chained one: before the chain they are from before it, between
  // chained rows they lost their hash (altered); at the end, those up to the head lost it too, and the
  // rest are the pending tail (they come after the head, in $all order, so they are the last of the run)
  let unhashed: ChainProblem[] = [];
  let unhashedCount = 0;
  let unhashedLinked = 0;
  let after = { tx: '0', seq: '0' };
  for (;;) {
    const { rows } = await pool.query<ChainRow>(
      `select e.tx_id::text as tx, e.seq::text as seq, e.event_id::text as event_id, e.stream_id, e.revision::text as revision, e.type,
              l.prev_hash, l.hash,
              es_event_digest(l.prev_hash, e.event_id, e.stream_id, e.revision, e.type, e.data, e.metadata) = l.hash as intact
         from es_events e left join es_links l on l.seq = e.seq
        where (e.tx_id, e.seq) > ($1::xid8, $2::bigint) order by e.tx_id, e.seq limit $3`,
      [after.tx, after.seq, PAGE],
    );
    for (const row of rows) {
      checked += 1;
      const describe = { seq: row.seq, event_id: row.event_id, stream_id: row.stream_id, revision: row.revision, type: row.type };
      if (BigInt(row.seq) === head.seq && BigInt(row.tx) === head.tx) headRow = row;
      if (row.hash === null) {
        unhashedCount += 1;
        if (linked(row)) unhashedLinked += 1;
        if (unhashed.length < limit) unhashed.push({ kind: 'altered', ...describe, after: null });
        continue;
      }
      if (unhashedCount > 0) {
        if (chainStarted) problems.push(...unhashed);
        else unchained += unhashedCount;
        unhashed = [];
        unhashedCount = 0;
        unhashedLinked = 0;
      }
      chainStarted = true;
      const expected = previous?.hash ?? GENESIS;
      if (row.prev_hash === null || !row.prev_hash.equals(expected))
        problems.push({ kind: 'removed', ...describe, after: previous && { seq: previous.seq, event_id: previous.event_id } });
      if (!row.intact) problems.push({ kind: 'altered', ...describe, after: null });
      previous = { seq: row.seq, event_id: row.event_id, hash: row.hash };
      if (problems.length >= limit) break;
    }
    if (rows.length < PAGE || problems.length >= limit) break;
    const last = rows.at(-1)!;
    after = { tx: last.tx, seq: last.seq };
  }
  let pending = 0;
  if (problems.length < limit) {
    if (chainStarted) problems.push(...unhashed.slice(0, unhashedLinked));
    else unchained += unhashedLinked;
    pending = unhashedCount - unhashedLinked;
    problems.push(...headProblems(head, headRow, previous));
  }
  return {
    ok: problems.length === 0,
    checked,
    unchained,
    pending,
    head: previous?.hash ? previous.hash.toString('hex') : null,
    problems: problems.slice(0, limit),
  };
}

/**
 * What the head es_chain kept says of the walk's end: the row it names is gone (the newest events were removed),
 * or that row's hash is not the one linked (the chain was recomputed over an edit). Nothing before any link, or
 * when the head row itself is gone (the walk then took the head from the rows).
 */
function headProblems(head: Head, row: ChainRow | null, previous: { seq: string; event_id: string } | null): ChainProblem[] {
  if (head.hash === null || head.seq === 0n) return [];
  const after = previous && { seq: previous.seq, event_id: previous.event_id };
  if (!row) return [{ kind: 'removed', seq: String(head.seq), event_id: null, stream_id: null, revision: null, type: null, after }];
  if (row.hash !== null && !row.hash.equals(head.hash))
    return [
      {
        kind: 'altered',
        seq: row.seq,
        event_id: row.event_id,
        stream_id: row.stream_id,
        revision: row.revision,
        type: row.type,
        after: null,
      },
    ];
  return [];
}

/** One line per problem, as the CLI and logs print them. */
export const describeProblem = (problem: ChainProblem): string =>
  problem.event_id === null
    ? `removed: the newest event(s), up to #${problem.seq} (the chain's head)` +
      (problem.after ? `, after ${problem.after.event_id} (#${problem.after.seq})` : '')
    : problem.kind === 'altered'
      ? `altered: event ${problem.event_id} (#${problem.seq}, ${problem.stream_id} revision ${problem.revision}, ${problem.type})`
      : `removed: the event(s) before ${problem.event_id} (#${problem.seq}, ${problem.stream_id} revision ${problem.revision}, ${problem.type})` +
        (problem.after ? `, after ${problem.after.event_id} (#${problem.after.seq})` : ', at the start of the history');
