// BigBlueButton sessions over the real app (issue 16 items 2, 3 and 7): the servers the configuration names
// (BBB_SERVERS: a hybrid one, a session one, and a recording store that is down), their stats and enable
// switch, the room opened on a server with its dial-in number and conference code, and the recordings BBB makes
// imported into the session's recording lifecycle. The servers are local HTTP servers speaking BBB's API with
// its checksum (support/fakeBigBlueButton.ts); against a real BBB the same code runs with BBB_URL/BBB_SECRET or
// BBB_SERVERS set to it (and shared/platform/video/bigBlueButton.int.test.ts checks the calls there).
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateClip } from '@practicum/command-service/liveSessions/media/ffmpeg';
import { startFakeBigBlueButton, type FakeBigBlueButton } from './support/fakeBigBlueButton.js';
import { anonymousClient, positionOf, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let admin: ApiClient;
let supervisor: ApiClient;
let trainee: ApiClient;
let traineePosition: string;
let hybrid: FakeBigBlueButton;
let sessions: FakeBigBlueButton;
let downUrl: string;
let work: string;
let clip: string;

/** An address nothing listens on: a server that does not answer. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'live-bbb-'));
  clip = join(work, 'webcams.webm');
  await generateClip(clip, 2, 'webm');
  hybrid = await startFakeBigBlueButton({ secret: 'hybrid-secret', dialNumber: '+1-555-0100' });
  sessions = await startFakeBigBlueButton({ secret: 'session-secret' });
  downUrl = `http://127.0.0.1:${await closedPort()}/bigbluebutton/`;
  process.env.BBB_SERVERS = JSON.stringify([
    { url: hybrid.url, secret: hybrid.secret, type: 'hybrid' },
    { url: sessions.url, secret: sessions.secret, type: 'session' },
    { url: downUrl, secret: 'recording-secret', type: 'recording' },
  ]);
  try {
    t = await startTestApp({ name: 'livebbb' });
  } finally {
    delete process.env.BBB_SERVERS;
  }
  admin = await signIn(t.app, 'admin');
  supervisor = await signIn(t.app, 'supervisor');
  trainee = await signIn(t.app, 'trainee');
  traineePosition = await positionOf(supervisor, 'trainee', 'Theo Turner');
}, 300_000);
afterAll(async () => {
  await t?.close();
  await hybrid?.close();
  await sessions?.close();
  await rm(work, { recursive: true, force: true });
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const bbbSession = (title: string) => ({
  title,
  schedule_type: 'scheduled',
  start_at: inMinutes(30),
  duration: 30,
  participants: [traineePosition],
  provider: 'big_blue_button',
});

interface ServerRow {
  url: string;
  type: string;
  status: string;
  enabled: boolean;
  meetings: number | null;
  participants: number | null;
  current_sessions: number;
}
const servers = async (): Promise<Record<string, ServerRow>> => {
  const { body } = await admin.get('/api/admin/tools/meetings/servers').expect(200);
  return Object.fromEntries((body as ServerRow[]).map((row) => [row.url, row]));
};
const toggle = (url: string, enabled: boolean) => admin.post('/api/admin/tools/meetings/servers/toggle', { url, enabled });

/** Creates a BBB session, starts it, and seats the host: answers its id and the host's participant id. */
async function startedBbbSession(title: string): Promise<{ id: string; code: string; seat: string }> {
  const created = await supervisor.post('/api/meetings', bbbSession(title));
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect((await supervisor.post(`/api/meetings/${id}/start`)).status).toBe(200);
  const seat = await supervisor.post(`/api/meetings/${id}/join`);
  expect(seat.status).toBe(201);
  return { id, code: created.body.code as string, seat: seat.body.participant_id as string };
}

/** The signed join address's call, query and whether its checksum is BBB's sha1(call + query + secret). */
function joinAddress(joinUrl: string, server: FakeBigBlueButton) {
  const url = new URL(joinUrl);
  const query = url.search.slice(1);
  const signed = query.slice(0, query.lastIndexOf('&checksum='));
  const checksum = new URLSearchParams(query).get('checksum');
  return {
    base: `${url.origin}${url.pathname.replace(/api\/join$/, '')}`,
    params: Object.fromEntries(new URLSearchParams(signed)),
    checksumOk: checksum === createHash('sha1').update(`join${signed}${server.secret}`).digest('hex'),
  };
}

describe('ADMIN-35 the BigBlueButton servers', () => {
  it('ADMIN-35 lists each configured server with its type, status and stats; only admins read them', async () => {
    const rows = await servers();
    expect(rows[hybrid.url]).toEqual(
      expect.objectContaining({ type: 'hybrid', status: 'available', enabled: true, meetings: 0, participants: 0, current_sessions: 0 }),
    );
    expect(rows[sessions.url]).toEqual(expect.objectContaining({ type: 'session', status: 'available', enabled: true, meetings: 0 }));
    // the recording store does not answer: unavailable, without stats
    expect(rows[downUrl]).toEqual(expect.objectContaining({ type: 'recording', status: 'unavailable', enabled: true, meetings: null }));
    // the stats came from getMeetings, signed as BBB checks it
    expect(hybrid.calls.filter((c) => c.call === 'getMeetings').every((c) => c.checksumOk)).toBe(true);
    expect((await supervisor.get('/api/admin/tools/meetings/servers')).status).toBe(403);
  });

  it('ADMIN-35 the switch refuses a server not configured (422) and anyone but an admin (403)', async () => {
    const unknown = await toggle('https://elsewhere.example.org/bigbluebutton/', false);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ url: ['The selected server is invalid.'] });
    expect((await supervisor.post('/api/admin/tools/meetings/servers/toggle', { url: hybrid.url, enabled: false })).status).toBe(403);
    expect((await servers())[hybrid.url]!.enabled).toBe(true);
  });
});

