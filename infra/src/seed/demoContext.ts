// What the demo seeders hand on to each other: the ids of what earlier seeders
// made, so each area's seeder (one file per area, called in order from
// seedDemoData) can build on them without looking anything up.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Role } from '@practicum/shared/access/roles';
import { accountDecider, changeUserDetailsSchema, userStream } from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { CommandPipeline, Origin } from '@practicum/shared/platform/commands/pipeline';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { Logger } from '@practicum/shared/platform/logging';

/** The smallest valid PDF: the demo's stored documents (insurance policies, a client's notes) need a real file, not its content. */
export const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Every demo user's password (printed by `npm start`, in the README). */
export const DEMO_PASSWORD = 'Practicum!2026';

export interface DemoPerson {
  userId: string;
  positionId: string;
  organizationId: string;
  role: Role;
  email: string;
  name: string;
}

export interface DemoContext {
  /** The clock is the demo's (demoClock): commands the seeders run through deps carry the demo day they stand for. */
  deps: { eventStore: EventStore; pool: pg.Pool; clock: () => Date };
  /** The demo day the seeders' commands happen on (see DemoClock). */
  clock: DemoClock;
  /** Every seeder's commands go through the one pipeline, as a route's do. */
  commands: CommandPipeline;
  logger: Logger;
  /** By key: platform, demo, clinic, social. */
  organizationIds: Map<string, string>;
  /** The demo logins by role (their position in their main organization). */
  people: Map<Role, DemoPerson>;
  /** Further people seeders add (e.g. more trainees), by email. */
  extraPeople: Map<string, DemoPerson>;
  /** Free-form ids later seeders read (e.g. plan ids by name); each area documents its keys. */
  ids: Map<string, string>;
}

/** Demo data is issued by the system: each command its own seed- correlation id. */
export const seedOrigin = (): Origin => ({ system: { correlationId: `seed-${randomUUID()}`, userAgent: 'practicum-seed' } });

/** A demo command issued as one of the demo people (so the history shows who did it). */
export const seedOriginAs = (person: Pick<DemoPerson, 'userId' | 'positionId' | 'organizationId'>): Origin => ({
  system: {
    correlationId: `seed-${randomUUID()}`,
    userAgent: 'practicum-seed',
    userId: person.userId,
    positionId: person.positionId,
    organizationId: person.organizationId,
  },
});

const DAY_MS = 86_400_000;
const demoDayOf = (now: number, offset: number): string => new Date(now + offset * DAY_MS).toISOString().slice(0, 10);
/** A calendar date (YYYY-MM-DD) `offset` days from today: demo terms stay around "now" whenever the demo starts. */
export const demoDay = (offset: number): string => demoDayOf(Date.now(), offset);

/**
 * The seed's clock (docs/decisions.md, stop 59): the demo stands for a year of work, so each seeder dates its
 * commands on the demo day they stand for (a training assigned before its term, an activity logged on its day)
 * rather than all at the moment the seed runs, and the audit trail and the History tabs read as that year. The
 * commands' pipeline asks it for the time: the events' occurredAt and the deciders' "now" are that day's.
 * - `on(offset)`: commands from now on happen on the day `offset` days from today, from 09:00 UTC, a second
 *   apart (in order, and the History tab's picker, which takes whole seconds, can tell them apart);
 *   never later than the real time, so no demo event is dated in the future;
 * - `live()`: back to the real time, for the seeders whose data stands for today.
 * Within a record's stream the dates never go back (the seed test checks it): positions stay the order, and a
 * record as of a moment is the events before it in their order.
 */
export interface DemoClock {
  now: () => Date;
  /** Days from today, or a calendar date (YYYY-MM-DD). */
  on: (day: number | string) => void;
  live: () => void;
}

/** The demo's first day (days from today): its organizations and people are made then, before any term begins. */
export const DEMO_YEAR_START = -275;

const DEMO_WORKDAY_START_MS = 9 * 3_600_000;

export function demoClock(realNow: () => number = Date.now): DemoClock {
  /** The next dated command's time (null: live), and the last one handed out. */
  let next: number | null = null;
  let last: number | null = null;
  return {
    now: () => {
      if (next === null) return new Date(realNow());
      const at = Math.min(next, realNow());
      last = next;
      next += 1000;
      return new Date(at);
    },
    on: (day) => {
      const start = Date.parse(typeof day === 'string' ? day : demoDayOf(realNow(), day)) + DEMO_WORKDAY_START_MS;
      // a day named again (even after live commands) goes on where its commands got to, so one record's events on it
      // keep their order
      const sameDay = last !== null && Math.floor(last / DAY_MS) === Math.floor(start / DAY_MS) && last >= start;
      next = sameDay ? last! + 1000 : start;
    },
    live: () => {
      next = null;
    },
  };
}

export type DemoSeeder = (ctx: DemoContext) => Promise<void>;

/** The person accepts the terms, as on their first sign-in, so their dashboard opens without the terms prompt. */
export async function acceptDemoTerms(commands: CommandPipeline, userId: string): Promise<void> {
  const acceptTerms = { type: 'AcceptTerms' as const, data: { userId } };
  await commands.handle(accountDecider, userStream(userId), acceptTerms, seedOrigin(), (base) => ({ ...base, userId }));
}

/** What the person's /account shows besides the name (phone, time zone), checked as the account page checks it. */
export async function fillDemoAccount(commands: CommandPipeline, userId: string, details: Record<string, unknown>): Promise<void> {
  const change = { type: 'ChangeUserDetails' as const, data: { userId, details: parseInput(changeUserDetailsSchema, details) } };
  await commands.handle(accountDecider, userStream(userId), change, seedOrigin(), (base) => ({ ...base, userId }));
}
