// Google sign-in end to end against a real OpenID Connect provider
// (`oidc-provider` on port 0, with its development login and consent screens):
// our redirect, the provider's authorization request, its login and consent
// interaction, the answer on /auth/callback handed to the API, the code
// exchange with PKCE, and the session (AUTH-02, AUTH-50, AUTH-51).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { RunningPracticum } from '@practicum/infra/app';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { anonymousClient, demoEmail, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';
import { reserveOidcProvider, type TestOidcProvider } from './support/oidcProvider.js';

const LOGIN_FAILED = 'login failed: e-mail and password combination not correct';
/** Accounts at the provider: the account id typed at its login screen → email. */
const accounts: Record<string, { email: string; email_verified: boolean }> = {
  'google-coordinator': { email: demoEmail('coordinator').toUpperCase(), email_verified: true },
  'google-faculty': { email: demoEmail('faculty'), email_verified: true },
  'google-unverified': { email: demoEmail('trainee'), email_verified: false },
  'google-stranger': { email: 'stranger@example.com', email_verified: true },
};

let oidcProvider: TestOidcProvider;
let app: RunningPracticum;
let t: TestApp;

beforeAll(async () => {
  oidcProvider = await reserveOidcProvider(accounts);
  t = await startTestApp({ name: 'google', google: oidcProvider.google });
  app = t.app;
  await oidcProvider.start([`http://127.0.0.1:${app.port}/auth/redirect/google/callback`]);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await oidcProvider.close();
});

/**
 * The browser's part: our redirect to the provider, its login (as `account`)
 * and consent screens, and back to our /auth/callback. Answers the query the
 * frontend route hands to the API.
 */
async function signInAtProvider(client: ApiClient, account: string): Promise<URLSearchParams> {
  const start = await client.agent.get('/auth/redirect/google');
  expect(start.status).toBe(302);
  let location = new URL(start.headers.location as string);
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('redirect_uri')).toBe(`http://127.0.0.1:${app.port}/auth/redirect/google/callback`);

  const browser = request.agent(oidcProvider.server);
  for (let hop = 0; hop < 12; hop++) {
    if (location.port === String(app.port)) {
      // our redirect URI sends the browser on to the frontend route with the provider's answer
      expect(location.pathname).toBe('/auth/redirect/google/callback');
      const back = await client.agent.get(location.pathname + location.search);
      expect(back.status).toBe(302);
      const frontendRoute = new URL(back.headers.location as string, location);
      expect(frontendRoute.pathname).toBe('/auth/callback');
      return frontendRoute.searchParams;
    }
    const page = await browser.get(location.pathname + location.search);
    if (page.status >= 300 && page.status < 400) {
      location = new URL(page.headers.location as string, location);
      continue;
    }
    expect(page.status).toBe(200);
    const prompt = /name="prompt" value="(\w+)"/.exec(page.text)?.[1];
    const form = prompt === 'login' ? { prompt, login: account, password: 'any' } : { prompt };
    const submitted = await browser.post(location.pathname).type('form').send(form);
    expect(submitted.status).toBe(303);
    location = new URL(submitted.headers.location as string, location);
  }
  throw new Error('the provider never sent the browser back');
}

/** What the frontend's /auth/callback does: POST /api/auth/callback/{provider}?{queryString}. */
const callback = (client: ApiClient, query: URLSearchParams) =>
  client.post(`/api/auth/callback/${query.get('provider')}?${query.get('queryString')}`);

describe('when Google sign-in is configured', () => {
  it('shows the Google button on the login page (GET /api/auth/providers)', async () => {
    const client = await anonymousClient(app);
    const { body } = await client.get('/api/auth/providers').expect(200);
    expect(body).toEqual({ google: true, sms_disabled: false });
  });

  it('signs in the active user whose verified email the provider vouches for', async () => {
    const client = await anonymousClient(app);
    const query = await signInAtProvider(client, 'google-coordinator');
    expect(query.get('provider')).toBe('google');
    expect(new URLSearchParams(query.get('queryString')!).get('code')).toBeTruthy();

    const response = await callback(client, query);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ next: '/dashboard' });
    const current = await client.get('/api/users/current').expect(200);
    expect(current.body.email).toBe(demoEmail('coordinator'));
    const events = await app.eventStore.readStream(`user-${current.body.id as string}`);
    expect(events.at(-1)).toMatchObject({ type: 'UserSignedIn', data: { method: 'google' } });

    // the same answer cannot be used twice (its PKCE verifier is spent)
    const replay = await callback(client, query);
    expect(replay.status).toBe(422);
  });

  it('does not sign in an email no user has: no self-signup through Google', async () => {
    const client = await anonymousClient(app);
    const response = await callback(client, await signInAtProvider(client, 'google-stranger'));
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(LOGIN_FAILED);
    expect((await client.get('/api/users/current')).status).toBe(401);
  });

  it('does not trust an email the provider has not verified', async () => {
    const client = await anonymousClient(app);
    const response = await callback(client, await signInAtProvider(client, 'google-unverified'));
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(LOGIN_FAILED);
  });

  it('refuses an answer that belongs to another browser (no authorization request in this session)', async () => {
    const victim = await anonymousClient(app);
    const query = await signInAtProvider(victim, 'google-coordinator');
    const attacker = await anonymousClient(app);
    const response = await callback(attacker, query);
    expect(response.status).toBe(422);
    expect((await attacker.get('/api/users/current')).status).toBe(401);
  });

  it('stops at the token step for a user with two-factor authentication', async () => {
    const password = await anonymousClient(app);
    await password.post('/api/login', { email: demoEmail('faculty'), password: DEMO_PASSWORD });
    const { body } = await password.getThatWrites('/api/auth/setup/authenticator').expect(200);
    const { totp } = await import('./support/rfc6238.js');
    expect((await password.post('/api/auth/setup/authenticator/verify', { token: totp(body.secret as string) })).status).toBe(200);

    const client = await anonymousClient(app);
    const response = await callback(client, await signInAtProvider(client, 'google-faculty'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ next: '/auth/token', auth_code_required: true });
    expect((await client.get('/api/users/current')).status).toBe(401);
    const code = totp(body.secret as string, new Date(Date.now() + 30_000));
    expect((await client.put('/api/auth/token', { token: code })).status).toBe(200);
    await client.get('/api/users/current').expect(200);
  });

  it('lets a user turn Google sign-in off for their account (POST /api/auth/sso/disable)', async () => {
    const client = await anonymousClient(app);
    expect((await callback(client, await signInAtProvider(client, 'google-coordinator'))).status).toBe(200);
    expect((await client.post('/api/auth/sso/disable')).body).toMatchObject({ sso_disabled: true });

    const again = await anonymousClient(app);
    const response = await callback(again, await signInAtProvider(again, 'google-coordinator'));
    expect(response.status).toBe(422);
    expect(response.body.message).toMatch(/Google sign-in is turned off/);
  });
});
