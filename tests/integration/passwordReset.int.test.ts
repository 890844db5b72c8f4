// Password reset by e-mail through a real SMTP server (smtp-server on port 0),
// and the password validation endpoints.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import type { RunningPracticum } from '@practicum/infra/app';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { STRENGTH_BUSY } from '@practicum/shared/platform/passwordStrength/index';
import { anonymousClient, demoEmail, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

interface ReceivedMail {
  to: string[];
  raw: string;
}

const LINK_SENT = 'If this e-mail address belongs to an account, a password reset link has been sent to it.';
const TOKEN_INVALID = 'This password reset link is invalid or has expired.';
const NEW_PASSWORD = 'Glacier#Mango42-Tundra';

let t: TestApp;
let app: RunningPracticum;
let smtp: SMTPServer;
const inbox: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await startTestApp({
    name: 'reset',
    mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Practicum <no-reply@practicum.test>' },
    passwordResetExpiryMinutes: 60,
  });
  app = t.app;
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function mailTo(address: string, after = 0): Promise<ReceivedMail> {
  for (let i = 0; i < 100; i++) {
    const found = inbox.slice(after).find((mail) => mail.to.includes(address));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address}`);
}

/** The link from the plain-text part (quoted-printable soft breaks undone). */
function resetLinkOf(mail: ReceivedMail): { token: string; email: string; path: string } {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s"<]+\/password\/update\/([A-Za-z0-9_-]+)\?email=([^\s"<]+)/.exec(text);
  if (!match) throw new Error('no reset link in the mail');
  return { token: match[1]!, email: decodeURIComponent(match[2]!), path: new URL(match[0]).pathname };
}

const resetEvents = async (email: string, type: string) => {
  const { rows } = await app.pool.query<{ data: Record<string, unknown> }>(
    `SELECT e.data FROM es_events e JOIN credentials c ON e.stream_id = 'user-' || c.user_id WHERE c.email = $1 AND e.type = $2`,
    [email, type],
  );
  return rows.map((row) => row.data);
};

describe('AUTH-23 asking for a reset link', () => {
  it('answers the same for a known and an unknown address, and mails a link only to the known one', async () => {
    const client = await anonymousClient(app);
    const before = inbox.length;
    const known = await client.post('/api/password/email', { email: demoEmail('trainee') });
    const unknown = await client.post('/api/password/email', { email: 'nobody@demo.practicum.test' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: LINK_SENT, flash: LINK_SENT });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await mailTo(demoEmail('trainee'), before);
    expect(mail.raw).toMatch(/Subject: Reset your Practicum password/);
    expect(mail.raw).toMatch(/From: Practicum <no-reply@practicum.test>/);
    const link = resetLinkOf(mail);
    expect(link.email).toBe(demoEmail('trainee'));
    expect(link.path).toBe(`/password/update/${link.token}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.slice(before).filter((m) => m.to.includes('nobody@demo.practicum.test'))).toHaveLength(0);
    // the token is stored hashed, and the event holds no secret
    const { rows } = await app.pool.query<{ token_hash: string }>('SELECT token_hash FROM password_reset_tokens');
    expect(rows.map((r) => r.token_hash)).not.toContain(link.token);
    expect(await resetEvents(demoEmail('trainee'), 'PasswordResetRequested')).toEqual([{ userId: expect.any(String) }]);
  });

  it('AUTH-24 rejects a malformed address with a field error', async () => {
    const client = await anonymousClient(app);
    const response = await client.post('/api/password/email', { email: 'not an email' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });
});

