// The sign-in limiter under parallel guessing (issue 10 item 2): the failure
// count is taken before argon2 runs, so 50 simultaneous guesses cost at most the
// allowed checks, and the right password does not get through a lock. The same
// limiter guards current-password checks and two-factor codes; addresses come
// from X-Forwarded-For only because the test client is a trusted proxy (TRUST_PROXY=loopback).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { passwordVerifications } from '@practicum/command-service/identity/passwords';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { anonymousClient, demoEmail, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';
import { totp } from './support/rfc6238.js';

const LOGIN_FAILED = 'login failed: e-mail and password combination not correct';
const LOCKED = /^too many login attempts, retry in \d+ seconds$/;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ trustProxy: 'loopback' });
});
afterAll(() => t?.close());

let nextAddress = 1;
/** Each scenario guesses from an address of its own, so the address limit (20) stays out of the account's way. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

const loginFrom = (client: ApiClient, address: string, email: string, password: string) =>
  client.agent.post('/api/login').set({ 'X-CSRF-TOKEN': client.csrf, 'X-Forwarded-For': address }).send({ email, password });

const clients = (count: number) => Promise.all(Array.from({ length: count }, () => anonymousClient(t.app)));

/** `count` signed-out clients send the login of their index at once, from one fresh address; answers the password checks made too. */
async function loginsAtOnce(count: number, login: (i: number) => { email: string; password: string }) {
  const address = freshAddress();
  const guessers = await clients(count);
  const before = passwordVerifications();
  const answers = await Promise.all(guessers.map((c, i) => loginFrom(c, address, login(i).email, login(i).password)));
  return { address, guessers, answers, checks: passwordVerifications() - before };
}

describe('AUTH-10 AUTH-71 50 parallel wrong guesses on one account', () => {
  it('run exactly 3 password checks, answer the rest 429 with the retry message, and lock out the right password', async () => {
    const email = demoEmail('supervisor');
    const { address, guessers, answers, checks } = await loginsAtOnce(50, (i) => ({ email, password: `Wrong-guess-${i}!` }));
    expect(checks).toBe(3);
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(48);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(answer.body.message).toMatch(LOCKED);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    for (const answer of answers.filter((a) => a.status === 422)) expect(answer.body.message).toBe(LOGIN_FAILED);

    const checksBefore = passwordVerifications();
    const right = await loginFrom(guessers[0]!, address, email, DEMO_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.message).toMatch(LOCKED);
    // refused unchecked
    expect(passwordVerifications()).toBe(checksBefore);
  });
});

describe('AUTH-10 49 wrong guesses and the right password, all at once', () => {
  it('check at most 3 of them; the right one signs in only if it was one of those checked', async () => {
    const email = demoEmail('faculty');
    const guess = (i: number) => ({ email, password: i === 25 ? DEMO_PASSWORD : `Wrong-guess-${i}!` });
    const { address, guessers, answers, checks } = await loginsAtOnce(50, guess);
    expect(checks).toBeLessThanOrEqual(3);
    const signedIn = answers.filter((a) => a.status === 200);
    expect(signedIn.length).toBeLessThanOrEqual(1);
    // a right password that was checked is one of the 3 checks; the other 47+ were refused unchecked
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(47);
    for (const answer of answers.filter((a) => a.status === 429)) expect(answer.body.message).toMatch(LOCKED);
    if (signedIn.length === 0) {
      // locked (or about to be): the right password is still refused, unchecked
      const again = await loginFrom(guessers[25]!, address, email, DEMO_PASSWORD);
      expect(again.status).toBe(429);
    }
  });
});

describe('AUTH-71 the per-address limit under parallel guessing over many accounts', () => {
  it('checks at most 20 passwords from one address, while another address still signs in', async () => {
    const { guessers, answers, checks } = await loginsAtOnce(30, (i) => ({
      email: `spray-${i}@demo.practicum.test`,
      password: 'Wrong-guess-1!',
    }));
    expect(checks).toBeLessThanOrEqual(20);
    expect(answers.filter((a) => a.status === 429).length).toBeGreaterThanOrEqual(10);
    const elsewhere = await loginFrom(guessers[0]!, freshAddress(), demoEmail('trainee'), DEMO_PASSWORD);
    expect(elsewhere.status).toBe(200);
  });
});

describe('current-password checks', () => {
  it('are limited like sign-in: 50 parallel wrong current passwords cost at most 3 checks, then 429 on current_password', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const before = passwordVerifications();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        coordinator.agent
          .put('/api/users/current/email')
          .set({ 'X-CSRF-TOKEN': coordinator.csrf, 'X-Forwarded-For': freshAddress() })
          .send({ email: `new-${i}@demo.practicum.test`, current_password: `Wrong-guess-${i}!` }),
      ),
    );
    expect(passwordVerifications() - before).toBe(3);
    expect(answers.filter((a) => a.status === 422).map((a) => a.body.errors.current_password)).toEqual([
      ['The password is incorrect.'],
      ['The password is incorrect.'],
    ]);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(48);
    expect(limited[0]!.body.errors.current_password[0]).toMatch(LOCKED);
    // the right password is refused too while the lock lasts, and the email is unchanged
    const right = await coordinator.put('/api/users/current/password', {
      current_password: DEMO_PASSWORD,
      password: 'An0ther-Long-Passphrase!',
      password_confirmation: 'An0ther-Long-Passphrase!',
    });
    expect(right.status).toBe(429);
    expect((await coordinator.get('/api/users/current').expect(200)).body.email).toBe(demoEmail('coordinator'));
  });
});

describe('AUTH-12 two-factor codes', () => {
  it('are limited per user across sessions: after 10 wrong codes in parallel, even the right code is refused', async () => {
    const admin = await signIn(t.app, 'admin');
    const { body } = await admin.getThatWrites('/api/auth/setup/authenticator').expect(200);
    const secret = body.secret as string;
    expect((await admin.post('/api/auth/setup/authenticator/verify', { token: totp(secret) })).status).toBe(200);
    const pendingSignIn = async () => {
      const client = await anonymousClient(t.app);
      const response = await loginFrom(client, freshAddress(), demoEmail('admin'), DEMO_PASSWORD);
      expect(response.body).toMatchObject({ next: '/auth/token' });
      return client;
    };
    // three half-signed-in sessions, four wrong codes each (under each session's own limit of 5), all at once
    const sessions = await Promise.all([pendingSignIn(), pendingSignIn(), pendingSignIn()]);
    const wrong = await Promise.all(sessions.flatMap((c) => [1, 2, 3, 4].map(() => c.put('/api/auth/token', { token: '000000' }))));
    expect(wrong.every((a) => a.status === 422 && a.body.message === 'two-factor code invalid, expired or attempts exceeded')).toBe(true);
    const right = await (await pendingSignIn()).put('/api/auth/token', { token: totp(secret) });
    expect(right.status).toBe(422);
    expect(right.body.message).toBe('two-factor code invalid, expired or attempts exceeded');
  });
});
