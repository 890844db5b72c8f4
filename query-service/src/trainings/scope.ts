// The caller's organization, which scopes every training setup read in SQL,
// and the one-record lookup shared by the setup's detail routes.
import type { Request } from 'express';
import type { Knex } from 'knex';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';

/** The current position's organization; none (e.g. a user without a position) sees nothing. */
export const organizationScope = (req: Request): string => authOf(req).organizationId ?? '00000000-0000-0000-0000-000000000000';

export const isUuid = (value: string): boolean => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The first row of a scoped query for the id in the path, or 404 (unknown, malformed or another organization's). */
export async function oneOr404<Row>(id: unknown, query: (id: string) => Knex.QueryBuilder): Promise<Row> {
  const value = String(id);
  const row = isUuid(value) ? ((await query(value).first()) as Row | undefined) : undefined;
  if (!row) throw new NotFoundError();
  return row;
}
