// What an erasure test checks once the person's key is gone: the background rebuild of every read model has
// finished, and no table of the database still holds the person's words.
import type pg from 'pg';
import type { Knex } from 'knex';
import { erasureRebuildOrder } from '@practicum/projections/runner/erasureRebuild';
import { REBUILDS_TABLE } from '@practicum/projections/runner/rebuildLog';
import { projectors } from '@practicum/projections/registry';
import { eventually } from './eventually.js';

/** The id of the latest rebuild logged so far (rebuilds after it are the erasure's). */
export async function lastRebuildId(knex: Knex): Promise<string | null> {
  const [{ max }] = (await knex(REBUILDS_TABLE).max('id')) as [{ max: string | null }];
  return max;
}

/** Waits until every projector has been rebuilt after `lastBefore` and none is still running. */
export async function erasureRebuildsDone(knex: Knex, lastBefore: string | null, ms = 600_000): Promise<void> {
  const expected = erasureRebuildOrder(projectors).length;
  await eventually(async () => {
    const rows = await knex(REBUILDS_TABLE)
      .where('id', '>', lastBefore ?? 0)
      .select<{ status: string }[]>('status');
    return rows.filter((row) => row.status === 'done').length >= expected && !rows.some((row) => row.status === 'running');
  }, ms);
}

/** Every table of the database (read models, the command side's rows, the event store) whose rows mention `text`. */
export async function tablesMentioning(pool: pg.Pool, text: string): Promise<string[]> {
  const { rows: tables } = await pool.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const table = `"${schema}"."${name}"`;
    const { rows } = await pool.query(`select 1 from ${table} t where strpos(lower(t::text), lower($1)) > 0 limit 1`, [text]);
    if (rows.length > 0) found.push(table);
  }
  return found;
}
