// Issue 20: a record's history and its state as of a moment (GET /api/history/{stream}[/as-of]), and the
// audit trail (GET /api/audit, /api/audit/export.csv), read from the history read model.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HistoryAsOfRecord, HistoryEntryRecord } from '@practicum/shared/domain/history/records';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { formatDateTime } from '@practicum/shared/format';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { eventually } from './support/eventually.js';
import {
  catchUpToHead,
  demoOrganizationId,
  otherOrganizationCoordinator,
  positionOf,
  signIn,
  startTestApp,
  type ApiClient,
  type TestApp,
} from './support/testApp.js';

let t: TestApp;
let admin: ApiClient;
let coordinator: ApiClient;
let trainee: ApiClient;
let other: ApiClient;
let training: { id: string; trainee_id: string; start_at: string; end_at: string };
let changedAt: string;
const idOf = async (client: ApiClient) => ((await client.get('/api/users/current').expect(200)).body as { id: string }).id;
const stream = () => `traineeTrainings-${training.trainee_id}`;
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A task the demo supervisor gives Theo Turner: its parties are the two of them. */
async function theoTaskBySupervisor(description: string) {
  const supervisor = await signIn(t.app, 'supervisor');
  const created = await supervisor.post('/api/tasks', { assignee: await positionOf(supervisor, 'trainee', 'Theo Turner'), description });
  expect(created.status).toBe(201);
  return { supervisor, created };
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin');
  coordinator = await signIn(t.app, 'coordinator');
  trainee = await signIn(t.app, 'trainee');
  other = await otherOrganizationCoordinator(t.app);
  const head = formatPosition(await t.app.eventStore.headPosition());
  for (const client of [admin, coordinator, trainee]) client.lastPosition = head;
  const traineeId = await idOf(trainee);
  const list = await coordinator
    .get(
      `/api/trainings?filter=${encodeURIComponent(JSON.stringify({ trainee_id: traineeId }))}&range=[0,0]&sort=${encodeURIComponent('["start_at","DESC"]')}`,
    )
    .expect(200);
  training = list.body[0];
  // the admin, logged in as the coordinator, moves the training by a week
  expect((await admin.put(`/api/users/loginas/${await idOf(coordinator)}`)).status).toBe(200);
  changedAt = new Date().toISOString();
  const moved = await admin.put('/api/trainings/batch', {
    training_ids: [training.id],
    start_at: addDays(training.start_at, 7),
    end_at: addDays(training.end_at, 7),
  });
  expect(moved.status).toBe(200);
  for (const client of [coordinator, trainee]) client.lastPosition = admin.lastPosition;
  await admin.put('/api/users/logoutas');
});
afterAll(() => t?.close());

