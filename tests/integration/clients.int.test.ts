// Clients over HTTP (issue 19; MISC-03 … 07, DASH-45): a trainee's clients by
// code only, upload approval requests and the can_upload toggle, the dashboard's
// incomplete_clients, the client's files (attachments port: the trainee's, while
// uploads are allowed), and every refusal outside the trainee, their supervisors
// and the organization's coordinators.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { incompleteClients } from '@practicum/projections/clients/readModel';
import type { ClientRecord } from '@practicum/shared/domain/clients/index';
import { formerClientIdOf } from '@practicum/command-service/clients/routes';
import { assignPosition } from '@practicum/command-service/identity/registerUser';
import { clientStream } from '@practicum/shared/domain/clients/index';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import {
  demoOrganizationId,
  signedInDemoTrainee,
  signedInMember,
  signInByEmail,
  testHarnessForFile,
  type ApiClient,
} from './support/testApp.js';
import { riversideOrganizationId } from './support/otherOrganization.js';
import { notificationOf } from './support/eventually.js';
import { attachmentsOf, attachTo, TINY_PDF, uploadFile } from './support/uploads.js';

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

/** A second supervisor of the demo organization who supervises nobody (registered once: their email is taken after). */
let stranger: Promise<ApiClient> | undefined;
const strangerSupervisor = (): Promise<ApiClient> =>
  (stranger ??= (async () => {
    const { id: organizationId } = await t.app
      .knex('organizations')
      .where({ name: 'Demo University Counseling Program' })
      .first<{ id: string }>('id');
    const email = 'sam.stranger@demo.practicum.test';
    return (await signedInMember(t.app, { first_name: 'Sam', last_name: 'Stranger', email }, { organizationId, role: 'supervisor' }))
      .client;
  })());
let otherOrganization: Promise<ApiClient> | undefined;
const otherCoordinator = (): Promise<ApiClient> => (otherOrganization ??= t.otherOrganizationCoordinator());

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
    // the form puts it under the code it refused
    expect(twice.body.errors).toEqual({ code: ['You already have a client with this code.'] });
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
    const other = await otherCoordinator();
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

describe('MISC-05 MISC-07 a client’s files (attachable "client")', () => {
  type Listed = { id: string; name: string; url: string };
  const files = async (client: ApiClient, id: string) => (await attachmentsOf(client, 'client', id).expect(200)).body as Listed[];
  const upload = async (client: ApiClient) => (await uploadFile(client, TINY_PDF, 'application/pdf')).body.uuid as string;
  let id: string;
  let attachmentId: string;

  beforeAll(async () => {
    id = (await trainee.post('/api/clients', { code: 'C-6001' })).body.id as string;
  });

  it('MISC-05 refuses the trainee’s file while uploads are not allowed, even once asked (403, no event)', async () => {
    const uuid = await upload(trainee);
    const before = await t.refusedWithoutEvents(() => attachTo(trainee, 'client', id, uuid));
    expect([before.status, before.body.message]).toEqual([403, 'Uploads are not allowed for this client.']);
    await trainee.post(`/api/clients/${id}/upload-request`);
    const asked = await t.refusedWithoutEvents(() => attachTo(trainee, 'client', id, uuid));
    expect([asked.status, asked.body.message]).toEqual([403, 'Uploads are not allowed for this client.']);
  });

  it('MISC-05 MISC-06 takes it once the supervisor allows uploads; supervisor and coordinator add none (403)', async () => {
    follow(trainee, supervisor);
    await supervisor.patch(`/api/clients/${id}/enable-upload`, { can_upload: true }).then((r) => expect(r.status).toBe(200));
    const attached = await attachTo(trainee, 'client', id, await upload(trainee));
    expect(attached.status).toBe(201);
    attachmentId = attached.body.id as string;
    for (const staff of [supervisor, coordinator]) {
      const refused = await t.refusedWithoutEvents(async () => attachTo(staff, 'client', id, await upload(staff)));
      expect([refused.status, refused.body.message]).toEqual([403, 'Only the trainee uploads files for this client.']);
    }
  });

  it('MISC-07 the trainee, their supervisor and the coordinator list and download it', async () => {
    follow(trainee, supervisor, coordinator);
    for (const reader of [trainee, supervisor, coordinator]) {
      const listed = await files(reader, id);
      expect(listed.map((f) => [f.id, f.name])).toEqual([[attachmentId, 'intake notes.pdf']]);
      expect((await reader.get(`/api/attachments/${attachmentId}`).expect(200)).body).toMatchObject({ attachable_type: 'client' });
      const served = await reader.get(listed[0]!.url).buffer(true).expect(200);
      expect(Buffer.from(served.body as Buffer).equals(TINY_PDF)).toBe(true);
    }
  });

  it('MISC-07 another trainee, a supervisor of someone else, another organization, faculty: 404 on list, file, attach and a passed-on link', async () => {
    const url = (await files(trainee, id))[0]!.url;
    const outsiders = [otherTrainee, await strangerSupervisor(), await otherCoordinator(), faculty];
    follow(trainee, ...outsiders);
    for (const outsider of outsiders) {
      expect((await attachmentsOf(outsider, 'client', id)).status).toBe(404);
      expect((await outsider.get(`/api/attachments/${attachmentId}`)).status).toBe(404);
      // the trainee's link is signed for the trainee's session: passed on, it opens nothing and answers as a missing file
      const passedOn = await outsider.get(url);
      expect([passedOn.status, passedOn.body.message]).toEqual([404, 'The requested resource was not found']);
      const refused = await t.refusedWithoutEvents(async () => attachTo(outsider, 'client', id, await upload(outsider)));
      expect(refused.status).toBe(404);
    }
  });

  it('MISC-05 uploads turned off again: the file stays listed, a new one is refused', async () => {
    await coordinator.patch(`/api/clients/${id}/enable-upload`, { can_upload: false });
    follow(coordinator, trainee);
    const refused = await t.refusedWithoutEvents(async () => attachTo(trainee, 'client', id, await upload(trainee)));
    expect([refused.status, refused.body.message]).toEqual([403, 'Uploads are not allowed for this client.']);
    expect((await files(trainee, id)).map((f) => f.id)).toEqual([attachmentId]);
  });

  it('TASKS-52 hides the client’s files from an admin impersonating the trainee (HIPAA)', async () => {
    const impersonator = await t.signIn('admin');
    expect((await impersonator.put(`/api/users/loginas/${(await readerOf('trainee@demo.practicum.test')).userId}`)).status).toBe(200);
    const listed = await attachmentsOf(impersonator, 'client', id);
    expect([listed.status, listed.body.message]).toEqual([403, 'cannot access attachments']);
  });

  it('the demo client C-1001 holds a file (npm start shows it)', async () => {
    expect((await files(trainee, await idOf('C-1001'))).length).toBeGreaterThan(0);
  });
});

