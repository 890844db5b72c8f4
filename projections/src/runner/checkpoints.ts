// The runner's own table: one checkpoint row per projector, locked FOR UPDATE by
// every batch and by a rebuild's swap, so the two never interleave.
import type { Knex } from 'knex';
import pg from 'pg';
import { type Position, START } from '@practicum/shared/platform/eventstore/types';
import { migrateDeadLetters } from './deadLetters.js';
import { migrateRebuildLog } from './rebuildLog.js';
import { migrateAsOf } from './asOfTable.js';
import { type ConnectionLending, boundKnex } from './boundKnex.js';

const { escapeLiteral } = pg;

export const CHECKPOINTS_TABLE = 'projection_checkpoints';
/** pg_notify channel; the payload is the projector's name. Sent in the transaction that moves its checkpoint. */
export const CHECKPOINTS_CHANNEL = 'projection_checkpoints';

export interface Checkpoint {
  name: string;
  version: number;
  position: Position;
}

interface CheckpointRow {
  name: string;
  version: number;
  commit_position: string | number;
  prepare_position: string | number;
}

export async function migrateRunner(knex: Knex): Promise<void> {
  await migrateDeadLetters(knex);
  await migrateRebuildLog(knex);
  await migrateAsOf(knex);
  // numeric(20): EventStoreDB positions are unsigned 64-bit.
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS public.${CHECKPOINTS_TABLE} (
      name text PRIMARY KEY,
      version integer NOT NULL,
      commit_position numeric(20, 0) NOT NULL,
      prepare_position numeric(20, 0) NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
}

const toCheckpoint = (row: CheckpointRow): Checkpoint => ({
  name: row.name,
  version: Number(row.version),
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
});

const columns = ['name', 'version', 'commit_position', 'prepare_position'];

export async function readCheckpoint(db: Knex | Knex.Transaction, name: string): Promise<Checkpoint | null> {
  const row = (await db(CHECKPOINTS_TABLE).withSchema('public').select(columns).where({ name }).first()) as CheckpointRow | undefined;
  return row ? toCheckpoint(row) : null;
}

/** Every projector's checkpoint, by name. */
export async function readCheckpoints(db: Knex | Knex.Transaction): Promise<Checkpoint[]> {
  const rows = (await db(CHECKPOINTS_TABLE).withSchema('public').select(columns).orderBy('name')) as CheckpointRow[];
  return rows.map(toCheckpoint);
}

const lockSql = (name: string): string =>
  `SELECT ${columns.join(', ')} FROM public.${CHECKPOINTS_TABLE} WHERE name = ${escapeLiteral(name)} FOR UPDATE`;

// The checkpoint's upsert and its notification (delivered when the transaction commits), values written as
// literals: the same text serves a knex transaction and a simple-protocol query that carries its COMMIT.
const writeSql = (checkpoint: Checkpoint): string =>
  `WITH written AS (
     INSERT INTO public.${CHECKPOINTS_TABLE} AS c (name, version, commit_position, prepare_position, updated_at)
     VALUES (${escapeLiteral(checkpoint.name)}, ${Math.trunc(checkpoint.version)}, ${checkpoint.position.commit.toString()},
             ${checkpoint.position.prepare.toString()}, now())
     ON CONFLICT (name) DO UPDATE SET version = excluded.version, commit_position = excluded.commit_position,
       prepare_position = excluded.prepare_position, updated_at = excluded.updated_at
     RETURNING name)
   SELECT pg_notify(${escapeLiteral(CHECKPOINTS_CHANNEL)}, name) FROM written, (SELECT set_config('synchronous_commit', 'off', true)) AS lazily`;

/** Locks the row until the transaction ends; null when the projector has no checkpoint. */
export async function lockCheckpoint(trx: Knex.Transaction, name: string): Promise<Checkpoint | null> {
  const { rows } = await trx.raw<{ rows: CheckpointRow[] }>(lockSql(name));
  return rows[0] ? toCheckpoint(rows[0]) : null;
}

/**
 * Upserts the checkpoint and notifies waiting readers (delivered when the transaction commits). The transaction
 * then commits without waiting for its WAL flush (synchronous_commit off for it alone): a read model commits with
 * its checkpoint, so one lost in a crash is replayed from the event store, and readers see the batch (and
 * read-your-writes waits end) a flush earlier. A notifying commit also holds the server's notify lock through that
 * flush, which made every projector's commit wait for the others'.
 */
export async function writeCheckpoint(trx: Knex.Transaction, checkpoint: Checkpoint): Promise<void> {
  await trx.raw(writeSql(checkpoint));
}

/**
 * A transaction on one pooled connection that starts by locking a projector's checkpoint and ends by writing
 * it, in two round trips fewer than a knex transaction: BEGIN goes with the lock and COMMIT with the write, each
 * pair one simple-protocol query. `work` gets a knex bound to the connection (its queries run in the
 * transaction) and the locked checkpoint; it answers its result and the checkpoint to write, if any (none: the
 * transaction commits with nothing written by this). Any failure rolls the whole transaction back.
 */
export async function inCheckpointTransaction<T>(
  knex: Knex,
  name: string,
  work: (db: Knex, locked: Checkpoint | null) => Promise<{ result: T; write?: Checkpoint }>,
): Promise<T> {
  const lending = knex.client as ConnectionLending;
  const connection = (await lending.acquireConnection()) as pg.Client;
  try {
    const begun = (await connection.query(`BEGIN; ${lockSql(name)}`)) as unknown as pg.QueryResult<CheckpointRow>[];
    const row = begun[1]!.rows[0];
    const outcome = await work(boundKnex(knex, connection), row ? toCheckpoint(row) : null);
    await connection.query(outcome.write ? `${writeSql(outcome.write)}; COMMIT` : 'COMMIT');
    return outcome.result;
  } catch (error) {
    // a failed statement (the lock included: BEGIN ran before it) leaves the transaction open and aborted; after a
    // failed COMMIT there is none, and ROLLBACK only warns
    await connection.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await lending.releaseConnection(connection);
  }
}

export interface CheckpointMove {
  name: string;
  version: number;
  from: Position;
  to: Position;
}

/**
 * Moves checkpoints from `from` to `to`, each only if it is still at `from` with its version, and
 * notifies: for batches of events their projectors do not handle, there is nothing to write but the
 * checkpoint. Returns the names moved (the others were moved meanwhile by another process).
 *
 * One statement, no transaction around it: `locked` hands out the rows in name order, locking each as it goes,
 * and the update reaches a row only through `locked`, so this statement takes its row locks in name order
 * whatever the plan, and two runners moving overlapping sets cannot deadlock. (It was a transaction of four
 * statements, its lock taken by a SELECT first: a quarter of the statements a command's event cost.) It commits
 * without waiting for its WAL flush, as a batch's checkpoint does (writeCheckpoint): a move lost in a crash is
 * made again, and a notifying commit holds the server's notify lock through its flush, which every batch's
 * commit (a notifying one) then waits for.
 */
export async function advanceCheckpoints(knex: Knex, moves: readonly CheckpointMove[]): Promise<Set<string>> {
  if (moves.length === 0) return new Set();
  const values = moves.map(() => '(?, ?::integer, ?::numeric, ?::numeric, ?::numeric, ?::numeric)').join(', ');
  const bindings = moves.flatMap((move) => [
    move.name,
    move.version,
    move.from.commit.toString(),
    move.from.prepare.toString(),
    move.to.commit.toString(),
    move.to.prepare.toString(),
  ]);
  const result = await knex.raw<{ rows: { name: string }[] }>(
    `WITH moves (name, version, from_commit, from_prepare, to_commit, to_prepare) AS (VALUES ${values}),
    locked AS MATERIALIZED (
      SELECT c.name FROM public.${CHECKPOINTS_TABLE} c WHERE c.name IN (SELECT name FROM moves) ORDER BY c.name FOR UPDATE),
    moved AS (
      UPDATE public.${CHECKPOINTS_TABLE} c
         SET commit_position = m.to_commit, prepare_position = m.to_prepare, updated_at = now()
        FROM moves m, locked l
       WHERE l.name = m.name AND c.name = m.name AND c.version = m.version
         AND c.commit_position = m.from_commit AND c.prepare_position = m.from_prepare
      RETURNING c.name)
    SELECT name, pg_notify(?, name) FROM moved, (SELECT set_config('synchronous_commit', 'off', true)) AS lazily`,
    [...bindings, CHECKPOINTS_CHANNEL],
  );
  return new Set(result.rows.map((row) => row.name));
}

export const initialCheckpoint = (name: string, version: number): Checkpoint => ({ name, version, position: START });
