// Support conversations over HTTP (issue 19; MISC-01, MISC-02): who opens, reads,
// answers and closes a thread, read state, bounds (422), notifications, files
// through the attachments port, the thread's realtime room, and its writer's erasure.
import type { HistoryAsOfRecord, HistoryEntryRecord } from '@practicum/shared/domain/history/records';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Socket } from 'socket.io-client';
import { connectedSocket, nextEvent } from './support/sockets.js';
import type { SupportConversationRecord } from '@practicum/shared/domain/support/index';
import { randomUUID } from 'node:crypto';
import {
  demoOrganizationId,
  refusedWithoutEvents,
  sessionCookie,
  signedInMember,
  signIn,
  startTestApp,
  type ApiClient,
  type TestApp,
} from './support/testApp.js';
import { erasureRebuildsDone, lastRebuildId, tablesMentioning } from './support/erasureChecks.js';
import { migrateNotifications } from '@practicum/projections/notifications/notifier';
import { eventually, notificationOf } from './support/eventually.js';
import { TINY_PDF, uploadFile } from './support/uploads.js';

let t: TestApp;
let admin: ApiClient;
let coordinator: ApiClient;
let faculty: ApiClient;
let trainee: ApiClient;
let supervisor: ApiClient;

const path = '/api/support-conversations';
const list = async (client: ApiClient) => (await client.get(`${path}?range=[0,99]`).expect(200)).body as SupportConversationRecord[];
const one = (client: ApiClient, id: string) => client.get(`${path}/${id}`);
const open = (client: ApiClient, subject = 'Report export', body = 'The CSV export stops at 100 rows.') =>
  client.post(path, { subject, body });
/** Uploads a PDF as `client` and attaches it to thread `id`. */
const attachPdf = async (client: ApiClient, id: string) => {
  const uuid = (await uploadFile(client, TINY_PDF, 'application/pdf')).body.uuid as string;
  return client.post('/api/attachments', { object_class: 'support_conversation', object_id: id, upload: { uuid, public: false } });
};
const userIdOf = async (email: string) => (await t.app.knex('users').where({ email }).first<{ id: string }>('id')).id;

beforeAll(async () => {
  t = await startTestApp({ name: 'support' });
  [admin, coordinator, faculty, trainee, supervisor] = (await Promise.all(
    ['admin', 'coordinator', 'faculty', 'trainee', 'supervisor'].map((r) => signIn(t.app, r)),
  )) as [ApiClient, ApiClient, ApiClient, ApiClient, ApiClient];
});
afterAll(() => t?.close());

describe('MISC-01 MISC-02 opening and reading support conversations', () => {
  it('a coordinator opens one; they and admins see it, the demo ones too; faculty does not see the coordinator’s', async () => {
    const opened = await open(coordinator);
    expect(opened.status).toBe(201);
    const id = opened.body.id as string;
    admin.lastPosition = coordinator.lastPosition;
    faculty.lastPosition = coordinator.lastPosition;
    const mine = await list(coordinator);
    expect(mine.map((c) => c.subject)).toEqual(expect.arrayContaining(['Report export', 'Importing last term’s trainees']));
    expect(mine.every((c) => c.opened_by.name === 'Corinne Coleman')).toBe(true);
    const shown = (await one(coordinator, id).expect(200)).body as SupportConversationRecord;
    expect(shown).toMatchObject({ subject: 'Report export', status: 'open', message_count: 1, unread_count: 0 });
    expect(shown.messages!.map((m) => [m.author.name, m.body])).toEqual([['Corinne Coleman', 'The CSV export stops at 100 rows.']]);
    const all = await list(admin);
    expect(all.find((c) => c.id === id)).toMatchObject({ unread_count: 1, organization: { name: 'Demo University Counseling Program' } });
    expect(all.some((c) => c.subject === 'Evaluation form missing a question' && c.status === 'closed')).toBe(true);
    expect((await list(faculty)).some((c) => c.id === id)).toBe(false);
    expect((await one(faculty, id)).status).toBe(404);
  });

  it('trainees and supervisors are refused (403) and open nothing', async () => {
    for (const client of [trainee, supervisor]) {
      expect((await client.get(path)).status).toBe(403);
      const refused = await refusedWithoutEvents(t.app, () => open(client));
      expect(refused.status).toBe(403);
    }
  });

  it('MISC-02 bounds: subject and message are required, subject ≤ 150 and message ≤ 5000 characters (422), the message named as the screens label it', async () => {
    const missing = await refusedWithoutEvents(t.app, () => coordinator.post(path, { subject: ' ', body: '' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ subject: ['The subject field is required.'], body: ['The message field is required.'] });
    const long = await refusedWithoutEvents(t.app, () => open(coordinator, 'x'.repeat(151), 'y'.repeat(5001)));
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      subject: ['The subject field must not be greater than 150 characters.'],
      body: ['The message field must not be greater than 5000 characters.'],
    });
    expect((await open(coordinator, 'x'.repeat(150), 'y'.repeat(5000))).status).toBe(201);
  });
});

