// Live sessions' media over the real app (issue 16 items 2 and 3): the call's
// signalling over socket.io (who may enter, peers announced, offers relayed one
// to one), the video ticket of the embedded provider, and recordings uploaded
// in slices as they are made, then processed by ffmpeg into a playable MP4
// (processing → recorded), or failed (processing_error) and reprocessed.
import { watch } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type Socket } from 'socket.io-client';
import { connectedSocket, nextEvent } from './support/sockets.js';
import { generateClip } from '@practicum/command-service/liveSessions/media/ffmpeg';
import { CHUNK_TYPE } from '@practicum/command-service/liveSessions/media/chunkRoutes';
import { positionOf, signIn, type ApiClient, type TestApp, startTestApp, sessionCookie } from './support/testApp.js';
import { removeUploadDir, temporaryUploadDir } from './support/uploads.js';

let t: TestApp;
let supervisor: ApiClient;
let trainee: ApiClient;
let traineePosition: string;
let work: string;
let uploadDir: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'live-media-'));
  uploadDir = await temporaryUploadDir('live-media');
  t = await startTestApp({ name: 'livemedia' });
  supervisor = await signIn(t.app, 'supervisor');
  trainee = await signIn(t.app, 'trainee');
  traineePosition = await positionOf(supervisor, 'trainee', 'Theo Turner');
});
afterAll(async () => {
  await t?.close();
  await rm(work, { recursive: true, force: true });
  await removeUploadDir(uploadDir);
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** A started session both have joined; `joined`: the position of the later join, which the call's entry awaits as the room's does. */
async function startedMeeting(): Promise<{ id: string; hostSeat: string; traineeSeat: string; joined: string }> {
  const created = await supervisor.post('/api/meetings', {
    title: 'Media supervision',
    schedule_type: 'scheduled',
    start_at: inMinutes(30),
    duration: 30,
    participants: [traineePosition],
  });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await supervisor.post(`/api/meetings/${id}/start`)).status).toBe(200);
  const host = await supervisor.post(`/api/meetings/${id}/join`);
  const guest = await trainee.post(`/api/meetings/${id}/join`);
  expect([host.status, guest.status]).toEqual([201, 201]);
  return {
    id,
    hostSeat: host.body.participant_id as string,
    traineeSeat: guest.body.participant_id as string,
    joined: guest.body.position as string,
  };
}

/** A socket.io client signed in as a demo role (its own session), as the room opens one. */
async function callSocket(role: string): Promise<Socket> {
  return connectedSocket(t.app.url, await sessionCookie(t.app, role), { reconnection: true });
}

type Answer = {
  ok: boolean;
  message?: string;
  name?: string;
  peer_id?: string;
  peers?: { peer_id: string; name: string; host: boolean }[];
};
/** Enters the call as the room does: with the join's position, so the check reads a read model that has the seat. */
const enterCall = (socket: Socket, meetingId: string, participantId: string, position?: string) =>
  new Promise<Answer>((resolve) =>
    socket.emit('meeting-call.join', { meeting_id: meetingId, participant_id: participantId, position }, resolve),
  );

