// A second query service over a running app's database, with its own clock, and a reader of it signed in as a new
// member in a time zone of their choosing (what the "today where the reader is" checks run against).
import request from 'supertest';
import { expect } from '@jest/globals';
import { createQueryApp } from '@practicum/query-service/app';
import type { RunningPracticum } from '@practicum/infra/app';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { createLogger } from '@practicum/shared/platform/logging';
import { commandAppOver, signedInOver } from './commandApp.js';
import { anonymousClient, registerMember, type NewPosition } from './testApp.js';

/** A query service over a running app's database (its reads do not wait for projections). */
export const queryAppOver = (app: RunningPracticum, secret = 'query-walk', clock?: () => Date) =>
  createQueryApp({
    knex: app.knex,
    pool: app.pool,
    eventStore: app.eventStore,
    logger: createLogger('silent'),
    waiter: { waitFor: () => Promise.resolve(true) },
    projectorNames: [],
    minPositionWaitMs: 0,
    session: { secret, lifetimeSeconds: 600, secureCookies: false },
    ...(clock ? { clock } : {}),
  });

/**
 * GETs of a query service whose clock reads `at`, as a new member (`position`) whose profile zone is `zone` (null:
 * none set). Its reads do not wait for projections: read through the app first what must be projected.
 */
export async function readerAt(app: RunningPracticum, position: NewPosition, zone: string | null, at: string) {
  const secret = `reader-${zone ?? 'none'}`;
  const person = { first_name: 'Rea', last_name: 'Der', email: `reader.${Math.random().toString(36).slice(2, 10)}@demo.practicum.test` };
  await registerMember(app, person, position);
  const commands = commandAppOver(app, secret);
  const client = zone
    ? await signedInOver(commands, person, zone)
    : await anonymousClient({ server: commands } as unknown as RunningPracticum);
  if (!zone) expect((await client.post('/api/login', { email: person.email, password: DEMO_PASSWORD })).status).toBe(200);
  // this service's reads do not wait for projections: the profile's zone must be projected before the first read
  if (client.lastPosition) await app.caughtUp(client.lastPosition);
  const reads = queryAppOver(app, secret, () => new Date(at));
  // the same cookies (one host), sent to the other service
  const agent = request.agent(reads);
  (agent as unknown as { jar: unknown }).jar = (client.agent as unknown as { jar: unknown }).jar;
  return agent;
}
