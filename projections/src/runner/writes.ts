// The idempotent writes projectors make: events can be delivered again (a
// retried batch, a rebuild), so an insert keyed by the event's ids either
// leaves an existing row alone or merges into it.
import type { Knex } from 'knex';
import type { ProjectionContext } from './types.js';

type Row = object;
type Key = string | readonly string[];

/** Inserts the row(s) unless a row with the same key is there already. */
export const insertOnce = (ctx: ProjectionContext, table: string, rows: Row | readonly Row[], key: Key = 'id'): Knex.QueryBuilder =>
  ctx
    .table(table)
    .insert(rows)
    .onConflict(key as string[])
    .ignore();

/** Inserts the row(s); where the key is taken, overwrites `merge` (the given columns, or values), by default every inserted column. */
export const upsert = (
  ctx: ProjectionContext,
  table: string,
  rows: Row | readonly Row[],
  key: Key = 'id',
  merge?: readonly string[] | Row,
): Knex.QueryBuilder => {
  const conflict = ctx
    .table(table)
    .insert(rows)
    .onConflict(key as string[]);
  return merge ? conflict.merge(merge as string[]) : conflict.merge();
};

/** The created_at and updated_at of a row an event makes: both the event's time (see createdUpdatedAt). */
export const timestampsAt = (at: string): { created_at: string; updated_at: string } => ({ created_at: at, updated_at: at });