describe('MISC-02 answering, read state, closing', () => {
  it('the admin answers; the opener sees the answer unread, marks it read; only admins close; a closed thread takes no message', async () => {
    const id = (await open(coordinator, 'Password policy', 'Can we require longer passwords?')).body.id as string;
    admin.lastPosition = coordinator.lastPosition;
    const answer = await admin.post(`${path}/${id}/messages`, { body: 'Yes: organization settings, stronger passwords.' });
    expect(answer.status).toBe(201);
    coordinator.lastPosition = admin.lastPosition;
    const seen = (await one(coordinator, id).expect(200)).body as SupportConversationRecord;
    expect(seen.unread_count).toBe(1);
    expect(seen.messages!.map((m) => m.author.role)).toEqual(['coordinator', 'admin']);
    expect((await coordinator.post(`${path}/${id}/read`)).status).toBe(200);
    expect(((await one(coordinator, id).expect(200)).body as SupportConversationRecord).unread_count).toBe(0);

    const notMine = await refusedWithoutEvents(t.app, () => coordinator.patch(`${path}/${id}/status`, { status: 'closed' }));
    expect(notMine.status).toBe(403);
    expect(notMine.body.message).toBe('Only an admin can change the status of a support conversation.');
    const badStatus = await refusedWithoutEvents(t.app, () => admin.patch(`${path}/${id}/status`, { status: 'solved' }));
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors).toEqual({ status: ['The selected status is invalid.'] });
    expect((await admin.patch(`${path}/${id}/status`, { status: 'closed' })).status).toBe(200);
    const late = await refusedWithoutEvents(t.app, () => coordinator.post(`${path}/${id}/messages`, { body: 'One more thing' }));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This conversation is closed.');
    expect((await admin.patch(`${path}/${id}/status`, { status: 'open' })).status).toBe(200);
    expect((await coordinator.post(`${path}/${id}/messages`, { body: 'One more thing' })).status).toBe(201);
  });

  it('issue 20 a faculty member’s thread is not the organization’s: its coordinator reads neither its history nor its trail entries', async () => {
    const opened = await open(faculty, 'About my supervisor', 'Something private.');
    expect(opened.status).toBe(201);
    const id = opened.body.id as string;
    for (const client of [coordinator, admin]) client.lastPosition = opened.body.position as string;
    await coordinator.get(`/api/history/supportConversation-${id}`).expect(404);
    const trail = (client: ApiClient) =>
      client.get(`/api/audit?filter=${encodeURIComponent(JSON.stringify({ stream: `supportConversation-${id}` }))}`).expect(200);
    expect((await trail(coordinator)).body).toEqual([]);
    // nor the history of its files
    const attached = await attachPdf(faculty, id);
    expect(attached.status).toBe(201);
    for (const client of [coordinator, admin]) client.lastPosition = attached.body.position as string;
    await coordinator.get(`/api/history/attachments-support_conversation-${id}`).expect(404);
    // the admins, who answer it, still read both
    expect((await admin.get(`/api/history/supportConversation-${id}`).expect(200)).body[0].record_name).toBe('About my supervisor');
    expect(((await trail(admin)).body as unknown[]).length).toBe(1);
    await admin.get(`/api/history/attachments-support_conversation-${id}`).expect(200);
  });

  it('MISC-02 issue 20 a thread’s history is its parties’: its opener reads it and its files’, as of a moment too; other openers and roles get 404', async () => {
    const opened = await open(faculty, 'Placement paperwork', 'Where do I find the form?');
    expect(opened.status).toBe(201);
    const id = opened.body.id as string;
    const attached = await attachPdf(faculty, id);
    expect(attached.status).toBe(201);
    for (const client of [coordinator, admin, trainee, supervisor, faculty]) client.lastPosition = attached.body.position as string;
    const history = (await faculty.get(`/api/history/supportConversation-${id}`).expect(200)).body as HistoryEntryRecord[];
    expect(history.map((entry) => [entry.type, entry.record_name])).toEqual([['SupportConversationOpened', 'Placement paperwork']]);
    expect((await faculty.get(`/api/history/attachments-support_conversation-${id}`).expect(200)).body).toHaveLength(1);
    const at = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const asOf = (await faculty.get(`/api/history/supportConversation-${id}/as-of?at=${at}`).expect(200)).body as HistoryAsOfRecord;
    expect(asOf.fields.find((field) => field.path.endsWith('subject'))?.value).toBe('Placement paperwork');
    for (const outsider of [coordinator, trainee, supervisor]) {
      await outsider.get(`/api/history/supportConversation-${id}`).expect(404);
      await outsider.get(`/api/history/supportConversation-${id}/as-of?at=${at}`).expect(404);
      await outsider.get(`/api/history/attachments-support_conversation-${id}`).expect(404);
    }
  });

  it('a faculty member cannot write in, read or close the coordinator’s thread (404); an unknown id is 404, a malformed one 422', async () => {
    const id = (await open(coordinator, 'Private question', 'Only for admins.')).body.id as string;
    const refused = await refusedWithoutEvents(t.app, () => faculty.post(`${path}/${id}/messages`, { body: 'Hello' }));
    expect(refused.status).toBe(404);
    expect((await faculty.post(`${path}/${id}/read`)).status).toBe(404);
    expect((await one(admin, '7d3f1c9e-3b7a-4c61-9f0e-2b1f6c1d0a11')).status).toBe(404);
    expect((await admin.post(`${path}/not-a-uuid/messages`, { body: 'x' })).status).toBe(422);
  });

  it('notifies admins of a new thread and the opener of an answer (links to /supcon/:id)', async () => {
    const adminId = await userIdOf('admin@demo.practicum.test');
    const coordinatorId = await userIdOf('coordinator@demo.practicum.test');
    const id = (await open(coordinator, 'Notify me', 'Is anyone there?')).body.id as string;
    const forAdmin = await notificationOf(t.app, adminId, `/supcon/${id}`);
    expect(forAdmin.message).toBe('Corinne Coleman opened a support conversation');
    await admin.post(`${path}/${id}/messages`, { body: 'Here!' });
    const forOpener = await notificationOf(t.app, coordinatorId, `/supcon/${id}`);
    expect(forOpener.message).toBe('Avery Admin wrote in a support conversation');
  });

  it('NOTIF-02 NOTIF-06 MISC-01 opening a thread reads the reader’s notifications about it, and only those: the bell’s count drops', async () => {
    const adminId = await userIdOf('admin@demo.practicum.test');
    const opened = (await open(coordinator, 'Read on open', 'First')).body.id as string;
    const other = (await open(coordinator, 'Still unread', 'Second')).body.id as string;
    await coordinator.post(`${path}/${opened}/messages`, { body: 'And a follow-up' });
    const link = `/supcon/${opened}`;
    await eventually(async () => (await t.app.knex('notifications').where({ user_id: adminId, link_uri: link })).length === 2);
    await notificationOf(t.app, adminId, `/supcon/${other}`);
    const unread = async () =>
      ((await admin.get('/api/notifications/recent').expect(200)).body as { meta: { unread: number } }).meta.unread;
    const before = await unread();

    // while impersonating nothing is read (403 with the rule); a link that is not a page of this app is 422
    const impersonating = await signIn(t.app, 'admin');
    expect((await impersonating.put(`/api/users/loginas/${await userIdOf('coordinator@demo.practicum.test')}`)).status).toBe(200);
    const refused = await impersonating.put('/api/notifications/read-link', { link });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Notifications are not marked read while impersonating');
    expect((await admin.put('/api/notifications/read-link', { link: 'https://example.com/supcon' })).status).toBe(422);

    const read = await admin.put('/api/notifications/read-link', { link });
    expect(read.status).toBe(200);
    expect(read.body.read).toBe(2);
    await eventually(async () => (await unread()) === before - 2);
    const mine = (await admin.get('/api/notifications?range=[0,99]').expect(200)).body as { link_uri: string; read_at: string | null }[];
    expect(mine.filter((n) => n.link_uri === link).map((n) => n.read_at !== null)).toEqual([true, true]);
    expect(mine.find((n) => n.link_uri === `/supcon/${other}`)?.read_at).toBeNull();
    // the opener's own notifications about it are theirs: the admin's read left them as they were
    const again = await admin.put('/api/notifications/read-link', { link });
    expect([again.body.read, again.body.position]).toEqual([0, null]);
  });
});

