// Kept sessions (sessionCache.ts) against real PostgreSQL: two pools stand for two processes, each with the
// session middleware and its own cache. A kept session must never outlive a sign-out, a switch or an ended
// session seen by its process, and a change made elsewhere must reach it through the trigger's notification.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import express from 'express';
import pg from 'pg';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing/testDatabase';
import { endSessionsWhere, sessionMiddleware, sessionsTableSql, setSessionAuth } from '@practicum/shared/platform/http/session';
import { closeSessionCache, SessionCache } from '@practicum/shared/platform/http/sessionCache';
import { eventually } from './support/eventually.js';

let db: TestDatabase;
let pools: pg.Pool[] = [];
let statements = 0;

function appOn(pool: pg.Pool) {
  const app = express();
  app.use(sessionMiddleware({ pool, secret: 'session-cache-test-secret-0123456789', lifetimeSeconds: 3600, secureCookies: false }));
  app.post('/sign-in/:user', (req, res) => {
    setSessionAuth(req.session, { userId: req.params.user, positionId: null, organizationId: null, role: 'trainee', impersonatorId: null });
    res.json({ ok: true });
  });
  app.post('/sign-out', (req, res, next) => req.session.destroy((error) => (error ? next(error) : res.json({ ok: true }))));
  app.get('/who', (req, res) => res.json({ user: req.session?.auth?.userId ?? null }));
  return app;
}

const cookieOf = (response: request.Response): string => String(response.headers['set-cookie']).split(';')[0]!;
const who = async (app: express.Express, cookie: string) =>
  ((await request(app).get('/who').set('Cookie', cookie)).body as { user: string | null }).user;

/** Reads until a read sends no statement (the first read starts the listener; reads are kept once it listens). */
const untilKept = (app: express.Express, cookie: string, user: string) =>
  eventually(async () => {
    const before = statements;
    expect(await who(app, cookie)).toBe(user);
    return statements === before;
  });

beforeAll(async () => {
  db = await createTestDatabase('session_cache');
  pools = [new pg.Pool({ connectionString: db.url, max: 3 }), new pg.Pool({ connectionString: db.url, max: 3 })];
  await pools[0]!.query(sessionsTableSql);
  // counts the statements the first "process" sends, to tell a kept read from one that went to the table
  pools[0]!.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      statements += 1;
      return query(...args);
    };
  });
});

afterAll(async () => {
  for (const pool of pools) {
    await closeSessionCache(pool);
    await pool.end();
  }
  await db.drop();
});

describe('a session kept in memory while unchanged', () => {
  it('is read from the table once, then answered without a statement', async () => {
    const app = appOn(pools[0]!);
    const cookie = cookieOf(await request(app).post('/sign-in/u1'));
    await untilKept(app, cookie, 'u1');
    const before = statements;
    for (let i = 0; i < 5; i++) expect(await who(app, cookie)).toBe('u1');
    expect(statements).toBe(before);
  });

  it('AUTH-21 is gone at once after a sign-out in the same process', async () => {
    const app = appOn(pools[0]!);
    const cookie = cookieOf(await request(app).post('/sign-in/u2'));
    await eventually(async () => (await who(app, cookie)) === 'u2');
    await request(app).post('/sign-out').set('Cookie', cookie).expect(200);
    expect(await who(app, cookie)).toBeNull();
  });

  it('AUTH-21 follows a switch and a sign-out made by another process', async () => {
    const here = appOn(pools[0]!);
    const there = appOn(pools[1]!);
    const cookie = cookieOf(await request(here).post('/sign-in/u3'));
    await untilKept(here, cookie, 'u3');
    expect(await who(here, cookie)).toBe('u3');
    await request(there).post('/sign-in/u4').set('Cookie', cookie).expect(200);
    await eventually(async () => (await who(here, cookie)) === 'u4');
    await request(there).post('/sign-out').set('Cookie', cookie).expect(200);
    await eventually(async () => (await who(here, cookie)) === null);
  });

  it('AUTH-29 ends with endSessionsWhere (a password reset), here at once and elsewhere on notification', async () => {
    const here = appOn(pools[0]!);
    const there = appOn(pools[1]!);
    const cookie = cookieOf(await request(here).post('/sign-in/u5'));
    await eventually(async () => (await who(here, cookie)) === 'u5' && (await who(there, cookie)) === 'u5');
    expect(await endSessionsWhere(pools[0]!, `sess->'auth'->>'userId' = $1`, ['u5'])).toBe(1);
    expect(await who(here, cookie)).toBeNull();
    await eventually(async () => (await who(there, cookie)) === null);
  });

  it('AUTH-52 is gone once its row is deleted (the prune, an operator signing everyone out), in every process', async () => {
    const here = appOn(pools[0]!);
    const there = appOn(pools[1]!);
    const cookie = cookieOf(await request(here).post('/sign-in/u9'));
    await untilKept(here, cookie, 'u9');
    await eventually(async () => (await who(there, cookie)) === 'u9');
    await pools[1]!.query(`DELETE FROM sessions WHERE sess->'auth'->>'userId' = 'u9'`);
    await eventually(async () => (await who(here, cookie)) === null && (await who(there, cookie)) === null);
  });

  it('keeps nothing while its listener is down, reads every change made meanwhile, and keeps again once it is back', async () => {
    const app = appOn(pools[0]!);
    const cookie = cookieOf(await request(app).post('/sign-in/u6'));
    await untilKept(app, cookie, 'u6');
    // with no notification at all, only the loss of the listener can drop the kept copy
    await pools[1]!.query(`ALTER TABLE sessions DISABLE TRIGGER sessions_changed`);
    try {
      await pools[1]!.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'listen sessions_changed%'`,
      );
      await pools[1]!.query(
        `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{auth,userId}', '"u7"')::json WHERE sess->'auth'->>'userId' = 'u6'`,
      );
      await eventually(async () => (await who(app, cookie)) === 'u7', 5_000);
    } finally {
      await pools[1]!.query(`ALTER TABLE sessions ENABLE TRIGGER sessions_changed`);
    }
    // the listener reconnects on its own timer
    await untilKept(app, cookie, 'u7');
  });

  it('is read again once the expiry it was read with has passed', async () => {
    // (through the middleware every read also rolls the row's expiry forward: the cache is asked directly)
    const cache = new SessionCache({ connectionString: db.url });
    try {
      let reads = 0;
      const read = () => {
        reads += 1;
        return Promise.resolve({ sess: '{"auth":{"userId":"u8"}}', left_ms: 300 });
      };
      await eventually(async () => {
        const before = reads;
        expect(await cache.get('u8-session', read)).toBe('{"auth":{"userId":"u8"}}');
        return reads === before;
      });
      await new Promise((resolve) => setTimeout(resolve, 350));
      const before = reads;
      await cache.get('u8-session', read);
      expect(reads).toBe(before + 1);
    } finally {
      await cache.close();
    }
  });
});
