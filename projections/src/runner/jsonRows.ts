// Many rows written from ONE parameter: the rows as a JSON array, unpacked by PostgreSQL's
// jsonb_to_recordset. A multi-row VALUES list of a few hundred rows has thousands of
// parameters, which knex compiles into a long statement (renumbering every placeholder) and pg
// serializes one by one; JSON.stringify of the rows is one native call, and jsonb columns go in
// as nested JSON instead of strings encoded twice. For the hot writers (history takes every event).
import type { ProjectionContext } from './types.js';

/** Column name → SQL type, in the order written. JSON arrays become SQL arrays (`uuid[]`), JSON values `jsonb`. */
export type JsonColumns = Readonly<Record<string, string>>;

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

function insertSql(ctx: ProjectionContext, table: string, columns: JsonColumns): { sql: string; names: string[] } {
  const names = Object.keys(columns).map(ident);
  const types = Object.entries(columns).map(([name, type]) => `${ident(name)} ${type}`);
  return {
    names,
    sql: `INSERT INTO ${ctx.ref(table)} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset(?::jsonb) AS r(${types.join(', ')})`,
  };
}

/** Inserts the rows unless a row with the same key is there already (as `insertOnce`). */
export async function insertOnceFromJson(
  ctx: ProjectionContext,
  table: string,
  columns: JsonColumns,
  rows: readonly object[],
  key: string,
): Promise<void> {
  if (rows.length === 0) return;
  const { sql } = insertSql(ctx, table, columns);
  await ctx.trx.raw(`${sql} ON CONFLICT (${ident(key)}) DO NOTHING`, [JSON.stringify(rows)]);
}

/** Inserts the rows; where the key is taken, overwrites every other column (as `upsert` without `merge`). Keys must be unique. */
export async function upsertFromJson(
  ctx: ProjectionContext,
  table: string,
  columns: JsonColumns,
  rows: readonly object[],
  key: string,
): Promise<void> {
  if (rows.length === 0) return;
  const { sql, names } = insertSql(ctx, table, columns);
  const sets = names.filter((name) => name !== ident(key)).map((name) => `${name} = excluded.${name}`);
  await ctx.trx.raw(`${sql} ON CONFLICT (${ident(key)}) DO UPDATE SET ${sets.join(', ')}`, [JSON.stringify(rows)]);
}
