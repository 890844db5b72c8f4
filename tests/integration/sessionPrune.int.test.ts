// Expired sessions are deleted by the sessions-prune job (one instance, on its lock); live ones stay, and a
// signed-in client keeps working after a prune.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { pruneExpiredSessions, startSessionPrune } from '@practicum/command-service/session/pruneJob';
import { createLogger } from '@practicum/shared/platform/logging';
import { eventually } from './support/eventually.js';
import { signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let admin: ApiClient;
const expiredSession = (sid: string) => ({ sid, sess: JSON.stringify({ cookie: {} }), expire: new Date(Date.now() - 60_000) });

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t?.close());

describe('expired sessions', () => {
  it('are deleted by the prune while signed-in sessions stay', async () => {
    await t.app.knex('sessions').insert([expiredSession('expired-prune-a'), expiredSession('expired-prune-b')]);
    expect(await pruneExpiredSessions(t.app.knex)).toBeGreaterThanOrEqual(2);
    expect(await t.app.knex('sessions').whereIn('sid', ['expired-prune-a', 'expired-prune-b'])).toEqual([]);
    expect((await admin.get('/api/users/current').expect(200)).body.email).toBe('admin@demo.practicum.test');
  });

  it('are deleted on the job schedule', async () => {
    await t.app.knex('sessions').insert(expiredSession('expired-prune-c'));
    const job = startSessionPrune({ knex: t.app.knex, logger: createLogger('silent') }, '* * * * * *');
    try {
      await eventually(async () => (await t.app.knex('sessions').where('sid', 'expired-prune-c')).length === 0, 15_000);
    } finally {
      await job.stop();
    }
  }, 30_000);
});
