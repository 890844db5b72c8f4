// Issue 10 item 7: the server keeps its own idle clock, with the initial state's
// idle timeout. Background reads (notification polling, the keep-alive, health,
// an open realtime socket) never move it, so a tab left polling is signed out on
// the server; the browser's activity reports (PUT /api/session/activity) do.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { connectedSocket } from './support/sockets.js';
import { SESSION_ACTIVITY_PATH, serverIdleLimitSeconds } from '@practicum/shared/domain/identity/idleTimeout';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { eventually } from './support/eventually.js';
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
    const socket = await connectedSocket(t.app.url, await sessionCookie(t.app, 'coordinator'));
    try {
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

describe('AUTH-52 AUTH-68 when a request races a change of the session', () => {
  /** The session id inside a signed `practicum_session` cookie (`s:<id>.<signature>`). */
  const sessionId = (cookie: string) =>
    decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
      .replace(/^s:/, '')
      .replace(/\.[^.]*$/, '');

  /**
   * Sends the requests, one after another, while another transaction holds the session row, as a switch saving a
   * new identity does: each has read the session and queues at the row before the next is sent. The holder writes
   * `change` (if any), then lets go, and the queued writes run in the order they came.
   */
  async function whileTheRowIsHeld(sid: string, requests: (() => Promise<Response>)[], change?: string): Promise<Response[]> {
    const other = await t.app.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM sessions WHERE sid = $1 FOR UPDATE', [sid]);
      const answers: Promise<Response>[] = [];
      for (const request of requests) {
        answers.push(request());
        await eventually(async () => {
          const { rows } = await t.app.pool.query<{ waiting: string }>(
            `SELECT count(*) AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%sessions%'`,
          );
          return Number(rows[0]!.waiting) >= answers.length;
        });
      }
      if (change) await other.query(`UPDATE sessions SET sess = (${change})::json WHERE sid = $1`, [sid]);
      await other.query('COMMIT');
      return await Promise.all(answers);
    } finally {
      other.release();
    }
  }

  const storedSession = async (sid: string) =>
    (
      await t.app.pool.query<{ sess: Record<string, unknown> & { auth?: { role: string } } }>('SELECT sess FROM sessions WHERE sid = $1', [
        sid,
      ])
    ).rows[0]!.sess;

  async function signedInSession() {
    const cookie = await sessionCookie(t.app, 'coordinator');
    const csrf = await fetch(`${t.app.url}/auth/csrf-token`, { headers: { cookie } });
    const { token } = (await csrf.json()) as { token: string };
    const headers = { cookie, 'x-csrf-token': token, 'content-type': 'application/json' };
    return { sid: sessionId(cookie), headers };
  }

  it('the report moves the idle clock only: what another request wrote meanwhile (a position switch) stays', async () => {
    const { sid, headers } = await signedInSession();
    const before = Date.now();
    const [report] = await whileTheRowIsHeld(
      sid,
      [() => fetch(`${t.app.url}${SESSION_ACTIVITY_PATH}`, { method: 'PUT', headers, body: '{}' })],
      `jsonb_set(sess::jsonb, '{flash}', '"switched"')`,
    );
    expect(report!.status).toBe(204);
    const stored = await storedSession(sid);
    expect(stored.flash).toBe('switched');
    expect(stored.lastActiveAt).toBeGreaterThanOrEqual(before);
  });

  it('a request that changed its own copy of the session cannot save back the identity a switch replaced', async () => {
    const { sid, headers } = await signedInSession();
    const loaded = await storedSession(sid);
    expect(loaded.auth?.role).toBe('coordinator');
    const signedIn = Number(loaded.authVersion ?? 0);
    // an upload signature gives the session its upload key: the request saves the whole session it read
    const [signature] = await whileTheRowIsHeld(
      sid,
      [() => fetch(`${t.app.url}/api/uploads/signature`, { method: 'POST', headers, body: '{}' })],
      // the switch raises the version, as setSessionAuth does
      `jsonb_set(jsonb_set(sess::jsonb, '{auth,role}', '"supervisor"'), '{authVersion}', to_jsonb(coalesce((sess->>'authVersion')::int, 0) + 1))`,
    );
    expect(signature!.status).toBe(200);
    const stored = await storedSession(sid);
    expect(stored.auth?.role).toBe('supervisor');
    expect(stored.authVersion).toBe(signedIn + 1);
  });

  it('AUTH-68 answers to a session the browser holds never send its cookie again: a late one cannot hand back an id a switch replaced', async () => {
    const { headers } = await signedInSession();
    // a read, and a request that changes its own copy of the session (its upload key), as polling tabs send
    const read = await fetch(`${t.app.url}/api/users/current`, { headers });
    const changed = await fetch(`${t.app.url}/api/uploads/signature`, { method: 'POST', headers, body: '{}' });
    expect([read.status, changed.status]).toEqual([200, 200]);
    expect([read.headers.get('set-cookie'), changed.headers.get('set-cookie')]).toEqual([null, null]);
    // a new identity is a new id, and only its answer carries it
    const signedIn = await sessionCookie(t.app, 'supervisor');
    expect(sessionId(signedIn)).not.toBe(sessionId(headers.cookie));
  });

  it('AUTH-21 a request under way when the user signs out cannot sign the session in again by saving it', async () => {
    const { sid, headers } = await signedInSession();
    const cookie = { cookie: headers.cookie };
    const [signedOut, signature] = await whileTheRowIsHeld(sid, [
      () => fetch(`${t.app.url}/api/logout`, { method: 'POST', headers, body: '{}' }),
      () => fetch(`${t.app.url}/api/uploads/signature`, { method: 'POST', headers, body: '{}' }),
    ]);
    expect([signedOut!.status, signature!.status]).toEqual([200, 200]);
    expect((await fetch(`${t.app.url}/api/users/current`, { headers: cookie })).status).toBe(401);
    expect((await storedSession(sid)).auth).toBeUndefined();
  });
});