describe('MISC-02 files and realtime', () => {
  it('the opener attaches a file the admin lists; faculty cannot list it (404)', async () => {
    const id = (await open(coordinator, 'Screenshot', 'See the attached file.')).body.id as string;
    const attached = await attachPdf(coordinator, id);
    expect(attached.status).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ attachable_type: 'support_conversation', attachable_id: id }));
    admin.lastPosition = coordinator.lastPosition;
    faculty.lastPosition = coordinator.lastPosition;
    const files = (await admin.get(`/api/attachments?filter=${filter}`).expect(200)).body as { name: string }[];
    expect(files.map((f) => f.name)).toEqual(['intake notes.pdf']);
    expect((await faculty.get(`/api/attachments?filter=${filter}`)).status).toBe(404);
  });

  it('a closed thread takes no file either (409, nothing stored); reopened, it does', async () => {
    const id = (await open(coordinator, 'Closed early', 'Never mind.')).body.id as string;
    expect((await admin.patch(`${path}/${id}/status`, { status: 'closed' })).status).toBe(200);
    const uuid = (await uploadFile(coordinator, TINY_PDF, 'application/pdf')).body.uuid as string;
    const attach = () =>
      coordinator.post('/api/attachments', { object_class: 'support_conversation', object_id: id, upload: { uuid, public: false } });
    const late = await refusedWithoutEvents(t.app, attach);
    expect({ status: late.status, message: late.body.message }).toEqual({ status: 409, message: 'This conversation is closed.' });
    expect((await admin.patch(`${path}/${id}/status`, { status: 'open' })).status).toBe(200);
    expect((await attach()).status).toBe(201);
  });

  it('pushes message.posted to the thread’s room, joined only by its opener and admins', async () => {
    const id = (await open(coordinator, 'Realtime', 'Ping')).body.id as string;
    const connected = async (role: string): Promise<Socket> => connectedSocket(t.app.url, await sessionCookie(t.app, role));
    const [mine, theirs] = await Promise.all([connected('coordinator'), connected('faculty')]);
    try {
      await eventually(async () => ((await mine.emitWithAck('supcon.subscribe', { conversation_id: id })) as { ok: boolean }).ok);
      expect(await theirs.emitWithAck('supcon.subscribe', { conversation_id: id })).toEqual({ ok: false });
      const heard = new Promise<Record<string, unknown>>((resolve) => mine.once(`supcon.${id}.message.posted`, resolve));
      const posted = await admin.post(`${path}/${id}/messages`, { body: 'Pong' });
      const payload = await heard;
      expect(payload).toMatchObject({ conversation_id: id, message_id: posted.body.id });
    } finally {
      mine.disconnect();
      theirs.disconnect();
    }
  });
});