describe('issue 20 record history: when an admin acting as the coordinator changes a training’s dates', () => {
  it('shows the change with "admin … acting as …", where from, and the dates before and after', async () => {
    const history = (await coordinator.get(`/api/history/${stream()}?record=${training.id}`).expect(200)).body as HistoryEntryRecord[];
    expect(history.map((entry) => entry.type)).toEqual(['TrainingAssigned', 'TrainingChanged']);
    const change = history[1]!;
    expect(change.actor_label).toBe('admin Avery Admin acting as Corinne Coleman');
    expect(change.user_agent).toBe('practicum-integration-tests');
    expect(change.ip).toBeTruthy();
    expect(change.changes).toEqual([
      expect.objectContaining({ label: 'End date', before: training.end_at, after: addDays(training.end_at, 7), record_id: training.id }),
      expect.objectContaining({
        label: 'Start date',
        before: training.start_at,
        after: addDays(training.start_at, 7),
        record_id: training.id,
      }),
    ]);
  });

  it('reads a long history a page at a time: range=[start,end] is that slice of the events in order', async () => {
    const path = `/api/history/${stream()}?record=${training.id}`;
    const all = (await coordinator.get(path).expect(200)).body as HistoryEntryRecord[];
    const first = (await coordinator.get(`${path}&range=${encodeURIComponent('[0,0]')}`).expect(200)).body as HistoryEntryRecord[];
    const rest = (await coordinator.get(`${path}&range=${encodeURIComponent('[1,5]')}`).expect(200)).body as HistoryEntryRecord[];
    expect([...first, ...rest].map((entry) => entry.id)).toEqual(all.map((entry) => entry.id));
    expect(first.map((entry) => entry.type)).toEqual(['TrainingAssigned']);
    const refused = await coordinator.get(`${path}&range=${encodeURIComponent('[3,1]')}`).expect(422);
    expect(refused.body.errors.range).toEqual([expect.stringMatching(/^The range must be \[start, end\]/)]);
  });

  it('lets the trainee read their own record’s history: who changed it and when, not the staff’s address and browser', async () => {
    const history = (await trainee.get(`/api/history/${stream()}?record=${training.id}`).expect(200)).body as HistoryEntryRecord[];
    const change = history.find((entry) => entry.type === 'TrainingChanged')!;
    expect(change).toMatchObject({ actor_label: 'admin Avery Admin acting as Corinne Coleman', ip: null, user_agent: null });
    // their own doings keep where they came from
    const own = (await trainee.get(`/api/history/user-${await idOf(trainee)}`).expect(200)).body as HistoryEntryRecord[];
    expect(own.find((entry) => entry.type === 'UserSignedIn')).toMatchObject({ user_agent: 'practicum-integration-tests' });
  });

  it('hides it from another organization’s coordinator and from other staff (404)', async () => {
    await other.get(`/api/history/${stream()}`).expect(404);
    const faculty = await signIn(t.app, 'faculty');
    await faculty.get(`/api/history/${stream()}`).expect(404);
    await coordinator.get('/api/history/traineeTrainings-00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('TASKS-52 a task’s history is its creator’s and assignee’s: a coordinator who is neither gets 404, as for the task', async () => {
    const { supervisor, created } = await theoTaskBySupervisor('Upload the session notes for client J.D.');
    const path = `/api/history/task-${created.body.id}`;
    for (const client of [coordinator, trainee]) client.lastPosition = created.body.position as string;
    await coordinator.get(`/api/tasks/${created.body.id}`).expect(404);
    await coordinator.get(path).expect(404);
    await trainee.get(path).expect(200);
    supervisor.lastPosition = created.body.position as string;
    await supervisor.get(path).expect(200);
  });

  it('a live session’s history is its host’s and participants’: a coordinator who may not open it gets 404 too', async () => {
    const meeting = await t.app.knex('meetings').where({ title: 'Weekly supervision' }).first<{ id: string }>('id');
    await coordinator.get(`/api/meetings/${meeting.id}`).expect(404);
    await coordinator.get(`/api/history/meeting-${meeting.id}`).expect(404);
    await trainee.get(`/api/history/meeting-${meeting.id}`).expect(200);
  });

  it('TASKS-52 says whether the reader may read a record’s history (GET …/access), by the rule the history itself answers by', async () => {
    const { supervisor, created } = await theoTaskBySupervisor('Send the intake form to client J.D.');
    const task = `task-${created.body.id}`;
    for (const client of [coordinator, trainee, admin, other, supervisor]) client.lastPosition = created.body.position as string;
    const canRead = async (client: ApiClient, stream: string) => {
      const { body } = await client.get(`/api/history/${stream}/access`).expect(200);
      expect(body.stream).toBe(stream);
      // the answer is the history's own: true exactly when the history reads 200
      expect((await client.get(`/api/history/${stream}?range=[0,0]`)).status).toBe(body.can_read_history ? 200 : 404);
      return body.can_read_history as boolean;
    };
    const answers = async (stream: string) =>
      Promise.all([admin, coordinator, trainee, supervisor, other].map((client) => canRead(client, stream)));
    // admin, coordinator, trainee (Theo, the assignee), supervisor (the creator), another organization's coordinator
    expect(await answers(task)).toEqual([true, false, true, true, false]);
    expect(await answers(stream())).toEqual([true, true, true, false, false]);
    expect(await answers('traineeTrainings-00000000-0000-4000-8000-000000000000')).toEqual([false, false, false, false, false]);
  });

  it('an agreement’s history (its page’s History tab) is its organization’s coordinators’ and the admins’: others get 404', async () => {
    const supervisor = await signIn(t.app, 'supervisor');
    const filter = encodeURIComponent(JSON.stringify({ type: 'agreement' }));
    const [agreement] = (await coordinator.get(`/api/forms?filter=${filter}&range=[0,0]`).expect(200)).body as { id: string }[];
    const form = `form-${agreement!.id}`;
    const readers = [admin, coordinator, trainee, supervisor, other];
    const answers = await Promise.all(
      readers.map(async (client) => {
        const { body } = await client.get(`/api/history/${form}/access`).expect(200);
        expect((await client.get(`/api/history/${form}?range=[0,0]`)).status).toBe(body.can_read_history ? 200 : 404);
        return body.can_read_history as boolean;
      }),
    );
    expect(answers).toEqual([true, true, false, false, false]);
    const events = (await coordinator.get(`/api/history/${form}`).expect(200)).body as HistoryEntryRecord[];
    expect(events[0]!.type).toBe('FormCreated');
  });

  it('folds the record as it was before the change (as-of)', async () => {
    const before = (
      await coordinator
        .get(
          `/api/history/${stream()}/as-of?at=${encodeURIComponent(new Date(Date.parse(changedAt) - 1).toISOString())}&record=${training.id}`,
        )
        .expect(200)
    ).body as HistoryAsOfRecord;
    expect(before.fields.find((field) => field.label === 'Start date')?.value).toBe(training.start_at);
    const now = (
      await coordinator
        .get(`/api/history/${stream()}/as-of?at=${encodeURIComponent(new Date().toISOString())}&record=${training.id}`)
        .expect(200)
    ).body as HistoryAsOfRecord;
    expect(now.fields.find((field) => field.label === 'Start date')?.value).toBe(addDays(training.start_at, 7));
    // not an instant, and instants a timestamptz does not hold (the year 0; an offset past 9999): the field is named
    for (const at of ['yesterday', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00']) {
      const bad = await coordinator.get(`/api/history/${stream()}/as-of?at=${encodeURIComponent(at)}`);
      expect([at, bad.status, bad.body.errors]).toEqual([at, 422, { at: ['The at field must be a date and time.'] }]);
    }
  });
});

describe('issue 20 audit trail', () => {
  it('lists the organization’s events newest first, filtered by acting-as and by type', async () => {
    const adminId = await idOf(admin);
    const filter = encodeURIComponent(JSON.stringify({ impersonator_id: adminId, type: 'TrainingChanged' }));
    const response = await coordinator.get(`/api/audit?filter=${filter}&range=[0,9]`).expect(200);
    // the demo's own login-as change (infra/src/seed/demoHistory.ts) and this one, newest first
    expect(response.headers['content-range']).toBe('audit 0-1/2');
    expect(response.body[0]).toMatchObject({ stream: stream(), actor_label: 'admin Avery Admin acting as Corinne Coleman' });
    const all = (await coordinator.get('/api/audit?range=[0,49]').expect(200)).body as HistoryEntryRecord[];
    const times = all.map((entry) => entry.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('finds records by name (full text) and by date range', async () => {
    const found = (
      await admin.get(`/api/audit?filter=${encodeURIComponent(JSON.stringify({ q: 'Corinne', type: 'UserRegistered' }))}`).expect(200)
    ).body as HistoryEntryRecord[];
    expect(found.map((entry) => entry.record_name)).toEqual(['Corinne Coleman']);
    // a coordinator's search is answered within the organization; its token in the index is not a word q finds
    const changed = (q: string) => `/api/audit?filter=${encodeURIComponent(JSON.stringify({ q, type: 'TrainingChanged' }))}`;
    const own = (await coordinator.get(changed('theo tur')).expect(200)).body as HistoryEntryRecord[];
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((entry) => entry.record_name))).toEqual(new Set(['Theo Turner']));
    expect((await other.get(changed('Theo')).expect(200)).body).toEqual([]);
    const { rows } = await t.app.pool.query<{ organization_id: string }>(
      'SELECT organization_id FROM history_events WHERE stream = $1 LIMIT 1',
      [stream()],
    );
    const token = `o${rows[0]!.organization_id.replace(/-/g, '')}`;
    expect((await coordinator.get(`/api/audit?filter=${encodeURIComponent(JSON.stringify({ q: token }))}`).expect(200)).body).toEqual([]);
    const future = encodeURIComponent(JSON.stringify({ occurred_at_gte: '2999-01-01T00:00:00Z' }));
    expect((await admin.get(`/api/audit?filter=${future}`).expect(200)).body).toEqual([]);
  });

  it('keeps other organizations’ events from a coordinator and the trail from other roles', async () => {
    const filter = encodeURIComponent(JSON.stringify({ stream: stream() }));
    expect((await other.get(`/api/audit?filter=${filter}`).expect(200)).body).toEqual([]);
    await trainee.get('/api/audit').expect(403);
  });

  it('offers each reader the event types of the trail it may read: another organization learns none of ours', async () => {
    const typesOf = async (client: ApiClient) =>
      ((await client.get('/api/audit/types').expect(200)).body as { id: string; name: string }[]).map((type) => type.id);
    const [ours, theirs, every] = [await typesOf(coordinator), await typesOf(other), await typesOf(admin)];
    expect(ours).toEqual(expect.arrayContaining(['TrainingChanged', 'CeCourseCompleted']));
    expect(every).toEqual(expect.arrayContaining([...ours, ...theirs]));
    expect(theirs).not.toContain('TrainingChanged');
    expect(theirs).not.toContain('CeCourseCompleted');
    // each type offered finds an event in that reader's own trail
    for (const type of theirs) {
      const filter = encodeURIComponent(JSON.stringify({ type }));
      expect((await other.get(`/api/audit?filter=${filter}&range=[0,0]`).expect(200)).body).toHaveLength(1);
    }
  });

  it('exports every matching row as CSV', async () => {
    const filter = encodeURIComponent(JSON.stringify({ stream: stream() }));
    const response = await coordinator.get(`/api/audit/export.csv?filter=${filter}`).expect(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.text.trim().split('\r\n');
    // the coordinator's profile names no zone: UTC, said so
    expect(lines[0]!.replace(/^\uFEFF/, '')).toBe(
      'occurred_at,when (UTC),actor,type,record,stream,revision,changes,ip,user_agent,event_id',
    );
    const history = (await coordinator.get(`/api/history/${stream()}`).expect(200)).body as HistoryEntryRecord[];
    expect(lines).toHaveLength(1 + history.length);
    expect(lines[1]).toContain('admin Avery Admin acting as Corinne Coleman');
    expect(lines[1]).toContain(`Start date ${usDate(training.start_at)} → ${usDate(addDays(training.start_at, 7))}`);
    expect(lines[1]).toContain('Theo Turner');
  });

  it('gives the times in the time zone of the coordinator’s profile, named in the header', async () => {
    const zone = (timezone: string | null) =>
      coordinator.put('/api/users/current', { first_name: 'Corinne', last_name: 'Coleman', timezone });
    expect((await zone('America/Los_Angeles')).status).toBe(200);
    try {
      const filter = encodeURIComponent(JSON.stringify({ stream: stream() }));
      const lines = (await coordinator.get(`/api/audit/export.csv?filter=${filter}`).expect(200)).text.trim().split('\r\n');
      expect(lines[0]!.split(',')[1]).toBe('when (America/Los_Angeles)');
      const [occurredAt, when] = lines[1]!.split(',');
      expect(when).toBe(formatDateTime(occurredAt!, 'America/Los_Angeles'));
      expect(when).not.toBe(formatDateTime(occurredAt!, 'UTC'));
    } finally {
      expect((await zone(null)).status).toBe(200);
    }
  });

  it('SPINE-30 answers 422 to a filter the database refuses, before a CSV header is sent (no cut connection)', async () => {
    const filter = encodeURIComponent(JSON.stringify({ id: "' OR 1=1 --" }));
    const response = await coordinator.get(`/api/audit/export.csv?filter=${filter}`);
    expect(response.status).toBe(422);
    expect(response.headers['content-type']).toContain('application/json');
  });
});

describe('issue 20 read scope: a person’s events are read in one organization, a record with parties by its parties', () => {
  const trailOf = async (client: ApiClient, filter: object) =>
    (await client.get(`/api/audit?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`).expect(200))
      .body as HistoryEntryRecord[];

  it('another organization’s coordinator reads none of the demo organization’s events of its people, even of a member of both', async () => {
    const demo = await demoOrganizationId(t.app);
    // the demo supervisor is also a member of Riverside Community Clinic, the other coordinator's organization
    const supervisor = await signIn(t.app, 'supervisor');
    const sofia = `user-${await idOf(supervisor)}`;
    // every reader waits for everything so far, the supervisor's own sign-in included: the reads compare counts
    await catchUpToHead(t.app, admin, coordinator, supervisor, other);
    const theirs = (await other.get(`/api/history/${sofia}`).expect(200)).body as HistoryEntryRecord[];
    expect(theirs.map((entry) => entry.type)).toContain('PositionAssigned');
    expect(theirs.filter((entry) => entry.organization_id === demo)).toEqual([]);
    // the demo coordinator reads the demo's events of her, she and the admins every one
    const demos = (await coordinator.get(`/api/history/${sofia}`).expect(200)).body as HistoryEntryRecord[];
    expect(demos.filter((entry) => entry.organization_id === demo).length).toBeGreaterThan(0);
    expect(demos.filter((entry) => entry.organization_id !== demo && entry.organization_id !== null)).toEqual([]);
    const all = (await admin.get(`/api/history/${sofia}`).expect(200)).body as HistoryEntryRecord[];
    expect((await supervisor.get(`/api/history/${sofia}`).expect(200)).body).toHaveLength(all.length);
    expect(all.length).toBeGreaterThan(demos.length);
    // every person record of the demo's people: another organization's coordinator reads no event of the demo
    const { rows } = await t.app.pool.query<{ stream: string }>(
      `SELECT stream FROM history_streams WHERE $1 = ANY(organization_ids) AND split_part(stream, '-', 1) = ANY($2)`,
      [demo, ['user', 'traineeTrainings', 'supervision_profile', 'activityEntry', 'insuranceDocument', 'traineeAccess']],
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const { stream: person } of rows) {
      const response = await other.get(`/api/history/${person}`);
      const read = response.status === 200 ? (response.body as HistoryEntryRecord[]) : [];
      expect(read.filter((entry) => entry.organization_id === demo)).toEqual([]);
    }
    expect((await trailOf(other, { stream: sofia })).filter((entry) => entry.organization_id === demo)).toEqual([]);
  });

  it('the record as of a moment shows another organization’s coordinator only what its history shows them: none of the demo’s events folded in', async () => {
    const supervisor = await signIn(t.app, 'supervisor');
    const sofia = `user-${await idOf(supervisor)}`;
    // every reader waits for everything so far, the supervisor's own sign-in included: the reads compare counts
    await catchUpToHead(t.app, admin, coordinator, supervisor, other);
    const at = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const asOf = async (client: ApiClient) =>
      (await client.get(`/api/history/${sofia}/as-of?at=${at}`).expect(200)).body as HistoryAsOfRecord;
    const theirs = await asOf(other);
    const whole = await asOf(admin);
    // her position in the demo organization is the demo's event: folded for the admin and herself, not for them
    const positions = (record: HistoryAsOfRecord) => record.fields.find((field) => field.path === 'positions')?.value;
    expect(positions(whole)).toEqual([
      { role: 'supervisor', status: 'active' },
      { role: 'supervisor', status: 'active' },
    ]);
    expect(positions(theirs)).toEqual([{ role: 'supervisor', status: 'active' }]);
    expect(theirs.fields.find((field) => field.path === 'first_name')?.value).toBe('Sofia');
    // the last event they are shown is the last one of their history
    const history = (await other.get(`/api/history/${sofia}`).expect(200)).body as HistoryEntryRecord[];
    expect(theirs.revision).toBe(history.at(-1)!.revision);
    expect(JSON.stringify((await asOf(supervisor)).fields)).toBe(JSON.stringify(whole.fields));
  });

  it('a coordinator’s trail lists no event of a task or a live session; its parties read its history and the admins the trail', async () => {
    const { created } = await theoTaskBySupervisor('Call back client J.D. about the intake');
    const task = `task-${created.body.id}`;
    for (const client of [admin, coordinator, trainee]) client.lastPosition = created.body.position as string;
    expect(await trailOf(coordinator, { stream: task })).toEqual([]);
    expect((await trailOf(coordinator, { type: 'TaskCreated' })).map((entry) => entry.stream)).toEqual([]);
    expect((await trailOf(admin, { stream: task })).map((entry) => entry.type)).toEqual(['TaskCreated']);
    await trainee.get(`/api/history/${task}`).expect(200);
    // a coordinator who hosts a session does not find it in the trail either: the trail is the organization's
    const meeting = await t.app.knex('meetings').where({ title: 'Weekly supervision' }).first<{ id: string }>('id');
    expect(await trailOf(coordinator, { stream: `meeting-${meeting.id}` })).toEqual([]);
    expect((await trailOf(coordinator, { q: 'Weekly supervision' })).filter((entry) => entry.stream.startsWith('meeting-'))).toEqual([]);
    expect((await trailOf(admin, { stream: `meeting-${meeting.id}` })).length).toBeGreaterThan(0);
    expect(((await trainee.get(`/api/history/meeting-${meeting.id}`).expect(200)).body as HistoryEntryRecord[]).length).toBeGreaterThan(0);
  });
});

describe('issue 20 audit trail record names: when a record’s own fields name nothing', () => {
  const names = async (type: string) =>
    (
      (await admin.get(`/api/audit?filter=${encodeURIComponent(JSON.stringify({ type }))}&range=[0,99]`).expect(200))
        .body as HistoryEntryRecord[]
    ).map((entry) => entry.record_name);

  it('names payments, code reservations, batches, codes, access passes and site name reservations as a reader knows them', async () => {
    // a payment's later events go by the name its start gave it
    for (const type of ['PaymentStarted', 'PaymentApproved', 'PaymentCodesGenerated'])
      expect(await names(type)).toContain('Payment of 10 codes');
    expect(await names('OrganizationCodesReserved')).toContain('Reservation of 10 codes');
    expect(await names('RegistrationCodeBatchCreated')).toContain('Fall orientation cards');
    expect(await names('RegistrationCodeBatchExported')).toEqual(['Fall orientation cards']);
    expect(await names('RegistrationCodeIssued')).toContain('DEMOP-ASS26');
    // an access pass goes by its holder
    expect(await names('AccessPassGranted')).toEqual(expect.arrayContaining(['Erin Early', 'Xavier Expired']));
    expect(await names('SiteNameReserved')).toContain('Granite Behavioral Health');
    expect(await names('PlacementApproved')).toContain('Theo Turner at Harbor Counseling Center');
    expect(await names('PlacementRequirementSet')).toEqual(['Practicum I']);
    expect(await names('SubmissionStarted')).toContain('Mid-term evaluation');
  });

  it('HIST-NAMES names an invitation by its role in its organization’s words, never by the role’s code or the invitee’s address', async () => {
    // Riverside Community Clinic calls its trainees Interns
    const sent = await other.post('/api/invites', {
      email: 'new.intern@example.org',
      first_name: 'Nia',
      last_name: 'Reyes',
      role: 'trainee',
    });
    expect(sent.status).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ stream: `invite-${sent.body.id}` }));
    const trail = (await other.get(`/api/audit?filter=${filter}`).set('X-Min-Position', sent.body.position).expect(200))
      .body as HistoryEntryRecord[];
    expect(trail.map((entry) => [entry.type, entry.record_name])).toEqual([['InviteSent', 'Intern invitation']]);
  });

  it('leaves no event type of the demo without a name but tasks, whose description may name a client', async () => {
    const { rows } = await t.app.pool.query<{ type: string }>(
      "SELECT DISTINCT type FROM history_events WHERE coalesce(record_name, '') = '' ORDER BY type",
    );
    expect(rows.map((row) => row.type).filter((type) => !type.startsWith('Task'))).toEqual([]);
  });

  it('shows a meeting recording’s status, not its upload’s ids', async () => {
    const filter = encodeURIComponent(JSON.stringify({ type: 'MeetingRecordingReady' }));
    const [ready] = (await admin.get(`/api/audit?filter=${filter}`).expect(200)).body as HistoryEntryRecord[];
    expect(ready).toBeDefined();
    expect(JSON.stringify(ready!.changes)).not.toMatch(/uploadUuid|recordingId|[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(ready!.changes.find((change) => change.label === 'Recordings')?.after).toEqual([expect.objectContaining({ status: 'ready' })]);
  });
});

describe('stop 59 the demo history: each demo event on the demo day it stands for', () => {
  const dayMs = 86_400_000;

  it('HIST-SEED spreads the demo over its year, none in the future, and never dates a record’s event before the one it follows', async () => {
    const { rows } = await t.app.pool.query<{ first: Date; last: Date; months: string }>(
      `SELECT min(occurred_at) AS first, max(occurred_at) AS last, count(DISTINCT date_trunc('month', occurred_at)) AS months
         FROM history_events`,
    );
    const { first, last, months } = rows[0]!;
    expect(Date.now() - first.getTime()).toBeGreaterThan(250 * dayMs);
    expect(last.getTime()).toBeLessThanOrEqual(Date.now());
    expect(Number(months)).toBeGreaterThanOrEqual(8);
    const backwards = await t.app.pool.query<{ stream: string; type: string; previous: string }>(
      `SELECT stream, type, previous FROM (
         SELECT stream, type, occurred_at, lag(occurred_at) OVER w AS before, lag(type) OVER w AS previous
           FROM history_events WINDOW w AS (PARTITION BY stream ORDER BY commit, prepare)) e
        WHERE occurred_at < before`,
    );
    expect(backwards.rows).toEqual([]);
  });

  it('HIST-SEED never dates an event before a record it names that was there first: a pass before its person, a sign-off before its entry', async () => {
    // A record is named by the id its streams end in (user-…, traineeAccess-…); an event that names it, written after
    // its first event, depends on it, so it cannot be dated before that record began (Xavier's pass of 400 days
    // ago, for a person registered today). Records named only later, by position, are not its dependencies.
    const { rows } = await t.app.pool.query<{ event: string; at: Date; record: string; began: Date }>(
      `WITH events AS (
         SELECT tx_id, seq, stream_id, type, data, (metadata->>'occurredAt')::timestamptz AS at FROM es_events),
       births AS (
         SELECT DISTINCT ON (id) id, tx_id, seq, stream_id, at FROM (
           SELECT substring(stream_id FROM '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') AS id, * FROM events) named
          WHERE id IS NOT NULL ORDER BY id, tx_id, seq)
       SELECT e.stream_id || ' ' || e.type AS event, e.at, b.stream_id AS record, b.at AS began
         FROM events e
         CROSS JOIN LATERAL (SELECT DISTINCT m[1] AS id
                               FROM regexp_matches(e.data::text, '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}', 'g') m) named
         JOIN births b ON b.id = named.id
        WHERE (b.tx_id, b.seq) < (e.tx_id, e.seq) AND e.at < b.at AND NOT e.stream_id LIKE '%' || b.id
        ORDER BY e.tx_id, e.seq`,
    );
    expect(rows).toEqual([]);
  });

  it('HIST-SEED shows the trainee’s record as of a day of the demo: the terms assigned by then, logged hours on their day', async () => {
    const traineeId = await idOf(trainee);
    const asOf = async (daysAgo: number) =>
      (
        await coordinator
          .get(
            `/api/history/traineeTrainings-${traineeId}/as-of?at=${encodeURIComponent(new Date(Date.now() - daysAgo * dayMs).toISOString())}`,
          )
          .expect(200)
      ).body as HistoryAsOfRecord;
    const plansOn = (record: HistoryAsOfRecord) => new Set(record.fields.filter((f) => f.path === 'trainings.startAt').map((f) => f.value));
    // last term assigned two weeks before it began (240 days ago), this term two weeks before it (60 days ago)
    expect((await asOf(260)).revision).toBeNull();
    expect(plansOn(await asOf(200)).size).toBe(1);
    expect(plansOn(await asOf(30)).size).toBe(2);
    const history = (await coordinator.get(`/api/history/traineeTrainings-${traineeId}`).expect(200)).body as HistoryEntryRecord[];
    const times = history.map((entry) => Date.parse(entry.occurred_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // an entry of logged hours: logged, submitted and reviewed on the day it happened
    const { rows } = await t.app.pool.query<{ happened: string; logged: Date }>(
      `SELECT data->>'happenedAt' AS happened, occurred_at AS logged FROM history_events
        WHERE type = 'ActivityLogged' AND actor_id = $1 ORDER BY commit, prepare LIMIT 1`,
      [traineeId],
    );
    expect(rows[0]!.logged.toISOString().slice(0, 10)).toBe(rows[0]!.happened);
  });

  it('folds a record as of a moment from its events in their order, stopping at the first dated after it', async () => {
    const stream = 'setting-maintenance_banner';
    const append = (message: string, occurredAt: string) =>
      t.app.eventStore.appendToStream(stream, [
        { type: 'MaintenanceBannerChanged', data: { enabled: false, message }, metadata: systemMetadata({ occurredAt }) },
      ]);
    const now = Date.now();
    await append('first', new Date(now).toISOString());
    // dated before the one it follows (a clock set back): the record as of then is not this event alone
    await append('second', new Date(now - dayMs).toISOString());
    await catchUpToHead(t.app, admin);
    const at = encodeURIComponent(new Date(now - dayMs / 2).toISOString());
    // the stream's history is there once its second event is
    await eventually(async () => {
      const history = await admin.get(`/api/history/${stream}`);
      return (
        history.status === 200 && (history.body as HistoryEntryRecord[]).some((entry) => entry.changes.some((c) => c.after === 'second'))
      );
    });
    const asOf = (await admin.get(`/api/history/${stream}/as-of?at=${at}`).expect(200)).body as HistoryAsOfRecord;
    expect(asOf.fields.find((field) => field.path === 'message')?.value).not.toBe('second');
  });
});
