// Live sessions over HTTP (issue 16): the meeting commands at the spec's paths (LIVE-39 … 46), authorized by
// role and organization on the server, with the spec's rules answered as 422s.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import {
  anonymousClient,
  eventCount,
  otherOrganizationCoordinator,
  positionOf,
  refusedWithoutEvents,
  signIn,
  type ApiClient,
  type TestApp,
  startTestApp,
} from './support/testApp.js';
import { commandAppOver } from './support/commandApp.js';
import type { RunningPracticum } from '@practicum/infra/app';
import type { ConfiguredEventStore } from '@practicum/shared/platform/eventstore/index';

let t: TestApp;
let supervisor: ApiClient;
let trainee: ApiClient;
let faculty: ApiClient;
let traineePosition: string;
let facultyPosition: string;
let facultyUserId: string;

let otherClient: ApiClient | undefined;
/** A coordinator of the demo's other organization, made once. */
const otherOrganization = async () => (otherClient ??= await otherOrganizationCoordinator(t.app));

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  supervisor = await signIn(t.app, 'supervisor');
  trainee = await signIn(t.app, 'trainee');
  faculty = await signIn(t.app, 'faculty');
  traineePosition = await positionOf(supervisor, 'trainee', 'Theo Turner');
  facultyPosition = await positionOf(supervisor, 'faculty', 'Felix Fernandez');
  facultyUserId = (await t.app.pool.query<{ user_id: string }>('SELECT user_id FROM positions WHERE id = $1', [facultyPosition])).rows[0]!
    .user_id;
});
afterAll(() => t?.close());

/** The guest's link names the meeting by code, which the read model maps: wait until it has the meeting. */
async function projected(id: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rowCount } = await t.app.pool.query('SELECT 1 FROM meetings WHERE id = $1', [id]);
    if (rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('meeting not projected');
}

const session = (overrides: Record<string, unknown> = {}) => ({
  title: 'Weekly supervision',
  schedule_type: 'scheduled',
  start_at: inDays(2),
  duration: 45,
  participants: [traineePosition],
  ...overrides,
});

type RolePlay = { id: string; title: string; recording_status: string; recordings: { url: string | null }[] };
/** The demo's uploaded role play, once the recording processor has made its recording (as any upload's). */
async function demoRolePlay(): Promise<RolePlay | undefined> {
  let found: RolePlay | undefined;
  for (let i = 0; i < 600 && found?.recording_status !== 'recorded'; i++) {
    if (i) await new Promise((resolve) => setTimeout(resolve, 200));
    const list = (await supervisor.get('/api/meetings?filter={"list":"uploaded"}').expect(200)).body as RolePlay[];
    found = list.find((m) => m.title === 'Role play: reflective listening');
  }
  return found;
}

const signInAs = async (email: string) => {
  const client = await anonymousClient(t.app);
  expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return client;
};

/** Passes the HIPAA course's exam as `client` (a trainee), unless they have already. */
async function hipaaCoursePassed(client: ApiClient): Promise<void> {
  if (((await client.get('/api/users/current').expect(200)).body as { hipaa_completed: boolean }).hipaa_completed) return;
  const hipaa = (await (await signIn(t.app, 'admin')).get('/api/ce-courses/hipaa').expect(200)).body as {
    questions: { id: string; answer: number }[];
  };
  const answers = Object.fromEntries(hipaa.questions.map((q) => [q.id, q.answer]));
  expect((await client.post('/api/ce-courses/hipaa/exam', { attempt: 1, answers })).body.passed).toBe(true);
}

describe('LIVE-41 creating a session', () => {
  it('LIVE-41 a supervisor schedules a session with a trainee', async () => {
    const response = await supervisor.post('/api/meetings', session());
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ status: 'scheduled', recording_status: 'unknown' });
    expect(response.body.code).toMatch(/^[a-z2-9]{10}$/);
  });

  it('LIVE-27 LIVE-28 LIVE-29 answers 422 with every broken rule and records nothing', async () => {
    const response = await refusedWithoutEvents(t.app, () =>
      supervisor.post('/api/meetings', session({ title: '', participants: [], duration: 3, start_at: inDays(200) })),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      title: ['The title field is required.'],
      participants: ['A session needs at least two participants.'],
      duration: ['The expected duration must be at least 5 minutes.'],
      start_at: ['The session cannot be scheduled more than 5 months ahead.'],
    });
  });

  it('LIVE-32 refuses duplicate guest emails', async () => {
    const response = await supervisor.post('/api/meetings', session({ guest_emails: ['a@x.org', 'a@x.org'] }));
    expect(response.status).toBe(422);
    expect(response.body.errors.guest_emails).toEqual(['The guest emails field has a duplicate value.']);
  });

  it('LIVE-30 a date before the year 1000 or past 9999 is refused (422, nothing stored): the read model could not hold it', async () => {
    for (const start_at of ['-010000-01-01T00:00:00Z', '+275760-09-13T00:00:00Z', '0999-12-31T23:59:59Z']) {
      const response = await refusedWithoutEvents(t.app, () =>
        supervisor.post('/api/meetings', session({ schedule_type: 'recorded', start_at, upload_uuid: randomUUID() })),
      );
      expect({ start_at, status: response.status, errors: response.body.errors }).toEqual({
        start_at,
        status: 422,
        errors: { start_at: ['The date and time field must be a valid date.'] },
      });
    }
  });

  it('LIVE-35 refuses telehealth to a supervisor (403)', async () => {
    const response = await refusedWithoutEvents(t.app, () =>
      supervisor.post('/api/meetings', session({ schedule_type: 'telehealth', guest_emails: ['client@x.org'], terms_agreed: true })),
    );
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Only trainees can conduct telehealth sessions.');
  });

  it('LIVE-41 refuses a participant of another organization', async () => {
    const other = await otherOrganization();
    const otherPosition = (
      await t.app.pool.query<{ id: string }>(
        `SELECT p.id FROM positions p JOIN users u ON u.id = p.user_id
         WHERE u.email = 'supervisor@demo.practicum.test' AND p.organization_id <> (SELECT organization_id FROM positions WHERE id = $1)`,
        [traineePosition],
      )
    ).rows[0]!.id;
    const response = await supervisor.post('/api/meetings', session({ participants: [otherPosition] }));
    expect(response.status).toBe(422);
    expect(response.body.errors.participants).toEqual(['The selected user is invalid.']);
    // and the other organization cannot touch ours: 404
    const created = await supervisor.post('/api/meetings', session());
    expect((await other.delete(`/api/meetings/${created.body.id}/cancel`)).status).toBe(404);
  });
});

