import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { registerUser } from '@practicum/command-service/identity/registerUser';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { messages } from '@practicum/shared/domain/activityLog/decider';
import { userStream } from '@practicum/shared/domain/identity/events';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import {
  activityEntry,
  assignPlan,
  day,
  givenTraining,
  newTrainee,
  superviseTraining,
  type ActivityLogFixture,
} from './support/activityLogFixture.js';
import { trainingAtRiverside } from './support/otherOrganization.js';
import { commandAppOver, signedInOver } from './support/commandApp.js';
import {
  anonymousClient,
  refusedWithoutEvents,
  signedInMember,
  signIn,
  signInByEmail,
  testAppForFile,
  type ApiClient,
} from './support/testApp.js';

const t = testAppForFile();
let f: ActivityLogFixture;
let trainee: ApiClient;
let faculty: ApiClient;
let supervisor: ApiClient;
let coordinator: ApiClient;
/** The approved placement of the fixture's training, naming the demo supervisor. */
let placementId: string;

const sync = (from: ApiClient, ...to: ApiClient[]) => {
  for (const client of to) client.lastPosition = from.lastPosition;
};

beforeAll(async () => {
  coordinator = await signIn(t.app, 'coordinator');
  faculty = await signIn(t.app, 'faculty');
  supervisor = await signIn(t.app, 'supervisor');
  f = await givenTraining(t.app, coordinator, faculty);
  placementId = await superviseTraining(t.app, coordinator, f);
  trainee = f.trainee.client;
  sync(trainee, coordinator, faculty, supervisor);
});

const entryBody = (overrides: Record<string, unknown> = {}) => activityEntry(f, overrides);

async function logEntry(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await trainee.post('/api/activity-log', entryBody(overrides));
  expect(response.status).toBe(201);
  return response.body.id as string;
}

const refused = (call: () => PromiseLike<{ status: number; body: { errors?: Record<string, string[]>; message?: string } }>) =>
  refusedWithoutEvents(t.app, call);

