// Requirement agreements move their placement on (issue 15 §3; PLACE-22, 23): a coordinator requires an agreement at
// a training level; a placement requested there carries it; the trainee starts it from the placement (the
// placement's supervisor is named for the supervisor's turn and gets a task); each signature reaches the placement
// through the placement-agreements consumer ("signature required", then "signed"), and the last one makes the joined
// placement ready, so the coordinator can approve it. A replayed signature changes nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { signingTaskId } from '@practicum/command-service/forms/submissionTasks';
import { applyAgreementProgress } from '@practicum/command-service/placements/agreementProgress';
import { formMessages } from '@practicum/shared/domain/forms/index';
import type { PlacementRecord } from '@practicum/shared/domain/placements/index';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { statusTexts } from '@practicum/shared/platform/http/statusTexts';
import { eventually } from './support/eventually.js';
import { placementFixture, trainingsOf, userIdOf, type PlacementFixture } from './support/placementFixture.js';
import { catchUpToHead, eventCount, signInByEmail, testHarnessForFile, type ApiClient } from './support/testApp.js';
import { userStream } from '@practicum/shared/domain/identity/events';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { multiwayAgreement } from './support/formBodies.js';

const t = testHarnessForFile();
let coordinator: ApiClient, supervisor: ApiClient, omar: ApiClient, lena: ApiClient;
let supervisorId: string;
let fixture: PlacementFixture;
let form: { id: string; sections: { questions: { id: string }[] }[] };

beforeAll(async () => {
  coordinator = await t.signIn('coordinator');
  const [training] = (await trainingsOf(t.app, await userIdOf(t.app, 'omar.haddad'))).slice(-1);
  const created = await coordinator.post('/api/forms', multiwayAgreement('Harbor site agreement'));
  expect(created.status).toBe(201);
  form = created.body;
  expect((await coordinator.patch(`/api/forms/${form.id}/publish`, { published: true })).status).toBe(200);
  const required = await coordinator.put(`/api/placement-requirements/${training!.level_id}`, { agreement_form_ids: [form.id] });
  expect(required.status).toBe(200);
  // Omar's placement, requested once the level requires the agreement
  fixture = await placementFixture(t.app, { trainee: 'omar.haddad' });
  ({ coordinator, supervisor, trainee: omar, outsider: lena } = fixture.clients);
  supervisorId = fixture.ids.supervisor;
});

const syncReads = (from: ApiClient) => fixture.syncReads(from);
const placementOf = async (client: ApiClient, id: string) =>
  (await client.get(`/api/placements/${id}`).expect(200)).body as PlacementRecord;
const agreementOf = (p: PlacementRecord) => p.placement_requirement.agreements.find((a) => a.form_id === form.id)!;
const agree = () => ({ [form.sections[0]!.questions[0]!.id]: true });

describe('PLACE-22 PLACE-23 signed requirement agreements make a placement ready', () => {
  let placementId: string;
  let submissionId: string;

  it('a placement at the level carries the agreement; the supervisor joins and it waits, submitted', async () => {
    placementId = fixture.placementId;
    expect((await supervisor.patch(`/api/placements/${placementId}/supervisor`, {})).status).toBe(200);
    syncReads(supervisor);
    const placement = await placementOf(omar, placementId);
    expect(placement.status).toBe('submitted');
    expect(agreementOf(placement)).toMatchObject({ name: 'Harbor site agreement', status: 'pending', actionable: true });
  });

  it('PLACE-22 refuses a start for a placement the starter is no party to (404, as the placement reads to them), or for an agreement it does not require', async () => {
    for (const [client, placement] of [
      [lena, placementId],
      [omar, randomUUID()],
    ] as const) {
      const foreign = await t.refusedWithoutEvents(() =>
        client.post('/api/submitted-forms', { form_id: form.id, placement_id: placement }),
      );
      expect([foreign.status, foreign.body.message]).toEqual([404, statusTexts.page_not_found]);
    }
    const other = await coordinator.post('/api/forms', {
      name: 'Unrequired agreement',
      type: 'agreement',
      assessment_category: 'none',
      submitter_roles: ['trainee'],
      reviewer_roles: ['coordinator'],
      sections: [{ title: 'Terms', questions: [{ type: 'agree', label: 'I agree', required: true }] }],
    });
    await coordinator.patch(`/api/forms/${other.body.id}/publish`, { published: true });
    syncReads(coordinator);
    const unrequired = await omar.post('/api/submitted-forms', { form_id: other.body.id, placement_id: placementId });
    expect(unrequired.status).toBe(422);
    expect(unrequired.body.errors).toEqual({ placement_id: [formMessages.placementInvalid] });
  });

  it('the trainee signs first: the agreement needs a signature, and the placement’s supervisor is named and tasked', async () => {
    const started = await omar.post('/api/submitted-forms', { form_id: form.id, placement_id: placementId });
    expect(started.status).toBe(201);
    submissionId = started.body.id as string;
    const signed = await omar.post(`/api/submitted-forms/${submissionId}/submit`, { signature: 'Omar Haddad', answers: agree() });
    expect(signed.status).toBe(200);
    syncReads(omar);
    const progressed = await eventually(async () => {
      const a = agreementOf(await placementOf(coordinator, placementId));
      return a.status === 'signature required' ? a : false;
    });
    expect(progressed.submission_id).toBe(submissionId);
    const placement = await placementOf(coordinator, placementId);
    expect(placement).toMatchObject({ status: 'submitted', signature_required: true });
    const [started0] = (await t.app.eventStore.readStream(`submittedForm-${submissionId}`)).filter((e) => e.type === 'SubmissionStarted');
    expect((started0!.data as { signers: Record<string, { userId: string }> }).signers.supervisor?.userId).toBe(supervisorId);
    const task = await eventually(async () => (await t.app.eventStore.readStream(`task-${signingTaskId(submissionId, 'supervisor')}`))[0]);
    expect(task.type).toBe('TaskCreated');
  });

  it('the supervisor then the coordinator sign: the placement is ready and the coordinator approves it', async () => {
    expect((await supervisor.post(`/api/submitted-forms/${submissionId}/submit`, { signature: 'Sofia Singh' })).status).toBe(200);
    expect((await coordinator.post(`/api/submitted-forms/${submissionId}/submit`, { signature: 'Casey Coordinator' })).status).toBe(200);
    syncReads(coordinator);
    await eventually(async () => (await placementOf(coordinator, placementId)).status === 'ready', 15_000);
    expect(agreementOf(await placementOf(coordinator, placementId)).status).toBe('signed');
    const events = (await t.app.eventStore.readStream(`placement-${placementId}`)).map((e) => e.type);
    expect(events.filter((type) => type === 'PlacementReady')).toHaveLength(1);
    // insurance is the organization's rule; Omar's document is current
    const approved = await coordinator.patch(`/api/placements/${placementId}/status`, { status: 'approved' });
    expect(approved.status).toBe(200);
  });

  it('a replayed signature appends nothing', async () => {
    const before = await eventCount(t.app);
    const pipeline = commandPipeline({ eventStore: t.app.eventStore });
    for (const event of await t.app.eventStore.readStream(`submittedForm-${submissionId}`)) await applyAgreementProgress(pipeline, event);
    expect(await eventCount(t.app)).toBe(before);
  });
});