describe('when two participants of a started session enter its call', () => {
  const sockets: Socket[] = [];
  afterAll(() => sockets.forEach((s) => s.disconnect()));

  /** A started session whose host is in its call; the trainee, with a call socket of their own, enters when told. */
  async function hostInCall() {
    const { id, hostSeat, traineeSeat, joined } = await startedMeeting();
    const host = await callSocket('supervisor');
    const guest = await callSocket('trainee');
    sockets.push(host, guest);
    const hostAnswer = await enterCall(host, id, hostSeat, joined);
    return { id, traineeSeat, host, guest, hostAnswer, traineeEnters: () => enterCall(guest, id, traineeSeat, joined) };
  }

  it('LIVE-12 each learns of the other and offers reach only the peer they are sent to', async () => {
    const { host, guest, hostAnswer, traineeEnters } = await hostInCall();
    expect(hostAnswer).toMatchObject({ ok: true, peers: [] });
    const announced = nextEvent<{ peer_id: string; name: string; host: boolean }>(host, 'meeting-call.peer-joined');
    const traineeAnswer = await traineeEnters();
    expect(traineeAnswer.ok).toBe(true);
    expect(traineeAnswer.peers).toEqual([expect.objectContaining({ peer_id: hostAnswer.peer_id, name: hostAnswer.name, host: true })]);
    expect(await announced).toMatchObject({ peer_id: traineeAnswer.peer_id, name: traineeAnswer.name, host: false });

    const offer = nextEvent<{ from: string; description: { type: string; sdp: string } }>(host, 'meeting-call.signal');
    guest.emit('meeting-call.signal', { to: hostAnswer.peer_id, description: { type: 'offer', sdp: 'v=0' } });
    expect(await offer).toEqual({ from: traineeAnswer.peer_id, description: { type: 'offer', sdp: 'v=0' } });

    const left = nextEvent<{ peer_id: string }>(host, 'meeting-call.peer-left');
    guest.emit('meeting-call.leave');
    expect(await left).toEqual({ peer_id: traineeAnswer.peer_id });
  });

  it("LIVE-47 refuses someone else's seat, and a session that has not started", async () => {
    const { id, traineeSeat, joined } = await startedMeeting();
    const faculty = await callSocket('faculty');
    sockets.push(faculty);
    expect(await enterCall(faculty, id, traineeSeat, joined)).toEqual({ ok: false, message: 'This session link is invalid or has ended.' });

    const scheduled = await supervisor.post('/api/meetings', {
      title: 'Later',
      schedule_type: 'scheduled',
      start_at: inMinutes(60),
      duration: 30,
      participants: [traineePosition],
    });
    const host = await callSocket('supervisor');
    sockets.push(host);
    expect(await enterCall(host, scheduled.body.id as string, traineeSeat)).toEqual({
      ok: false,
      message: 'The meeting has not yet started.',
    });
  });

  it('LIVE-34 a participant the host removes is taken out of the call and cannot come back; an end takes everyone out', async () => {
    const { id, traineeSeat, host, guest, hostAnswer, traineeEnters } = await hostInCall();
    const traineeAnswer = await traineeEnters();
    expect([hostAnswer.ok, traineeAnswer.ok]).toEqual([true, true]);

    const othersHear = nextEvent<{ peer_id: string }>(host, 'meeting-call.peer-left');
    const itHears = nextEvent<{ peer_id: string; removed?: boolean }>(guest, 'meeting-call.peer-left');
    const traineeUserId = (await trainee.get('/api/users/current').expect(200)).body.id as string;
    const removed = await supervisor.delete(`/api/meetings/${id}/user/${traineeUserId}`);
    expect(removed.status).toBe(200);
    expect(await othersHear).toEqual({ peer_id: traineeAnswer.peer_id });
    expect(await itHears).toEqual({ peer_id: traineeAnswer.peer_id, removed: true });
    // the seat went with the removal: the call and the provider's ticket refuse it (read once the removal is in)
    expect(await enterCall(guest, id, traineeSeat, removed.body.position as string)).toEqual({
      ok: false,
      message: 'This session link is invalid or has ended.',
    });
    expect((await trainee.post(`/api/meetings/${id}/video-ticket`, { participant_id: traineeSeat })).status).toBe(404);

    const hostOut = nextEvent<{ peer_id: string; removed?: boolean }>(host, 'meeting-call.peer-left');
    expect((await supervisor.post(`/api/meetings/${id}/end`)).status).toBe(200);
    expect(await hostOut).toEqual({ peer_id: hostAnswer.peer_id, removed: true, ended: true });
  });

  it('LIVE-12 the video ticket of the embedded provider is for the seat holder only', async () => {
    const { id, hostSeat } = await startedMeeting();
    const ticket = await supervisor.post(`/api/meetings/${id}/video-ticket`, { participant_id: hostSeat });
    expect(ticket.status).toBe(200);
    expect(ticket.body).toEqual({ provider: 'embedded', ice_servers: [] });
    expect((await trainee.post(`/api/meetings/${id}/video-ticket`, { participant_id: hostSeat })).status).toBe(404);
  });
});

/** The meeting's recording status as the read model has it, once it is `status` (or fails after ~60 s). */
async function recordingStatusBecomes(id: string, status: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 600; i++) {
    const meeting = await t.app.knex('meetings').where({ id }).first<{ recording_status: string }>('recording_status');
    if (meeting?.recording_status === status) return (await t.app.knex('meeting_recordings').where({ meeting_id: id }).first())!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`recording status never became ${status}`);
}

