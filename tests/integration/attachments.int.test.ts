// Attachments of tasks through the API (spec 001 §3, §5, §7, §8; 000 §7 uploads):
// upload signature, upload, preview, attach, list, get, delete, HIPAA rules and
// the per-attachable realtime room.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { type Socket } from 'socket.io-client';
import { connectedSocket, nextEvent } from './support/sockets.js';
import { CookieAccessInfo } from 'cookiejar';
import { signedFileUrl } from '@practicum/shared/platform/storage/signing';
import {
  eventCount,
  otherOrganizationCoordinator,
  sessionCookie,
  signIn,
  signedInMember,
  startTestApp,
  type ApiClient,
  type TestApp,
} from './support/testApp.js';
import { TINY_PDF, uploadFile, uploadSignature, removeUploadDir, temporaryUploadDir } from './support/uploads.js';

let t: TestApp;
let uploadDir: string;
let coordinator: ApiClient;
let trainee: ApiClient;
let faculty: ApiClient;
let traineeUserId: string;
let taskId: string;
/** A trainee of the demo organization without the HIPAA training (the demo trainee has it). */
let newcomer: ApiClient;
let newcomerTaskId: string;

const attach = (client: ApiClient, uuid: string, objectId = taskId) =>
  client.post('/api/attachments', { object_class: 'task', object_id: objectId, upload: { uuid, public: false } });

const listFor = (client: ApiClient, id = taskId) =>
  client.get(`/api/attachments?filter=${encodeURIComponent(JSON.stringify({ attachable_type: 'task', attachable_id: id }))}`);

beforeAll(async () => {
  uploadDir = await temporaryUploadDir('attachments');
  t = await startTestApp();
  coordinator = await signIn(t.app, 'coordinator');
  trainee = await signIn(t.app, 'trainee');
  faculty = await signIn(t.app, 'faculty');
  const positions = (await coordinator.get('/api/tasks/assignable-positions').expect(200)).body as {
    id: string;
    user_id: string;
    role_keyname: string;
    name: string;
  }[];
  // the demo trainee (the demo data adds more trainees)
  const traineePosition = positions.find((p) => p.role_keyname === 'trainee' && p.name === 'Theo Turner')!;
  traineeUserId = traineePosition.user_id;
  const created = await coordinator.post('/api/tasks', { assignee: traineePosition.id, description: 'Send the signed intake form' });
  expect(created.status).toBe(201);
  taskId = created.body.id as string;

  const nina = { first_name: 'Nina', last_name: 'Newcomer', email: 'nina@demo.practicum.test' };
  const origin = { system: { correlationId: 'test-newcomer' } };
  const member = await signedInMember(t.app, nina, { organizationId: created.body.organizationId as string, role: 'trainee' }, origin);
  const { positionId } = member;
  newcomer = member.client;
  coordinator.lastPosition = member.position;
  await coordinator.get('/api/tasks/assignable-positions').expect(200); // waits until her position is read
  const forNewcomer = await coordinator.post('/api/tasks', { assignee: positionId, description: 'Upload your intake notes' });
  expect(forNewcomer.status).toBe(201);
  newcomerTaskId = forNewcomer.body.id as string;
});
afterAll(async () => {
  await t?.close();
  await removeUploadDir(uploadDir);
});