describe('MISC-02 a socket whose session may no longer see the thread', () => {
  it('hears nothing more of the thread’s room once its session signed out (asked again at each push, not only at the join); the admin still does', async () => {
    const id = (await open(coordinator, 'Realtime after sign-out', 'Ping')).body.id as string;
    const cookie = await sessionCookie(t.app, 'coordinator');
    const leaving = await connectedSocket(t.app.url, cookie);
    const staying = await connectedSocket(t.app.url, await sessionCookie(t.app, 'admin'));
    try {
      for (const socket of [leaving, staying])
        await eventually(async () => ((await socket.emitWithAck('supcon.subscribe', { conversation_id: id })) as { ok: boolean }).ok);
      const heardAfterSignOut: string[] = [];
      leaving.onAny((name: string) => {
        if (name.startsWith(`supcon.${id}`)) heardAfterSignOut.push(name);
      });
      // the socket's session signs out (in another tab): the socket itself stays connected
      const { token } = (await (await fetch(`${t.app.url}/auth/csrf-token`, { headers: { cookie } })).json()) as { token: string };
      expect((await fetch(`${t.app.url}/api/logout`, { method: 'POST', headers: { cookie, 'x-csrf-token': token } })).status).toBe(200);
      expect(leaving.connected).toBe(true);

      const heardByStaying = nextEvent<{ message_id: string }>(staying, `supcon.${id}.message.posted`);
      const posted = await admin.post(`${path}/${id}/messages`, { body: 'Are you still there?' });
      expect((await heardByStaying).message_id).toBe(posted.body.id);
      const closed = nextEvent(staying, `supcon.${id}.status.changed`);
      expect((await admin.patch(`${path}/${id}/status`, { status: 'closed' })).status).toBe(200);
      await closed;
      // a round trip on the signed-out socket: whatever the server sent it with the pushes has arrived before the answer
      await leaving.emitWithAck('supcon.unsubscribe', { conversation_id: randomUUID() });
      expect(heardAfterSignOut).toEqual([]);
    } finally {
      leaving.disconnect();
      staying.disconnect();
    }
  });
});