describe('when the host records a session', () => {
  it('LIVE-26 slices uploaded as they are made become one playable MP4 with its duration and thumbnail', async () => {
    const { id } = await startedMeeting();
    const clip = join(work, 'session.webm');
    await generateClip(clip, 3, 'webm');
    const bytes = await readFile(clip);
    const started = await supervisor.post(`/api/meetings/${id}/recording/start`);
    expect(started.status).toBe(201);
    const recordingId = started.body.recording_id as string;
    // three slices, as MediaRecorder's timeslice makes them: joined in order they are the recording
    const cuts = [0, Math.floor(bytes.length / 3), Math.floor((2 * bytes.length) / 3), bytes.length];
    for (let i = 0; i < 3; i++) {
      const response = await supervisor.agent
        .post(`/api/meetings/${id}/recording/${recordingId}/chunks?sequence=${i}`)
        .set('x-csrf-token', supervisor.csrf)
        .set('content-type', 'video/webm')
        .send(bytes.subarray(cuts[i], cuts[i + 1]));
      expect(response.status).toBe(201);
    }
    expect((await supervisor.post(`/api/meetings/${id}/recording/stop`, { recording_id: recordingId })).status).toBe(200);
    const recording = await recordingStatusBecomes(id, 'recorded');
    expect(Number(recording.duration_seconds)).toBe(3);
    expect(recording.mime_type).toBe('video/mp4');
    expect(recording.thumbnail_key).toEqual(expect.any(String));
  });

  it('LIVE-26 a slice must be video from the host while recording (422 / 403)', async () => {
    const { id } = await startedMeeting();
    const recordingId = (await supervisor.post(`/api/meetings/${id}/recording/start`)).body.recording_id as string;
    const wrongType = await supervisor.agent
      .post(`/api/meetings/${id}/recording/${recordingId}/chunks?sequence=0`)
      .set('x-csrf-token', supervisor.csrf)
      .set('content-type', 'text/plain')
      .send('hello');
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors).toEqual({ file: [CHUNK_TYPE] });
    const notHost = await trainee.agent
      .post(`/api/meetings/${id}/recording/${recordingId}/chunks?sequence=0`)
      .set('x-csrf-token', trainee.csrf)
      .set('content-type', 'video/webm')
      .send(Buffer.from('slice'));
    expect(notHost.status).toBe(403);
  });

  it('LIVE-26 a refused slice never reaches the storage (it is not stored, then removed)', async () => {
    const { id } = await startedMeeting();
    const recordingId = (await supervisor.post(`/api/meetings/${id}/recording/start`)).body.recording_id as string;
    const slice = (client: ApiClient) =>
      client.agent
        .post(`/api/meetings/${id}/recording/${recordingId}/chunks?sequence=0`)
        .set('x-csrf-token', client.csrf)
        .set('content-type', 'video/webm')
        .send(Buffer.from('slice'));
    const changed: string[] = [];
    const watcher = watch(uploadDir, (_event, name) => {
      if (name) changed.push(name);
    });
    try {
      expect((await slice(trainee)).status).toBe(403);
      expect((await slice(supervisor)).status).toBe(201);
      // the folder's changes are reported in order: once our marker's is, the two slices' have been
      const marked = new Promise<void>((resolve) => watcher.on('change', (_event, name) => name === 'marker' && resolve()));
      await writeFile(join(uploadDir, 'marker'), '');
      await marked;
    } finally {
      watcher.close();
    }
    const stored = new Set(changed.filter((name) => name !== 'marker').map((name) => name.slice(0, 36)));
    expect(stored.size).toBe(1); // the host's slice alone
  });

  it('LIVE-26 bytes that are not media end in processing_error, from which the host may reprocess', async () => {
    const { id } = await startedMeeting();
    const recordingId = (await supervisor.post(`/api/meetings/${id}/recording/start`)).body.recording_id as string;
    await supervisor.agent
      .post(`/api/meetings/${id}/recording/${recordingId}/chunks?sequence=0`)
      .set('x-csrf-token', supervisor.csrf)
      .set('content-type', 'video/webm')
      .send(Buffer.from('this is not a webm file'));
    await supervisor.post(`/api/meetings/${id}/recording/stop`, { recording_id: recordingId });
    const failed = await recordingStatusBecomes(id, 'processing_error');
    expect(failed.failure_reason).toMatch(/^ffmpeg failed/);
    const again = await supervisor.post(`/api/meetings/${id}/reprocess`, { recording_id: recordingId });
    expect(again.status).toBe(200);
    await recordingStatusBecomes(id, 'processing_error');
  });
});