describe('asking again and again', () => {
  it('sends at most 3 reset mails an hour to one address, answering every request the same', async () => {
    const client = await anonymousClient(app);
    const email = demoEmail('coordinator');
    const before = inbox.length;
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/password/email', { email })).body).toEqual({ message: LINK_SENT, flash: LINK_SENT });
    const received = () => inbox.slice(before).filter((mail) => mail.to.includes(email)).length;
    // Mail leaves after the answer: wait (bounded) for three, then a moment more to see that no fourth follows.
    for (let waited = 0; received() < 3 && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received()).toBe(3);
  });

  it('lets no fourth mail through when the requests arrive all at once', async () => {
    const clients = await Promise.all(Array.from({ length: 6 }, () => anonymousClient(app)));
    const email = demoEmail('admin');
    const before = inbox.length;
    await Promise.all(clients.map((client) => client.post('/api/password/email', { email })));
    const received = () => inbox.slice(before).filter((mail) => mail.to.includes(email)).length;
    for (let waited = 0; received() < 3 && waited < 15_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(received()).toBe(3);
    // later tests mail this address again
    await app.pool.query('DELETE FROM throttled_attempts WHERE key = $1', [`mail:${email}`]);
  });
});

describe('AUTH-29 resetting with the emailed link', () => {
  const email = demoEmail('faculty');
  let token: string;
  let otherSession: ApiClient;

  beforeAll(async () => {
    otherSession = await signIn(app, 'faculty');
    const before = inbox.length;
    await (await anonymousClient(app)).post('/api/password/email', { email });
    token = resetLinkOf(await mailTo(email, before)).token;
  });

  it('AUTH-31..34 refuses a password the policy rejects, and keeps the link usable', async () => {
    const client = await anonymousClient(app);
    const weak = await client.post('/api/password/reset', { email, token, password: 'felixshort' });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toEqual([
      'The password field must contain at least one uppercase and one lowercase letter.',
      'The password field must contain at least one number.',
      'The password field must contain at least one symbol.',
      'The password field must not contain part of the email or the name.',
    ]);
    const mismatch = await client.post('/api/password/reset', { email, token, password: NEW_PASSWORD, password_confirmation: 'other' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password).toEqual(['The password field confirmation does not match.']);
  });

  it('refuses a wrong token, and a token for another address', async () => {
    const client = await anonymousClient(app);
    const wrong = await client.post('/api/password/reset', { email, token: `${token}x`, password: NEW_PASSWORD });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ message: TOKEN_INVALID, errors: { email: [TOKEN_INVALID] } });
    const elsewhere = await client.post('/api/password/reset', { email: demoEmail('coordinator'), token, password: NEW_PASSWORD });
    expect(elsewhere.status).toBe(422);
  });

  it('changes the password, records PasswordChanged without a secret, ends other sessions; the link works once', async () => {
    const client = await anonymousClient(app);
    const response = await client.post('/api/password/reset', {
      email,
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ next: '/login', flash: expect.stringMatching(/password has been reset/), message: expect.any(String) });
    expect(await resetEvents(email, 'PasswordChanged')).toEqual([{ userId: expect.any(String), via: 'reset' }]);
    expect((await otherSession.get('/api/users/current')).status).toBe(401);
    expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(422);
    expect((await client.post('/api/login', { email, password: NEW_PASSWORD })).status).toBe(200);
    const again = await (await anonymousClient(app)).post('/api/password/reset', { email, token, password: `${NEW_PASSWORD}!` });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(TOKEN_INVALID);
  });

  it('AUTH-30 refuses an expired link', async () => {
    const before = inbox.length;
    await (await anonymousClient(app)).post('/api/password/email', { email: demoEmail('supervisor') });
    const link = resetLinkOf(await mailTo(demoEmail('supervisor'), before));
    await app.pool.query(`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`);
    const response = await (
      await anonymousClient(app)
    ).post('/api/password/reset', {
      email: demoEmail('supervisor'),
      token: link.token,
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(TOKEN_INVALID);
  });
});

describe('AUTH-29 SIGNUP-04 links mailed before the credentials changed', () => {
  /** Asks for a reset link for `email` and answers its token. */
  async function resetTokenFor(email: string): Promise<string> {
    const before = inbox.length;
    await (await anonymousClient(app)).post('/api/password/email', { email });
    return resetLinkOf(await mailTo(email, before)).token;
  }

  /** Opens the email change link of `mail` (/register/verify?email&code&newEmail), as its reader would. */
  async function openEmailChangeLink(mail: ReceivedMail) {
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = new URLSearchParams(/\/register\/verify\?(\S+)/.exec(text)![1]);
    return (await anonymousClient(app)).post('/api/signup/verify-email', {
      email: link.get('email'),
      code: link.get('code'),
      newEmail: link.get('newEmail'),
    });
  }

  it('a reset link no longer works once the user changed their password on /account', async () => {
    const email = demoEmail('maya.patel');
    const token = await resetTokenFor(email);
    const maya = await signIn(app, 'maya.patel');
    const changed = await maya.put('/api/users/current/password', {
      current_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const stale = await (await anonymousClient(app)).post('/api/password/reset', { email, token, password: `${NEW_PASSWORD}!` });
    expect(stale.status).toBe(422);
    expect(stale.body.message).toBe(TOKEN_INVALID);
    expect((await (await anonymousClient(app)).post('/api/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('a reset link no longer works once the user moved to another email address', async () => {
    const email = demoEmail('jonah.reyes');
    const newEmail = 'jonah.moved@demo.practicum.test';
    const token = await resetTokenFor(email);
    const jonah = await signIn(app, 'jonah.reyes');
    const before = inbox.length;
    expect((await jonah.put('/api/users/current/email', { email: newEmail, current_password: DEMO_PASSWORD })).status).toBe(202);
    expect((await openEmailChangeLink(await mailTo(newEmail, before))).status).toBe(200);
    const stale = await (await anonymousClient(app)).post('/api/password/reset', { email: newEmail, token, password: NEW_PASSWORD });
    expect(stale.status).toBe(422);
    expect(stale.body.message).toBe(TOKEN_INVALID);
    expect((await (await anonymousClient(app)).post('/api/login', { email: newEmail, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('an email change asked for before the password changed no longer applies', async () => {
    const email = demoEmail('lena.schmidt');
    const elsewhere = 'someone.else@elsewhere.test';
    const lena = await signIn(app, 'lena.schmidt');
    const before = inbox.length;
    // whoever knew the old password asked to move the account to their own address
    expect((await lena.put('/api/users/current/email', { email: elsewhere, current_password: DEMO_PASSWORD })).status).toBe(202);
    const mail = await mailTo(elsewhere, before);
    const changed = await lena.put('/api/users/current/password', {
      current_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const stale = await openEmailChangeLink(mail);
    expect(stale.status).toBe(422);
    expect(stale.body.message).toBe('This verification link is invalid or has expired.');
    expect((await (await anonymousClient(app)).post('/api/login', { email, password: NEW_PASSWORD })).status).toBe(200);
  });
});

describe('AUTH-27 AUTH-37 validating a password', () => {
  it('answers strength, feedback, valid and errors.password; the name is judged only for the holder of the reset link', async () => {
    const client = await anonymousClient(app);
    const before = inbox.length;
    await client.post('/api/password/email', { email: demoEmail('admin') });
    const { token } = resetLinkOf(await mailTo(demoEmail('admin'), before));
    const path = `/api/password/validate/${encodeURIComponent(demoEmail('admin'))}`;
    const owner = await client.post(path, { password: 'Avery#Glacier42', token });
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({
      strength: expect.any(Number),
      feedback: { warning: owner.body.feedback.warning, suggestions: expect.any(Array) },
      valid: false,
      errors: { password: ['The password field must not contain part of the email or the name.'] },
      extra_strong: false,
    });
    // without the token, only the address itself is judged: nothing tells whether it has an account
    const stranger = await client.post(path, { password: 'Avery#Glacier42' });
    expect(stranger.body.errors.password).toEqual([]);
    const wrongToken = await client.post(path, { password: 'Avery#Glacier42', token: 'not-the-token' });
    expect(wrongToken.body.errors.password).toEqual([]);
    const strong = await client.post('/api/password/validate', { password: NEW_PASSWORD });
    expect(strong.body).toMatchObject({ strength: 4, valid: true, errors: { password: [] } });
  });

  it('AUTH-27 a slow strength estimate holds up no other request, and past a bounded backlog answers 429', async () => {
    const client = await anonymousClient(app);
    // a long repeated pattern costs zxcvbn a few hundred milliseconds of CPU each
    const slow = 'P@ssw0rd!'.repeat(11);
    const finished = (response: Promise<{ status: number }>) => response.then((r) => ({ status: r.status, at: performance.now() }));
    const checks = [1, 2, 3].map(() => finished(client.post('/api/password/validate', { password: slow })));
    const health = await finished(client.get('/api/health'));
    const judged = await Promise.all(checks);
    expect(health.status).toBe(200);
    expect(judged.map((c) => c.status)).toEqual([200, 200, 200]);
    // answered while the estimates were still running: they run beside the requests, not between them
    expect(health.at).toBeLessThan(Math.min(...judged.map((c) => c.at)));

    const flood = await Promise.all(
      Array.from({ length: 24 }, () => client.post('/api/password/validate', { password: 'aA1!'.repeat(25) })),
    );
    const refused = flood.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(flood.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(20);
    expect(refused[0]!.headers['retry-after']).toBe('1');
    expect(refused[0]!.body).toMatchObject({ message: STRENGTH_BUSY, errors: { password: [STRENGTH_BUSY] } });
  });

  it('AUTH-33 AUTH-36 asks for 16 characters from a user of an organization with enable_stronger_passwords', async () => {
    const admin = await signIn(app, 'admin');
    const org = await admin.post('/api/admin/organizations', {
      name: 'Strict Clinic',
      supervision_type: 'clinical',
      organization_settings: { enable_stronger_passwords: true },
    });
    expect(org.status).toBe(201);
    const email = `strict-${randomUUID()}@demo.practicum.test`;
    const { userId } = await registerUser(
      { eventStore: app.eventStore, pool: app.pool },
      { first_name: 'Sam', last_name: 'Strict', email, password: DEMO_PASSWORD },
      { system: {} },
    );
    await assignPosition({ eventStore: app.eventStore }, { userId, organizationId: org.body.id, role: 'trainee' }, { system: {} });
    const client = await anonymousClient(app);
    const before = inbox.length;
    await client.post('/api/password/email', { email });
    const { token } = resetLinkOf(await mailTo(email, before));
    const response = await client.post(`/api/password/validate/${encodeURIComponent(email)}`, { password: 'Glacier#Mango42', token });
    expect(response.body.errors.password).toEqual(['The password field must be at least 16 characters.']);
    expect(response.body.valid).toBe(false);
    expect(response.body.extra_strong).toBe(true);
  });

  it('AUTH-33 AUTH-35 SIGNUP-15 judges a new address by the policy of the organization its signup joins', async () => {
    const client = await anonymousClient(app);
    const path = `/api/password/validate/${encodeURIComponent(`joining-${randomUUID()}@example.org`)}`;
    // Northfield (demo data) asks for extra-strong passwords: the wizard's meter says so before Next refuses it
    const strict = await client.post(path, { password: 'Glacier#Mango42', signup_code: 'northfield-students' });
    expect(strict.body).toMatchObject({ valid: false, extra_strong: true });
    expect(strict.body.errors.password).toEqual(['The password field must be at least 16 characters.']);
    const usual = await client.post(path, { password: 'Glacier#Mango42', signup_code: 'demo-trainees' });
    expect(usual.body).toMatchObject({ valid: true, extra_strong: false });
    // a code that does not exist judges by the usual policy (the wizard itself says the link is invalid)
    const unknown = await client.post(path, { password: 'Glacier#Mango42', signup_code: 'no-such-code' });
    expect(unknown.body).toMatchObject({ valid: true, extra_strong: false });
  });

  it('AUTH-37 /api/users/{id}/password/validate: the user or an admin; others 403, anonymous 401', async () => {
    const trainee = await signIn(app, 'trainee');
    const me = (await trainee.get('/api/users/current')).body.id as string;
    const own = await trainee.post(`/api/users/${me}/password/validate`, { password: 'Turner#Glacier42' });
    expect(own.status).toBe(200);
    expect(own.body.errors.password).toEqual(['The password field must not contain part of the email or the name.']);
    const admin = await signIn(app, 'admin');
    expect((await admin.post(`/api/users/${me}/password/validate`, { password: NEW_PASSWORD })).body.valid).toBe(true);
    const coordinator = await signIn(app, 'coordinator');
    expect((await coordinator.post(`/api/users/${me}/password/validate`, { password: NEW_PASSWORD })).status).toBe(403);
    expect((await (await anonymousClient(app)).post(`/api/users/${me}/password/validate`, { password: NEW_PASSWORD })).status).toBe(401);
    expect((await admin.post(`/api/users/${randomUUID()}/password/validate`, { password: NEW_PASSWORD })).status).toBe(404);
  });
});
