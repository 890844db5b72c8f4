import { beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousClient, eventCount, signIn, testAppForFile, type ApiClient } from './support/testApp.js';
import { LOGO_URL_INVALID } from '@practicum/shared/domain/organizations/commands';

const t = testAppForFile();
let admin: ApiClient;

const riverside = {
  name: 'Riverside Family Therapy Institute',
  supervision_type: 'clinical',
  logo_image_url: 'https://example.test/logo.png',
  dynamic_words: { trainee: 'Intern', supervisor: 'Clinical Supervisor' },
  organization_settings: { require_trainee_insurance: true },
  live_retention_days: 45,
  telehealth_retention_days: 14,
};

beforeAll(async () => {
  admin = await signIn(t.app, 'admin');
});

describe('ADMIN-22 ADMIN-23 when the admin manages organizations', () => {
  let id: string;

  it('creates one and answers the record, its revision and position (also in X-Position)', async () => {
    const response = await admin.post('/api/admin/organizations', riverside);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: riverside.name, supervision_type: 'clinical', revision: 0 });
    expect(response.headers['x-position']).toBe(response.body.position);
    id = response.body.id;
  });

  it('shows it in the list at once when the read carries X-Min-Position', async () => {
    const response = await admin.get('/api/admin/organizations?filter={"q":"Riverside Family"}').expect(200);
    expect(response.headers['content-range']).toBe('organizations 0-0/1');
    expect(response.body[0]).toMatchObject({
      id,
      name: riverside.name,
      dynamic_words: expect.objectContaining({ trainee: 'Intern', supervisor: 'Clinical Supervisor', client: 'Client' }),
      organization_settings: {
        allow_trainee_code_purchase: false,
        require_trainee_insurance: true,
        enable_stronger_passwords: false,
        show_welcome: true,
      },
      live_retention_days: 45,
    });
  });

  it('edits it, recording only what changed', async () => {
    const response = await admin.put(`/api/admin/organizations/${id}`, { ...riverside, name: 'Riverside Institute' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id, name: 'Riverside Institute', revision: 1 });
    const shown = await admin.get(`/api/admin/organizations/${id}`).expect(200);
    expect(shown.body.name).toBe('Riverside Institute');
    const events = await t.app.eventStore.readStream(`organization-${id}`);
    expect(events.map((e) => e.type)).toEqual(['OrganizationCreated', 'OrganizationUpdated']);
    expect(events[1]!.data).toEqual({ organizationId: id, changes: { name: 'Riverside Institute' } });
  });

  it('records who did it in every event (metadata)', async () => {
    const [created] = await t.app.eventStore.readStream(`organization-${id}`);
    const me = await admin.get('/api/users/current').expect(200);
    expect(created!.metadata).toMatchObject({
      userId: me.body.id,
      positionId: me.body.current_position.id,
      organizationId: me.body.current_position.organization.id,
      impersonatorId: null,
      ip: expect.any(String),
      userAgent: expect.any(String),
    });
    expect(created!.metadata.correlationId).toBeTruthy();
    expect(Date.parse(created!.metadata.occurredAt)).not.toBeNaN();
  });

  it('clones it under a "(copy)" name', async () => {
    const response = await admin.post(`/api/admin/organizations/${id}/clone`);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ name: 'Riverside Institute (copy)', supervision_type: 'clinical', live_retention_days: 45 });
    const list = await admin.get('/api/admin/organizations?filter={"q":"Riverside Institute"}&sort=["name","ASC"]').expect(200);
    expect(list.body.map((o: { name: string }) => o.name)).toEqual(['Riverside Institute', 'Riverside Institute (copy)']);
  });

  it('deletes it; reading or editing it then answers 404', async () => {
    const response = await admin.delete(`/api/admin/organizations/${id}`);
    expect(response.status).toBe(200);
    expect(response.body.id).toBe(id);
    await admin.get(`/api/admin/organizations/${id}`).expect(404);
    expect((await admin.put(`/api/admin/organizations/${id}`, riverside)).status).toBe(404);
  });
});

