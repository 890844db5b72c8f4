// Clients over HTTP (issue 19; MISC-03 … 07, DASH-45): a trainee's clients by
// code only, upload approval requests and the can_upload toggle, the dashboard's
// incomplete_clients, and every refusal outside the trainee, their supervisors
// and the organization's coordinators.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { incompleteClients } from '@practicum/projections/clients/readModel';
import type { ClientRecord } from '@practicum/shared/domain/clients/index';
import { signedInMember, testHarnessForFile, type ApiClient } from './support/testApp.js';
import { notificationOf } from './support/eventually.js';

const t = testHarnessForFile({ name: 'clients' });
let trainee: ApiClient;
let otherTrainee: ApiClient;
let supervisor: ApiClient;
let coordinator: ApiClient;
let faculty: ApiClient;
let admin: ApiClient;

const list = async (client: ApiClient, filter: object = {}) =>
  (await client.get(`/api/clients?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`).expect(200)).body as ClientRecord[];
const idOf = async (code: string) => (await list(trainee)).find((c) => c.code === code)!.id;
const follow = (from: ApiClient, ...to: ApiClient[]) => to.forEach((c) => (c.lastPosition = from.lastPosition));
const readerOf = async (email: string) => {
  const row = await t.app.knex({ u: 'users' }).join({ p: 'positions' }, 'p.user_id', 'u.id').where('u.email', email).first<{
    id: string;
    organization_id: string;
    role: 'supervisor';
  }>('u.id', 'p.organization_id', 'p.role');
  return { userId: row.id, positionId: null, organizationId: row.organization_id, role: row.role };
};

/** A second supervisor of the demo organization who supervises nobody. */
async function strangerSupervisor(): Promise<ApiClient> {
  const { id: organizationId } = await t.app
    .knex('organizations')
    .where({ name: 'Demo University Counseling Program' })
    .first<{ id: string }>('id');
  const email = 'sam.stranger@demo.practicum.test';
  return (await signedInMember(t.app, { first_name: 'Sam', last_name: 'Stranger', email }, { organizationId, role: 'supervisor' })).client;
}

beforeAll(async () => {
  [trainee, otherTrainee, supervisor, coordinator, faculty, admin] = await t.signInAll([
    'trainee',
    'grace.kim',
    'supervisor',
    'coordinator',
    'faculty',
    'admin',
  ]);
});

describe('MISC-03 MISC-04 a trainee’s clients', () => {
  it('lists the demo trainee’s clients by id, trainee and code only (HIPAA)', async () => {
    const clients = await list(trainee);
    expect(clients.map((c) => [c.code, c.can_upload, c.upload_requested])).toEqual([
      ['C-1001', true, false],
      ['C-1002', false, true],
      ['C-1003', false, false],
    ]);
    expect(Object.keys(clients[0]!).sort()).toEqual([
      'can_upload',
      'code',
      'created_at',
      'id',
      'trainee',
      'trainee_id',
      'upload_requested',
    ]);
    expect(clients[0]!.trainee.name).toBe('Theo Turner');
    expect((await trainee.get(`/api/clients/${clients[0]!.id}`).expect(200)).body).toMatchObject({ code: 'C-1001' });
  });

  it('adds a client by code; a code used twice (any case) is 409, a name-like or empty or long code 422', async () => {
    const added = await trainee.post('/api/clients', { code: 'C-2001' });
    expect(added.status).toBe(201);
    const twice = await t.refusedWithoutEvents(() => trainee.post('/api/clients', { code: 'c-2001' }));
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You already have a client with this code.');
    const name = await t.refusedWithoutEvents(() => trainee.post('/api/clients', { code: 'John Smith' }));
    expect(name.status).toBe(422);
    expect(name.body.errors).toEqual({ code: ['The code may contain only letters, digits and dashes (never a name).'] });
    const empty = await t.refusedWithoutEvents(() => trainee.post('/api/clients', { code: '' }));
    expect(empty.body.errors).toEqual({ code: ['The code field is required.'] });
    const long = await t.refusedWithoutEvents(() => trainee.post('/api/clients', { code: 'C'.repeat(21) }));
    expect(long.body.errors).toEqual({ code: ['The code field must not be greater than 20 characters.'] });
    const bySupervisor = await t.refusedWithoutEvents(() => supervisor.post('/api/clients', { code: 'C-9' }));
    expect(bySupervisor.status).toBe(403);
    expect(bySupervisor.body.message).toBe('Only trainees add clients.');
  });
});