describe('LIVE-19 LIVE-15 a BigBlueButton session', () => {
  let meeting: { id: string; code: string; seat: string };

  it('LIVE-19 the provider is no_provider by default or big_blue_button; zoom is not a provider here (422)', async () => {
    const zoom = await supervisor.post('/api/meetings', { ...bbbSession('On zoom'), provider: 'zoom' });
    expect(zoom.status).toBe(422);
    expect(Object.keys(zoom.body.errors as object)).toEqual(['provider']);
    const browser = await supervisor.post('/api/meetings', { ...bbbSession('In the browser'), provider: undefined });
    const read = (id: string) => supervisor.get(`/api/meetings/${id}`).expect(200);
    expect((await read(browser.body.id as string)).body).toMatchObject({ title: 'In the browser', provider: 'no_provider' });
    const bbb = await supervisor.post('/api/meetings', bbbSession('On BigBlueButton'));
    // no room yet, so no dial-in either
    expect((await read(bbb.body.id as string)).body).toMatchObject({
      title: 'On BigBlueButton',
      provider: 'big_blue_button',
      dial_in_phone: null,
      dial_in_code: null,
    });
  });

  it('ADMIN-35 a disabled server takes no new session: the room opens on the enabled one, signed, with its dial-in (LIVE-15)', async () => {
    expect((await toggle(sessions.url, false)).status).toBe(200);
    expect((await servers())[sessions.url]!.enabled).toBe(false);
    meeting = await startedBbbSession('Group supervision on BBB');
    const ticket = await supervisor.post(`/api/meetings/${meeting.id}/video-ticket`, { participant_id: meeting.seat });
    expect(ticket.status).toBe(200);
    expect(ticket.body.provider).toBe('big_blue_button');
    const address = joinAddress(ticket.body.join_url as string, hybrid);
    expect(address).toEqual({
      base: hybrid.url,
      params: expect.objectContaining({ fullName: 'Sofia Singh', meetingID: meeting.id, role: 'MODERATOR' }),
      checksumOk: true,
    });
    expect(hybrid.calls.find((c) => c.call === 'create' && c.params.meetingID === meeting.id)).toMatchObject({ checksumOk: true });
    expect(sessions.calls.some((c) => c.call === 'create')).toBe(false);

    // LIVE-15: BBB's telephone bridge becomes the session's dial-in, in its details and its waiting room
    const voiceBridge = hybrid.rooms.get(meeting.id)!.voiceBridge;
    const { body } = await supervisor.get(`/api/meetings/${meeting.id}`).expect(200);
    expect(body).toMatchObject({ status: 'started', dial_in_phone: '+1-555-0100', dial_in_code: voiceBridge });
    const guest = await anonymousClient(t.app);
    guest.lastPosition = supervisor.lastPosition;
    const room = await guest.get(`/api/meetings/${meeting.code}/waiting-room`).expect(200);
    expect(room.body).toMatchObject({ status: 'started', dial_in_phone: '+1-555-0100', dial_in_code: voiceBridge });

    // the trainee's ticket goes to the same room, as a viewer
    const traineeSeat = await trainee.post(`/api/meetings/${meeting.id}/join`);
    const traineeTicket = await trainee.post(`/api/meetings/${meeting.id}/video-ticket`, {
      participant_id: traineeSeat.body.participant_id as string,
    });
    expect(joinAddress(traineeTicket.body.join_url as string, hybrid)).toMatchObject({
      base: hybrid.url,
      params: expect.objectContaining({ fullName: 'Theo Turner', role: 'VIEWER' }),
      checksumOk: true,
    });
    hybrid.rooms.get(meeting.id)!.participants = 2;
    admin.lastPosition = supervisor.lastPosition;
    expect((await servers())[hybrid.url]).toMatchObject({ meetings: 1, participants: 2, current_sessions: 1 });
  });

  it('ADMIN-35 LIVE-47 with every server taking sessions disabled, a new session has no server; an open room keeps its own', async () => {
    expect((await toggle(hybrid.url, false)).status).toBe(200);
    const stranded = await startedBbbSession('Nowhere to go');
    const verify = await supervisor.get(`/api/meetings/${stranded.id}/verify-startable`).expect(200);
    expect(verify.body).toMatchObject({ startable: false, message: 'The meeting has already started.' });
    const fresh = await supervisor.post('/api/meetings', bbbSession('Not startable'));
    const startable = await supervisor.get(`/api/meetings/${fresh.body.id as string}/verify-startable`).expect(200);
    expect(startable.body).toMatchObject({ startable: false, message: 'No servers are available for this session.' });
    const refused = await supervisor.post(`/api/meetings/${stranded.id}/video-ticket`, { participant_id: stranded.seat });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('No servers are available for this session.');
    // the session opened on the hybrid server before stays there
    const again = await supervisor.post(`/api/meetings/${meeting.id}/video-ticket`, { participant_id: meeting.seat });
    expect(joinAddress(again.body.join_url as string, hybrid).base).toBe(hybrid.url);
    expect((await toggle(hybrid.url, true)).status).toBe(200);
    expect((await toggle(sessions.url, true)).status).toBe(200);
    expect(Object.values(await servers()).map((s) => s.enabled)).toEqual([true, true, true]);
  });

  it('LIVE-26 ending the session ends its room; the recording BBB publishes later is imported: processing, then recorded', async () => {
    const ended = await supervisor.post(`/api/meetings/${meeting.id}/end`);
    expect(ended.status).toBe(200);
    expect(hybrid.rooms.has(meeting.id)).toBe(false);
    expect(hybrid.calls.find((c) => c.call === 'end' && c.params.meetingID === meeting.id)).toMatchObject({ checksumOk: true });
    const importNow = () => admin.post(`/api/admin/tools/meetings/${meeting.id}/import-recordings`);

    // BBB still processing: nothing to import yet
    expect((await importNow()).body).toMatchObject({ imported: 0 });
    const recordId = `${createHash('sha1').update(meeting.id).digest('hex')}-1763900000000`;
    hybrid.recordings.push({ recordId, meetingId: meeting.id, published: false, file: clip, mimeType: 'video/webm' });
    expect((await importNow()).body).toMatchObject({ imported: 0 });

    hybrid.recordings[0]!.published = true;
    const imported = await importNow();
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ id: meeting.id, imported: 1 });
    expect(hybrid.calls.filter((c) => c.call === 'getRecordings').every((c) => c.checksumOk && c.params.meetingID === meeting.id)).toBe(
      true,
    );

    supervisor.lastPosition = imported.body.position as string;
    let record = (await supervisor.get(`/api/meetings/${meeting.id}`).expect(200)).body as {
      recording_status: string;
      recordings: { status: string; source: string; duration_seconds: number | null; url: string | null; mime_type: string | null }[];
    };
    expect(['processing', 'recorded']).toContain(record.recording_status);
    for (let i = 0; i < 600 && record.recording_status === 'processing'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      record = (await supervisor.get(`/api/meetings/${meeting.id}`).expect(200)).body as typeof record;
    }
    expect(record.recording_status).toBe('recorded');
    expect(record.recordings).toEqual([
      expect.objectContaining({
        status: 'ready',
        source: 'provider',
        duration_seconds: 2,
        mime_type: 'video/mp4',
        url: expect.any(String),
      }),
    ]);
    const link = new URL(record.recordings[0]!.url!, 'http://app');
    const file = await supervisor.agent.get(link.pathname + link.search);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');

    // a second run finds it imported
    expect((await importNow()).body).toMatchObject({ imported: 0 });
    const after = await supervisor.get(`/api/meetings/${meeting.id}`).expect(200);
    expect((after.body.recordings as unknown[]).length).toBe(1);
  });

  it('LIVE-26 the import is for admins, and for BigBlueButton sessions only', async () => {
    expect((await supervisor.post(`/api/admin/tools/meetings/${meeting.id}/import-recordings`)).status).toBe(403);
    const browser = await supervisor.post('/api/meetings', { ...bbbSession('Browser video'), provider: 'no_provider' });
    const refused = await admin.post(`/api/admin/tools/meetings/${browser.body.id as string}/import-recordings`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only BigBlueButton sessions have recordings on the provider.');
  });
});
