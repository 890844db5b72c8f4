// Two-factor authentication through the API (spec 000 §2.1, §4, §5, §7, §8):
// setup by text message and by authenticator app, the token step at sign-in,
// wrong, expired and exhausted codes, and the user's and the admin's resets.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningPracticum } from '@practicum/infra/app';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { TWO_FACTOR_ALREADY_ON } from '@practicum/shared/domain/identity/index';
import { readDevSmsOutbox } from '@practicum/shared/platform/sms/index';
import { anonymousClient, demoEmail, eventCount, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';
import { selfCheck, totp } from './support/rfc6238.js';

const CODE_INVALID = 'two-factor code invalid, expired or attempts exceeded';
const US_PHONE = '2015550123';
const US_E164 = '+12015550123';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const userIdOf = async (client: ApiClient): Promise<string> => {
  const { body } = await client.get('/api/users/current').expect(200);
  return (body as { id: string }).id;
};

const lastSmsCode = async (phone: string): Promise<string> => {
  const [message] = await readDevSmsOutbox(t.app.pool, phone);
  const code = /(\d{6})/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
};

const userEvents = async (userId: string) =>
  (await t.app.eventStore.readStream(`user-${userId}`)).filter((e) => e.type.startsWith('TwoFactor'));

const passwordSignIn = async (role: string) => {
  const client = await anonymousClient(t.app);
  const response = await client.post('/api/login', { email: demoEmail(role), password: DEMO_PASSWORD });
  return { client, response };
};

const sessionCookie = (client: ApiClient): string | undefined =>
  (client.agent as unknown as { jar: { getCookie(name: string, access: object): { value: string } | undefined } }).jar.getCookie(
    'practicum_session',
    { domain: '127.0.0.1', path: '/', secure: false, script: false },
  )?.value;

describe('when a signed-in user sets up text-message codes (AUTH-41, AUTH-44)', () => {
  let trainee: ApiClient;
  let userId: string;
  beforeAll(async () => {
    trainee = await signIn(t.app, 'trainee');
    userId = await userIdOf(trainee);
  });

  it.each([
    [{ phone: '123', country_code: 'US' }, 'phone'],
    [{ phone: '555012', country_code: 'GB' }, 'phone'],
    [{ phone: '2015550123e', country_code: 'US' }, 'phone'],
    [{ phone: US_PHONE, country_code: 'USA' }, 'country_code'],
    [{ phone: US_PHONE }, 'country_code'],
    [{ country_code: 'US' }, 'phone'],
  ])('refuses %j with 422 on %s and stores and sends nothing', async (payload, field) => {
    const before = await eventCount(t.app);
    const response = await trainee.post('/api/auth/setup/phone', payload);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
    if (field === 'phone' && 'phone' in payload && 'country_code' in payload)
      expect(response.body.errors.phone).toEqual(['The phone must be a valid phone number: 10 digits, or international.']);
    expect(await eventCount(t.app)).toBe(before);
    expect((await t.app.pool.query('SELECT 1 FROM two_factor_settings WHERE user_id = $1', [userId])).rowCount).toBe(0);
  });

  it('refuses the anonymous visitor', async () => {
    const anonymous = await anonymousClient(t.app);
    expect((await anonymous.post('/api/auth/setup/phone', { phone: US_PHONE, country_code: 'US' })).status).toBe(401);
  });

  it('sends a code to the phone, refuses a wrong code, and enables the sms method with the right one', async () => {
    const sent = await trainee.post('/api/auth/setup/phone', { phone: US_PHONE, country_code: 'US' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ setup_ready: true, phone: '+*******0123' });
    const code = await lastSmsCode(US_E164);

    const wrong = await trainee.post('/api/auth/setup/phone/code', { token: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(CODE_INVALID);
    expect(await userEvents(userId)).toEqual([]);

    const right = await trainee.post('/api/auth/setup/phone/code', { token: code });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ method: 'sms', setup_complete: true, next: '/dashboard' });
    const events = await userEvents(userId);
    expect(events.map((e) => [e.type, e.data])).toEqual([['TwoFactorEnabled', { userId, method: 'sms' }]]);
    // no secret and no phone in the event (ARCHITECTURE §3.6); the whole number, since a random id may hold any 4 digits
    const stored = JSON.stringify(events.map((e) => [e.data, e.metadata]));
    expect(stored).not.toContain(US_PHONE);
    expect(stored).not.toContain('5550123');

    const status = await trainee.get('/api/auth/setup').expect(200);
    expect(status.body).toMatchObject({ method: 'sms', setup_complete: true, phone: '+*******0123' });
  });

  it('AUTH-40 refuses every setup step while 2FA is on (409), so a second setup cannot replace the method', async () => {
    const outboxBefore = (await readDevSmsOutbox(t.app.pool, '+12015550199')).length;
    const steps = [
      () => trainee.post('/api/auth/setup/phone', { phone: '2015550199', country_code: 'US' }),
      () => trainee.post('/api/auth/setup/phone/code', { token: '123456' }),
      () => trainee.getThatWrites('/api/auth/setup/authenticator'),
      () => trainee.post('/api/auth/setup/authenticator/verify', { token: '123456' }),
    ];
    for (const step of steps) {
      const response = await step();
      expect([response.status, response.body.message]).toEqual([409, TWO_FACTOR_ALREADY_ON]);
    }
    expect((await readDevSmsOutbox(t.app.pool, '+12015550199')).length).toBe(outboxBefore);
    expect((await userEvents(userId)).map((e) => e.type)).toEqual(['TwoFactorEnabled']);
    const status = await trainee.get('/api/auth/setup').expect(200);
    expect(status.body).toMatchObject({ method: 'sms', setup_complete: true, setup_ready: false, phone: '+*******0123' });
  });
});

describe('when a user with text-message 2FA signs in (AUTH-03, AUTH-49, AUTH-12)', () => {
  it('answers the token step with the masked phone, and only the code completes the sign-in in a new session', async () => {
    const { client, response } = await passwordSignIn('trainee');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ next: '/auth/token', auth_code_required: true, phone: '+*******0123', method: 'sms' });
    // half-way: not signed in
    expect((await client.get('/api/users/current')).status).toBe(401);
    const pendingCookie = sessionCookie(client);

    const code = await lastSmsCode(US_E164);
    const wrong = await client.put('/api/auth/token', { token: code === '999999' ? '888888' : '999999' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: CODE_INVALID, errors: { token: [CODE_INVALID] } });
    expect((await client.get('/api/users/current')).status).toBe(401);

    const right = await client.put('/api/auth/token', { token: code });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ next: '/dashboard' });
    expect(sessionCookie(client)).not.toBe(pendingCookie);
    const current = await client.get('/api/users/current').expect(200);
    expect(current.body.email).toBe(demoEmail('trainee'));
    // only now is the sign-in complete, and recorded
    const stream = await t.app.eventStore.readStream(`user-${current.body.id as string}`);
    expect(stream.at(-1)).toMatchObject({ type: 'UserSignedIn', data: { method: 'password' } });
  });

  it('refuses an expired code', async () => {
    const { client } = await passwordSignIn('trainee');
    const code = await lastSmsCode(US_E164);
    await t.app.pool.query(`UPDATE two_factor_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'login'`);
    const response = await client.put('/api/auth/token', { token: code });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(CODE_INVALID);
    expect((await client.get('/api/users/current')).status).toBe(401);
  });

  it('refuses even the right code after five wrong ones, and sends the browser back to sign in', async () => {
    const { client } = await passwordSignIn('trainee');
    const code = await lastSmsCode(US_E164);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await client.put('/api/auth/token', { token: wrongCode });
      expect(wrong.status).toBe(422);
      expect(wrong.body.next).toBe(attempt === 5 ? '/login' : undefined);
    }
    const right = await client.put('/api/auth/token', { token: code });
    expect(right.status).toBe(422);
    expect(right.body).toMatchObject({ message: CODE_INVALID, next: '/login' });
    expect((await client.get('/api/users/current')).status).toBe(401);
  });

  it('refuses the token step without a password first', async () => {
    const anonymous = await anonymousClient(t.app);
    const response = await anonymous.put('/api/auth/token', { token: '123456' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: CODE_INVALID, next: '/login' });
  });

  it('answers 422 with a field error for a missing token', async () => {
    const { client } = await passwordSignIn('trainee');
    const response = await client.put('/api/auth/token', {});
    expect(response.status).toBe(422);
    expect(response.body.errors.token).toEqual(['The token field is required.']);
  });
});

