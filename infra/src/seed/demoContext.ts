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
  deps: { eventStore: EventStore; pool: pg.Pool };
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

/** A calendar date (YYYY-MM-DD) `offset` days from today: demo terms stay around "now" whenever the demo starts. */
export const demoDay = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

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