describe('uploads (spec 000 §7)', () => {
  it('MISC-11 answers a signature and its expiry, and refuses an attachment upload without a valid one', async () => {
    const sig = await uploadSignature(trainee);
    expect(sig.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(sig.expire).toBeGreaterThan(Date.now() / 1000);
    const refused = await uploadFile(trainee, TINY_PDF, 'application/pdf', false);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ signature: ['The upload signature is invalid or has expired.'] });
  });

  it('TASKS-49 refuses a kind outside the requested ones', async () => {
    const refused = await uploadFile(trainee, Buffer.from('not really a video'), 'video/mp4');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ file: ['The file must be one of: images, documents.'] });
  });

  it('MISC-12 MISC-13 LIVE-48 answers the upload result (provider, uuid, filename, mimetype, size, signed url) and a signed preview url of one’s own upload only, whole or by byte range', async () => {
    const uploaded = await uploadFile(trainee, TINY_PDF, 'application/pdf');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      provider: 'local-disk',
      filename: 'intake notes.pdf',
      mimetype: 'application/pdf',
      size: TINY_PDF.length,
    });
    const uuid = uploaded.body.uuid as string;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploaded.body.url).toMatch(new RegExp(`^/api/uploads/${uuid}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const preview = await trainee.post('/api/uploads/preview', { uuid });
    expect(preview.status).toBe(200);
    const url = preview.body.url as string;
    expect(url).toMatch(new RegExp(`^/api/uploads/${uuid}\\?expires=\\d+&signature=[0-9a-f]{64}$`));
    const served = await trainee.get(url).buffer(true).expect(200);
    expect(Buffer.from(served.body as Buffer).equals(TINY_PDF)).toBe(true);
    await trainee.get(url.replace(/signature=.{4}/, 'signature=0000')).expect(404);
    expect((await coordinator.post('/api/uploads/preview', { uuid })).status).toBe(404);
    // LIVE-48: one byte range (a media player seeking), its end, its suffix; beyond the end 416
    expect(served.headers['accept-ranges']).toBe('bytes');
    const part = await trainee.get(url).set('Range', 'bytes=2-5').buffer(true).expect(206);
    expect(part.headers['content-range']).toBe(`bytes 2-5/${TINY_PDF.length}`);
    expect(Buffer.from(part.body as Buffer).equals(TINY_PDF.subarray(2, 6))).toBe(true);
    const tail = await trainee.get(url).set('Range', 'bytes=-3').buffer(true).expect(206);
    expect(Buffer.from(tail.body as Buffer).equals(TINY_PDF.subarray(TINY_PDF.length - 3))).toBe(true);
    const rest = await trainee
      .get(url)
      .set('Range', `bytes=${TINY_PDF.length - 2}-`)
      .buffer(true)
      .expect(206);
    expect(Buffer.from(rest.body as Buffer).equals(TINY_PDF.subarray(TINY_PDF.length - 2))).toBe(true);
    const beyond = await trainee.get(url).set('Range', `bytes=${TINY_PDF.length}-`).expect(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${TINY_PDF.length}`);
  });
});

describe('TASKS-53 a trainee who has not completed HIPAA', () => {
  it('cannot attach, and the error links to the HIPAA course', async () => {
    const uuid = (await uploadFile(newcomer, TINY_PDF, 'application/pdf')).body.uuid as string;
    const before = await eventCount(t.app);
    const refused = await attach(newcomer, uuid, newcomerTaskId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: 'You must complete the HIPAA training before uploading attachments.',
      link: '/cecourses/hipaa',
    });
    expect(await eventCount(t.app)).toBe(before);
  });
});

