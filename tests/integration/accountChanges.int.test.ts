// /account changes behind re-authentication and the profile photo (issue 3 item 13):
// PUT /api/users/current/email, POST /api/uploads, GET /api/uploads/:uuid,
// PUT /api/users/current/profile-photo and .../profile-photo-prompt/dismiss.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { anonymousClient, demoEmail, eventCount, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'practicum-uploads-'));
  process.env.UPLOAD_DIR = uploadDir;
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

// the smallest PNG: one transparent pixel
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const upload = (client: ApiClient, body: Buffer | string, contentType: string) =>
  client.agent
    .post('/api/uploads')
    .set('X-CSRF-TOKEN', client.csrf)
    .set('Content-Type', contentType)
    .set('X-Filename', 'me.png')
    .send(body);

const outboxTo = async (to: string) =>
  (await t.app.pool.query<{ subject: string; text: string }>('SELECT subject, text FROM dev_outbox WHERE "to" = $1', [to])).rows;

describe('AUTH-13 email change on /account behind the current password', () => {
  let trainee: ApiClient;
  beforeAll(async () => {
    trainee = await signIn(t.app, 'trainee');
  });

  it('answers 422 under current_password for a wrong password, and stores nothing', async () => {
    const before = await eventCount(t.app);
    const response = await trainee.put('/api/users/current/email', { email: 'theo.new@demo.practicum.test', current_password: 'wrong' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ current_password: ['The password is incorrect.'] });
    expect(await eventCount(t.app)).toBe(before);
    const { rows } = await t.app.pool.query('SELECT 1 FROM credentials WHERE email = $1', ['theo.new@demo.practicum.test']);
    expect(rows).toHaveLength(0);
  });

  it('answers 422 for a malformed email or a missing password', async () => {
    const before = await eventCount(t.app);
    const bad = await trainee.put('/api/users/current/email', { email: 'not-an-email', current_password: DEMO_PASSWORD });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['email']);
    const missing = await trainee.put('/api/users/current/email', { email: 'theo.new@demo.practicum.test' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['current_password']);
    expect(await eventCount(t.app)).toBe(before);
  });

  it('answers 422 "taken" for another user’s email, or one’s own, and stores nothing', async () => {
    const before = await eventCount(t.app);
    for (const email of [demoEmail('faculty'), ' FACULTY@demo.practicum.test ', demoEmail('trainee')]) {
      const response = await trainee.put('/api/users/current/email', { email, current_password: DEMO_PASSWORD });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ email: ['The email has already been taken.'] });
    }
    expect(await eventCount(t.app)).toBe(before);
  });

  it('changes the email: the read model, sign-in with the new email only, and a notice to the old address', async () => {
    const response = await trainee.put('/api/users/current/email', {
      email: ' Theo.New@Demo.Practicum.test ',
      current_password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: 'theo.new@demo.practicum.test', message: 'Your email has been changed.' });
    const { body } = await trainee.get('/api/users/current').expect(200);
    expect(body.email).toBe('theo.new@demo.practicum.test');

    const { rows: events } = await t.app.pool.query<{ stream_id: string; type: string; data: Record<string, string> }>(
      `SELECT stream_id, type, data FROM es_events
       WHERE (type = 'UserEmailChanged' AND data->>'newEmail' = $1) OR stream_id IN ($2, $3)`,
      ['theo.new@demo.practicum.test', `user-email-${demoEmail('trainee')}`, 'user-email-theo.new@demo.practicum.test'],
    );
    expect(events.map((e) => e.type).sort()).toEqual(['UserEmailChanged', 'UserEmailReleased', 'UserEmailReserved', 'UserEmailReserved']);
    const changed = events.find((e) => e.type === 'UserEmailChanged')!;
    expect(changed.data).toMatchObject({ oldEmail: demoEmail('trainee'), newEmail: 'theo.new@demo.practicum.test' });
    expect(events.find((e) => e.type === 'UserEmailReleased')!.stream_id).toBe(`user-email-${demoEmail('trainee')}`);

    const mail = await outboxTo(demoEmail('trainee'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your Practicum email was changed');
    expect(mail[0]!.text).toContain('theo.new@demo.practicum.test');
    expect(await outboxTo('theo.new@demo.practicum.test')).toHaveLength(0);

    const old = await anonymousClient(t.app);
    expect((await old.post('/api/login', { email: demoEmail('trainee'), password: DEMO_PASSWORD })).status).toBe(422);
    const fresh = await anonymousClient(t.app);
    expect((await fresh.post('/api/login', { email: 'theo.new@demo.practicum.test', password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('lets someone else take the released old email, and no longer the new one', async () => {
    const faculty = await signIn(t.app, 'faculty');
    const taken = await faculty.put('/api/users/current/email', { email: 'theo.new@demo.practicum.test', current_password: DEMO_PASSWORD });
    expect(taken.status).toBe(422);
    const released = await faculty.put('/api/users/current/email', { email: demoEmail('trainee'), current_password: DEMO_PASSWORD });
    expect(released.status).toBe(200);
    const { body } = await faculty.get('/api/users/current').expect(200);
    expect(body.email).toBe(demoEmail('trainee'));
  });
});

describe('AUTH-13 profile photo: upload, serve, set, dismiss the prompt', () => {
  let supervisor: ApiClient;
  let uuid: string;
  beforeAll(async () => {
    supervisor = await signIn(t.app, 'supervisor');
  });

  it('prompts for a photo while there is none', async () => {
    const { body } = await supervisor.get('/api/users/current').expect(200);
    expect(body).toMatchObject({ profile_image_url: null, profile_image_uuid: null, profile_image_id: null, profile_image_prompt: true });
  });

  it('answers 422 for a body that is not an image, or claims to be one and is not', async () => {
    const text = await upload(supervisor, 'hello', 'text/plain');
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual({ file: ['The file must be an image (PNG, JPEG, GIF or WebP).'] });
    const fake = await upload(supervisor, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(fake.status).toBe(422);
    const svg = await upload(supervisor, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
    expect(svg.status).toBe(422);
    const empty = await upload(supervisor, Buffer.alloc(0), 'image/png');
    expect(empty.status).toBe(422);
  });

  it('answers 422 for an image over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(supervisor, big, 'image/png');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ file: ['The file must not be greater than 5120 kilobytes.'] });
  });

  it('refuses an upload without a session', async () => {
    const anonymous = await anonymousClient(t.app);
    expect((await upload(anonymous, PNG, 'image/png')).status).toBe(401);
  });

  it('stores a PNG and serves it to its uploader only, through a url signed for the session', async () => {
    const response = await upload(supervisor, PNG, 'image/png');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ size: PNG.length, mimetype: 'image/png' });
    uuid = response.body.uuid;
    const url = response.body.url as string;
    expect(url).toMatch(new RegExp(`^/api/uploads/${uuid}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const served = await supervisor.get(url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
    const anonymous = await anonymousClient(t.app);
    await anonymous.get(url).expect(401);
    expect((await supervisor.get(`/api/uploads/${uuid}`).expect(403)).body.message).toBe('This link has expired.');
    const coordinator = await signIn(t.app, 'coordinator');
    await coordinator.get(url).expect(403); // signed for another session
  });

  it('refuses someone else’s upload or an unknown uuid as one’s photo, storing nothing', async () => {
    const admin = await signIn(t.app, 'admin');
    const before = await eventCount(t.app);
    const others = await admin.put('/api/users/current/profile-photo', { uuid });
    expect(others.status).toBe(422);
    expect(others.body.errors).toEqual({ uuid: ['The selected photo is invalid.'] });
    expect((await admin.put('/api/users/current/profile-photo', { uuid: 'nope' })).status).toBe(422);
    expect(await eventCount(t.app)).toBe(before);
  });

  it('sets the photo: /api/users/current shows it and stops prompting', async () => {
    const response = await supervisor.put('/api/users/current/profile-photo', { uuid, cdnUrl: `/api/uploads/${uuid}` });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: expect.any(String),
      profile_image_uuid: uuid,
      profile_image_id: uuid,
      url: expect.stringMatching(new RegExp(`^/api/uploads/${uuid}\\?expires=`)),
    });
    const { body } = await supervisor.get('/api/users/current').expect(200);
    expect(body).toMatchObject({ profile_image_uuid: uuid, profile_image_prompt: false });
    await supervisor.get(body.profile_image_url as string).expect(200);
  });

  it('dismisses the prompt once (a second dismissal records nothing)', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const first = await coordinator.put('/api/users/current/profile-photo-prompt/dismiss', {});
    expect(first.status).toBe(200);
    const before = await eventCount(t.app);
    expect((await coordinator.put('/api/users/current/profile-photo-prompt/dismiss', {})).status).toBe(200);
    expect(await eventCount(t.app)).toBe(before);
    const { body } = await coordinator.get('/api/users/current').expect(200);
    expect(body).toMatchObject({ profile_image_prompt: false, profile_image_url: null });
  });
});
