// Issue 10 item 7: the server keeps its own idle clock, with the initial state's
// idle timeout. Background reads (notification polling, the keep-alive, health,
// an open realtime socket) never move it, so a tab left polling is signed out on
// the server; the browser's activity reports (PUT /api/session/activity) do.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io as connect } from 'socket.io-client';
import { SESSION_ACTIVITY_PATH, serverIdleLimitSeconds } from '@practicum/shared/domain/identity/idleTimeout';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { demoEmail, sessionCookie, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

const IDLE_TIMEOUT_SECONDS = 2;
/** The server's limit: the timeout plus one report interval (3 s here). */
const LIMIT_MS = serverIdleLimitSeconds(IDLE_TIMEOUT_SECONDS) * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ idleTimeoutSeconds: IDLE_TIMEOUT_SECONDS, idleWarningSeconds: 1 });
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a tab does in the background while nobody touches it. */
async function backgroundReads(client: ApiClient): Promise<number[]> {
  return Promise.all(
    ['/api/notifications/recent', '/api/users/current', '/api/health', '/api/initial-state'].map(
      async (path) => (await client.get(path)).status,
    ),
  );
}

/** Polls in the background every 500 ms for `ms`, reporting activity every second when `active`. */
async function keepPolling(client: ApiClient, ms: number, active: boolean): Promise<number[]> {
  const reported: number[] = [];
  for (let elapsed = 0; elapsed < ms; elapsed += 500) {
    await backgroundReads(client);
    if (active && elapsed % 1000 === 0) reported.push((await client.put(SESSION_ACTIVITY_PATH)).status);
    await sleep(500);
  }
  return reported;
}

async function writeAsTheFrontend(client: ApiClient, send: () => Promise<{ status: number }>) {
  const first = await send();
  if (first.status !== 419) return first;
  client.csrf = (await client.get('/auth/csrf-token').expect(200)).body.token as string;
  return send();
}

describe('AUTH-52 AUTH-53 issue 10 when a signed-in tab is left alone but keeps polling', () => {
  it('the initial state names the idle timeout the server keeps', async () => {
    const trainee = await signIn(t.app, 'trainee');
    expect((await trainee.get('/api/initial-state').expect(200)).body.idle_timeout_seconds).toBe(IDLE_TIMEOUT_SECONDS);
  });

  it('ends the session on the server past the idle timeout: reads and writes then answer 401', async () => {
    const trainee = await signIn(t.app, 'trainee');
    expect((await trainee.get('/api/notifications/recent')).status).toBe(200);
    await keepPolling(trainee, LIMIT_MS + 1000, false);
    const current = await trainee.get('/api/users/current');
    expect([current.status, current.body.message]).toEqual([401, 'Unauthenticated.']);
    expect((await trainee.get('/api/initial-state').expect(200)).body.current_user).toBeNull();
    // a write, sent as the frontend does (a 419 refreshes the token once: a parallel read may have started a new
    // anonymous session), is refused for the session
    const write = await writeAsTheFrontend(trainee, () => trainee.post('/api/tasks', { description: 'after the timeout' }));
    expect(write.status).toBe(401);
    expect((await writeAsTheFrontend(trainee, () => trainee.put(SESSION_ACTIVITY_PATH))).status).toBe(401);
  }, 30_000);

  it('keeps the session while the user is active, however long, and ends it once activity stops', async () => {
    const trainee = await signIn(t.app, 'trainee');
    const reported = await keepPolling(trainee, LIMIT_MS * 2, true);
    expect(reported.every((status) => status === 204)).toBe(true);
    expect((await trainee.get('/api/users/current')).status).toBe(200);
    await keepPolling(trainee, LIMIT_MS + 1000, false);
    expect((await trainee.get('/api/users/current')).status).toBe(401);
  }, 30_000);

  it('signing in again (the re-login modal) starts a fresh idle clock', async () => {
    const trainee = await signIn(t.app, 'trainee');
    await sleep(LIMIT_MS + 500);
    expect((await trainee.get('/api/users/current')).status).toBe(401);
    expect((await trainee.post('/api/login', { email: demoEmail('trainee'), password: DEMO_PASSWORD })).status).toBe(200);
    expect((await trainee.get('/api/users/current')).body.email).toBe(demoEmail('trainee'));
  }, 30_000);

  it('an activity report needs a signed-in session', async () => {
    const admin = await signIn(t.app, 'admin');
    expect((await admin.put(SESSION_ACTIVITY_PATH)).status).toBe(204);
    expect((await admin.post('/api/logout')).status).toBeLessThan(300);
    admin.csrf = (await admin.get('/auth/csrf-token').expect(200)).body.token as string;
    expect((await admin.put(SESSION_ACTIVITY_PATH)).status).toBe(401);
  });
});

describe('issue 10 when a realtime socket stays open on an idle session', () => {
  it('closes the socket once the session is idle past the timeout (a socket is not activity)', async () => {
    const socket = connect(t.app.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: await sessionCookie(t.app, 'coordinator') }, reconnection: false }); // prettier-ignore
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
      const started = Date.now();
      const reason = await Promise.race([closed, sleep(LIMIT_MS + 5000).then(() => 'still open')]);
      expect(reason).toBe('io server disconnect');
      expect(Date.now() - started).toBeGreaterThanOrEqual(LIMIT_MS - 1000);
    } finally {
      socket.disconnect();
    }
  }, 30_000);
});