describe('when the trainee has completed HIPAA (the demo trainee has)', () => {
  let attachmentId: string;
  let coordinatorAttachmentId: string;

  it('TASKS-34 TASKS-47 TASKS-50 attaches an upload to the task, listed and read with the spec fields', async () => {
    const uuid = (await uploadFile(trainee, TINY_PDF, 'application/pdf')).body.uuid as string;
    const attached = await attach(trainee, uuid);
    expect(attached.status).toBe(201);
    attachmentId = attached.body.id as string;
    const list = await listFor(trainee).expect(200);
    expect(list.headers['content-range']).toBe('attachments 0-0/1');
    expect(list.body).toEqual([
      expect.objectContaining({
        id: attachmentId,
        name: 'intake notes.pdf',
        filename: 'intake notes.pdf',
        url: expect.stringMatching(new RegExp(`^/api/uploads/${uuid}\\?expires=\\d+&signature=[0-9a-f]{64}$`)),
        upload: { uuid, type: 'documents', mimetype: 'application/pdf', size: TINY_PDF.length },
        user_id: traineeUserId,
        owner_id: traineeUserId,
        user: 'Theo Turner',
        attachable_type: 'task',
        attachable_id: taskId,
      }),
    ]);
    const one = await coordinator.get(`/api/attachments/${attachmentId}`).expect(200);
    expect(one.body).toMatchObject({ id: attachmentId, filename: 'intake notes.pdf' });
  });

  it('refuses attaching the same upload twice, or someone else’s upload', async () => {
    const uuid = (await uploadFile(trainee, TINY_PDF, 'application/pdf')).body.uuid as string;
    expect((await attach(trainee, uuid)).status).toBe(201);
    const twice = await attach(trainee, uuid);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('This file is already attached.');
    const notMine = await attach(coordinator, uuid);
    expect(notMine.status).toBe(422);
    expect(notMine.body.errors).toEqual({ 'upload.uuid': ['The selected upload is invalid.'] });
  });

  it('hides the task’s files from anyone who is not its creator or assignee (404)', async () => {
    await listFor(faculty).expect(404);
    await faculty.get(`/api/attachments/${attachmentId}`).expect(404);
    const uuid = (await uploadFile(faculty, TINY_PDF, 'application/pdf')).body.uuid as string;
    expect((await attach(faculty, uuid)).status).toBe(404);
    expect((await faculty.delete(`/api/attachments/${attachmentId}`)).status).toBe(404);
  });

  it('TASKS-51 refuses deletion to someone who is neither the owner nor a coordinator', async () => {
    const uuid = (await uploadFile(coordinator, TINY_PDF, 'application/pdf')).body.uuid as string;
    const attached = await attach(coordinator, uuid);
    expect(attached.status).toBe(201);
    coordinatorAttachmentId = attached.body.id as string;
    // DELETE finds the attachable through the read model: a client has seen the file before deleting it
    await listFor(coordinator).expect(200);
    const refused = await trainee.delete(`/api/attachments/${coordinatorAttachmentId}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only the owner of this attachment or a coordinator can delete it.');
  });

  it('TASKS-51 lets a coordinator delete the trainee’s file and the owner their own', async () => {
    expect((await coordinator.delete(`/api/attachments/${attachmentId}`)).status).toBe(200);
    expect((await coordinator.delete(`/api/attachments/${coordinatorAttachmentId}`)).status).toBe(200);
    trainee.lastPosition = coordinator.lastPosition;
    const ids = ((await listFor(trainee).expect(200)).body as { id: string }[]).map((a) => a.id);
    expect(ids).not.toContain(attachmentId);
    expect(ids).not.toContain(coordinatorAttachmentId);
  });

  it('TASKS-52 answers "cannot access attachments" to an admin impersonating the trainee', async () => {
    const admin = await signIn(t.app, 'admin');
    expect((await admin.put(`/api/users/loginas/${traineeUserId}`)).status).toBe(200);
    const listed = await listFor(admin);
    expect(listed.status).toBe(403);
    expect(listed.body.message).toBe('cannot access attachments');
    const uuid = (await uploadFile(admin, TINY_PDF, 'application/pdf')).body.uuid as string;
    const attached = await attach(admin, uuid);
    expect(attached.status).toBe(403);
    expect(attached.body.message).toBe('cannot access attachments');
  });
});

describe('TASKS-55 the attachable’s realtime room', () => {
  const connected = async (role: string): Promise<Socket> => connectedSocket(t.app.url, await sessionCookie(t.app, role));
  const subscribe = (socket: Socket) =>
    socket.emitWithAck('attachable.subscribe', { attachable_type: 'task', attachable_id: taskId }) as Promise<{ ok: boolean }>;

  it('issue 10 sends attachment.attached (with no file link) and attachment.detached to those who may see the task, and no one else', async () => {
    const traineeSocket = await connected('trainee');
    const facultySocket = await connected('faculty');
    try {
      expect(await subscribe(traineeSocket)).toEqual({ ok: true });
      expect(await subscribe(facultySocket)).toEqual({ ok: false });
      const room = `attachable.task.${taskId}`;
      const heardByFaculty: unknown[] = [];
      facultySocket.onAny((name: string, payload: unknown) => {
        if (name.startsWith(room)) heardByFaculty.push(payload);
      });
      const next = (name: string) =>
        new Promise<Record<string, unknown>>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no ${name}`)), 10_000);
          traineeSocket.once(`${room}.${name}`, (payload: Record<string, unknown>) => {
            clearTimeout(timer);
            resolve(payload);
          });
        });
      const attachedHeard = next('attachment.attached');
      const uuid = (await uploadFile(coordinator, TINY_PDF, 'application/pdf')).body.uuid as string;
      const attached = await attach(coordinator, uuid);
      expect(attached.status).toBe(201);
      const payload = await attachedHeard;
      expect(payload).toMatchObject({
        attachable_type: 'task',
        attachable_id: taskId,
        attachment: { id: attached.body.id, filename: 'intake notes.pdf', user: 'Corinne Coleman', url: null },
        // the event's position, so a client re-reads the list only once the projection has it
        position: attached.headers['x-position'],
      });
      // a room is heard by many sessions: no file link, signed or not, goes out with the push
      expect(JSON.stringify(payload)).not.toContain('/api/uploads/');
      const detachedHeard = next('attachment.detached');
      // the push can arrive before the read model that routes the delete has the attachment: read it first (X-Min-Position)
      await coordinator.get(`/api/attachments/${attached.body.id as string}`).expect(200);
      expect((await coordinator.delete(`/api/attachments/${attached.body.id as string}`)).status).toBe(200);
      expect(await detachedHeard).toEqual({
        attachable_type: 'task',
        attachable_id: taskId,
        attachment_id: attached.body.id,
        position: expect.stringMatching(/^\d+\.\d+$/),
      });
      expect(heardByFaculty).toEqual([]);
    } finally {
      traineeSocket.disconnect();
      facultySocket.disconnect();
    }
  });
});