describe('when the trainee logs an activity', () => {
  it('TRAIN-34 offers the trainee their trainings with the plan types and the catalogue', async () => {
    const { body } = await trainee.get('/api/activity-log/options').expect(200);
    expect(body.current_training_id).toBe(f.trainingId);
    expect(body.trainings[0].activity_types).toEqual([
      { id: f.types.direct, name: 'Direct contact (test)', color: '#d81b60' },
      { id: f.types.supervision, name: 'Supervision (test)', color: '#43a047' },
    ]);
    expect(body.activities).toContainEqual({
      id: f.activities.suicide,
      group: 'Crisis',
      name: 'Suicide risk (test)',
      raises_risk_alert: true,
    });
  });

  it('TRAIN-34 TRAIN-30 records a draft the trainee sees with names, color and verification', async () => {
    const id = await logEntry();
    const { body } = await trainee.get(`/api/activity-log?filter=${JSON.stringify({ id })}`).expect(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      id,
      training_id: f.trainingId,
      happened_at: day(-1),
      activity_type: { id: f.types.direct, name: 'Direct contact (test)', color: '#d81b60' },
      activities: [{ id: f.activities.intake, group: 'Assessment', name: 'Intake (test)' }],
      minutes: 90,
      hours: 1.5,
      status: 'draft',
      verification: 'unverified',
      risk_alert: false,
    });
    expect(body[0].trainee.name).toBeTruthy();
    // a draft is the trainee's own until submitted
    sync(trainee, supervisor);
    await supervisor.get(`/api/activity-log/${id}`).expect(404);
  });

  it('TRAIN-34 breaks each entry rule with a 422 and stores nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ happened_at: day(-61) }, 'happened_at', messages.dateOutside],
      [{ happened_at: day(1) }, 'happened_at', messages.dateFuture],
      [{ activity_type_id: f.types.notInPlan }, 'activity_type_id', messages.typeNotInPlan],
      [{ activity_ids: ['00000000-0000-4000-8000-000000000000'] }, 'activity_ids', messages.activityInvalid],
      [{ hours: 0, minutes: 0 }, 'minutes', messages.minutesRequired],
      [{ hours: 25, minutes: 0 }, 'minutes', messages.minutesTooMany],
      [{ training_id: '00000000-0000-4000-8000-000000000000' }, 'training_id', 'The selected training is invalid.'],
    ];
    for (const [overrides, field, text] of cases) {
      const response = await refused(() => trainee.post('/api/activity-log', entryBody(overrides)));
      expect(response.status).toBe(422);
      expect(response.body.errors?.[field]).toContain(text);
    }
  });

  it('TRAIN-34 a ticked activity that raises risk alerts makes the entry a risk alert the trainee sees (DASH-22)', async () => {
    const id = await logEntry({ activity_ids: [f.activities.suicide] });
    const { body } = await trainee.get(`/api/risk-alerts?filter=${JSON.stringify({ id })}`).expect(200);
    expect(body).toEqual([
      {
        id,
        happened_at: day(-1),
        trainee: { id: f.trainee.userId, name: expect.any(String) },
        activity_type: { name: 'Direct contact (test)' },
        placement: null,
        activities: [{ group: 'Crisis', name: 'Suicide risk (test)' }],
        minutes: 90,
      },
    ]);
    const filtered = await trainee.get(`/api/activity-log?filter=${JSON.stringify({ risk_alert: 1, id })}`).expect(200);
    expect(filtered.body).toHaveLength(1);
  });

  it('TRAIN-34 TRAIN-32 names only a placement of the entry’s own training: another trainee’s, another organization’s or none is a 422 that stores nothing', async () => {
    const own = await trainee.post('/api/activity-log', entryBody({ placement_id: placementId }));
    expect([own.status, own.body.placement_id]).toEqual([201, placementId]);
    // a placement of another trainee of the organization (the demo data's), and an id naming none
    const { body: placements } = await coordinator.get('/api/placements?range=[0,99]').expect(200);
    const othersPlacement = (placements as { id: string; trainee_id: string }[]).find((p) => p.trainee_id !== f.trainee.userId);
    expect(othersPlacement).toBeDefined();
    const draft = await logEntry();
    for (const foreign of [othersPlacement!.id, randomUUID()]) {
      const logged = await refused(() => trainee.post('/api/activity-log', entryBody({ placement_id: foreign })));
      expect([logged.status, logged.body.errors?.placement_id]).toEqual([422, [messages.placementInvalid]]);
      const edited = await refused(() => trainee.put(`/api/activity-log/${draft}`, { placement_id: foreign }));
      expect([edited.status, edited.body.errors?.placement_id]).toEqual([422, [messages.placementInvalid]]);
    }
    // an intern of the other organization (Riverside) naming this organization's placement on their own training
    const intern = await signInByEmail(t.app, 'ines.moreau@demo.practicum.test');
    const { body: internEntries } = await intern.get('/api/activity-log?range=[0,0]').expect(200);
    const [mine] = internEntries as { training_id: string; activity_type_id: string }[];
    const body = { training_id: mine!.training_id, activity_type_id: mine!.activity_type_id, happened_at: day(-1), minutes: 30 };
    expect((await intern.post('/api/activity-log', body)).status).toBe(201);
    const across = await refused(() => intern.post('/api/activity-log', { ...body, placement_id: placementId }));
    expect([across.status, across.body.errors?.placement_id]).toEqual([422, [messages.placementInvalid]]);
  });

  it('edits and deletes a draft; only the trainee who logged it may', async () => {
    const id = await logEntry();
    const edited = await trainee.put(`/api/activity-log/${id}`, entryBody({ notes: 'Corrected', hours: 2, minutes: 0 }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ notes: 'Corrected', minutes: 120 });
    await trainee.post('/api/activity-log/submit', { ids: [id] });
    sync(trainee, supervisor);
    const stranger = await refused(() => supervisor.put(`/api/activity-log/${id}`, entryBody()));
    expect(stranger.status).toBe(403);
    expect(stranger.body.message).toBe(messages.notOwner);
    const submittedDelete = await refused(() => trainee.delete(`/api/activity-log/${id}`));
    expect(submittedDelete.status).toBe(409);
    expect(submittedDelete.body.message).toBe(messages.notEditable);
    const draft = await logEntry();
    expect((await trainee.delete(`/api/activity-log/${draft}`)).status).toBe(200);
    await trainee.get(`/api/activity-log/${draft}`).expect(404);
  });
});

