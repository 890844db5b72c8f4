// Many rows written from ONE parameter: the rows as a JSON array, unpacked by PostgreSQL's
// jsonb_to_recordset (or jsonb_populate_recordset, typed as the table's own row). A multi-row VALUES
// list of a few hundred rows has thousands of parameters, which knex compiles into a long statement
// (renumbering every placeholder) and pg serializes one by one; JSON.stringify of the rows is one
// native call, and jsonb columns go in as nested JSON instead of strings encoded twice. For the hot
// writers (history takes every event) and the batches that projectors fold in memory (foldedTable.ts).
import type { ProjectionContext } from './types.js';

/**
 * The columns written, in order: name → SQL type (JSON arrays become SQL arrays (`uuid[]`), JSON values `jsonb`),
 * or only the names, typed as the table's columns are.
 */
export type JsonColumns = Readonly<Record<string, string>> | readonly string[];

/** The column(s) of the unique key that ON CONFLICT names. */
export type JsonKey = string | readonly string[];

/**
 * Where a row's key is taken: `ignore` keeps the row there (as `insertOnce`), `merge` overwrites every other
 * column (as `upsert` without `merge`: keys must then be unique within the rows), or the given SQL expression per
 * column, over `t` (the row there) and `excluded` (the new one).
 */
export type OnConflict = 'ignore' | 'merge' | Readonly<Record<string, string>>;

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The column names and the FROM item that unpacks the one JSON parameter into rows `r`. */
function recordset(ctx: ProjectionContext, table: string, columns: JsonColumns): { names: string[]; from: string } {
  if (Array.isArray(columns)) {
    const names = (columns as readonly string[]).map(ident);
    return { names, from: `jsonb_populate_recordset(NULL::${ctx.ref(table)}, ?::jsonb) AS r` };
  }
  const types = Object.entries(columns).map(([name, type]) => `${ident(name)} ${type}`);
  return { names: Object.keys(columns).map(ident), from: `jsonb_to_recordset(?::jsonb) AS r(${types.join(', ')})` };
}

/** An insertFromJson's arguments, to send alone or with other tables' in one statement (insertAllFromJson). */
export interface JsonInsert {
  table: string;
  columns: JsonColumns;
  rows: readonly object[];
  key: JsonKey;
  onConflict: OnConflict;
}

/** The INSERT statement (its one parameter: the rows' JSON). */
function insertSql(ctx: ProjectionContext, { table, columns, key, onConflict }: JsonInsert): string {
  const { names, from } = recordset(ctx, table, columns);
  const keys = (typeof key === 'string' ? [key] : key).map(ident);
  let action = 'DO NOTHING';
  if (onConflict !== 'ignore') {
    const sets =
      onConflict === 'merge'
        ? names.filter((name) => !keys.includes(name)).map((name) => `${name} = excluded.${name}`)
        : Object.entries(onConflict).map(([name, value]) => `${ident(name)} = ${value}`);
    // a row that is all key (a set of names) has nothing to overwrite, and SET wants a column
    if (sets.length > 0) action = `DO UPDATE SET ${sets.join(', ')}`;
  }
  return `INSERT INTO ${ctx.ref(table)} AS t (${names.join(', ')}) SELECT ${names.join(', ')} FROM ${from}
     ON CONFLICT (${keys.join(', ')}) ${action}`;
}

/**
 * Inserts the rows in order, one statement. With `ignore`, a row whose key an earlier row of the same rows took
 * is skipped too, so the first wins, as with one insert per row.
 */
export async function insertFromJson(
  ctx: ProjectionContext,
  table: string,
  columns: JsonColumns,
  rows: readonly object[],
  key: JsonKey,
  onConflict: OnConflict,
): Promise<void> {
  await insertAllFromJson(ctx, [{ table, columns, rows, key, onConflict }]);
}

/**
 * Several insertFromJson in one statement, one round trip: each a data-modifying WITH query. Each must write a
 * table of its own (they run on one snapshot: none sees the others' rows, nor conflicts with them).
 */
export async function insertAllFromJson(ctx: ProjectionContext, inserts: readonly JsonInsert[]): Promise<void> {
  const sent = inserts.filter((insert) => insert.rows.length > 0);
  if (sent.length === 0) return;
  if (new Set(sent.map((insert) => insert.table)).size < sent.length) throw new Error('insertAllFromJson: one insert per table');
  const bindings = sent.map((insert) => JSON.stringify(insert.rows));
  const sql =
    sent.length === 1
      ? insertSql(ctx, sent[0]!)
      : `WITH ${sent.map((insert, i) => `w${i} AS (${insertSql(ctx, insert)})`).join(', ')} SELECT 1`;
  await ctx.trx.raw(sql, bindings);
}

/** Deletes the rows whose key columns equal one of `keys` (objects holding those columns), one statement. */
export async function deleteFromJson(ctx: ProjectionContext, table: string, key: JsonKey, keys: readonly object[]): Promise<void> {
  if (keys.length === 0) return;
  const columns = typeof key === 'string' ? [key] : key;
  const { from } = recordset(ctx, table, columns);
  const matches = columns.map((column) => `t.${ident(column)} = r.${ident(column)}`);
  await ctx.trx.raw(`DELETE FROM ${ctx.ref(table)} AS t USING ${from} WHERE ${matches.join(' AND ')}`, [JSON.stringify(keys)]);
}

/**
 * How a jsonb column's value goes into a row: as JSON text through knex (which would send a JS array as a Postgres
 * array), as itself inside the JSON rows above. Row builders shared by a projector's apply and its fold take one.
 */
export type JsonbValue = (value: unknown) => unknown;
export const jsonbAsText: JsonbValue = (value) => JSON.stringify(value);
export const jsonbAsIs: JsonbValue = (value) => value;
