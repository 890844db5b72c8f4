// Where bus consumers and the Kafka relay remember how far into $all they got:
// one row per name in `consumer_checkpoints`. (Projectors keep theirs in
// `projection_checkpoints`, written in the same transaction as their tables.)
import type { Knex } from 'knex';
import type { Position } from '../eventstore/types.js';

export const CHECKPOINT_TABLE = 'consumer_checkpoints';

/** Creates the checkpoint table; safe to run repeatedly and from services starting together. */
export async function migrateBus(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    // CREATE TABLE IF NOT EXISTS is not safe against a concurrent twin: serialize.
    await trx.raw(`select pg_advisory_xact_lock(hashtextextended('consumer_checkpoints:migrate', 0))`);
    // numeric(20): EventStoreDB positions are unsigned 64-bit.
    await trx.raw(`
      create table if not exists ${CHECKPOINT_TABLE} (
        name             text primary key,
        commit_position  numeric(20, 0) not null,
        prepare_position numeric(20, 0) not null,
        updated_at       timestamptz not null default now()
      )`);
  });
}

export interface CheckpointStore {
  /** The last position saved under this name, or null when there is none (start from the beginning). */
  load(name: string): Promise<Position | null>;
  /** Saves a position; never moves a checkpoint backwards (a late or duplicate save is ignored). */
  save(name: string, position: Position): Promise<void>;
  /**
   * As save, for a position past events the consumer skipped: committed without waiting for the disk
   * (synchronous_commit off), since losing it in a crash only replays events that change nothing.
   */
  saveSkipped(name: string, position: Position): Promise<void>;
  /** Moves a checkpoint anywhere, or deletes it (replay from the start) when no position is given. */
  reset(name: string, position?: Position): Promise<void>;
}

interface CheckpointRow {
  name: string;
  commit_position: string | number;
  prepare_position: string | number;
}

const upsertForward = (values: string): string =>
  `insert into ${CHECKPOINT_TABLE} as c (name, commit_position, prepare_position)
   ${values}
   on conflict (name) do update
     set commit_position = excluded.commit_position,
         prepare_position = excluded.prepare_position,
         updated_at = now()
     where (c.commit_position, c.prepare_position) < (excluded.commit_position, excluded.prepare_position)`;

const SAVE = upsertForward('values (?, ?, ?)');
// One statement is its own transaction, and set_config(..., true) lasts until its commit: so this commit alone
// skips the wait for the WAL flush, in one round trip (BEGIN, SET LOCAL, the insert and COMMIT would be four).
// The settings row is a volatile function in FROM, so it is evaluated, before the commit.
const SAVE_WITHOUT_FLUSH = upsertForward(`select ?, ?, ? from (select set_config('synchronous_commit', 'off', true)) as lazily`);

export const checkpointStore = (knex: Knex): CheckpointStore => ({
  async load(name) {
    const row = await knex<CheckpointRow>(CHECKPOINT_TABLE).select('commit_position', 'prepare_position').where({ name }).first();
    return row ? { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) } : null;
  },

  async save(name, position) {
    await knex.raw(SAVE, [name, position.commit.toString(), position.prepare.toString()]);
  },

  async saveSkipped(name, position) {
    await knex.raw(SAVE_WITHOUT_FLUSH, [name, position.commit.toString(), position.prepare.toString()]);
  },

  async reset(name, position) {
    if (!position) {
      await knex(CHECKPOINT_TABLE).where({ name }).delete();
      return;
    }
    await knex.raw(
      `insert into ${CHECKPOINT_TABLE} (name, commit_position, prepare_position) values (?, ?, ?)
       on conflict (name) do update
         set commit_position = excluded.commit_position,
             prepare_position = excluded.prepare_position,
             updated_at = now()`,
      [name, position.commit.toString(), position.prepare.toString()],
    );
  },
});