describe('when entries are submitted for review (TRAIN-32)', () => {
  it('TRAIN-32 TRAIN-31 submits several at once; reviewers see them; a second submit is a 409 per id', async () => {
    const ids = [await logEntry(), await logEntry({ activity_type_id: f.types.supervision })];
    const submitted = await trainee.post('/api/activity-log/submit', { ids });
    expect(submitted.status).toBe(200);
    expect(submitted.body.succeeded).toBe(2);
    const again = await trainee.post('/api/activity-log/submit', { ids: [ids[0]] });
    expect(again.body.results).toEqual([{ id: ids[0], status: 409, message: messages.notSubmittable }]);
    sync(trainee, faculty, supervisor);
    const filter = JSON.stringify({ trainee_id: f.trainee.userId, status: 'submitted', id: ids });
    for (const reviewer of [faculty, supervisor]) {
      const { body } = await reviewer.get(`/api/activity-log?filter=${filter}`).expect(200);
      expect(body.map((e: { id: string }) => e.id).sort()).toEqual([...ids].sort());
    }
  });

  it('TRAIN-32 the supervisor requests changes with a required comment; the trainee fixes and resubmits; the faculty approves', async () => {
    const id = await logEntry();
    await trainee.post('/api/activity-log/submit', { ids: [id] });
    sync(trainee, supervisor);
    const noComment = await refused(() => supervisor.post(`/api/activity-log/${id}/request-changes`, { comment: ' ' }));
    expect(noComment.status).toBe(422);
    expect(noComment.body.errors?.comment).toContain(messages.commentRequired);
    const requested = await supervisor.post(`/api/activity-log/${id}/request-changes`, { comment: 'Please add the client code' });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({ status: 'changes_requested', verification: 'changes requested' });
    sync(supervisor, trainee);
    const { body } = await trainee.get(`/api/activity-log/${id}`).expect(200);
    expect(body).toMatchObject({ review_comment: 'Please add the client code', verification: 'changes requested' });
    expect(body.reviewer.name).toBeTruthy();
    await trainee.put(`/api/activity-log/${id}`, entryBody({ notes: 'Client C-12' }));
    await trainee.post('/api/activity-log/submit', { ids: [id] });
    sync(trainee, faculty);
    const approved = await faculty.post(`/api/activity-log/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', verification: 'verified' });
    // the trainee is told both times, with a link to the entry
    const messagesFor = async () =>
      (
        (await t.app.knex('notifications').where({ user_id: f.trainee.userId, link_uri: `/activity-log?id=${id}` })) as {
          message: string;
        }[]
      ).map((r) => r.message);
    const until = Date.now() + 10_000;
    while ((await messagesFor()).length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    const told = await messagesFor();
    expect(told).toContainEqual(expect.stringContaining('requested changes to your activity log: Please add the client code'));
    expect(told).toContainEqual(expect.stringContaining('approved your activity log entry'));
  });

  it('TRAIN-32 each wrong transition is a 409 with its message', async () => {
    const id = await logEntry();
    // a draft is the trainee's own: a reviewer finds it neither by reading (404) nor by approving it
    const draftApprove = await refused(() => supervisor.post(`/api/activity-log/${id}/approve`));
    expect(draftApprove.status).toBe(404);
    await trainee.post('/api/activity-log/submit', { ids: [id] });
    sync(trainee, supervisor);
    const unapprove = await refused(() => supervisor.post(`/api/activity-log/${id}/unapprove`));
    expect([unapprove.status, unapprove.body.message]).toEqual([409, messages.notApproved]);
    const revert = await refused(() => supervisor.post(`/api/activity-log/${id}/revert-request-changes`));
    expect([revert.status, revert.body.message]).toEqual([409, messages.noChangesRequested]);
    await supervisor.post(`/api/activity-log/${id}/request-changes`, { comment: 'Which site?' });
    const reverted = await supervisor.post(`/api/activity-log/${id}/revert-request-changes`);
    expect(reverted.body).toMatchObject({ status: 'submitted', review_comment: null });
    await supervisor.post(`/api/activity-log/${id}/approve`);
    const twice = await refused(() => supervisor.post(`/api/activity-log/${id}/approve`));
    expect([twice.status, twice.body.message]).toEqual([409, messages.notApprovable]);
    const unapproved = await supervisor.post(`/api/activity-log/${id}/unapprove`);
    expect(unapproved.body).toMatchObject({ status: 'submitted', verification: 'unverified' });
  });

  it('TRAIN-32 the trainee and the coordinator cannot review (403); another organization answers 404', async () => {
    const id = await logEntry();
    await trainee.post('/api/activity-log/submit', { ids: [id] });
    sync(trainee, coordinator);
    const own = await refused(() => trainee.post(`/api/activity-log/${id}/approve`));
    expect([own.status, own.body.message]).toEqual([403, messages.ownEntry]);
    const coord = await refused(() => coordinator.post(`/api/activity-log/${id}/approve`));
    expect([coord.status, coord.body.message]).toEqual([403, messages.notReviewer]);
    // the demo supervisor's second position is in another organization
    const clinic = await t.app.pool.query<{ id: string }>(
      `SELECT p.id FROM positions p JOIN users u ON u.id = p.user_id WHERE u.email = 'supervisor@demo.practicum.test' AND p.organization_id <> $1`,
      [f.organizationId],
    );
    const elsewhere = await signIn(t.app, 'supervisor');
    await elsewhere.agent.patch(`/api/users/current_position/${clinic.rows[0]!.id}`).set({ 'X-CSRF-TOKEN': elsewhere.csrf }).expect(200);
    const other = await refused(() => elsewhere.post(`/api/activity-log/${id}/approve`));
    expect(other.status).toBe(404);
    await elsewhere.get(`/api/activity-log/${id}`).expect(404);
  });

  it('TRAIN-32 bulk approve answers per id', async () => {
    const ids = [await logEntry(), await logEntry()];
    const already = await logEntry();
    const draft = await logEntry();
    await trainee.post('/api/activity-log/submit', { ids: [...ids, already] });
    sync(trainee, faculty, supervisor);
    expect((await supervisor.post(`/api/activity-log/${already}/approve`)).status).toBe(200);
    const response = await faculty.post('/api/activity-log/approve', { ids: [...ids, already, draft] });
    expect(response.status).toBe(200);
    expect(response.body.results).toEqual([
      { id: ids[0], status: 200, message: null },
      { id: ids[1], status: 200, message: null },
      { id: already, status: 409, message: messages.notApprovable },
      // a draft is not the reviewer's to find
      { id: draft, status: 404, message: 'The requested resource was not found' },
    ]);
  });
});

describe('when a supervisor does not supervise the training (DASH-06, TRAIN-29, TRAIN-31, TRAIN-32)', () => {
  /** A supervisor of the organization whom no placement of the fixture's training names, reading after the trainee. */
  async function anotherSupervisor(first: string) {
    const tag = randomUUID().slice(0, 8);
    const other = await signedInMember(
      t.app,
      { first_name: first, last_name: `Other ${tag}`, email: `${first.toLowerCase()}.${tag}@demo.practicum.test` },
      { organizationId: f.organizationId, role: 'supervisor' },
    );
    sync(trainee, supervisor, other.client);
    return other;
  }

  it('TRAIN-29 TRAIN-31 TRAIN-32 another supervisor of the organization neither reads nor reviews its entries (404)', async () => {
    const id = await logEntry({ risk_alert: true });
    await trainee.post('/api/activity-log/submit', { ids: [id] });
    const other = await anotherSupervisor('Otto');
    const filter = JSON.stringify({ trainee_id: f.trainee.userId });
    await other.client.get(`/api/activity-log/${id}`).expect(404);
    expect((await other.client.get(`/api/activity-log?filter=${filter}`).expect(200)).body).toEqual([]);
    expect((await other.client.get(`/api/risk-alerts?filter=${filter}`).expect(200)).body).toEqual([]);
    for (const path of [`/api/activity-log/${id}/approve`, `/api/activity-log/${id}/request-changes`, `/api/risk-alerts/${id}/dismiss`]) {
      const response = await refused(() => other.client.post(path, { comment: 'Not mine' }));
      expect(response.status).toBe(404);
    }
    const bulk = await other.client.post('/api/activity-log/approve', { ids: [id] });
    expect(bulk.body.results).toEqual([{ id, status: 404, message: 'The requested resource was not found' }]);
    // the training's supervisor (its approved placement names them) reads and approves it
    await supervisor.get(`/api/activity-log/${id}`).expect(200);
    expect((await supervisor.get(`/api/risk-alerts?filter=${filter}`).expect(200)).body.map((e: { id: string }) => e.id)).toContain(id);
    expect((await supervisor.post(`/api/activity-log/${id}/approve`)).status).toBe(200);
  });

  it('TRAIN-29 TRAIN-31 a member who does not read an entry is told 404, as its read, when they edit, delete or submit it', async () => {
    const draft = await logEntry();
    const submitted = await logEntry();
    await trainee.post('/api/activity-log/submit', { ids: [submitted] });
    const other = await anotherSupervisor('Oona');
    const tag = randomUUID().slice(0, 8);
    const classmate = await signedInMember(
      t.app,
      { first_name: 'Cleo', last_name: `Classmate ${tag}`, email: `cleo.${tag}@demo.practicum.test` },
      { organizationId: f.organizationId, role: 'trainee' },
    );
    sync(trainee, classmate.client, coordinator);
    // a supervisor of another training, another trainee, and (for a draft, the trainee's own) the training's supervisor
    const strangers: [ApiClient, string][] = [
      [other.client, submitted],
      [classmate.client, submitted],
      [classmate.client, draft],
      [supervisor, draft],
      [coordinator, draft],
    ];
    for (const [client, id] of strangers) {
      await client.get(`/api/activity-log/${id}`).expect(404);
      expect((await refused(() => client.put(`/api/activity-log/${id}`, entryBody({ notes: 'Not mine' })))).status).toBe(404);
      // nor does a bad body tell them more (422)
      expect((await refused(() => client.put(`/api/activity-log/${id}`, { minutes: 'many' }))).status).toBe(404);
      expect((await refused(() => client.delete(`/api/activity-log/${id}`))).status).toBe(404);
      expect((await refused(() => client.post(`/api/activity-log/${id}/submit`))).status).toBe(404);
      const bulk = await client.post('/api/activity-log/submit', { ids: [id] });
      expect(bulk.body.results).toEqual([{ id, status: 404, message: 'The requested resource was not found' }]);
    }
    // who reads the entry and may not change it is told so (403)
    for (const client of [supervisor, coordinator]) {
      await client.get(`/api/activity-log/${submitted}`).expect(200);
      const response = await refused(() => client.delete(`/api/activity-log/${submitted}`));
      expect([response.status, response.body.message]).toEqual([403, messages.notOwner]);
    }
  });

  it('DASH-06 TRAIN-50 the supervisor opens the trainings and reports of the training they supervise; another supervisor none', async () => {
    const other = await anotherSupervisor('Olga');
    const trainings = await supervisor.get(`/api/trainees/${f.trainee.userId}/trainings`).expect(200);
    expect(JSON.stringify(trainings.body)).toContain(f.trainingId);
    await supervisor.get(`/api/reports/training/${f.trainingId}`).expect(200);
    const report = await supervisor.get(`/api/reports/training/trainee/${f.trainee.userId}`).expect(200);
    expect((report.body as { training_plan: { id: string } }[]).length).toBe(1);
    const none = await other.client.get(`/api/trainees/${f.trainee.userId}/trainings`).expect(200);
    expect(JSON.stringify(none.body)).not.toContain(f.trainingId);
    await other.client.get(`/api/reports/training/${f.trainingId}`).expect(404);
    await other.client.get(`/api/reports/training/trainee/${f.trainee.userId}`).expect(404);
  });
});

describe('TRAIN-30 the activity-log query filters', () => {
  it('TRAIN-30 filters by happened_before (inclusive), training_id and trainee_id', async () => {
    const older = await logEntry({ happened_at: day(-30) });
    const newer = await logEntry({ happened_at: day(-2) });
    const ids = (filter: object) =>
      trainee
        .get(`/api/activity-log?filter=${JSON.stringify({ id: [older, newer], ...filter })}`)
        .then((r) => (r.body as { id: string }[]).map((e) => e.id));
    await expect(ids({ happened_before: day(-30) })).resolves.toEqual([older]);
    await expect(ids({ training_id: f.trainingId, trainee_id: f.trainee.userId })).resolves.toEqual([newer, older]);
    await expect(ids({ training_id: '00000000-0000-4000-8000-000000000000' })).resolves.toEqual([]);
  });
});

describe('risk alerts (TRAIN-37, TRAIN-41, DASH-36)', () => {
  it('TRAIN-41 faculty and coordinator see a submitted alert; a coordinator dismisses it once; the trainee cannot', async () => {
    const id = await logEntry({ risk_alert: true });
    await trainee.post('/api/activity-log/submit', { ids: [id] });
    sync(trainee, faculty, coordinator);
    for (const client of [faculty, coordinator]) {
      const { body } = await client.get(`/api/risk-alerts?filter=${JSON.stringify({ id })}`).expect(200);
      expect(body).toHaveLength(1);
    }
    const self = await refused(() => trainee.post(`/api/risk-alerts/${id}/dismiss`));
    expect([self.status, self.body.message]).toEqual([403, messages.notDismisser]);
    expect((await coordinator.post(`/api/risk-alerts/${id}/dismiss`)).status).toBe(200);
    const again = await refused(() => faculty.post(`/api/risk-alerts/${id}/dismiss`));
    expect([again.status, again.body.message]).toEqual([409, messages.alreadyDismissed]);
    sync(coordinator, faculty);
    const { body } = await faculty.get(`/api/risk-alerts?filter=${JSON.stringify({ id })}`).expect(200);
    expect(body).toEqual([]);
  });
});

describe('PASS-13 limited accounts', () => {
  it('PASS-13 a limited trainee account cannot log activity ("access pass required")', async () => {
    const email = 'limited@demo.practicum.test';
    const { userId } = await registerUser(t.app, { first_name: 'Lim', last_name: 'Ited', email, password: DEMO_PASSWORD }, { system: {} });
    const limited = {
      userId,
      positionId: randomUUID(),
      organizationId: f.organizationId,
      role: 'trainee' as const,
      status: 'active' as const,
      current: true,
      traineeAccountLimited: true,
    };
    await t.app.eventStore.appendToStream(userStream(userId), [{ type: 'PositionAssigned', data: limited, metadata: systemMetadata() }], {
      expectedRevision: 'any',
    });
    const batch = await assignPlan(coordinator, f.planId, userId);
    expect(batch.status).toBe(200);
    const client = await anonymousClient(t.app);
    expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    const response = await refused(() => client.post('/api/activity-log', { ...entryBody(), training_id: undefined }));
    expect([response.status, response.body.message]).toEqual([403, 'access pass required']);
  });

  /** A trainee who logged a draft while their pass held, whose pass has since expired (PASS-14). */
  async function draftOfExpiredPass() {
    const email = `expired.${randomUUID().slice(0, 8)}@demo.practicum.test`;
    const expired = await newTrainee(t.app, f.organizationId, email);
    expect((await assignPlan(coordinator, f.planId, expired.userId)).status).toBe(200);
    expired.client.lastPosition = coordinator.lastPosition;
    const logged = await expired.client.post('/api/activity-log', { ...entryBody(), training_id: undefined });
    expect(logged.status).toBe(201);
    const pass = { userId: expired.userId, positionId: expired.positionId, organizationId: f.organizationId };
    await t.app.eventStore.appendToStream(
      `traineeAccess-${expired.positionId}`,
      [
        {
          type: 'AccessPassGranted',
          data: {
            ...pass,
            passId: randomUUID(),
            passType: 'prorated',
            startsOn: day(-30),
            expiresOn: day(-1),
            codeId: null,
            paymentId: null,
          },
          metadata: systemMetadata(),
        },
        { type: 'AccessPassExpired', data: { ...pass, expiresOn: day(-1) }, metadata: systemMetadata() },
      ],
      { expectedRevision: 'no_stream' },
    );
    return { client: expired.client, entryId: logged.body.id as string };
  }

  it('PASS-13 PASS-14 TRAIN-32 a trainee whose pass expired cannot edit the hours logged before ("access pass required")', async () => {
    const { client, entryId } = await draftOfExpiredPass();
    const edit = await refused(() => client.put(`/api/activity-log/${entryId}`, { minutes: 30 }));
    expect([edit.status, edit.body.message]).toEqual([403, 'access pass required']);
    const { body } = await client.get(`/api/activity-log/${entryId}`).expect(200);
    expect(body.minutes).toBe(90);
  });

  it('PASS-13 PASS-14 TRAIN-32 a trainee whose pass expired can neither submit nor delete a draft ("access pass required")', async () => {
    const { client, entryId } = await draftOfExpiredPass();
    const submit = await refused(() => client.post(`/api/activity-log/${entryId}/submit`));
    expect([submit.status, submit.body.message]).toEqual([403, 'access pass required']);
    const bulk = await refused(() => client.post('/api/activity-log/submit', { ids: [entryId] }));
    expect(bulk.body).toMatchObject({ results: [{ id: entryId, status: 403, message: 'access pass required' }], succeeded: 0 });
    const remove = await refused(() => client.delete(`/api/activity-log/${entryId}`));
    expect([remove.status, remove.body.message]).toEqual([403, 'access pass required']);
    const { body } = await client.get(`/api/activity-log/${entryId}`).expect(200);
    expect(body.status).toBe('draft');
  });
});

describe('a trainee of two organizations', () => {
  it('TRAIN-34 logs only into the signed-in organization’s trainings, and each organization lists only its own entries', async () => {
    const clinic = await trainingAtRiverside(t.app, f.trainee.userId, day(-30), day(30));
    trainee.lastPosition = clinic.position;
    const ours = await logEntry();
    const theirs = await refused(() => trainee.post('/api/activity-log', entryBody({ training_id: clinic.trainingId })));
    expect([theirs.status, theirs.body.errors]).toEqual([422, { training_id: ['The selected training is invalid.'] }]);
    const { body: options } = await trainee.get('/api/activity-log/options').expect(200);
    expect((options as { trainings: { id: string }[] }).trainings.map((tr) => tr.id)).toEqual([f.trainingId]);

    const { email } = await t.app.knex('users').where({ id: f.trainee.userId }).first<{ email: string }>('email');
    const atClinic = await signInByEmail(t.app, email);
    await atClinic.agent.patch(`/api/users/current_position/${clinic.positionId}`).set({ 'X-CSRF-TOKEN': atClinic.csrf }).expect(200);
    atClinic.lastPosition = trainee.lastPosition;
    const { body: listed } = await atClinic.get('/api/activity-log').expect(200);
    expect((listed as { id: string }[]).map((e) => e.id)).not.toContain(ours);
    expect(listed).toEqual([]);
    await atClinic.get(`/api/activity-log/${ours}`).expect(404);
    const { body: clinicOptions } = await atClinic.get('/api/activity-log/options').expect(200);
    expect((clinicOptions as { trainings: { id: string }[] }).trainings.map((tr) => tr.id)).toEqual([clinic.trainingId]);
    const back = await refused(() => atClinic.post('/api/activity-log', entryBody({ training_id: f.trainingId })));
    expect([back.status, back.body.errors]).toEqual([422, { training_id: ['The selected training is invalid.'] }]);
  });
});

describe('TRAIN-34 when it is still yesterday where the trainee is', () => {
  it('lets a trainee in Los Angeles log for the 1st at 8 pm there (4 am UTC on the 2nd), and not for the 2nd', async () => {
    const email = `pacific.${randomUUID().slice(0, 8)}@demo.practicum.test`;
    const pacific = await newTrainee(t.app, f.organizationId, email);
    expect((await assignPlan(coordinator, f.planId, pacific.userId)).status).toBe(200);
    // the command service with its clock at 4 am UTC today: 8 or 9 pm of yesterday in Los Angeles
    const [yesterday, today] = [day(-1), day(0)];
    const lateEvening = commandAppOver(t.app, 'late-evening', () => new Date(`${today}T04:00:00.000Z`));
    const client = await signedInOver(lateEvening, { email, first_name: 'Tess', last_name: 'Logger' }, 'America/Los_Angeles');
    const body = (happened_at: string) => ({ ...entryBody({ happened_at }), training_id: undefined });
    expect((await client.post('/api/activity-log', body(yesterday))).status).toBe(201);
    const future = await refused(() => client.post('/api/activity-log', body(today)));
    expect([future.status, future.body.errors?.happened_at]).toEqual([422, [messages.dateFuture]]);
  });
});
