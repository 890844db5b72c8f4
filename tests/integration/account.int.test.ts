// The signed-in user's own account: position switching, terms and privacy,
// /account details, and bad input on the account and organization endpoints.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { anonymousClient, demoEmail, eventCount, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let organizationIds: Map<string, string>;
beforeAll(async () => {
  t = await startTestApp();
  const rows: { id: string; name: string }[] = await t.app.knex('organizations').select('id', 'name');
  organizationIds = new Map(rows.map((r) => [r.name, r.id]));
});
afterAll(() => t?.close());

const patch = (client: ApiClient, path: string) =>
  client.agent
    .patch(path)
    .set('X-CSRF-TOKEN', client.csrf)
    .send({})
    .then((response) => {
      const position = response.headers['x-position'];
      if (typeof position === 'string') client.lastPosition = position;
      return response;
    });

describe('AUTH-64 AUTH-65 AUTH-67 AUTH-68 when the demo supervisor switches position', () => {
  let supervisor: ApiClient;
  beforeAll(async () => {
    supervisor = await signIn(t.app, 'supervisor');
  });

  it('PEOPLE-21 has a phone on /account, as a real supervisor would', async () => {
    const { body } = await supervisor.get('/api/users/current').expect(200);
    expect(body).toMatchObject({ phone: '(212) 555-0147' });
  });

  it('holds two positions, the demo university current', async () => {
    const { body } = await supervisor.get('/api/users/current').expect(200);
    expect(body.positions).toHaveLength(2);
    expect(body.current_position.organization.name).toBe('Demo University Counseling Program');
  });

  it('switches to the clinic: the session now reads the clinic, not the university', async () => {
    const { body: before } = await supervisor.get('/api/users/current').expect(200);
    const clinic = before.positions.find((p: { organization: { name: string } }) => p.organization.name === 'Riverside Community Clinic');
    const response = await patch(supervisor, `/api/users/current_position/${clinic.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ current_position_id: clinic.id, next: '/dashboard' });
    const { body: after } = await supervisor.get('/api/users/current').expect(200);
    expect(after.current_position).toMatchObject({ id: clinic.id, role: { keyname: 'supervisor' } });
    expect(after.current_position.organization.name).toBe('Riverside Community Clinic');
    await supervisor.get(`/api/organizations/${organizationIds.get('Riverside Community Clinic')}`).expect(200);
    await supervisor.get(`/api/organizations/${organizationIds.get('Demo University Counseling Program')}`).expect(404);
    const row = await t.app.knex('users').where({ id: after.id }).first();
    expect(row.current_position_id).toBe(clinic.id);
  });

  it('keeps the switch at the next sign-in', async () => {
    const again = await signIn(t.app, 'supervisor');
    const { body } = await again.get('/api/users/current').expect(200);
    expect(body.current_position.organization.name).toBe('Riverside Community Clinic');
  });

  it('answers 404 for another user’s position and 422 for a malformed id, and stores nothing', async () => {
    const trainee = await signIn(t.app, 'trainee');
    const { body } = await trainee.get('/api/users/current').expect(200);
    const before = await eventCount(t.app);
    expect((await patch(supervisor, `/api/users/current_position/${body.current_position.id}`)).status).toBe(404);
    expect((await patch(supervisor, '/api/users/current_position/not-an-id')).status).toBe(422);
    expect(await eventCount(t.app)).toBe(before);
  });
});

describe('AUTH-78 AUTH-79 when the demo trainee has not accepted the terms', () => {
  it('shows both unaccepted, then accepted after PUT /api/users/current/accept-terms, once', async () => {
    const trainee = await signIn(t.app, 'trainee');
    const { body } = await trainee.get('/api/users/current').expect(200);
    expect(body).toMatchObject({ has_accepted_terms: false, has_accepted_privacy: false });
    const before = await eventCount(t.app);
    expect((await trainee.put('/api/users/current/accept-terms')).status).toBe(200);
    const { body: after } = await trainee.get('/api/users/current').expect(200);
    expect(after).toMatchObject({ has_accepted_terms: true, has_accepted_privacy: true });
    expect((await trainee.put('/api/users/current/accept-terms')).status).toBe(200);
    expect(await eventCount(t.app)).toBe(before + 1);
  });

  it('other demo users have accepted', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const { body } = await coordinator.get('/api/users/current').expect(200);
    expect(body).toMatchObject({ has_accepted_terms: true, has_accepted_privacy: true });
  });
});

describe('/account details', () => {
  it('saves name, phone and timezone; an apostrophe is kept as written', async () => {
    const faculty = await signIn(t.app, 'faculty');
    const response = await faculty.put('/api/users/current', {
      first_name: 'Felix',
      last_name: "O'Brien",
      phone: '(202) 555-0143',
      timezone: 'Pacific/Chatham',
    });
    expect(response.status).toBe(200);
    const { body } = await faculty.get('/api/users/current').expect(200);
    expect(body).toMatchObject({ name: "Felix O'Brien", last_name: "O'Brien", phone: '(202) 555-0143', timezone: 'Pacific/Chatham' });
  });
});

describe('AUTH-31 /account password change behind the current password', () => {
  it('AUTH-28 refuses a wrong current password, a weak or unconfirmed new one (the mismatch under the confirmation); changes it with the right one', async () => {
    const supervisor = await signIn(t.app, 'supervisor');
    const other = await signIn(t.app, 'supervisor');
    const before = await eventCount(t.app);
    const wrong = await supervisor.put('/api/users/current/password', {
      current_password: 'not-my-password',
      password: 'N3w-Sup3rvision!Pass',
      password_confirmation: 'N3w-Sup3rvision!Pass',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.current_password).toEqual(['The password is incorrect.']);
    const weak = await supervisor.put('/api/users/current/password', {
      current_password: DEMO_PASSWORD,
      password: 'short',
      password_confirmation: 'other',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toContain('The password field must be at least 10 characters.');
    expect(weak.body.errors.password_confirmation).toEqual(['The password field confirmation does not match.']);
    expect(await eventCount(t.app)).toBe(before);

    const changed = await supervisor.put('/api/users/current/password', {
      current_password: DEMO_PASSWORD,
      password: 'N3w-Sup3rvision!Pass',
      password_confirmation: 'N3w-Sup3rvision!Pass',
    });
    expect(changed.status).toBe(200);
    expect(await eventCount(t.app)).toBe(before + 1);
    // this session stays, the user's other sessions end
    await supervisor.get('/api/users/current').expect(200);
    await other.get('/api/users/current').expect(401);
    const anonymous = await anonymousClient(t.app);
    expect((await anonymous.post('/api/login', { email: demoEmail('supervisor'), password: 'N3w-Sup3rvision!Pass' })).status).toBe(200);
    // back to the demo password for the other tests
    await supervisor.put('/api/users/current/password', {
      current_password: 'N3w-Sup3rvision!Pass',
      password: DEMO_PASSWORD,
      password_confirmation: DEMO_PASSWORD,
    });
  });
});

describe('bad input: 422 with field errors and nothing stored', () => {
  let coordinator: ApiClient;
  let admin: ApiClient;
  beforeAll(async () => {
    coordinator = await signIn(t.app, 'coordinator');
    admin = await signIn(t.app, 'admin');
  });

  const valid = { first_name: 'Corinne', last_name: 'Coleman' };
  const cases: [string, object, string, string][] = [
    [
      'a 10 kB name',
      { ...valid, first_name: 'x'.repeat(10_240) },
      'first_name',
      'The first name field must not be greater than 100 characters.',
    ],
    ['a number for a name', { ...valid, last_name: 42 }, 'last_name', 'The last name field must be a string.'],
    ['markup in a name', { ...valid, first_name: '<script>alert(1)</script>' }, 'first_name', 'The first name field format is invalid.'],
    ['SQL in a name', { ...valid, last_name: "Robert'); DROP TABLE users;--" }, 'last_name', 'The last name field format is invalid.'],
    ['an empty name', { ...valid, first_name: '  ' }, 'first_name', 'The first name field is required.'],
    ['a zone outside the list', { ...valid, timezone: 'Mars/Olympus_Mons' }, 'timezone', 'The selected timezone is invalid.'],
    ['a malformed phone', { ...valid, phone: '555-01' }, 'phone', 'The phone field must be a valid phone number.'],
    ['an email sneaked in', { ...valid, email: 'not-an-email' }, '_', 'Unknown fields: email.'],
  ];
  for (const [what, body, field, message] of cases) {
    it(`account update: ${what}`, async () => {
      const before = await eventCount(t.app);
      const response = await coordinator.put('/api/users/current', body);
      expect(response.status).toBe(422);
      expect(response.body.errors[field]).toContain(message);
      expect(await eventCount(t.app)).toBe(before);
    });
  }

  it('sign-in with a malformed email', async () => {
    const response = await coordinator.post('/api/login', { email: 'not an email', password: 'x' });
    expect(response.status).toBe(422);
    expect(response.body.errors.email).toBeDefined();
  });

  const organization = { supervision_type: 'clinical' };
  it('organization: a 10 kB name and a number for a name are refused', async () => {
    const before = await eventCount(t.app);
    const long = await admin.post('/api/admin/organizations', { ...organization, name: 'x'.repeat(10_240) });
    expect(long.status).toBe(422);
    expect(long.body.errors.name).toContain('The name field must not be greater than 255 characters.');
    const number = await admin.post('/api/admin/organizations', { ...organization, name: 42 });
    expect(number.status).toBe(422);
    expect(number.body.errors.name).toContain('The name field must be a string.');
    expect(await eventCount(t.app)).toBe(before);
  });

  it('organization: markup and SQL in a name are stored as written, as text', async () => {
    for (const name of ['<script>alert(1)</script> Clinic', "O'Brien Clinic'); DROP TABLE organizations;--"]) {
      const created = await admin.post('/api/admin/organizations', { ...organization, name });
      expect(created.status).toBe(201);
      const { body } = await admin.get(`/api/admin/organizations/${created.body.id}`).expect(200);
      expect(body.name).toBe(name);
    }
    expect(Number((await t.app.knex('organizations').count({ n: '*' }))[0]!.n)).toBeGreaterThan(4);
  });
});