describe('MISC-05 MISC-06 DASH-45 upload approval', () => {
  it('the trainee asks, the supervisor sees it pending and enables uploads: it leaves the pending list and incomplete_clients', async () => {
    const added = await trainee.post('/api/clients', { code: 'C-3001' });
    const id = added.body.id as string;
    expect((await trainee.post(`/api/clients/${id}/upload-request`)).status).toBe(200);
    follow(trainee, supervisor, coordinator);
    const pending = await list(supervisor, { upload_requested: true });
    expect(pending.map((c) => c.code).sort()).toEqual(['C-1002', 'C-3001']);
    const me = await readerOf('supervisor@demo.practicum.test');
    expect((await incompleteClients(t.app.knex, me)).map((c) => c.code)).toEqual(['C-1002', 'C-3001']);

    const bad = await t.refusedWithoutEvents(() => supervisor.patch(`/api/clients/${id}/enable-upload`, { can_upload: 'yes' }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(['can_upload']);
    const enabled = await supervisor.patch(`/api/clients/${id}/enable-upload`, { can_upload: true });
    expect(enabled.status).toBe(200);
    expect(enabled.body.flash).toBe('Uploads enabled');
    follow(supervisor, trainee);
    expect((await list(supervisor, { upload_requested: true })).map((c) => c.code)).toEqual(['C-1002']);
    expect((await incompleteClients(t.app.knex, me)).map((c) => c.code)).toEqual(['C-1002']);
    expect((await trainee.get(`/api/clients/${id}`).expect(200)).body).toMatchObject({ can_upload: true, upload_requested: false });
    const again = await t.refusedWithoutEvents(() => trainee.post(`/api/clients/${id}/upload-request`));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Uploads are already allowed for this client.');
  });

  it('issue 20 the client’s History names it by its code and reads the upload changes in words; the trainee reads it too', async () => {
    const id = (await trainee.post('/api/clients', { code: 'C-5001' })).body.id as string;
    await trainee.post(`/api/clients/${id}/upload-request`);
    follow(trainee, supervisor);
    await supervisor.patch(`/api/clients/${id}/enable-upload`, { can_upload: true });
    follow(supervisor, coordinator, trainee);
    type Entry = { type: string; record_name: string | null; changes: { label: string; after: unknown }[] };
    const history = (await coordinator.get(`/api/history/client-${id}`).expect(200)).body as Entry[];
    expect(history.map((entry) => entry.type)).toEqual(['ClientAdded', 'ClientUploadRequested', 'ClientUploadToggled']);
    expect(history.every((entry) => entry.record_name === 'C-5001')).toBe(true);
    expect(history[2]!.changes).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'Can upload', after: true })]));
    await trainee.get(`/api/history/client-${id}`).expect(200);
    await otherTrainee.get(`/api/history/client-${id}`).expect(404);
  });

  it('notifies the trainee’s supervisor of a request', async () => {
    const id = (await trainee.post('/api/clients', { code: 'C-4001' })).body.id as string;
    await trainee.post(`/api/clients/${id}/upload-request`);
    const { userId } = await readerOf('supervisor@demo.practicum.test');
    const row = await notificationOf(t.app, userId, `/clients/${id}`);
    expect(row.message).toBe('Theo Turner asks to upload sessions for client C-4001');
  });

  it('a coordinator of the organization sees every client and may turn uploads off', async () => {
    const id = await idOf('C-1001');
    expect((await list(coordinator)).some((c) => c.id === id)).toBe(true);
    expect((await coordinator.patch(`/api/clients/${id}/enable-upload`, { can_upload: false })).status).toBe(200);
    follow(coordinator, trainee);
    expect((await trainee.get(`/api/clients/${id}`).expect(200)).body).toMatchObject({ can_upload: false });
    await coordinator.patch(`/api/clients/${id}/enable-upload`, { can_upload: true });
  });
});