describe('LIVE-42 … 45 participants, sharing, comments, cancel', () => {
  let id: string;
  beforeAll(async () => {
    id = (await supervisor.post('/api/meetings', session())).body.id as string;
  });

  it('LIVE-34 the host cannot be removed; a participant cannot cancel (403)', async () => {
    const hostUser = (
      await t.app.pool.query<{ user_id: string }>(
        "SELECT p.user_id FROM positions p JOIN users u ON u.id = p.user_id WHERE u.email = 'supervisor@demo.practicum.test' LIMIT 1",
      )
    ).rows[0]!.user_id;
    const response = await supervisor.delete(`/api/meetings/${id}/user/${hostUser}`);
    expect(response.status).toBe(422);
    expect(response.body.errors.user).toEqual(['The host cannot be removed from the session.']);
    expect((await trainee.delete(`/api/meetings/${id}/cancel`)).status).toBe(403);
  });

  it('LIVE-45 the trainee shares with faculty, who comments; the host unshares', async () => {
    expect((await trainee.post(`/api/meetings/${id}/users/share`, { users: [facultyPosition] })).status).toBe(200);
    expect((await faculty.post(`/api/meetings/${id}/comments`, { body: 'Good rapport building.' })).status).toBe(201);
    expect((await supervisor.post(`/api/meetings/${id}/resend-invitation/${facultyUserId}`)).status).toBe(200);
    expect((await supervisor.delete(`/api/meetings/${id}/user/${facultyUserId}/unshare`)).status).toBe(200);
    // no longer a reviewer, faculty no longer sees the session: it answers as one that does not exist (LIVE-13)
    expect((await faculty.post(`/api/meetings/${id}/comments`, { body: 'Again' })).status).toBe(404);
  });

  it('LIVE-24 an archived session cannot be shared or commented on', async () => {
    expect((await supervisor.post(`/api/meetings/${id}/archive`)).status).toBe(200);
    const share = await supervisor.post(`/api/meetings/${id}/users/share`, { users: [facultyPosition] });
    expect(share.status).toBe(409);
    expect(share.body.message).toBe('Archived sessions cannot be shared.');
    const comment = await supervisor.post(`/api/meetings/${id}/comments`, { body: 'Late note' });
    expect(comment.body.message).toBe('Archived sessions cannot be commented on.');
  });

  it('LIVE-42 cancels a scheduled session once', async () => {
    const other = (await supervisor.post('/api/meetings', session())).body.id as string;
    expect((await supervisor.delete(`/api/meetings/${other}/cancel`)).status).toBe(200);
    const again = await supervisor.delete(`/api/meetings/${other}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only scheduled sessions can be canceled.');
  });
});

describe('LIVE-41 LIVE-44 changing a scheduled session and its people', () => {
  let id: string;
  beforeAll(async () => {
    id = (await supervisor.post('/api/meetings', session())).body.id as string;
  });

  it('LIVE-44 the initial state sends the participant limits the server keeps to (000 §3.1)', async () => {
    const { body } = await (await anonymousClient(t.app)).get('/api/initial-state').expect(200);
    expect(body.live_session_participant_limits).toEqual({ general: 10, big_blue_button: 100 });
  });

  it('LIVE-41 LIVE-29 the host changes title, time and duration; a broken rule is 422 and a participant is refused', async () => {
    const start = inDays(3);
    const changed = await supervisor.put(`/api/meetings/${id}`, { title: 'Case review', start_at: start, duration: 30 });
    expect(changed.status).toBe(200);
    supervisor.lastPosition = changed.body.position;
    expect((await supervisor.get(`/api/meetings/${id}`).expect(200)).body).toMatchObject({
      title: 'Case review',
      start_at: start,
      duration: 30,
    });
    const broken = await supervisor.put(`/api/meetings/${id}`, { duration: 4, start_at: inDays(-1) });
    expect(broken.status).toBe(422);
    expect(broken.body.errors).toEqual({
      duration: ['The expected duration must be at least 5 minutes.'],
      start_at: ['The session must be scheduled in the future.'],
    });
    // LIVE-29 a negative duration is told the same rule, never "at least 0" (which 0 breaks too)
    const negative = await supervisor.put(`/api/meetings/${id}`, { duration: -5 });
    expect(negative.status).toBe(422);
    expect(negative.body.errors).toEqual({ duration: ['The expected duration must be at least 5 minutes.'] });
    const byParticipant = await trainee.put(`/api/meetings/${id}`, { title: 'Mine now' });
    expect(byParticipant.status).toBe(403);
    expect(byParticipant.body.message).toBe('Only the host of this session can do this.');
  });

  it('LIVE-33 guests invited by an edit count against the participant limit (10): past it 422, nothing stored', async () => {
    const own = (await supervisor.post('/api/meetings', session())).body.id as string;
    const guests = (n: number) => Array.from({ length: n }, (_, i) => `guest${i}@example.org`);
    const refused = await refusedWithoutEvents(t.app, () => supervisor.put(`/api/meetings/${own}`, { guest_emails: guests(9) }));
    expect({ status: refused.status, errors: refused.body.errors }).toEqual({
      status: 422,
      errors: { participants: ['participant limit 10'] },
    });
    expect((await supervisor.put(`/api/meetings/${own}`, { guest_emails: guests(8) })).status).toBe(200);
  });

  it('LIVE-44 the host adds faculty as a participant and removes them again', async () => {
    const people = async (position: string) => {
      supervisor.lastPosition = position;
      return ((await supervisor.get(`/api/meetings/${id}`).expect(200)).body.users as { id: string }[]).map((u) => u.id);
    };
    const added = await supervisor.post(`/api/meetings/${id}/users`, { users: [facultyPosition] });
    expect(added.status).toBe(200);
    expect(await people(added.body.position)).toContain(facultyUserId);
    expect((await trainee.post(`/api/meetings/${id}/users`, { users: [facultyPosition] })).status).toBe(403);
    const removed = await supervisor.delete(`/api/meetings/${id}/user/${facultyUserId}`);
    expect(removed.status).toBe(200);
    expect(await people(removed.body.position)).not.toContain(facultyUserId);
    const again = await supervisor.delete(`/api/meetings/${id}/user/${facultyUserId}`);
    expect(again.status).toBe(422);
    expect(again.body.errors.user).toEqual(['The selected user is not a participant of this session.']);
  });

  it('LIVE-44 "participant limit 10": a full session takes no one more, at creation or later', async () => {
    const guests = Array.from({ length: 8 }, (_, i) => `guest${i}@example.org`);
    const full = await supervisor.post('/api/meetings', session({ guest_emails: guests }));
    expect(full.status).toBe(201);
    const more = await supervisor.post(`/api/meetings/${full.body.id as string}/users`, { users: [facultyPosition] });
    expect(more.status).toBe(422);
    expect(more.body.errors.users).toEqual(['participant limit 10']);
    const tooMany = await supervisor.post('/api/meetings', session({ guest_emails: [...guests, 'guest8@example.org'] }));
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.participants).toEqual(['participant limit 10']);
  });
});

describe('LIVE-12 LIVE-47 the lifecycle the room drives', () => {
  it('LIVE-10 LIVE-47 the host starts, a guest joins by code, the host ends; the waiting room reads after a position', async () => {
    const created = await supervisor.post('/api/meetings', session({ schedule_type: 'now', start_at: null }));
    const { id, code } = created.body as { id: string; code: string };
    const guest = await anonymousClient(t.app);
    await projected(id);
    const early = await guest.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Casey Client' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('The meeting has not yet started.');
    expect((await supervisor.post(`/api/meetings/${id}/start`)).status).toBe(200);
    const again = await supervisor.post(`/api/meetings/${id}/start`);
    expect(again.body.message).toBe('The meeting has already started.');
    const joined = await guest.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Casey Client' });
    expect(joined.status).toBe(201);
    expect(joined.body.participant_id).toEqual(expect.any(String));
    // the guest enters the call without an account: the ticket answers for the seat the join kept in its session
    const ticket = await guest.post(`/api/meetings/${id}/video-ticket`, { participant_id: joined.body.participant_id });
    expect(ticket.status).toBe(200);
    expect(ticket.body.provider).toBe('embedded');
    const ended = await supervisor.post(`/api/meetings/${id}/end`);
    expect(ended.body).toMatchObject({ status: 'ended', recording_status: 'not_recorded' });
    // LIVE-10: the waiting room re-reads after the push's position, and so reads the change it was told of
    guest.lastPosition = ended.body.position;
    expect((await guest.get(`/api/meetings/${code}/waiting-room`).expect(200)).body.status).toBe('ended');
    guest.lastPosition = 'not-a-position';
    expect((await guest.get(`/api/meetings/${code}/waiting-room`)).status).toBe(422);
    guest.lastPosition = null;
    const late = await trainee.post(`/api/meetings/${id}/join`);
    expect(late.body.message).toBe('The meeting has already finished.');
  });

  it('LIVE-12 LIVE-44 a guest joining again from the same browser keeps one seat, so reloads cannot fill the session', async () => {
    const created = await supervisor.post('/api/meetings', session({ schedule_type: 'now', start_at: null }));
    const { id, code } = created.body as { id: string; code: string };
    await projected(id);
    expect((await supervisor.post(`/api/meetings/${id}/start`)).status).toBe(200);
    const guest = await anonymousClient(t.app);
    const seats = new Set<string>();
    // as many joins as the session has seats (participant limit 10)
    for (let i = 0; i < 10; i++) {
      const joined = await guest.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Casey Client' });
      expect(joined.status).toBe(201);
      seats.add(joined.body.participant_id as string);
    }
    expect(seats.size).toBe(1);
    // the host still finds a seat, and the room counts the guest once beside them
    const host = await supervisor.post(`/api/meetings/${id}/join`);
    expect(host.status).toBe(201);
    supervisor.lastPosition = host.body.position;
    expect((await supervisor.get(`/api/meetings/${id}/verify-joinable`).expect(200)).body.participants).toBe(2);
    // another browser is another guest
    const other = await anonymousClient(t.app);
    const second = await other.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Sam Client' });
    expect(second.body.participant_id).not.toBe([...seats][0]);
    expect((await supervisor.post(`/api/meetings/${id}/end`)).status).toBe(200);
  });

  it('LIVE-12 LIVE-44 a guest who leaves gives the seat back, and can only ever leave their own seat', async () => {
    const created = await supervisor.post('/api/meetings', session({ schedule_type: 'now', start_at: null }));
    const { id, code } = created.body as { id: string; code: string };
    await projected(id);
    expect((await supervisor.post(`/api/meetings/${id}/start`)).status).toBe(200);
    const host = await supervisor.post(`/api/meetings/${id}/join`);
    const casey = await anonymousClient(t.app);
    const sam = await anonymousClient(t.app);
    const caseySeat = (await casey.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Casey Client' })).body.participant_id;
    await sam.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Sam Client' });
    // X-Position names what the answer needs projected even when the command wrote nothing (a seat kept on rejoining)
    const present = async (answer: { headers: Record<string, string> }): Promise<number> => {
      supervisor.lastPosition = answer.headers['x-position'] ?? null;
      return (await supervisor.get(`/api/meetings/${id}/verify-joinable`).expect(200)).body.participants as number;
    };
    const beforeLeaving = await casey.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Casey Client' });
    expect(await present(beforeLeaving)).toBe(3);
    // a browser that never joined has no seat to give back, whatever it sends
    const stranger = await anonymousClient(t.app);
    const refused = await stranger.post(`/api/meetings/${code}/waiting-room/leave`, { participant_id: caseySeat });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('This session link is invalid or has ended.');
    expect((await stranger.post('/api/meetings/not-a-code/waiting-room/leave', {})).status).toBe(404);
    const left = await casey.post(`/api/meetings/${code}/waiting-room/leave`, {});
    expect(left.status).toBe(200);
    expect(await present(left)).toBe(2);
    // leaving twice finds no seat; joining again takes a new one
    expect((await casey.post(`/api/meetings/${code}/waiting-room/leave`, {})).status).toBe(404);
    const back = await casey.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Casey Client' });
    expect(back.status).toBe(201);
    expect(back.body.participant_id).not.toBe(caseySeat);
    expect(await present(back)).toBe(3);
    expect(host.status).toBe(201);
    expect((await supervisor.post(`/api/meetings/${id}/end`)).status).toBe(200);
  });
});

describe('LIVE-12 LIVE-44 guests without their cookie', () => {
  it('LIVE-12 LIVE-44 take at most four new seats from one address in a session (429 after), and a seat kept stays usable', async () => {
    const created = await supervisor.post('/api/meetings', session({ schedule_type: 'now', start_at: null }));
    const { id, code } = created.body as { id: string; code: string };
    await projected(id);
    // refused joins (not started yet) take no seat and count nothing
    const early = await anonymousClient(t.app);
    for (let i = 0; i < 5; i++)
      expect((await early.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Casey Client' })).status).toBe(409);
    expect((await supervisor.post(`/api/meetings/${id}/start`)).status).toBe(200);
    const browsers = [];
    for (let i = 0; i < 4; i++) {
      const browser = await anonymousClient(t.app);
      expect((await browser.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: `Guest ${i}` })).status).toBe(201);
      browsers.push(browser);
    }
    const fifth = await refusedWithoutEvents(t.app, async () =>
      (await anonymousClient(t.app)).post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Guest 5' }),
    );
    expect(fifth.status).toBe(429);
    // the hour's lock began at the fourth seat
    const wait = Number(fifth.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(fifth.body.errors).toEqual({ guest_name: [`too many guests joined from this address, retry in ${wait} seconds`] });
    // a browser that holds its seat joins again (a reload)
    expect((await browsers[0]!.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Guest 0' })).status).toBe(201);
    // the host still finds a seat
    expect((await supervisor.post(`/api/meetings/${id}/join`)).status).toBe(201);
    expect((await supervisor.post(`/api/meetings/${id}/end`)).status).toBe(200);
  });
});

describe('LIVE-36 a trainee needs the HIPAA course to join, as to host', () => {
  it('LIVE-36 a participant trainee without it is refused at the door (403, nothing stored); the one with it joins', async () => {
    const mayaPosition = await positionOf(supervisor, 'trainee', 'Maya Patel');
    const created = await supervisor.post(
      '/api/meetings',
      session({ schedule_type: 'now', start_at: null, participants: [traineePosition, mayaPosition] }),
    );
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    expect((await supervisor.post(`/api/meetings/${id}/start`)).status).toBe(200);
    // Maya Patel has not taken the demo's HIPAA course; Theo Turner has
    const maya = await anonymousClient(t.app);
    expect((await maya.post('/api/login', { email: 'maya.patel@demo.practicum.test', password: DEMO_PASSWORD })).status).toBe(200);
    const refused = await refusedWithoutEvents(t.app, () => maya.post(`/api/meetings/${id}/join`));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You must complete the HIPAA course before using live sessions.');
    expect((await trainee.post(`/api/meetings/${id}/join`)).status).toBe(201);
    expect((await supervisor.post(`/api/meetings/${id}/end`)).status).toBe(200);
  });
});

describe('LIVE-36 PASS-13 every trainee write under /api/meetings asks for the HIPAA course and a current pass', () => {
  it('LIVE-36 a participant trainee without the course can neither comment on nor share a session (403, nothing stored)', async () => {
    const mayaPosition = await positionOf(supervisor, 'trainee', 'Maya Patel');
    const created = await supervisor.post('/api/meetings', session({ participants: [traineePosition, mayaPosition] }));
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    // Maya Patel has not taken the demo's HIPAA course
    const maya = await signInAs('maya.patel@demo.practicum.test');
    for (const write of [
      () => maya.post(`/api/meetings/${id}/comments`, { body: 'Notes on the client' }),
      () => maya.post(`/api/meetings/${id}/users/share`, { users: [facultyPosition] }),
      () => maya.post(`/api/meetings/${id}/video-ticket`, { participant_id: randomUUID() }),
    ]) {
      const refused = await refusedWithoutEvents(t.app, write);
      expect([refused.status, refused.body.message]).toEqual([403, 'You must complete the HIPAA course before using live sessions.']);
    }
    // Theo Turner, who has the course, comments
    expect((await trainee.post(`/api/meetings/${id}/comments`, { body: 'Notes on the client' })).status).toBe(201);
  });
  it('PASS-13 a trainee whose pass expired, past the course, can neither comment on nor share a session (403)', async () => {
    const xavierPosition = await positionOf(supervisor, 'trainee', 'Xavier Expired');
    const created = await supervisor.post('/api/meetings', session({ participants: [traineePosition, xavierPosition] }));
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const xavier = await signInAs('xavier.expired@demo.practicum.test');
    await hipaaCoursePassed(xavier);
    for (const write of [
      () => xavier.post(`/api/meetings/${id}/comments`, { body: 'Notes on the client' }),
      () => xavier.post(`/api/meetings/${id}/users/share`, { users: [facultyPosition] }),
      () => xavier.post(`/api/meetings/${id}/join`),
    ]) {
      const refused = await refusedWithoutEvents(t.app, write);
      expect([refused.status, refused.body.message]).toEqual([403, 'access pass required']);
    }
  });
});

describe("LIVE-36 PASS-13 the gate hands the trainee's course and pass to creating and joining", () => {
  it('LIVE-36 PASS-13 a trainee creating and joining a session has their course and pass each read once a request', async () => {
    // the same store, counting the reads of the HIPAA and access pass streams
    const reads: string[] = [];
    const counting: ConfiguredEventStore = Object.assign(Object.create(t.app.eventStore) as ConfiguredEventStore, {
      readStream: (stream: string, options?: { fromRevision?: bigint; maxCount?: number }) => {
        if (/^(hipaa|traineeAccess)-/.test(stream)) reads.push(stream.split('-')[0]!);
        return t.app.eventStore.readStream(stream, options);
      },
    });
    const server = commandAppOver({ ...t.app, eventStore: counting }, 'counting-reads');
    const theo = await anonymousClient({ server } as unknown as RunningPracticum);
    expect((await theo.post('/api/login', { email: 'trainee@demo.practicum.test', password: DEMO_PASSWORD })).status).toBe(200);
    reads.length = 0;
    const created = await theo.post('/api/meetings', session({ schedule_type: 'now', start_at: null, participants: [facultyPosition] }));
    expect(created.status).toBe(201);
    expect(reads.sort()).toEqual(['hipaa', 'traineeAccess']);
    const id = (created.body as { id: string }).id;
    expect((await theo.post(`/api/meetings/${id}/start`)).status).toBe(200);
    reads.length = 0;
    expect((await theo.post(`/api/meetings/${id}/join`)).status).toBe(201);
    expect(reads.sort()).toEqual(['hipaa', 'traineeAccess']);
    expect((await theo.post(`/api/meetings/${id}/end`)).status).toBe(200);
  });
});

describe('LIVE-39 LIVE-40 reading sessions', () => {
  let id: string;
  let code: string;
  beforeAll(async () => {
    const created = await supervisor.post('/api/meetings', session({ title: 'Case review' }));
    ({ id, code } = created.body as { id: string; code: string });
    supervisor.lastPosition = created.body.position;
  });

  it('LIVE-39 LIVE-14 the host reads the session with its participants and the three kind readings (LIVE-17)', async () => {
    const { body } = await supervisor.get(`/api/meetings/${id}`).expect(200);
    expect(body).toMatchObject({
      id,
      title: 'Case review',
      type: 'live',
      schedule_type: 'scheduled',
      type_number: 2,
      status: 'scheduled',
      provider: 'no_provider',
      owner: 'Sofia Singh',
      join_url: `/join-session/${code}`,
      is_host: true,
    });
    expect((body.users as { name: string }[]).map((u) => u.name)).toEqual(['Sofia Singh', 'Theo Turner']);
  });

  it('LIVE-40 lists it as upcoming and scheduled for the trainee, not as past', async () => {
    trainee.lastPosition = supervisor.lastPosition;
    const upcoming = await trainee.get('/api/meetings/upcoming').expect(200);
    expect((upcoming.body as { id: string }[]).map((m) => m.id)).toContain(id);
    const scheduled = await trainee.get('/api/meetings?filter={"list":"scheduled"}').expect(200);
    expect((scheduled.body as { id: string }[]).map((m) => m.id)).toContain(id);
    const past = await trainee.get('/api/meetings/past').expect(200);
    expect((past.body as { id: string }[]).map((m) => m.id)).not.toContain(id);
  });

  it("LIVE-18 LIVE-26 LIVE-35 the demo: the trainee's telehealth session with a client guest; the uploaded role play plays", async () => {
    const telehealth = await trainee.get('/api/meetings?filter={"list":"telehealth"}').expect(200);
    expect(telehealth.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Telehealth: follow-up with client', type: 'telehealth', status: 'scheduled' }),
      ]),
    );
    // the seeded clip goes through the recording processor like any upload
    expect(await demoRolePlay()).toMatchObject({ recording_status: 'recorded' });
  });

  it('LIVE-36 PASS-13 a trainee of a session reads it and its recording only with the HIPAA course and a current pass (403)', async () => {
    const [mayaPosition, xavierPosition] = [
      await positionOf(supervisor, 'trainee', 'Maya Patel'),
      await positionOf(supervisor, 'trainee', 'Xavier Expired'),
    ];
    // the demo's recorded role play, which its host shares with the two for review
    const rolePlay = (await demoRolePlay())!;
    const added = await supervisor.post(`/api/meetings/${rolePlay.id}/users/share`, { users: [mayaPosition, xavierPosition] });
    expect(added.status).toBe(200);
    // Maya Patel has not taken the demo's HIPAA course; Xavier Expired's pass has run out (the course taken)
    const maya = await signInAs('maya.patel@demo.practicum.test');
    const xavier = await signInAs('xavier.expired@demo.practicum.test');
    await hipaaCoursePassed(xavier);
    const refusals = [
      [maya, 'You must complete the HIPAA course before using live sessions.'],
      [xavier, 'access pass required'],
    ] as const;
    for (const [reader, message] of refusals) {
      reader.lastPosition = added.body.position as string;
      // the list still names the session: the trainee sees what awaits them
      const listed = (await reader.get('/api/meetings/shared').expect(200)).body as (typeof rolePlay)[];
      const url = listed.find((m) => m.id === rolePlay.id)!.recordings[0]!.url!;
      for (const path of [
        `/api/meetings/${rolePlay.id}`,
        `/api/meetings/${rolePlay.id}/comments`,
        `/api/meetings/${rolePlay.id}/users`,
        url,
      ]) {
        const refused = await reader.get(path);
        expect([path, refused.status, refused.body.message]).toEqual([path, 403, message]);
      }
    }
    // Theo Turner, who has both, reads the session and plays its recording
    const own = (await trainee.get(`/api/meetings/${rolePlay.id}`).expect(200)).body as RolePlay;
    await trainee.get(own.recordings[0]!.url!).expect(200);
  });

  it('LIVE-13 a colleague not on the session gets 404 as for an unknown id, and so does another organization', async () => {
    faculty.lastPosition = supervisor.lastPosition;
    const unknown = await faculty.get('/api/meetings/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const hidden = await faculty.get(`/api/meetings/${id}`);
    expect({ status: hidden.status, message: hidden.body.message }).toEqual({ status: 404, message: unknown.body.message });
    expect((await faculty.post(`/api/meetings/${id}/comments`, { body: 'Hello?' })).status).toBe(404);
    const other = await otherOrganization();
    expect((await other.get(`/api/meetings/${id}`)).status).toBe(404);
  });

  it('DASH-30 LIVE-40 sharing shows it to the reviewer as newly shared, with the badge count', async () => {
    const shared = await supervisor.post(`/api/meetings/${id}/users/share`, { users: [facultyPosition] });
    faculty.lastPosition = shared.body.position;
    const fresh = await faculty.get('/api/meetings/shared/new').expect(200);
    expect((fresh.body as { id: string }[]).map((m) => m.id)).toContain(id);
    const badge = await faculty.get('/api/meetings/shared/badge').expect(200);
    expect(badge.body.count).toBeGreaterThanOrEqual(1);
    const { body } = await faculty.get(`/api/meetings/${id}`).expect(200);
    expect((body.assignees as { name: string }[]).map((u) => u.name)).toEqual(['Felix Fernandez']);
  });

  it('LIVE-11 the public waiting room reads status, join url and dial-in by code; an unknown code is 404', async () => {
    const guest = await anonymousClient(t.app);
    guest.lastPosition = supervisor.lastPosition;
    const { body } = await guest.get(`/api/meetings/${code}/waiting-room`).expect(200);
    expect(body).toEqual(
      expect.objectContaining({ id, status: 'scheduled', join_url: `/join-session/${code}`, dial_in_phone: null, dial_in_code: null }),
    );
    const unknown = await guest.get('/api/meetings/zzzzzzzzzz/waiting-room');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This session link is invalid or has ended.');
  });

  it('LIVE-46 verify-joinable says the session has not yet started; the host reads its logs', async () => {
    const { body } = await trainee.get(`/api/meetings/${id}/verify-joinable`).expect(200);
    expect(body).toMatchObject({ joinable: false, message: 'The meeting has not yet started.' });
    const logs = await supervisor.get(`/api/meetings/${id}/logs`).expect(200);
    expect((logs.body as { type: string }[]).map((l) => l.type)).toEqual(['MeetingCreated', 'MeetingShared']);
    expect((await trainee.get(`/api/meetings/${id}/logs`)).status).toBe(403);
    // the provider's webhook history is a part of the logs: for the same readers
    expect((await supervisor.get(`/api/meetings/${id}/webhooks`)).status).toBe(200);
    expect((await trainee.get(`/api/meetings/${id}/webhooks`)).status).toBe(403);
  });
});

describe('ADMIN-33 … 37 admin meeting tools', () => {
  it('ADMIN-34 ADMIN-36 an admin reads stats and looks a session up by code; others are refused', async () => {
    const admin = await signIn(t.app, 'admin');
    const created = await supervisor.post('/api/meetings', session({ title: 'Lookup me' }));
    admin.lastPosition = created.body.position;
    const stats = await admin.get('/api/admin/tools/meetings/stats').expect(200);
    expect(stats.body.by_type.live).toBeGreaterThanOrEqual(1);
    const found = await admin.get(`/api/admin/tools/meetings/lookup?q=${created.body.code}`).expect(200);
    expect(found.body).toMatchObject({ title: 'Lookup me', logs: [expect.objectContaining({ type: 'MeetingCreated' })] });
    expect((await supervisor.get('/api/admin/tools/meetings/stats')).status).toBe(403);
  });

  it('ADMIN-37 the organization archive lists and archives what retention has made due', async () => {
    const admin = await signIn(t.app, 'admin');
    const org = (
      await t.app.pool.query<{ organization_id: string }>('SELECT organization_id FROM positions WHERE id = $1', [traineePosition])
    ).rows[0]!.organization_id;
    const { body } = await admin.get(`/api/admin/tools/meetings/archive/${org}`).expect(200);
    expect(body).toMatchObject({ organization_id: org, archived: expect.any(Number), due: expect.any(Number) });
    const posted = await admin.post(`/api/admin/tools/meetings/archive/${org}`);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ organization_id: org, archived: body.due });
    expect((await supervisor.post(`/api/admin/tools/meetings/archive/${org}`)).status).toBe(403);
  });
});

describe('LIVE-15 LIVE-16 LIVE-25 DASH-31 the meeting record, the dashboards and retention', () => {
  let admin: ApiClient;
  let organizationId: string;
  beforeAll(async () => {
    admin = await signIn(t.app, 'admin');
    organizationId = (
      await t.app.pool.query<{ organization_id: string }>('SELECT organization_id FROM positions WHERE id = $1', [traineePosition])
    ).rows[0]!.organization_id;
  });

  it('LIVE-15 a session carries its recording flags, dial-in, join url, guests, comments, recordings, kind and times', async () => {
    const created = await supervisor.post(
      '/api/meetings',
      session({ title: 'Flags and guests', auto_record: true, audio_only: true, guest_emails: ['client.guest@example.org'] }),
    );
    const id = created.body.id as string;
    trainee.lastPosition = created.body.position as string;
    const commented = await trainee.post(`/api/meetings/${id}/comments`, { body: 'Bring the intake notes.' });
    expect(commented.status).toBe(201);
    const { body } = await supervisor
      .get(`/api/meetings/${id}`)
      .set('X-Min-Position', trainee.lastPosition ?? '')
      .expect(200);
    expect(body).toMatchObject({
      auto_record: true,
      audio_only: true,
      recording_status: 'auto_recording',
      dial_in_phone: null, // the browser video has no telephone bridge; BigBlueButton's is liveBigBlueButton.int's
      dial_in_code: null,
      join_url: `/join-session/${created.body.code as string}`,
      placement_id: null,
      guest_emails: ['client.guest@example.org'],
      comments: [expect.objectContaining({ body: 'Bring the intake notes.', author: 'Theo Turner' })],
      recordings: [],
      schedule_type: 'scheduled',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // a telehealth session names the trainee's placement (the demo's)
    const telehealth = (await trainee.get('/api/meetings?filter={"list":"telehealth"}').expect(200)).body as { placement_id: string }[];
    const placement = await t.app.pool.query('SELECT 1 FROM placements WHERE id = $1', [telehealth[0]!.placement_id]);
    expect(placement.rowCount).toBe(1);
  });

  it('LIVE-16 the meeting as the dashboards read it (upcoming, newly shared) has every field 001 §3 names', async () => {
    const created = await supervisor.post('/api/meetings', session({ title: 'On the dashboard' }));
    const shared = await supervisor.post(`/api/meetings/${created.body.id as string}/users/share`, { users: [facultyPosition] });
    trainee.lastPosition = faculty.lastPosition = shared.body.position as string;
    const upcoming = (await trainee.get('/api/meetings/upcoming?range=[0,49]&sort=["start_at","ASC"]').expect(200)).body as {
      id: string;
    }[];
    const fresh = (await faculty.get('/api/meetings/shared/new').expect(200)).body as { id: string }[];
    for (const list of [upcoming, fresh]) {
      const meeting = list.find((m) => m.id === created.body.id);
      expect(meeting).toEqual(
        expect.objectContaining({
          id: created.body.id,
          title: 'On the dashboard',
          owner: 'Sofia Singh',
          owner_id: expect.any(String),
          users: [expect.objectContaining({ name: 'Sofia Singh' }), expect.objectContaining({ name: 'Theo Turner' })],
          assignees: [expect.objectContaining({ name: 'Felix Fernandez' })],
          start_at: expect.any(String),
          schedule_type: 'scheduled',
          status: 'scheduled',
          recording_status: 'unknown',
          provider: 'no_provider',
          created_at: expect.any(String),
          updated_at: expect.any(String),
          archived_at: null,
          recordings: [],
        }),
      );
    }
  });

  it('DASH-31 the review badge counts up to 5 and then says so (capped), not more', async () => {
    let position = '';
    for (let i = 0; i < 6; i++) {
      const created = await supervisor.post('/api/meetings', session({ title: `Review ${i}` }));
      const shared = await supervisor.post(`/api/meetings/${created.body.id as string}/users/share`, { users: [facultyPosition] });
      position = shared.body.position as string;
    }
    faculty.lastPosition = position;
    const { body } = await faculty.get('/api/meetings/shared/badge').expect(200);
    expect(body).toEqual({ count: 5, capped: true });
  });

  it('LIVE-25 live and telehealth retention are organization settings; an ended session says in how many days it archives', async () => {
    const updated = await admin.put(`/api/admin/organizations/${organizationId}`, {
      live_retention_days: 10,
      telehealth_retention_days: 3,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ live_retention_days: 10, telehealth_retention_days: 3 });

    const live = await supervisor.post('/api/meetings', session({ title: 'Ends today' }));
    const liveId = live.body.id as string;
    expect((await supervisor.post(`/api/meetings/${liveId}/start`)).status).toBe(200);
    expect((await supervisor.post(`/api/meetings/${liveId}/end`)).status).toBe(200);

    const demoTelehealth = (await trainee.get('/api/meetings?filter={"list":"telehealth"}').expect(200)).body as { placement_id: string }[];
    const tele = await trainee.post('/api/meetings', {
      title: 'Telehealth that ends today',
      schedule_type: 'telehealth',
      start_at: inDays(1),
      duration: 30,
      placement_id: demoTelehealth[0]!.placement_id,
      terms_agreed: true,
      guest_emails: ['client.retention@example.org'],
    });
    expect(tele.status).toBe(201);
    const teleId = tele.body.id as string;
    expect((await trainee.post(`/api/meetings/${teleId}/start`)).status).toBe(200);
    const ended = await trainee.post(`/api/meetings/${teleId}/end`);
    expect(ended.status).toBe(200);

    supervisor.lastPosition = trainee.lastPosition = ended.body.position as string;
    const daysLeft = (archivesAt: string) => Math.round((Date.parse(archivesAt) - Date.now()) / 86_400_000);
    const liveRecord = (await supervisor.get(`/api/meetings/${liveId}`).expect(200)).body as { archives_at: string; status: string };
    expect(liveRecord.status).toBe('ended');
    expect(daysLeft(liveRecord.archives_at)).toBe(10);
    const teleRecord = (await trainee.get(`/api/meetings/${teleId}`).expect(200)).body as { archives_at: string };
    expect(daysLeft(teleRecord.archives_at)).toBe(3);
    // a scheduled session has no archive date yet
    const scheduled = await supervisor.post('/api/meetings', session({ title: 'Not yet held' }));
    supervisor.lastPosition = scheduled.body.position as string;
    expect((await supervisor.get(`/api/meetings/${scheduled.body.id as string}`).expect(200)).body.archives_at).toBeNull();
    // not due yet: the organization's archive leaves both
    const archive = await admin.get(`/api/admin/tools/meetings/archive/${organizationId}`).expect(200);
    expect(archive.body.due_ids).not.toEqual(expect.arrayContaining([liveId]));
    expect(archive.body.due_ids).not.toEqual(expect.arrayContaining([teleId]));
  });
});

describe('LIVE-04 LIVE-11 LIVE-12 the waiting room’s codes cannot be guessed', () => {
  // the file's other tests miss a code now and then from this same address: counted from none, and left so
  const forget = async () => void (await t.app.pool.query(`DELETE FROM throttled_attempts WHERE key LIKE 'waiting-room:%'`));
  beforeAll(forget);
  afterAll(forget);

  it('counts codes that open no room per address: past ten, the read and the guest join answer 429 with the wait, storing nothing', async () => {
    const created = await supervisor.post('/api/meetings', session({ title: 'Intake call' }));
    const { id, code } = created.body as { id: string; code: string };
    await projected(id);
    const guest = await anonymousClient(t.app);
    // a code that opens a room costs nothing, however often it is read
    for (let i = 0; i < 12; i++) await guest.get(`/api/meetings/${code}/waiting-room`).expect(200);
    const guesses = Array.from({ length: 10 }, (_, i) => `guess${'abcdefghjk'[i]}2345`);
    for (const [i, guess] of guesses.entries()) {
      const missed =
        i % 2 === 0
          ? await guest.get(`/api/meetings/${guess}/waiting-room`)
          : await guest.post(`/api/meetings/${guess}/waiting-room/join`, { guest_name: 'Casey Client' });
      expect([missed.status, missed.body.message]).toEqual([404, 'This session link is invalid or has ended.']);
    }
    // locked out, from another browser of the same address too, even with the right code
    const other = await anonymousClient(t.app);
    const read = await other.get(`/api/meetings/${code}/waiting-room`);
    expect(read.status).toBe(429);
    const wait = Number(read.headers['retry-after']);
    expect(wait).toBeGreaterThan(290);
    expect(wait).toBeLessThanOrEqual(300);
    expect(read.body.message).toBe(`too many session links tried, retry in ${wait} seconds`);
    expect(read.body.errors).toEqual({ meeting_code: [read.body.message] });
    const before = await eventCount(t.app);
    const join = await other.post(`/api/meetings/${code}/waiting-room/join`, { guest_name: 'Casey Client' });
    expect(join.status).toBe(429);
    expect(join.body.message).toMatch(/^too many session links tried, retry in \d+ seconds$/);
    expect(await eventCount(t.app)).toBe(before);
  });
});
