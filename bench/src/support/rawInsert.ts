// The rebuild benches' baseline: rows written multi-row (1,000 per statement, 10,000 per transaction, no
// waiting for the WAL flush) into a copy of a projector's table in the raw_copy schema.
import type { Knex } from 'knex';

const ROWS_PER_STATEMENT = 1000;
const ROWS_PER_TRANSACTION = 10_000;

export async function insertRawCopy(knex: Knex, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let offset = 0; offset < rows.length; offset += ROWS_PER_TRANSACTION) {
    await knex.transaction(async (trx) => {
      await trx.raw('set local synchronous_commit = off');
      const end = Math.min(rows.length, offset + ROWS_PER_TRANSACTION);
      for (let at = offset; at < end; at += ROWS_PER_STATEMENT) {
        await trx
          .withSchema('raw_copy')
          .table(table)
          .insert(rows.slice(at, Math.min(end, at + ROWS_PER_STATEMENT)));
      }
    });
  }
}
