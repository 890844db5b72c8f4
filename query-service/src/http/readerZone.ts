// The zone the server writes times in for the one who asked (PDFs, exports): their profile's time zone (spec 000
// §3.4), else UTC. The texts name it beside each time (formatZonedDateTime).
import type { Request } from 'express';
import type { Knex } from 'knex';
import { userTimeZone } from '@practicum/projections/identity/userQueries';
import { readingZone, type Zone } from '@practicum/shared/format';

export async function readerZone(knex: Knex, req: Request): Promise<Zone> {
  const userId = req.session?.auth?.userId;
  return readingZone(userId ? await userTimeZone(knex, userId) : null, 'UTC');
}