describe('MISC-07 client information is forbidden outside the trainee, their supervisors and coordinators', () => {
  it('another trainee: nothing listed, 404 on read, request and toggle', async () => {
    const id = await idOf('C-1002');
    expect(await list(otherTrainee)).toEqual([]);
    expect((await otherTrainee.get(`/api/clients/${id}`)).status).toBe(404);
    expect((await t.refusedWithoutEvents(() => otherTrainee.post(`/api/clients/${id}/upload-request`))).status).toBe(404);
    expect((await t.refusedWithoutEvents(() => otherTrainee.patch(`/api/clients/${id}/enable-upload`, { can_upload: true }))).status).toBe(
      404,
    );
  });

  it('a supervisor who does not supervise the trainee: nothing listed, 404 on read and toggle', async () => {
    const stranger = await strangerSupervisor();
    const id = await idOf('C-1002');
    expect(await list(stranger)).toEqual([]);
    expect((await stranger.get(`/api/clients/${id}`)).status).toBe(404);
    expect((await t.refusedWithoutEvents(() => stranger.patch(`/api/clients/${id}/enable-upload`, { can_upload: true }))).status).toBe(404);
  });

  it('a coordinator of another organization: 404', async () => {
    const other = await t.otherOrganizationCoordinator();
    const id = await idOf('C-1002');
    expect(await list(other)).toEqual([]);
    expect((await other.get(`/api/clients/${id}`)).status).toBe(404);
    expect((await t.refusedWithoutEvents(() => other.patch(`/api/clients/${id}/enable-upload`, { can_upload: true }))).status).toBe(404);
  });

  it('faculty and admins: 403', async () => {
    const id = await idOf('C-1002');
    for (const client of [faculty, admin]) {
      expect((await client.get(`/api/clients/${id}`)).status).toBe(403);
      expect((await client.get('/api/clients')).status).toBe(403);
      expect((await t.refusedWithoutEvents(() => client.patch(`/api/clients/${id}/enable-upload`, { can_upload: true }))).status).toBe(403);
    }
  });

  it('the trainee cannot toggle their own client’s uploads (403)', async () => {
    const id = await idOf('C-1002');
    const refused = await t.refusedWithoutEvents(() => trainee.patch(`/api/clients/${id}/enable-upload`, { can_upload: true }));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the trainee's supervisor or a coordinator can change uploads for this client.");
  });
});

describe('MISC-06 DASH-45 the dashboard’s incomplete_clients (GET /api/clients/incomplete)', () => {
  it('the supervisor gets their trainee’s clients awaiting approval, oldest request first; others of the roles get theirs, faculty 403', async () => {
    const mine = (await supervisor.get('/api/clients/incomplete').expect(200)).body as { incomplete_clients: ClientRecord[] };
    expect(mine.incomplete_clients.map((c) => [c.code, c.trainee.name, c.can_upload, c.upload_requested])).toEqual([
      ['C-1002', 'Theo Turner', false, true],
      ['C-4001', 'Theo Turner', false, true],
    ]);
    expect((await coordinator.get('/api/clients/incomplete').expect(200)).body.incomplete_clients.map((c: ClientRecord) => c.code)).toEqual(
      ['C-1002', 'C-4001'],
    );
    expect((await otherTrainee.get('/api/clients/incomplete').expect(200)).body).toEqual({ incomplete_clients: [] });
    expect((await faculty.get('/api/clients/incomplete')).status).toBe(403);
  });
});
