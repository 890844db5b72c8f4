// Tamper evidence (issue 20 item 4): every event row carries `hash` = sha256(prev_hash ‖ its content)
// and `prev_hash` = the hash of the event before it in $all order (es_insert_chained_rows, in the append's
// own statement). Walking the table in order names the first rows that break it:
//   altered  the row's content (or hash) no longer gives its hash;
//   removed  the row's prev_hash is not the hash of the row now before it: rows between are gone.
// Removing the newest events leaves no trace in the chain itself: compare the head hash the walk
// reports with one kept elsewhere (a log, a printout) to see that.
import type pg from 'pg';
import type { ChainProblem } from '../../../domain/history/records.js';

// the problem's shape is the audit API's record, so it is declared with the records
export type { ChainProblem };

export interface ChainReport {
  ok: boolean;
  /** Rows walked, and those from before the chain existed (no hash). */
  checked: number;
  unchained: number;
  /** Hex sha256 of the newest event: the value to keep elsewhere. */
  head: string | null;
  /** The first problems in $all order (at most `limit`). */
  problems: ChainProblem[];
}

const GENESIS = Buffer.alloc(32);
const PAGE = 5000;

// seq is read as text (bigint): ordering names the table's column, not the text alias, which would sort "10" before "2"
interface ChainRow {
  seq: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  prev_hash: Buffer | null;
  hash: Buffer | null;
  intact: boolean | null;
}

/** Walks every event in order, a page at a time; stops after `limit` problems. */
export async function verifyChain(pool: pg.Pool, options: { limit?: number } = {}): Promise<ChainReport> {
  const limit = options.limit ?? 20;
  const problems: ChainProblem[] = [];
  let checked = 0;
  let unchained = 0;
  let chainStarted = false;
  let previous: { seq: string; event_id: string; hash: Buffer | null } | null = null;
  let after = '0';
  for (;;) {
    const { rows } = await pool.query<ChainRow>(
      `select e.seq::text as seq, e.event_id::text as event_id, e.stream_id, e.revision::text as revision, e.type, e.prev_hash, e.hash,
              es_event_digest(e.prev_hash, e.event_id, e.stream_id, e.revision, e.type, e.data, e.metadata) = e.hash as intact
         from es_events e where e.seq > $1::bigint order by e.seq limit $2`,
      [after, PAGE],
    );
    for (const row of rows) {
      checked += 1;
      // rows from before the chain have no hash; a row without one after the chain began lost it
      if (row.hash === null && !chainStarted) unchained += 1;
      else if (row.hash === null)
        problems.push({
          kind: 'altered',
          seq: row.seq,
          event_id: row.event_id,
          stream_id: row.stream_id,
          revision: row.revision,
          type: row.type,
          after: null,
        });
      else {
        chainStarted = true;
        const expected = previous?.hash ?? GENESIS;
        const describe = { seq: row.seq, event_id: row.event_id, stream_id: row.stream_id, revision: row.revision, type: row.type };
        if (row.prev_hash === null || !row.prev_hash.equals(expected))
          problems.push({ kind: 'removed', ...describe, after: previous && { seq: previous.seq, event_id: previous.event_id } });
        if (!row.intact) problems.push({ kind: 'altered', ...describe, after: null });
      }
      if (row.hash !== null) previous = { seq: row.seq, event_id: row.event_id, hash: row.hash };
      if (problems.length >= limit) break;
    }
    if (rows.length < PAGE || problems.length >= limit) break;
    after = rows.at(-1)!.seq;
  }
  return {
    ok: problems.length === 0,
    checked,
    unchained,
    head: previous?.hash ? previous.hash.toString('hex') : null,
    problems: problems.slice(0, limit),
  };
}

/** One line per problem, as the CLI and logs print them. */
export const describeProblem = (problem: ChainProblem): string =>
  problem.kind === 'altered'
    ? `altered: event ${problem.event_id} (#${problem.seq}, ${problem.stream_id} revision ${problem.revision}, ${problem.type})`
    : `removed: the event(s) before ${problem.event_id} (#${problem.seq}, ${problem.stream_id} revision ${problem.revision}, ${problem.type})` +
      (problem.after ? `, after ${problem.after.event_id} (#${problem.after.seq})` : ', at the start of the history');
