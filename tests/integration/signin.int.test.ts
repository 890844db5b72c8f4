// POST /api/login hardening: the spec's messages, throttling per account and per
// address, protection of the owner from a malicious lockout, pending accounts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerUser } from '@practicum/command-service/identity/registerUser';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { anonymousClient, demoEmail, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

const LOGIN_FAILED = 'login failed: e-mail and password combination not correct';
const retryIn = (seconds: number) => `too many login attempts, retry in ${seconds} seconds`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const login = (client: ApiClient, email: string, password: string) => client.post('/api/login', { email, password });
/** Ends every lock at once, as if its time had passed. */
const expireLocks = () => t.app.pool.query(`UPDATE throttled_attempts SET locked_until = now() - interval '1 second'`);
const signInEvents = async (userEmail: string) => {
  const { rows } = await t.app.pool.query<{ count: string }>(
    `SELECT count(*) FROM es_events e JOIN credentials c ON e.stream_id = 'user-' || c.user_id WHERE c.email = $1 AND e.type = 'UserSignedIn'`,
    [userEmail],
  );
  return Number(rows[0]!.count);
};

describe('AUTH-03 AUTH-09 signing in', () => {
  it('AUTH-09 answers 422 with the spec message for a wrong password, and for an unknown email alike', async () => {
    const client = await anonymousClient(t.app);
    for (const email of [demoEmail('faculty'), 'nobody-here@demo.practicum.test']) {
      const response = await login(client, email, 'Wrong-password-1');
      expect(response.status).toBe(422);
      expect(response.body).toEqual({ message: LOGIN_FAILED, errors: { email: [LOGIN_FAILED] } });
    }
  });

  it('AUTH-05 AUTH-06 rejects a malformed email and a missing password with field errors', async () => {
    const client = await anonymousClient(t.app);
    const response = await client.post('/api/login', { email: 'not-an-email', password: '' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      password: ['The password field is required.'],
    });
  });

  it('signs in, records UserSignedIn on the user stream and rotates the session id', async () => {
    const client = await anonymousClient(t.app);
    const before = await signInEvents(demoEmail('supervisor'));
    const anonymousCookie = String(
      client.agent.jar.getCookie('practicum_session', { path: '/', domain: '127.0.0.1', secure: false, script: false })?.value,
    );
    const response = await login(client, demoEmail('supervisor'), DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: expect.any(String), next: null });
    const setCookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = setCookies.find((c) => c.startsWith('practicum_session='));
    expect(session).toBeDefined();
    expect(session).not.toContain(anonymousCookie);
    expect(setCookies.find((c) => c.startsWith('practicum_device='))).toMatch(/HttpOnly/i);
    expect(await signInEvents(demoEmail('supervisor'))).toBe(before + 1);
  });
});

describe('AUTH-10 AUTH-71 after three failed attempts on an account', () => {
  const email = demoEmail('coordinator');

  it('locks the account with the retry-in message, 429 and Retry-After, even for the right password', async () => {
    const client = await anonymousClient(t.app);
    expect((await login(client, email, 'Wrong-password-1')).body.message).toBe(LOGIN_FAILED);
    expect((await login(client, email, 'Wrong-password-2')).body.message).toBe(LOGIN_FAILED);
    const third = await login(client, email, 'Wrong-password-3');
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBe('30');
    expect(third.body).toEqual({ message: retryIn(30), errors: { email: [retryIn(30)] }, retry_after: 30 });
    const right = await login(client, email, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(/^too many login attempts, retry in (29|30) seconds$/);
  });

  it('doubles the next lock, and a successful sign-in resets the counter and the doubling', async () => {
    const client = await anonymousClient(t.app);
    await expireLocks();
    await login(client, email, 'Wrong-password-1');
    await login(client, email, 'Wrong-password-2');
    expect((await login(client, email, 'Wrong-password-3')).body.message).toBe(retryIn(60));
    await expireLocks();
    expect((await login(client, email, DEMO_PASSWORD)).status).toBe(200);
    const fresh = await anonymousClient(t.app);
    await login(fresh, email, 'Wrong-password-1');
    await login(fresh, email, 'Wrong-password-2');
    expect((await login(fresh, email, 'Wrong-password-3')).body.message).toBe(retryIn(30));
    await expireLocks();
  });

  it('locks an unknown email the same way, so the answers tell nothing about which accounts exist', async () => {
    const client = await anonymousClient(t.app);
    const unknown = `ghost-${randomUUID()}@demo.practicum.test`;
    await login(client, unknown, 'Wrong-password-1');
    await login(client, unknown, 'Wrong-password-2');
    const third = await login(client, unknown, 'Wrong-password-3');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(retryIn(30));
  });
});

describe('AUTH-71 a malicious lockout', () => {
  it('does not keep the owner out of a browser that signed in to the account before', async () => {
    const email = demoEmail('faculty');
    const owner = await anonymousClient(t.app);
    expect((await login(owner, email, DEMO_PASSWORD)).status).toBe(200);
    await owner.post('/api/logout');
    owner.csrf = (await owner.agent.get('/auth/csrf-token')).body.token;

    const attacker = await anonymousClient(t.app);
    for (const attempt of [1, 2, 3]) await login(attacker, email, `Guess-${attempt}-password!`);
    expect((await login(attacker, email, DEMO_PASSWORD)).status).toBe(429);

    const back = await login(owner, email, DEMO_PASSWORD);
    expect(back.status).toBe(200);
    // the owner's success does not lift the lock for everyone else
    expect((await login(attacker, email, DEMO_PASSWORD)).status).toBe(429);
    await expireLocks();
  });
});

describe('AUTH-11 AUTH-14 a pending account', () => {
  it('answers "account not yet activated" with next /login/activate and the email, and signs nobody in', async () => {
    const email = `pending-${randomUUID()}@demo.practicum.test`;
    await registerUser(
      { eventStore: t.app.eventStore, pool: t.app.pool },
      { first_name: 'Pat', last_name: 'Pending', email, password: DEMO_PASSWORD, status: 'pending' },
      { system: {} },
    );
    const client = await anonymousClient(t.app);
    const response = await login(client, email, DEMO_PASSWORD);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      message: 'account not yet activated',
      errors: { email: ['account not yet activated'] },
      next: '/login/activate',
      email,
    });
    expect((await client.get('/api/users/current')).status).toBe(401);
    // a wrong password still says only that the combination is wrong
    expect((await login(client, email, 'Wrong-password-1')).body.message).toBe(LOGIN_FAILED);
  });
});

// Last: it locks the test client's address for every account.
describe('AUTH-71 many failures from one address', () => {
  it('locks the address for every account after 20 failures, whatever the emails', async () => {
    await t.app.pool.query('DELETE FROM throttled_attempts');
    const client = await anonymousClient(t.app);
    let last = await login(client, 'spray-0@demo.practicum.test', 'Wrong-password-1');
    for (let i = 1; i < 20; i++) last = await login(client, `spray-${i}@demo.practicum.test`, 'Wrong-password-1');
    expect(last.status).toBe(429);
    expect(last.body.message).toBe(retryIn(300));
    const other = await login(client, demoEmail('trainee'), DEMO_PASSWORD);
    expect(other.status).toBe(429);
  });
});