describe('SPINE-30 SPINE-31 when the input is bad', () => {
  it('answers 422 with field errors to a create without a name and appends nothing', async () => {
    const before = await eventCount(t.app);
    const response = await admin.post('/api/admin/organizations', {
      supervision_type: 'school',
      live_retention_days: 'soon',
      logo_image_url: 'not a url',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      name: ['The name field is required.'],
      supervision_type: ['The selected supervision type is invalid.'],
      live_retention_days: ['The live retention days field must be a number.'],
      logo_image_url: [expect.stringContaining('logo image url')],
    });
    expect(response.body.message).toBe('The name field is required.');
    expect(await eventCount(t.app)).toBe(before);
  });

  it('answers 422 under logo_image_url for a logo that is not https or an inline image (javascript:, data:text/html, http)', async () => {
    const before = await eventCount(t.app);
    for (const logo of [
      'javascript:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'http://tracker.example.org/logo.png',
      'file:///etc/passwd',
    ]) {
      const response = await admin.post('/api/admin/organizations', {
        ...riverside,
        name: `Logo ${logo.slice(0, 8)}`,
        logo_image_url: logo,
      });
      expect([response.status, response.body.errors]).toEqual([422, { logo_image_url: [LOGO_URL_INVALID] }]);
    }
    expect(await eventCount(t.app)).toBe(before);
  });

  it('answers 422 to an edit with a blank nested dynamic word, naming its path, and appends nothing', async () => {
    const created = await admin.post('/api/admin/organizations', { name: 'Lakeside', supervision_type: 'academic' });
    const before = await eventCount(t.app);
    const response = await admin.put(`/api/admin/organizations/${created.body.id}`, {
      name: 'Lakeside',
      supervision_type: 'academic',
      dynamic_words: { trainee: ' ' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors['dynamic_words.trainee']).toEqual(['The trainee field is required.']);
    expect(await eventCount(t.app)).toBe(before);
  });

  it('answers 422 to a clone with an empty name or a malformed id and 404 to a clone of an unknown id', async () => {
    const created = await admin.post('/api/admin/organizations', { name: 'Hillcrest', supervision_type: 'academic' });
    const before = await eventCount(t.app);
    expect((await admin.post(`/api/admin/organizations/${created.body.id}/clone`, { name: '' })).status).toBe(422);
    expect((await admin.post('/api/admin/organizations/0b7c3c5e-0000-4000-8000-000000000000/clone')).status).toBe(404);
    const malformed = await admin.delete('/api/admin/organizations/not-a-uuid');
    expect([malformed.status, malformed.body.errors]).toEqual([422, { id: ['The id field must be a valid UUID.'] }]);
    expect(await eventCount(t.app)).toBe(before);
  });

  it('answers 422 to malformed JSON', async () => {
    const response = await admin.agent
      .post('/api/admin/organizations')
      .set('X-CSRF-TOKEN', admin.csrf)
      .set('Content-Type', 'application/json')
      .send('{"name": ');
    expect(response.status).toBe(422);
  });
});

describe('SPINE-15 SPINE-16 ADMIN-18 when the caller is not allowed', () => {
  it('answers 419 to a write without the CSRF header or with a stale token', async () => {
    const before = await eventCount(t.app);
    const missing = await admin.agent.post('/api/admin/organizations').send({ name: 'X', supervision_type: 'academic' });
    expect(missing.status).toBe(419);
    const stale = await admin.agent
      .post('/api/admin/organizations')
      .set('X-CSRF-TOKEN', 'f'.repeat(64))
      .send({ name: 'X', supervision_type: 'academic' });
    expect(stale.status).toBe(419);
    expect(await eventCount(t.app)).toBe(before);
  });

  it('answers 401 to anonymous reads and writes', async () => {
    const anonymous = await anonymousClient(t.app);
    await anonymous.get('/api/admin/organizations').expect(401);
    await anonymous.get('/api/users/current').expect(401);
    expect((await anonymous.post('/api/admin/organizations', { name: 'X', supervision_type: 'academic' })).status).toBe(401);
  });

  it('answers 403 with the catalogue message when a coordinator reads or writes organizations', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const read = await coordinator.get('/api/admin/organizations').expect(403);
    expect(read.body.message).toBe('You do not have permission to access this page');
    expect((await coordinator.post('/api/admin/organizations', { name: 'X', supervision_type: 'academic' })).status).toBe(403);
    expect((await coordinator.put('/api/settings/maintenance_banner', { value: { enabled: true, message: 'x' } })).status).toBe(403);
  });
});

describe('AUTH-09 when signing in', () => {
  it('rejects a wrong password with the catalogue message', async () => {
    const anonymous = await anonymousClient(t.app);
    const response = await anonymous.post('/api/login', { email: 'admin@demo.practicum.test', password: 'wrong-password' });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('login failed: e-mail and password combination not correct');
  });

  it('requires email and password', async () => {
    const anonymous = await anonymousClient(t.app);
    const response = await anonymous.post('/api/login', {});
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email: ['The email field is required.'], password: ['The password field is required.'] });
  });

  it('returns the current user with the role of the current position, then signs out', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const me = await coordinator.get('/api/users/current').expect(200);
    expect(me.body).toMatchObject({
      email: 'coordinator@demo.practicum.test',
      name: 'Corinne Coleman',
      is_impersonating: false,
      current_position: {
        role: { keyname: 'coordinator', name: 'Coordinator' },
        organization: { name: 'Demo University Counseling Program' },
      },
    });
    expect((await coordinator.post('/api/logout')).status).toBe(200);
    await coordinator.get('/api/users/current').expect(401);
  });
});
