// A second command service over a running app's database and event store, with its own session secret and, where a
// test needs it, its own clock (what the route walk and the "late evening" checks run against).
import { expect } from '@jest/globals';
import type { Express } from 'express';
import { createCommandApp } from '@practicum/command-service/app';
import type { RunningPracticum } from '@practicum/infra/app';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { createLogger } from '@practicum/shared/platform/logging';
import { anonymousClient, type ApiClient, type NewPerson } from './testApp.js';

export const commandAppOver = (app: RunningPracticum, secret: string, clock?: () => Date): Express =>
  createCommandApp({
    eventStore: app.eventStore,
    pool: app.pool,
    knex: app.knex,
    logger: createLogger('silent'),
    session: { secret, lifetimeSeconds: 600, secureCookies: false },
    appUrl: app.url,
    ...(clock ? { clock } : {}),
  });

/** A client of such a command service, signed in as `person` (demo password), who sets their profile's time zone. */
export async function signedInOver(server: Express, person: NewPerson, zone: string): Promise<ApiClient> {
  const { email, first_name, last_name } = person;
  const client = await anonymousClient({ server } as unknown as RunningPracticum);
  expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  expect((await client.put('/api/users/current', { first_name, last_name, timezone: zone })).status).toBe(200);
  return client;
}