describe('MISC-02 issue 20 what a member writes to support is their personal data', () => {
  // words and a member of the attempt's own: a retried attempt must not meet an earlier one's erasure
  const tag = randomUUID().slice(0, 8);
  const words = { subject: `Locked out ${tag}`, body: `My badge ${tag} stopped working.`, more: `Still locked out ${tag}.` };
  const answer = `We reset badge ${tag}.`;
  let writer: { userId: string; client: ApiClient };
  let id = '';
  const shown = async () => (await one(admin, id).expect(200)).body as SupportConversationRecord;

  it('stores the subject and messages sealed under the writer’s key; the thread shows them', async () => {
    const person = { first_name: 'Fay', last_name: `Writer${tag}`, email: `fay.${tag}@demo.practicum.test` };
    writer = await signedInMember(t.app, person, { organizationId: await demoOrganizationId(t.app), role: 'faculty' });
    id = (await open(writer.client, words.subject, words.body)).body.id as string;
    admin.lastPosition = writer.client.lastPosition;
    expect((await admin.post(`${path}/${id}/messages`, { body: answer })).status).toBe(201);
    writer.client.lastPosition = admin.lastPosition;
    expect((await writer.client.post(`${path}/${id}/messages`, { body: words.more })).status).toBe(201);
    admin.lastPosition = writer.client.lastPosition;
    expect((await admin.patch(`${path}/${id}/status`, { status: 'closed' })).status).toBe(200);
    const stored = JSON.stringify(
      (await t.app.pool.query('SELECT data FROM es_events WHERE stream_id = $1', [`supportConversation-${id}`])).rows,
    );
    for (const text of Object.values(words)) expect(stored).not.toContain(text);
    expect(stored).toContain(`pii:v1:${writer.userId}:`);
    const thread = await shown();
    expect(thread).toMatchObject({ subject: words.subject, status: 'closed', message_count: 3 });
    expect(thread.messages!.map((m) => m.body)).toEqual([words.body, answer, words.more]);
  });

  it('after the writer’s erasure the thread reads “(erased)” with its status and messages counted; no table holds the words', async () => {
    expect(id).not.toBe('');
    const lastBefore = await lastRebuildId(t.app.knex);
    const erased = await admin.post('/api/admin/erasures', { user_id: writer.userId, reason: 'Asked to be forgotten' });
    expect(erased.status).toBe(202);
    await erasureRebuildsDone(t.app.knex, lastBefore);

    for (const text of Object.values(words)) expect(await tablesMentioning(t.app.pool, text)).toEqual([]);
    const thread = await shown();
    expect(thread).toMatchObject({
      subject: '(erased)',
      status: 'closed',
      message_count: 3,
      opened_by: { id: writer.userId, role: 'faculty' },
    });
    // the admin's answer is the admin's words, not the erased writer's
    expect(thread.messages!.map((m) => m.body)).toEqual(['(erased)', answer, '(erased)']);
  }, 660_000);

  it('notifications made by earlier releases lose their quotes of support texts when the notifier starts', async () => {
    const quoted = { id: randomUUID(), user_id: randomUUID(), message: `Fay Writer opened a support conversation: Locked out ${tag}` };
    await t.app.knex('notifications').insert({
      ...quoted,
      position_id: null,
      link_uri: `/supcon/${randomUUID()}`,
      happened_at: new Date(),
      read_at: null,
      event_id: randomUUID(),
    });
    await migrateNotifications(t.app.knex);
    const row = await t.app.knex('notifications').where({ id: quoted.id }).first<{ message: string }>('message');
    expect(row.message).toBe('Fay Writer opened a support conversation');
  });
});