describe('TASKS-55 a socket whose session may no longer see the attachable', () => {
  it('issue 10 hears nothing more of its room once its session signed out (asked again at each push, not only at the join)', async () => {
    const cookie = await sessionCookie(t.app, 'trainee');
    const leaving = await connectedSocket(t.app.url, cookie);
    const staying = await connectedSocket(t.app.url, await sessionCookie(t.app, 'coordinator'));
    try {
      for (const socket of [leaving, staying])
        expect(await socket.emitWithAck('attachable.subscribe', { attachable_type: 'task', attachable_id: taskId })).toEqual({ ok: true });
      const room = `attachable.task.${taskId}`;
      const heardAfterSignOut: unknown[] = [];
      leaving.onAny((name: string, payload: unknown) => {
        if (name.startsWith(room)) heardAfterSignOut.push(payload);
      });
      // the socket's session signs out (in another tab): the socket itself stays connected
      const { token } = (await (await fetch(`${t.app.url}/auth/csrf-token`, { headers: { cookie } })).json()) as { token: string };
      const out = await fetch(`${t.app.url}/api/logout`, { method: 'POST', headers: { cookie, 'x-csrf-token': token } });
      expect(out.status).toBe(200);
      expect(leaving.connected).toBe(true);

      const heardByStaying = nextEvent<{ attachment: { id: string } }>(staying, `${room}.attachment.attached`);
      const uuid = (await uploadFile(coordinator, TINY_PDF, 'application/pdf')).body.uuid as string;
      const attached = await attach(coordinator, uuid);
      expect(attached.status).toBe(201);
      expect((await heardByStaying).attachment.id).toBe(attached.body.id);
      // a round trip on the signed-out socket: whatever the server sent it with the push has arrived before the answer
      await leaving.emitWithAck('attachable.unsubscribe', { attachable_type: 'task', attachable_id: randomUUID() });
      expect(heardAfterSignOut).toEqual([]);
    } finally {
      leaving.disconnect();
      staying.disconnect();
    }
  });
});

