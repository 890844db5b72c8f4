// Where the one who asked is: their profile's time zone (spec 000 §3.4), else UTC (the product has no organization
// zone). The server writes times in it (PDFs, exports: formatZonedDateTime names it beside each time), and "today"
// is the date there, for every read that splits what it shows at today (current, past, expired, upcoming).
import type { Request } from 'express';
import type { Knex } from 'knex';
import { userTimeZone } from '@practicum/projections/identity/userQueries';
import { calendarDateIn, readingZone, type Zone } from '@practicum/shared/format';

/** What a read needs to know the reader's today: the read models, and the clock (tests fix it; else the system's). */
export interface ReaderDays {
  knex: Knex;
  clock?: (() => Date) | undefined;
}

// One lookup of the users read model per request, however many parts of it ask (the session carries no zone: a
// profile change must show on the next read of every session of that user).
const zones = new WeakMap<Request, Promise<Zone>>();

export function readerZone(knex: Knex, req: Request): Promise<Zone> {
  let zone = zones.get(req);
  if (!zone) {
    const userId = req.session?.auth?.userId;
    zone = userId ? userTimeZone(knex, userId).then((profile) => readingZone(profile, 'UTC')) : Promise.resolve('UTC');
    zones.set(req, zone);
  }
  return zone;
}

/** Today (YYYY-MM-DD) where the one who asked is. */
export async function readerToday(deps: ReaderDays, req: Request): Promise<string> {
  return calendarDateIn((deps.clock ?? (() => new Date()))(), await readerZone(deps.knex, req));
}