describe('when a user sets up an authenticator app (AUTH-42)', () => {
  let faculty: ApiClient;
  let userId: string;
  let secret: string;
  beforeAll(async () => {
    selfCheck();
    faculty = await signIn(t.app, 'faculty');
    userId = await userIdOf(faculty);
  });

  it('is a GET that writes (a new pending secret): without the CSRF header it answers 419 and stores nothing', async () => {
    const pending = async () =>
      (await t.app.pool.query('SELECT pending_totp_secret FROM two_factor_settings WHERE user_id = $1', [userId])).rows[0]
        ?.pending_totp_secret ?? null;
    const before = await pending();
    // what a link or an <img> on another site would send from the signed-in browser: the cookie, no header
    const forged = await faculty.get('/api/auth/setup/authenticator');
    expect(forged.status).toBe(419);
    expect(forged.body.qrCode).toBeUndefined();
    expect(await pending()).toBe(before);
    const stale = await faculty.get('/api/auth/setup/authenticator').set('X-CSRF-TOKEN', 'x'.repeat(faculty.csrf.length));
    expect(stale.status).toBe(419);
    expect(await pending()).toBe(before);
  });

  it('shows a QR code as a base64 SVG of an otpauth URI', async () => {
    const response = await faculty.getThatWrites('/api/auth/setup/authenticator').expect(200);
    const svg = Buffer.from(response.body.qrCode as string, 'base64').toString('utf8');
    expect(svg).toMatch(/<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    secret = response.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('refuses a wrong code and enables the method with a code computed by RFC 6238', async () => {
    const now = new Date();
    const wrong = await faculty.post('/api/auth/setup/authenticator/verify', {
      token: totp(secret, new Date(now.getTime() - 10 * 60_000)),
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe(CODE_INVALID);

    const right = await faculty.post('/api/auth/setup/authenticator/verify', { token: totp(secret, now) });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ method: 'authenticator', setup_complete: true });
    const events = await userEvents(userId);
    expect(events.map((e) => [e.type, e.data])).toEqual([['TwoFactorEnabled', { userId, method: 'authenticator' }]]);
    expect(JSON.stringify(events.map((e) => [e.data, e.metadata]))).not.toContain(secret);
  });

  it('asks for the code at sign-in without a phone, accepts the next code once, and never twice', async () => {
    const { client, response } = await passwordSignIn('faculty');
    expect(response.body).toMatchObject({ next: '/auth/token', auth_code_required: true, phone: null, method: 'authenticator' });
    // the code of the next 30-second step: within the allowed drift, and never used before
    const code = totp(secret, new Date(Date.now() + 30_000));
    expect((await client.put('/api/auth/token', { token: code })).status).toBe(200);
    await client.get('/api/users/current').expect(200);

    const again = await passwordSignIn('faculty');
    const replay = await again.client.put('/api/auth/token', { token: code });
    expect(replay.status).toBe(422);
    expect(replay.body.message).toBe(CODE_INVALID);
  });

  it('spends a pending secret after five wrong codes', async () => {
    const other = await signIn(t.app, 'supervisor');
    const { body } = await other.getThatWrites('/api/auth/setup/authenticator').expect(200);
    const pendingSecret = body.secret as string;
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await other.post('/api/auth/setup/authenticator/verify', { token: '000000' })).status).toBe(422);
    const right = await other.post('/api/auth/setup/authenticator/verify', { token: totp(pendingSecret) });
    expect(right.status).toBe(422);
    expect((await other.get('/api/auth/setup').expect(200)).body.setup_complete).toBe(false);
  });
});

describe('when 2FA is reset (AUTH-47, ADMIN-21)', () => {
  it('lets the user turn it off after re-entering the password, and sign-in no longer asks for a code', async () => {
    const { client } = await passwordSignIn('trainee');
    expect((await client.put('/api/auth/token', { token: await lastSmsCode(US_E164) })).status).toBe(200);
    const userId = await userIdOf(client);

    const before = await eventCount(t.app);
    const wrong = await client.post('/api/auth/setup/reset', { password: 'not the password' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.password).toEqual(['The password is incorrect.']);
    expect(await eventCount(t.app)).toBe(before);

    const reset = await client.post('/api/auth/setup/reset', { password: DEMO_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ method: null, setup_complete: false });
    expect((await userEvents(userId)).at(-1)).toMatchObject({ type: 'TwoFactorReset', data: { userId, by: 'user' } });

    const { response } = await passwordSignIn('trainee');
    expect(response.body).toMatchObject({ next: null });
  });

  it('lets only an admin reset another user, at POST /api/admin/users/{id}/2fa/reset', async () => {
    const faculty = await signIn(t.app, 'coordinator');
    const facultyId = (
      await t.app.pool.query<{ user_id: string }>('SELECT user_id FROM credentials WHERE email = $1', [demoEmail('faculty')])
    ).rows[0]!.user_id;
    expect((await faculty.post(`/api/admin/users/${facultyId}/2fa/reset`)).status).toBe(403);

    const admin = await signIn(t.app, 'admin');
    expect((await admin.post('/api/admin/users/00000000-0000-4000-8000-000000000000/2fa/reset')).status).toBe(404);
    expect((await admin.post('/api/admin/users/not-an-id/2fa/reset')).status).toBe(422);
    const reset = await admin.post(`/api/admin/users/${facultyId}/2fa/reset`);
    expect(reset.status).toBe(200);
    expect((await userEvents(facultyId)).at(-1)).toMatchObject({ type: 'TwoFactorReset', data: { userId: facultyId, by: 'admin' } });
    const stored = await t.app.eventStore.readStream(`user-${facultyId}`);
    expect(stored.at(-1)!.metadata.userId).not.toBe(facultyId);

    const { response } = await passwordSignIn('faculty');
    expect(response.body).toMatchObject({ next: null });
  });
});

describe('GET /api/auth/providers', () => {
  it('says Google sign-in is off when it is not configured, and whether text messages are offered', async () => {
    const anonymous = await anonymousClient(t.app);
    const { body } = await anonymous.get('/api/auth/providers').expect(200);
    expect(body).toEqual({ google: false, sms_disabled: false });
    expect((await anonymous.agent.get('/auth/redirect/google')).status).toBe(404);
  });
});

describe('when the text-message method is disabled (option sms_disabled, AUTH-39)', () => {
  let smsOff: TestApp;
  let app: RunningPracticum;
  beforeAll(async () => {
    smsOff = await startTestApp({ name: 'sms_disabled', smsDisabled: true });
    app = smsOff.app;
  }, 60_000);
  afterAll(() => smsOff?.close());

  it('says so to the screens and refuses a phone, while the authenticator app stays available', async () => {
    const trainee = await signIn(app, 'trainee');
    expect((await trainee.get('/api/auth/providers').expect(200)).body).toMatchObject({ sms_disabled: true });
    expect((await trainee.get('/api/auth/setup').expect(200)).body).toMatchObject({ sms_disabled: true });
    const refused = await trainee.post('/api/auth/setup/phone', { phone: US_PHONE, country_code: 'US' });
    expect(refused.status).toBe(403);
    expect(await readDevSmsOutbox(app.pool, US_E164)).toEqual([]);
    await trainee.getThatWrites('/api/auth/setup/authenticator').expect(200);
  });
});