describe('issue 10 an attached file is served only to those who may see its task', () => {
  let uuid: string;
  let attachmentId: string;
  let signedForTrainee: string;

  /**
   * A valid signed url for `client`'s own session, as if it had obtained one: the access rule must
   * hold even against a correct signature. The session's key is read where the server keeps it.
   */
  async function ownSignedUrl(client: ApiClient, fileUuid: string, at = new Date()): Promise<string> {
    await client.post('/api/uploads/signature'); // makes sure the session has its key
    const { jar } = client.agent as unknown as { jar: { getCookies(access: CookieAccessInfo): { name: string; value: string }[] } };
    const cookie = jar.getCookies(CookieAccessInfo.All).find((c) => c.name === 'practicum_session')!;
    const sid = decodeURIComponent(cookie.value).slice('s:'.length).split('.')[0];
    const { rows } = await t.app.pool.query<{ key: string }>(`SELECT sess->>'uploadKey' AS key FROM sessions WHERE sid = $1`, [sid]);
    const req = { session: { uploadKey: rows[0]!.key } } as unknown as Parameters<typeof signedFileUrl>[0];
    return signedFileUrl(req, `/api/uploads/${fileUuid}`, fileUuid, at).url;
  }

  beforeAll(async () => {
    uuid = (await uploadFile(trainee, TINY_PDF, 'application/pdf')).body.uuid as string;
    const attached = await attach(trainee, uuid);
    expect(attached.status).toBe(201);
    attachmentId = attached.body.id as string;
    const list = (await listFor(trainee).expect(200)).body as { id: string; url: string }[];
    signedForTrainee = list.find((a) => a.id === attachmentId)!.url;
  });

  it('TASKS-47 serves it to the assignee and the creator through the list’s signed url', async () => {
    const served = await trainee.get(signedForTrainee).buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, TINY_PDF)).toBe(0);
    expect(served.headers['content-type']).toBe('application/pdf');
    const forCoordinator = ((await listFor(coordinator).expect(200)).body as { id: string; url: string }[]).find(
      (a) => a.id === attachmentId,
    )!.url;
    await coordinator.get(forCoordinator).expect(200);
  });

  it('answers the bare url, a tampered signature and a url signed for another session as a missing file (404)', async () => {
    for (const [client, url] of [
      [trainee, `/api/uploads/${uuid}`],
      [trainee, signedForTrainee.replace(/signature=.{4}/, 'signature=0000')],
      [coordinator, signedForTrainee],
      [faculty, signedForTrainee],
      [coordinator, `/api/uploads/${randomUUID()}?${signedForTrainee.split('?')[1]}`],
    ] as const)
      expect((await client.get(url).expect(404)).body.message).toBe('The requested resource was not found');
  });

  it('says a link of this session whose time is past has expired (403)', async () => {
    const expired = await ownSignedUrl(trainee, uuid, new Date(Date.now() - 11 * 60 * 1000));
    expect((await trainee.get(expired).expect(403)).body.message).toBe('This link has expired.');
  });

  it('refuses someone of the organization who may not see the task, even with a valid signature (404)', async () => {
    await faculty.get(await ownSignedUrl(faculty, uuid)).expect(404);
  });

  it('refuses another organization, even with a valid signature (404)', async () => {
    const other = await otherOrganizationCoordinator(t.app);
    await other.get(await ownSignedUrl(other, uuid)).expect(404);
  });

  it('TASKS-52 refuses an admin impersonating the trainee, as the list does (403 cannot access attachments)', async () => {
    const admin = await signIn(t.app, 'admin');
    expect((await admin.put(`/api/users/loginas/${traineeUserId}`)).status).toBe(200);
    const refused = await admin.get(await ownSignedUrl(admin, uuid));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('cannot access attachments');
    expect((await admin.put('/api/users/logoutas')).status).toBe(200);
  });

  it('refuses someone else’s upload that was never attached (404)', async () => {
    const mine = (await uploadFile(coordinator, TINY_PDF, 'application/pdf')).body.uuid as string;
    await trainee.get(await ownSignedUrl(trainee, mine)).expect(404);
  });

  it('TASKS-51 serves a detached file to no one, its uploader included (404)', async () => {
    await coordinator.get(`/api/attachments/${attachmentId}`).expect(200);
    expect((await coordinator.delete(`/api/attachments/${attachmentId}`)).status).toBe(200);
    trainee.lastPosition = coordinator.lastPosition;
    await listFor(trainee).expect(200); // waits until the detachment is read
    await trainee.get(await ownSignedUrl(trainee, uuid)).expect(404);
    await coordinator.get(await ownSignedUrl(coordinator, uuid)).expect(404);
  });
});