describe('PLACE-20 PLACE-21 every party of a placement fills a form for it, as every party reads it', () => {
  it('the supervisor and the training’s faculty start one; the site’s other contact and another trainee find no placement to read or fill a form for', async () => {
    const created = await coordinator.post('/api/forms', {
      name: 'Placement check-in',
      type: 'evaluation',
      assessment_category: 'none',
      submitter_roles: ['faculty', 'supervisor', 'trainee'],
      reviewer_roles: ['coordinator'],
      sections: [{ title: 'Check-in', questions: [{ type: 'string', label: 'How is it going?', required: true }] }],
    });
    expect((await coordinator.patch(`/api/forms/${created.body.id}/publish`, { published: true })).status).toBe(200);
    syncReads(coordinator);
    const start = (client: ApiClient) =>
      client.post('/api/submitted-forms', { form_id: created.body.id, placement_id: fixture.placementId });
    for (const party of [fixture.clients.faculty, fixture.clients.supervisor]) {
      const started = await start(party);
      expect(started.status).toBe(201);
      expect((await party.get(`/api/submitted-forms/${started.body.id as string}`).expect(200)).body.placement_id).toBe(
        fixture.placementId,
      );
    }
    for (const stranger of [fixture.clients.siteContact, lena]) {
      stranger.lastPosition = coordinator.lastPosition;
      await stranger.get(`/api/placements/${fixture.placementId}`).expect(404);
      const refused = await t.refusedWithoutEvents(() => start(stranger));
      expect([refused.status, refused.body.message]).toEqual([404, 'The requested resource was not found']);
    }
  });
});

describe('AUTH-64 PLACE-20 PLACE-22 faculty with two faculty positions in one organization', () => {
  it('reads and fills a form for a placement only from the position its training names, when it is the current one', async () => {
    const facultyId = fixture.ids.faculty;
    const { faculty_position_id: taught } = await t.app
      .knex('trainings')
      .where({ id: fixture.trainingId })
      .first<{ faculty_position_id: string }>('faculty_position_id');
    // a second faculty position beside the one the training names: assigning and restoring now refuse a role the
    // user holds there, but a user's stream from before that rule may hold two, so the event is appended as it was
    const secondPositionId = randomUUID();
    const second = { userId: facultyId, positionId: secondPositionId, organizationId: fixture.organizationId, role: 'faculty' as const };
    await t.app.eventStore.appendToStream(
      userStream(facultyId),
      [{ type: 'PositionAssigned', data: { ...second, status: 'active' as const, current: false }, metadata: systemMetadata() }],
      { expectedRevision: 'any' },
    );
    const { email } = await t.app.knex('users').where({ id: facultyId }).first<{ email: string }>('email');
    const faculty = await signInByEmail(t.app, email);

    const created = await coordinator.post('/api/forms', {
      name: 'Faculty visit',
      type: 'evaluation',
      assessment_category: 'none',
      submitter_roles: ['faculty'],
      reviewer_roles: ['coordinator'],
      sections: [{ title: 'Visit', questions: [{ type: 'string', label: 'Notes', required: true }] }],
    });
    expect((await coordinator.patch(`/api/forms/${created.body.id}/publish`, { published: true })).status).toBe(200);
    const start = () => faculty.post('/api/submitted-forms', { form_id: created.body.id, placement_id: fixture.placementId });
    const switchTo = async (positionId: string) => {
      expect((await faculty.patch(`/api/users/current_position/${positionId}`)).status).toBe(200);
      await catchUpToHead(t.app, faculty);
    };
    const listed = async () =>
      ((await faculty.get('/api/placements?range=[0,499]').expect(200)).body as { id: string }[]).some((p) => p.id === fixture.placementId);

    await switchTo(secondPositionId);
    expect(await listed()).toBe(false);
    await faculty.get(`/api/placements/${fixture.placementId}`).expect(404);
    const refused = await t.refusedWithoutEvents(start);
    expect([refused.status, refused.body.message]).toEqual([404, 'The requested resource was not found']);

    await switchTo(taught);
    expect(await listed()).toBe(true);
    await faculty.get(`/api/placements/${fixture.placementId}`).expect(200);
    expect((await start()).status).toBe(201);
  });
});
