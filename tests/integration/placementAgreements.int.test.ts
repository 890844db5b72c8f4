// Requirement agreements move their placement on (issue 15 §3; PLACE-22, 23): a coordinator requires an agreement at
// a training level; a placement requested there carries it; the trainee starts it from the placement (the
// placement's supervisor is named for the supervisor's turn and gets a task); each signature reaches the placement
// through the placement-agreements consumer ("signature required", then "signed"), and the last one makes the joined
// placement ready, so the coordinator can approve it. A replayed signature changes nothing.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { signingTaskId } from '@practicum/command-service/forms/submissionTasks';
import { applyAgreementProgress } from '@practicum/command-service/placements/agreementProgress';
import { formMessages } from '@practicum/shared/domain/forms/index';
import type { PlacementRecord } from '@practicum/shared/domain/placements/index';
import type { SiteRecord } from '@practicum/shared/domain/sites/index';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { eventually } from './support/eventually.js';
import { eventCount, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';
import { multiwayAgreement } from './support/formBodies.js';

let t: TestApp;
let coordinator: ApiClient, supervisor: ApiClient, omar: ApiClient, lena: ApiClient;
let supervisorId: string, omarTraining: string, harbor: SiteRecord;
let form: { id: string; sections: { questions: { id: string }[] }[] };

const userId = async (email: string) => (await t.app.knex('users').where({ email }).first<{ id: string }>('id')).id;
const everyone = () => [coordinator, supervisor, omar, lena];
const syncReads = (from: ApiClient) => everyone().forEach((c) => (c.lastPosition = from.lastPosition));

beforeAll(async () => {
  t = await startTestApp();
  [coordinator, supervisor, omar, lena] = (await Promise.all(
    ['coordinator', 'supervisor', 'omar.haddad', 'lena.schmidt'].map((r) => signIn(t.app, r)),
  )) as [ApiClient, ApiClient, ApiClient, ApiClient];
  const head = formatPosition(await t.app.eventStore.headPosition());
  for (const c of everyone()) c.lastPosition = head;
  supervisorId = await userId('supervisor@demo.practicum.test');
  const omarId = await userId('omar.haddad@demo.practicum.test');
  const training = await t.app
    .knex('trainings as t')
    .join('training_plans as p', 'p.id', 't.training_plan_id')
    .where({ 't.trainee_id': omarId })
    .first<{ id: string; level_id: string }>('t.id', 'p.level_id');
  omarTraining = training.id;
  const sites = await coordinator
    .get(
      `/api/supervision-sites?filter=${encodeURIComponent(JSON.stringify({ supervisor_id: supervisorId, published: true }))}&range=[0,9]`,
    )
    .expect(200);
  harbor = (sites.body as SiteRecord[]).find((s) => s.name === 'Harbor Counseling Center')!;
  const created = await coordinator.post('/api/forms', multiwayAgreement('Harbor site agreement'));
  expect(created.status).toBe(201);
  form = created.body;
  expect((await coordinator.patch(`/api/forms/${form.id}/publish`, { published: true })).status).toBe(200);
  const required = await coordinator.put(`/api/placement-requirements/${training.level_id}`, { agreement_form_ids: [form.id] });
  expect(required.status).toBe(200);
  syncReads(coordinator);
});
afterAll(() => t?.close());

const placementOf = async (client: ApiClient, id: string) =>
  (await client.get(`/api/placements/${id}`).expect(200)).body as PlacementRecord;
const agreementOf = (p: PlacementRecord) => p.placement_requirement.agreements.find((a) => a.form_id === form.id)!;
const agree = () => ({ [form.sections[0]!.questions[0]!.id]: true });

describe('PLACE-22 PLACE-23 signed requirement agreements make a placement ready', () => {
  let placementId: string;
  let submissionId: string;

  it('a placement at the level carries the agreement; the supervisor joins and it waits, submitted', async () => {
    const requested = await omar.post('/api/placements', {
      training_id: omarTraining,
      supervision_site_id: harbor.id,
      supervisor_id: supervisorId,
    });
    expect(requested.status).toBe(201);
    placementId = requested.body.id as string;
    expect((await supervisor.patch(`/api/placements/${placementId}/supervisor`, {})).status).toBe(200);
    syncReads(supervisor);
    const placement = await placementOf(omar, placementId);
    expect(placement.status).toBe('submitted');
    expect(agreementOf(placement)).toMatchObject({ name: 'Harbor site agreement', status: 'pending', actionable: true });
  });

  it('refuses a start for a placement the starter is no party to, or for an agreement it does not require', async () => {
    const foreign = await lena.post('/api/submitted-forms', { form_id: form.id, placement_id: placementId });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ placement_id: [formMessages.placementInvalid] });
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
