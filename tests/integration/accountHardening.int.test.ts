// Identity hardening (issue 10 items 4, 5, 7 and the smaller ones): links in mail
// from APP_URL whatever the Host header, inactive users out at once, graduated
// users read-only, login-as on new session ids, no credential change while
// impersonating, faculty pages scoped by role, a minimal public health answer.
import { networkInterfaces } from 'node:os';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { eventually } from './support/eventually.js';
import { anonymousClient, demoEmail, eventCount, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

const LOGIN_FAILED = 'login failed: e-mail and password combination not correct';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const userIdOf = async (email: string) => (await t.app.knex('users').where({ email }).first<{ id: string }>('id')).id;
const signInWith = async (email: string): Promise<ApiClient> => {
  const client = await anonymousClient(t.app);
  expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return client;
};
const sessionCookieOf = (response: request.Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((cookie) => cookie.startsWith('practicum_session='))
    ?.split(';')[0];
const setStatus = async (admin: ApiClient, email: string, status: string) => {
  const response = await admin.put(`/api/admin/users/${await userIdOf(email)}`, { first_name: 'Demo', last_name: 'Person', status });
  expect(response.status).toBe(200);
};

describe('links in mail', () => {
  it('are built on APP_URL, never on the Host header of the request', async () => {
    const client = await anonymousClient(t.app);
    const answer = await client.agent
      .post('/api/password/email')
      .set({ 'X-CSRF-TOKEN': client.csrf, Host: 'evil.example' })
      .send({ email: demoEmail('supervisor') });
    expect(answer.status).toBe(200);
    let text = '';
    for (let i = 0; i < 100 && !text; i++) {
      const { rows } = await t.app.pool.query<{ text: string }>('SELECT text FROM dev_outbox WHERE "to" = $1', [demoEmail('supervisor')]);
      text = rows[0]?.text ?? '';
      if (!text) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(text).toContain(`${t.app.url}/password/update/`);
    expect(text).not.toContain('evil.example');
  });
});

describe('PEOPLE-12 an inactive user', () => {
  it('is signed out at once when made inactive, and cannot sign in again', async () => {
    const email = 'maya.patel@demo.practicum.test';
    const maya = await signInWith(email);
    await maya.get('/api/users/current').expect(200);
    const admin = await signIn(t.app, 'admin');
    await setStatus(admin, email, 'inactive');
    // the open session is gone: reads and writes are refused on the next request
    expect((await maya.get('/api/users/current')).status).toBe(401);
    // a write is refused before it is read (the session held its CSRF token too: 419)
    expect([401, 419]).toContain((await maya.put('/api/users/current', { first_name: 'Still', last_name: 'Here' })).status);
    expect(await t.app.knex('users').where({ email }).first('name')).not.toMatchObject({ name: 'Still Here' });
    const again = await anonymousClient(t.app);
    const refused = await again.post('/api/login', { email, password: DEMO_PASSWORD });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(LOGIN_FAILED);
    await setStatus(admin, email, 'active');
    expect((await again.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  });
});

describe('PEOPLE-12 a graduated user', () => {
  it('signs in and reads, but every change is refused with 403', async () => {
    const email = 'jonah.reyes@demo.practicum.test';
    const admin = await signIn(t.app, 'admin');
    await setStatus(admin, email, 'graduated');
    const jonah = await signInWith(email);
    await jonah.get('/api/users/current').expect(200);
    const change = await jonah.put('/api/users/current', { first_name: 'Jonah', last_name: 'Changed' });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe('This account has graduated: it can be viewed but not changed.');
    expect((await jonah.get('/api/users/current').expect(200)).body.name).not.toContain('Changed');
    expect((await jonah.post('/api/logout')).status).toBe(200);
  });
});

describe('AUTH-59 login-as', () => {
  it('gives the session a new id when it starts and when it ends; the old ids are worthless', async () => {
    const admin = await signIn(t.app, 'admin');
    const before = await admin.agent.get('/api/users/current').expect(200);
    const traineeId = await userIdOf(demoEmail('trainee'));
    const start = await admin.put(`/api/users/loginas/${traineeId}`);
    expect(start.status).toBe(200);
    const during = sessionCookieOf(start);
    expect(during).toBeDefined();
    const end = await admin.put('/api/users/logoutas');
    expect(end.status).toBe(200);
    const after = sessionCookieOf(end);
    expect(after).toBeDefined();
    expect(after).not.toBe(during);
    expect((await admin.get('/api/users/current').expect(200)).body.id).toBe(before.body.id);
    // the id used while impersonating no longer opens anything
    expect((await request(t.app.server).get('/api/users/current').set('Cookie', during!)).status).toBe(401);
  });

  it("refuses the target's sign-in settings to the impersonating admin (2FA phone and app, Google, password, email)", async () => {
    const admin = await signIn(t.app, 'admin');
    await admin.put(`/api/users/loginas/${await userIdOf(demoEmail('supervisor'))}`).then((r) => expect(r.status).toBe(200));
    const attempts = [
      await admin.post('/api/auth/setup/phone', { phone: '2015550123', country_code: 'US' }),
      await admin.getThatWrites('/api/auth/setup/authenticator'),
      await admin.post('/api/auth/sso/disable'),
      await admin.put('/api/users/current/password', { current_password: 'x', password: 'y', password_confirmation: 'y' }),
      await admin.put('/api/users/current/email', { email: 'taken-over@example.org', current_password: 'x' }),
    ];
    for (const answer of attempts) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe("A user's sign-in settings cannot be changed while logged in as them.");
    }
    await admin.put('/api/users/logoutas');
  });

  it('AUTH-63 AUTH-78 MISC-10 refuses what only the target can attest: accepting the terms, answering a CE exam (HIPAA)', async () => {
    const admin = await signIn(t.app, 'admin');
    await admin.put(`/api/users/loginas/${await userIdOf(demoEmail('supervisor'))}`).then((r) => expect(r.status).toBe(200));
    const before = await eventCount(t.app);
    const attempts = [
      await admin.put('/api/users/current/accept-terms', { terms: true, privacy: true }),
      await admin.post('/api/ce-courses/hipaa/exam', { attempt: 1, answers: {} }),
    ];
    expect(attempts.map((answer) => [answer.status, answer.body.message])).toEqual([
      [403, 'Only the user can do this, not an admin logged in as them.'],
      [403, 'Only the user can do this, not an admin logged in as them.'],
    ]);
    expect(await eventCount(t.app)).toBe(before);
    await admin.put('/api/users/logoutas');
  });

  it('records turning Google sign-in off as an event on the user stream', async () => {
    const faculty = await signIn(t.app, 'faculty');
    expect((await faculty.post('/api/auth/sso/disable')).status).toBe(200);
    const events = await t.app.eventStore.readStream(`user-${await userIdOf(demoEmail('faculty'))}`);
    expect(events.at(-1)).toMatchObject({ type: 'GoogleSignInDisabled' });
  });
});

describe('PEOPLE-08 a faculty member’s page', () => {
  it('shows a trainee only their own trainings with that faculty member, the coordinator all of them', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const facultyId = await userIdOf(demoEmail('faculty'));
    const all = (await coordinator.get(`/api/faculty/${facultyId}`).expect(200)).body.trainees as { trainee_id: string }[];
    const trainee = await signIn(t.app, 'trainee');
    const traineeId = await userIdOf(demoEmail('trainee'));
    const own = (await trainee.get(`/api/faculty/${facultyId}`).expect(200)).body.trainees as { trainee_id: string }[];
    expect(all.some((row) => row.trainee_id !== traineeId)).toBe(true);
    expect(own.length).toBeLessThan(all.length);
    for (const row of own) expect(row.trainee_id).toBe(traineeId);
  });
});

describe('GET /api/health', () => {
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

  it('answers the status alone to a caller from elsewhere, the details to this machine', async () => {
    const local = await fetch(`http://127.0.0.1:${t.app.port}/api/health`);
    expect(Object.keys((await local.json()) as object)).toEqual(expect.arrayContaining(['status', 'projections']));
    if (!outside) return; // no address but loopback on this machine: the public answer cannot be reached
    const remote = await fetch(`http://${outside}:${t.app.port}/api/health`);
    expect(remote.status).toBe(200);
    expect(await remote.json()).toEqual({ status: 'ok' });
  });
});

describe('the absolute session lifetime', () => {
  it('ends a signed-in session older than the lifetime at its next request, however active it was', async () => {
    const supervisor = await signIn(t.app, 'supervisor');
    await supervisor.get('/api/users/current').expect(200);
    const userId = await userIdOf(demoEmail('supervisor'));
    // as if the sign-in were 13 hours ago (the default lifetime is 12)
    const aged = await t.app.pool.query(
      `UPDATE sessions SET sess = (sess::jsonb || jsonb_build_object('signedInAt', $2::bigint))::json WHERE sess->'auth'->>'userId' = $1`,
      [userId, Date.now() - 13 * 3_600_000],
    );
    expect(aged.rowCount).toBeGreaterThan(0);
    // an edit from outside the app, as another process's would be, reaches the sessions it keeps in memory by
    // notification, a moment later (sessionCache.ts): the first request after that is refused
    await eventually(async () => (await supervisor.get('/api/users/current')).status === 401, 5_000);
  });
});
