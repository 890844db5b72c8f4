// /account changes behind re-authentication and the profile photo (issue 3 item 13):
// PUT /api/users/current/email (through the link mailed to the new address), POST /api/uploads, GET /api/uploads/:uuid,
// PUT /api/users/current/profile-photo and .../profile-photo-prompt/dismiss.
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import {
  anonymousClient,
  demoEmail,
  eventCount,
  signIn,
  signInByEmail,
  startTestApp,
  type ApiClient,
  type TestApp,
} from './support/testApp.js';
import { removeUploadDir, temporaryUploadDir } from './support/uploads.js';

let t: TestApp;
let uploadDir: string;
beforeAll(async () => {
  uploadDir = await temporaryUploadDir('uploads');
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
  await removeUploadDir(uploadDir);
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

/** Opens the verification link the last email change request mailed to `newEmail` (SIGNUP-04, 53). */
async function openChangeLink(newEmail: string) {
  const mail = await outboxTo(newEmail);
  const link = /\/register\/verify\?(\S+)/.exec(mail.at(-1)?.text ?? '')?.[1];
  expect(link).toBeDefined();
  const query = new URLSearchParams(link);
  const visitor = await anonymousClient(t.app);
  const check = await visitor.get(
    `/api/signup/verification/${encodeURIComponent(query.get('email')!)}?code=${query.get('code')}&newEmail=${encodeURIComponent(query.get('newEmail')!)}`,
  );
  expect(check.status).toBe(200);
  return visitor.post('/api/signup/verify-email', { email: query.get('email'), code: query.get('code'), newEmail: query.get('newEmail') });
}

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

  it('answers 422 "taken" for another user’s email, "already yours" for one’s own, and stores nothing', async () => {
    const before = await eventCount(t.app);
    for (const email of [demoEmail('faculty'), ' FACULTY@demo.practicum.test ']) {
      const response = await trainee.put('/api/users/current/email', { email, current_password: DEMO_PASSWORD });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ email: ['The email has already been taken.'] });
    }
    for (const email of [demoEmail('trainee'), ' TRAINEE@demo.practicum.test ']) {
      const response = await trainee.put('/api/users/current/email', { email, current_password: DEMO_PASSWORD });
      expect([response.status, response.body.errors]).toEqual([422, { email: ['This is already your email.'] }]);
    }
    expect(await eventCount(t.app)).toBe(before);
  });

  it('SIGNUP-04 SIGNUP-53 asks first: a link to the new address, nothing changed until it is opened', async () => {
    const before = await eventCount(t.app);
    const response = await trainee.put('/api/users/current/email', {
      email: ' Theo.New@Demo.Practicum.test ',
      current_password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(202);
    expect(response.body).toMatchObject({
      email: demoEmail('trainee'),
      pending_email: 'theo.new@demo.practicum.test',
      message: 'We sent a verification link to theo.new@demo.practicum.test. Your email changes once you open it.',
    });
    expect(await eventCount(t.app)).toBe(before);
    expect((await trainee.get('/api/users/current').expect(200)).body.email).toBe(demoEmail('trainee'));
    const mail = await outboxTo('theo.new@demo.practicum.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Verify your new Practicum e-mail address');
    expect(mail[0]!.text).toContain(`/register/verify?email=${encodeURIComponent(demoEmail('trainee'))}&code=`);
    expect(mail[0]!.text).toContain('&newEmail=theo.new%40demo.practicum.test');
    // a wrong code, or the right code for another address, is refused
    const visitor = await anonymousClient(t.app);
    const wrong = await visitor.post('/api/signup/verify-email', {
      email: demoEmail('trainee'),
      code: 'nope',
      newEmail: 'theo.new@demo.practicum.test',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(['This verification link is invalid or has expired.']);
    expect(await eventCount(t.app)).toBe(before);
  });

  it('changes the email once the link is opened: the read model, sign-in with the new email only, and a notice to the old address', async () => {
    const response = await openChangeLink('theo.new@demo.practicum.test');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ email: 'theo.new@demo.practicum.test', message: 'Your email has been changed.' });
    const { body } = await trainee.agent.get('/api/users/current').set('X-Min-Position', response.body.position).expect(200);
    expect(body.email).toBe('theo.new@demo.practicum.test');

    // read through the event store: the addresses are sealed in the rows and the streams named by a keyed hash
    const released = await t.app.eventStore.readStream(userEmailStream(demoEmail('trainee')));
    const reserved = await t.app.eventStore.readStream(userEmailStream('theo.new@demo.practicum.test'));
    const changed = (await t.app.eventStore.readStream(`user-${body.id as string}`)).find((e) => e.type === 'UserEmailChanged')!;
    expect(released.map((e) => e.type)).toEqual(['UserEmailReserved', 'UserEmailReleased']);
    expect(reserved.map((e) => e.type)).toEqual(['UserEmailReserved']);
    expect(changed.data).toMatchObject({ oldEmail: demoEmail('trainee'), newEmail: 'theo.new@demo.practicum.test' });

    const mail = await outboxTo(demoEmail('trainee'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your Practicum email was changed');
    expect(mail[0]!.text).toContain('theo.new@demo.practicum.test');
    expect(await outboxTo('theo.new@demo.practicum.test')).toHaveLength(1); // the verification link only
    // the link is single use
    const link = new URLSearchParams(/\/register\/verify\?(\S+)/.exec((await outboxTo('theo.new@demo.practicum.test'))[0]!.text)![1]);
    const again = await (await anonymousClient(t.app)).post('/api/signup/verify-email', Object.fromEntries(link));
    expect(again.status).toBe(422);

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
    expect(released.status).toBe(202);
    const changed = await openChangeLink(demoEmail('trainee'));
    expect(changed.status).toBe(200);
    const { body } = await faculty.agent.get('/api/users/current').set('X-Min-Position', changed.body.position).expect(200);
    expect(body.email).toBe(demoEmail('trainee'));
  });
});

describe('SIGNUP-04 POST /api/account/email-change {new_email} (the /account API for other clients)', () => {
  it('answers under new_email, and asks for the link like PUT does', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const taken = await coordinator.post('/api/account/email-change', { new_email: demoEmail('admin'), current_password: DEMO_PASSWORD });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ new_email: ['The email has already been taken.'] });
    const bad = await coordinator.post('/api/account/email-change', { new_email: 'nope', current_password: DEMO_PASSWORD });
    expect(Object.keys(bad.body.errors)).toEqual(['new_email']);
    const asked = await coordinator.post('/api/account/email-change', {
      new_email: 'cora.new@demo.practicum.test',
      current_password: DEMO_PASSWORD,
    });
    expect(asked.status).toBe(202);
    expect(asked.body.pending_email).toBe('cora.new@demo.practicum.test');
    expect((await coordinator.get('/api/users/current').expect(200)).body.email).toBe(demoEmail('coordinator'));
    expect((await outboxTo('cora.new@demo.practicum.test'))[0]!.text).toContain('&newEmail=cora.new%40demo.practicum.test');
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
    await supervisor.get(`/api/uploads/${uuid}`).expect(404); // no link: as a file that is not there
    const coordinator = await signIn(t.app, 'coordinator');
    await coordinator.get(url).expect(404); // signed for another session: as a file that is not there
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

  it('PEOPLE-22 sets the photo (answering profile_image_uuid, url and id): /api/users/current shows it and stops prompting', async () => {
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

describe('AUTH-13 SIGNUP-48 "taken" answers to an email change are throttled as signup’s lookups are', () => {
  it('twenty taken addresses, then 429 under the field for taken and free ones, on both routes and on signup’s lookup', async () => {
    // this file's other tests met "taken" from the same client address: the count starts here
    await t.app.pool.query("DELETE FROM throttled_attempts WHERE key LIKE 'email-lookup%'");
    const amara = await signInByEmail(t.app, 'amara.okafor@demo.practicum.test');
    const takenAddresses = ['maya.patel', 'jonah.reyes', 'lena.schmidt', 'omar.haddad', 'grace.kim'].map((n) => `${n}@demo.practicum.test`);
    for (let i = 0; i < 20; i += 1) {
      const taken = await amara.put('/api/users/current/email', { email: takenAddresses[i % 5], current_password: DEMO_PASSWORD });
      expect([taken.status, taken.body.errors]).toEqual([422, { email: ['The email has already been taken.'] }]);
    }
    const before = await eventCount(t.app);
    for (const [ask, field] of [
      [() => amara.put('/api/users/current/email', { email: takenAddresses[0], current_password: DEMO_PASSWORD }), 'email'],
      [() => amara.put('/api/users/current/email', { email: 'amara.free@example.org', current_password: DEMO_PASSWORD }), 'email'],
      [() => amara.post('/api/account/email-change', { new_email: takenAddresses[1], current_password: DEMO_PASSWORD }), 'new_email'],
    ] as const) {
      const refused = await ask();
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(800);
      expect(refused.body.errors).toEqual({ [field]: [`too many addresses checked, retry in ${wait} seconds`] });
    }
    // one budget per address: signup's lookup from the same address is closed too
    const visitor = await anonymousClient(t.app);
    expect((await visitor.post('/api/signup/verify-user-exists', { email: 'someone.free@example.org' })).status).toBe(429);
    // and one per account: the same person from another address is still refused (the address's lock forgotten)
    await t.app.pool.query("DELETE FROM throttled_attempts WHERE key LIKE 'email-lookup:%'");
    expect((await amara.put('/api/users/current/email', { email: takenAddresses[2], current_password: DEMO_PASSWORD })).status).toBe(429);
    expect(await eventCount(t.app)).toBe(before);
    expect(await outboxTo('amara.free@example.org')).toHaveLength(0);
    await t.app.pool.query("DELETE FROM throttled_attempts WHERE key LIKE 'email-lookup%'");
  });
});