describe('MISC-04 MISC-07 a trainee of two organizations', () => {
  it('keeps a code apart in each organization: each lists only its own client, and the other’s id is 404 there', async () => {
    const person = { first_name: 'Tara', last_name: 'Twofold', email: 'tara.twofold@demo.practicum.test' };
    const demo = await signedInDemoTrainee(t.app, person);
    demo.client.lastPosition = demo.position;
    const ours = await demo.client.post('/api/clients', { code: 'C-7001' });
    expect(ours.status).toBe(201);

    const riverside = await assignPosition(
      t.app,
      { userId: demo.userId, organizationId: await riversideOrganizationId(t.app), role: 'trainee' },
      { system: {} },
    );
    const atClinic = await signInByEmail(t.app, person.email);
    await atClinic.agent.patch(`/api/users/current_position/${riverside.positionId}`).set({ 'X-CSRF-TOKEN': atClinic.csrf }).expect(200);
    atClinic.lastPosition = formatPosition(riverside.position!);
    const theirs = await atClinic.post('/api/clients', { code: 'c-7001' });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(ours.body.id);
    expect((await atClinic.post('/api/clients', { code: 'C-7001' })).status).toBe(409);

    follow(atClinic, demo.client);
    expect((await list(atClinic)).map((c) => [c.id, c.code])).toEqual([[theirs.body.id, 'c-7001']]);
    expect((await list(demo.client)).map((c) => [c.id, c.code])).toEqual([[ours.body.id, 'C-7001']]);
    await atClinic.get(`/api/clients/${ours.body.id as string}`).expect(404);
    await demo.client.get(`/api/clients/${theirs.body.id as string}`).expect(404);
    const across = await t.refusedWithoutEvents(() => atClinic.post(`/api/clients/${ours.body.id as string}/upload-request`));
    expect(across.status).toBe(404);
    const clinicCoordinator = await otherCoordinator();
    follow(atClinic, clinicCoordinator);
    expect((await clinicCoordinator.get(`/api/clients/${theirs.body.id as string}`).expect(200)).body).toMatchObject({ code: 'c-7001' });
    await clinicCoordinator.get(`/api/clients/${ours.body.id as string}`).expect(404);
    const toggle = await t.refusedWithoutEvents(() =>
      clinicCoordinator.patch(`/api/clients/${ours.body.id as string}/enable-upload`, { can_upload: true }),
    );
    expect(toggle.status).toBe(404);
  });

  it('a code a trainee added before ids took in the organization stays taken there (409)', async () => {
    const person = { first_name: 'Fay', last_name: 'Former', email: 'fay.former@demo.practicum.test' };
    const member = await signedInDemoTrainee(t.app, person);
    member.client.lastPosition = member.position;
    const clientId = formerClientIdOf(member.userId, 'C-8001');
    const data = { clientId, organizationId: await demoOrganizationId(t.app), traineeUserId: member.userId, code: 'C-8001' };
    await t.app.eventStore.appendToStream(
      clientStream(clientId),
      [{ type: 'ClientAdded', data: { ...data, addedBy: member.userId, addedAt: new Date().toISOString() }, metadata: systemMetadata() }],
      { expectedRevision: 'no_stream' },
    );
    const again = await t.refusedWithoutEvents(() => member.client.post('/api/clients', { code: 'c-8001' }));
    expect([again.status, again.body.message]).toEqual([409, 'You already have a client with this code.']);
  });
});
