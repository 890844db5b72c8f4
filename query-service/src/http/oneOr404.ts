// One record by the id in the path among the rows a scoped query lets the reader see: anyone else's is 404,
// like a missing one or a malformed id.
import type { Knex } from 'knex';
import { NotFoundError } from '@practicum/shared/platform/errors';

export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The first row of a scoped query for the id in the path, or 404 (unknown, malformed or not the reader's). */
export async function oneOr404<Row>(id: unknown, query: (id: string) => Knex.QueryBuilder): Promise<Row> {
  const value = String(id);
  const row = isUuid(value) ? ((await query(value).first()) as Row | undefined) : undefined;
  if (!row) throw new NotFoundError();
  return row;
}
