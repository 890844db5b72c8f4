// A second command service over a running app's database and event store, with its own session secret and, where a
// test needs it, its own clock (what the route walk and the "late evening" checks run against).
import type { Express } from 'express';
import { createCommandApp } from '@practicum/command-service/app';
import type { RunningPracticum } from '@practicum/infra/app';
import { createLogger } from '@practicum/shared/platform/logging';

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
