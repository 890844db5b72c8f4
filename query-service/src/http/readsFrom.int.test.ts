// Every read route declares what it reads (readsFrom), so X-Min-Position waits for those projections
// only: walks the query service's routes and checks each GET under /api carries the marker, naming
// projectors the runner knows.
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Express } from 'express';
import { projectors } from '@practicum/projections/registry';
import { closeSessionCache } from '@practicum/shared/platform/http/sessionCache';
import { createEventStore } from '@practicum/shared/platform/eventstore/index';
import { createLogger } from '@practicum/shared/platform/logging';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { createQueryApp } from '../app.js';
import { READS_FROM } from './readsFrom.js';

/** Routes answered before the session and X-Min-Position (no read model behind them). */
const EXEMPT = new Set(['/api/health']);

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
  handle?: { stack?: Layer[] };
}

function readRoutes(stack: Layer[]): { path: string; reads: string[] | undefined }[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      if (!layer.route.methods.get) return [];
      const marker = layer.route.stack.map((l) => (l.handle as Record<symbol, string[] | undefined>)[READS_FROM]).find(Boolean);
      return [{ path: layer.route.path, reads: marker }];
    }
    return layer.handle?.stack ? readRoutes(layer.handle.stack) : [];
  });
}

let database: TestDatabase;
let knex: Knex;
let pool: pg.Pool;
let app: Express;

beforeAll(async () => {
  database = await createTestDatabase('readsfrom');
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 1 } });
  pool = new pg.Pool({ connectionString: database.url, max: 1 });
  app = createQueryApp({
    knex,
    pool,
    eventStore: await createEventStore({ databaseUrl: database.url }),
    logger: createLogger('silent'),
    waiter: { waitFor: () => Promise.resolve(true) },
    projectorNames: projectors.map((p) => p.name),
    minPositionWaitMs: 100,
    session: { secret: 'reads-from-test-secret', lifetimeSeconds: 60, secureCookies: false },
  });
});

afterAll(async () => {
  // the app's session middleware listens on a connection of its own, which would reconnect after the drop
  await closeSessionCache(pool);
  await pool.end();
  await knex.destroy();
  await database.drop();
});

describe('read routes and their read models', () => {
  test('SPINE: every GET under /api declares the read models it reads, naming known projectors', () => {
    const routes = readRoutes((app as unknown as { router: { stack: Layer[] } }).router.stack).filter(
      (route) => route.path.startsWith('/api/') && !EXEMPT.has(route.path),
    );
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => route.reads === undefined).map((route) => route.path)).toEqual([]);
    const known = new Set(projectors.map((p) => p.name));
    expect(routes.flatMap((route) => route.reads ?? []).filter((name) => !known.has(name))).toEqual([]);
    // Reads are narrow: the task list does not wait for the reports projector.
    expect(routes.find((route) => route.path === '/api/tasks')?.reads?.sort()).toEqual(['tasks', 'users']);
  });
});
