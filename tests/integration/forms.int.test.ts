// Forms, submissions and reviews through the API (issue 14; FORMS-11..37,
// TRAIN-56, TASKS-29): each rule broken once with the spec's message and
// nothing stored; reads scoped by organization and role.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  laterPosition,
  refusedWithoutEvents,
  signIn,
  signInAfterDemoData,
  signInByEmail,
  testAppForFile,
  type ApiClient,
} from './support/testApp.js';
import { multiwayAgreement } from './support/formBodies.js';
import { placementFixture, userIdOf } from './support/placementFixture.js';
import { assignPlan, day, newTrainee } from './support/activityLogFixture.js';
import { commandAppOver, signedInOver } from './support/commandApp.js';

const t = testAppForFile();
let coordinator: ApiClient, supervisor: ApiClient, faculty: ApiClient, trainee: ApiClient, other: ApiClient;
let traineeId: string;

beforeAll(async () => {
  ({ other, coordinator, supervisor, faculty, trainee } = await signInAfterDemoData(t.app, [
    'coordinator',
    'supervisor',
    'faculty',
    'trainee',
  ]));
  traineeId = (await trainee.get('/api/users/current').expect(200)).body.id as string;
});

type Res = { status: number; body: { errors?: Record<string, string[]>; message?: string } & Record<string, unknown> };
const refused = (call: () => PromiseLike<Res>): Promise<Res> => refusedWithoutEvents(t.app, call);

const allTypes = [
  { type: 'single', label: 'Rapport', required: true, options: ['Good', 'Poor'] },
  { type: 'multiple', label: 'Strengths', options: ['A', 'B'] },
  { type: 'string', label: 'Summary', required: true },
  { type: 'text', label: 'Goals' },
  { type: 'numeric', label: 'Hours', required: true },
  { type: 'upload', label: 'Notes', required: true },
  { type: 'agree', label: 'I discussed it', required: true },
  { type: 'monthYearDate', label: 'Period', required: true },
];
const evaluationBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Skills check',
  type: 'evaluation',
  assessment_category: 'trainee',
  submitter_roles: ['supervisor'],
  reviewer_roles: ['faculty'],
  sections: [{ title: 'All', questions: allTypes }],
  ...overrides,
});

async function publishedEvaluation(overrides: Record<string, unknown> = {}) {
  const created = await coordinator.post('/api/forms', evaluationBody(overrides));
  expect(created.status).toBe(201);
  expect((await coordinator.patch(`/api/forms/${created.body.id}/publish`, { published: true })).status).toBe(200);
  return created.body as { id: string; sections: { questions: { id: string; type: string }[] }[] };
}
const answersFor = (form: { sections: { questions: { id: string; type: string }[] }[] }) => {
  const q = form.sections[0]!.questions;
  return {
    [q[0]!.id]: 'Good',
    [q[2]!.id]: 'Warm and clear',
    [q[4]!.id]: 12,
    [q[5]!.id]: ['notes.pdf'],
    [q[6]!.id]: true,
    [q[7]!.id]: '2026-11',
  };
};

describe('the form builder (FORMS-11..14, 19, 22, 37, 39)', () => {
  it('FORMS-39 a coordinator creates an evaluation with all eight question types; the list and details show it', async () => {
    const created = await coordinator.post('/api/forms', evaluationBody());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Skills check', published: false, active: true, version: 1 });
    const { body } = await coordinator.get(`/api/forms/${created.body.id}`).expect(200);
    expect(body.sections[0].questions.map((q: { type: string }) => q.type)).toEqual(allTypes.map((q) => q.type));
    expect(body.submitter_roles).toEqual([{ keyname: 'supervisor', name: 'Supervisor' }]);
    const list = await coordinator.get('/api/forms?filter={"q":"Skills check"}').expect(200);
    expect(list.headers['content-range']).toBe('forms 0-0/1');
  });
  it('refuses a bad form with field messages, storing nothing', async () => {
    const response = await refused(() =>
      coordinator.post(
        '/api/forms',
        evaluationBody({ name: '', type: 'survey', sections: [{ questions: [{ type: 'single', label: 'Pick' }] }] }),
      ),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toMatchObject({ name: ['The name field is required.'], type: ['The selected type is invalid.'] });
    const options = await refused(() =>
      coordinator.post('/api/forms', evaluationBody({ sections: [{ questions: [{ type: 'single', label: 'Pick' }] }] })),
    );
    expect(options.body.errors).toEqual({ 'sections.0.questions.0.options': ['A choice question needs at least one option.'] });
  });
  it('FORMS-22 publishes, unpublishes, deactivates; FORMS-37 duplicates as an unpublished copy', async () => {
    const form = await publishedEvaluation({ name: 'Toggle me' });
    expect((await coordinator.patch(`/api/forms/${form.id}/active`, { active: false })).body).toMatchObject({
      active: false,
      published: true,
    });
    const copy = await coordinator.post(`/api/forms/${form.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Copy of Toggle me', published: false, active: true });
    expect((await coordinator.patch(`/api/forms/${form.id}/publish`, { published: false })).body.published).toBe(false);
  });
  it('a change after publishing makes version 2; the submission keeps version 1', async () => {
    const form = await publishedEvaluation({ name: 'Versioned' });
    const started = await supervisor.post('/api/submitted-forms', { form_id: form.id, target_id: traineeId });
    const sections = [{ ...form.sections[0], questions: [...form.sections[0]!.questions, { type: 'text', label: 'Added later' }] }];
    const changed = await coordinator.put(`/api/forms/${form.id}`, { sections });
    expect(changed.body.version).toBe(2);
    supervisor.lastPosition = coordinator.lastPosition;
    const { body } = await supervisor.get(`/api/submitted-forms/${started.body.id}`).expect(200);
    expect(body.form_version).toBe(1);
    expect(body.sections[0].questions).toHaveLength(8);
  });
  it('FORMS-01 a rename changes the name only: the questions, roles and category stay', async () => {
    const { id } = await publishedEvaluation({ name: 'Before the rename' });
    const before = (await coordinator.get(`/api/forms/${id}`).expect(200)).body as Record<string, unknown>;
    expect((before.sections as unknown[]).length).toBeGreaterThan(0);
    expect((await coordinator.put(`/api/forms/${id}`, { name: 'After the rename' })).status).toBe(200);
    const after = (await coordinator.get(`/api/forms/${id}`).expect(200)).body as Record<string, unknown>;
    const kept = ['type', 'intro', 'instructions', 'assessment_category', 'submitter_roles', 'reviewer_roles', 'is_multiway', 'sections'];
    expect({ name: after.name, ...Object.fromEntries(kept.map((key) => [key, after[key]])) }).toEqual({
      name: 'After the rename',
      ...Object.fromEntries(kept.map((key) => [key, before[key]])),
    });
  });
  it('403 to faculty, trainee and supervisor; 404 to another organization', async () => {
    const form = await publishedEvaluation({ name: 'Private' });
    for (const client of [faculty, trainee, supervisor])
      expect((await refused(() => client.post('/api/forms', evaluationBody()))).status).toBe(403);
    expect((await refused(() => other.patch(`/api/forms/${form.id}/publish`, { published: false }))).status).toBe(404);
    other.lastPosition = coordinator.lastPosition;
    expect((await other.get(`/api/forms/${form.id}`)).status).toBe(404);
  });
  it('trainees and supervisors see published, active forms only', async () => {
    const hidden = (await coordinator.post('/api/forms', evaluationBody({ name: 'Unpublished draft' }))).body.id as string;
    trainee.lastPosition = coordinator.lastPosition;
    expect((await trainee.get(`/api/forms/${hidden}`)).status).toBe(404);
    expect((await coordinator.get(`/api/forms/${hidden}`)).status).toBe(200);
  });
});

describe('submitting (FORMS-20..35)', () => {
  it('FORMS-23 an unpublished form cannot be submitted', async () => {
    const draft = (await coordinator.post('/api/forms', evaluationBody({ name: 'Not yet' }))).body.id as string;
    const response = await refused(() => supervisor.post('/api/submitted-forms', { form_id: draft, target_id: traineeId }));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This form is unpublished or deactivated and cannot be submitted.');
  });
  it('FORMS-35 only the listed submitter roles', async () => {
    const form = await publishedEvaluation({ name: 'Supervisors only' });
    const response = await refused(() => trainee.post('/api/submitted-forms', { form_id: form.id, target_id: traineeId }));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Your role cannot submit this form.');
  });
  it('refuses a target who is not a trainee of the organization', async () => {
    const form = await publishedEvaluation({ name: 'Target check' });
    const supervisorId = (await supervisor.get('/api/users/current').expect(200)).body.id as string;
    const response = await refused(() => supervisor.post('/api/submitted-forms', { form_id: form.id, target_id: supervisorId }));
    expect(response.body.errors).toEqual({ target_id: ['The selected assessment target is invalid.'] });
  });
  it('FORMS-14 FORMS-32 a supervisor assesses only a trainee they supervise: another trainee of the organization is 422, on start and on a draft', async () => {
    const form = await publishedEvaluation({ name: 'Supervised target check' });
    const grace = await userIdOf(t.app, 'grace.kim');
    const started = await refused(() => supervisor.post('/api/submitted-forms', { form_id: form.id, target_id: grace }));
    expect(started.status).toBe(422);
    expect(started.body.errors).toEqual({ target_id: ['The selected assessment target is invalid.'] });
    const draft = await supervisor.post('/api/submitted-forms', { form_id: form.id });
    expect(draft.status).toBe(201);
    const retargeted = await refused(() => supervisor.put(`/api/submitted-forms/${draft.body.id as string}`, { target_id: grace }));
    expect(retargeted.body.errors).toEqual({ target_id: ['The selected assessment target is invalid.'] });
    // the trainee she supervises (an approved placement names her) stays hers to assess
    expect((await supervisor.put(`/api/submitted-forms/${draft.body.id as string}`, { target_id: traineeId })).status).toBe(200);
    // and the assessment's choices are the trainees she may assess; faculty still choose among all of them
    const choices = async (client: ApiClient) =>
      ((await client.get('/api/organization/available-users?supervised=1&roles=trainee').expect(200)).body as { name: string }[]).map(
        (u) => u.name,
      );
    expect(await choices(supervisor)).toEqual(['Theo Turner']);
    expect(await choices(faculty)).toEqual(expect.arrayContaining(['Grace Kim', 'Theo Turner']));
  });
  it('FORMS-14 FORMS-20 a site or client assessed is one of the organization the submitter reads: another organization’s, or none, is 422 and stores nothing', async () => {
    const siteForm = await publishedEvaluation({
      name: 'Site review',
      assessment_category: 'supervision_site',
      submitter_roles: ['coordinator'],
    });
    const clientForm = await publishedEvaluation({
      name: 'Client review',
      assessment_category: 'client',
      submitter_roles: ['coordinator'],
    });
    const elsewhere = await other.post('/api/supervision-sites', { name: 'Elsewhere Clinic' });
    expect(elsewhere.status).toBe(201);
    const ownSite = await coordinator.post('/api/supervision-sites', { name: 'Assessed Clinic' });
    expect(ownSite.status).toBe(201);
    const nothing = '00000000-0000-4000-8000-00000000f0f0';
    for (const [form, target] of [
      [siteForm, elsewhere.body.id as string],
      [siteForm, nothing],
      [clientForm, nothing],
      [clientForm, elsewhere.body.id as string],
    ] as const) {
      const response = await refused(() => coordinator.post('/api/submitted-forms', { form_id: form.id, target_id: target }));
      expect({ status: response.status, errors: response.body.errors }).toEqual({
        status: 422,
        errors: { target_id: ['The selected assessment target is invalid.'] },
      });
    }
    const started = await coordinator.post('/api/submitted-forms', { form_id: siteForm.id });
    expect(started.status).toBe(201);
    const saved = await refused(() =>
      coordinator.put(`/api/submitted-forms/${started.body.id as string}`, { target_id: elsewhere.body.id }),
    );
    expect(saved.status).toBe(422);
    const own = await coordinator.post('/api/submitted-forms', { form_id: siteForm.id, target_id: ownSite.body.id });
    expect(own.status).toBe(201);
    const clients = (await coordinator.get('/api/clients').expect(200)).body as { id: string }[];
    const aboutClient = await coordinator.post('/api/submitted-forms', { form_id: clientForm.id, target_id: clients[0]!.id });
    expect(aboutClient.status).toBe(201);
  });
  it('each refusal message once, then a signed submission; FORMS-24 never twice', async () => {
    const form = await publishedEvaluation({ name: 'Full flow' });
    const started = await supervisor.post('/api/submitted-forms', { form_id: form.id });
    expect(started.status).toBe(201);
    const id = started.body.id as string;
    const q = form.sections[0]!.questions;
    const answers = answersFor(form);
    const submit = (body: Record<string, unknown>) => refused(() => supervisor.post(`/api/submitted-forms/${id}/submit`, body));
    expect((await submit({ signature: 'Sofia Singh', answers, target_id: null })).body.errors).toEqual({
      target_id: ['An assessment target is required.'],
    }); // FORMS-32
    expect((await refused(() => supervisor.put(`/api/submitted-forms/${id}`, { answers: { [q[2]!.id]: 'NA' } }))).body.errors).toEqual({
      [`answers.${q[2]!.id}`]: ["'NA' is not a valid value."],
    }); // FORMS-29
    const saved = await supervisor.put(`/api/submitted-forms/${id}`, { answers: { [q[0]!.id]: 'Good' }, target_id: traineeId });
    expect(saved.status).toBe(200);
    // FORMS-27: the target is fixed once answers exist
    const maya = (await t.app.knex('users').where({ email: 'maya.patel@demo.practicum.test' }).first<{ id: string }>('id')).id;
    expect((await refused(() => supervisor.put(`/api/submitted-forms/${id}`, { target_id: maya }))).body.errors).toEqual({
      target_id: ['The assessment target cannot change once responses are in progress or submitted.'],
    });
    const incomplete = await submit({ signature: 'Sofia Singh', answers: { ...answers, [q[2]!.id]: '' } });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.message).toBe('Incomplete form submission. Please fill out all of the fields.'); // FORMS-34
    expect((await submit({ signature: 'Sofia Singh', answers: { ...answers, [q[6]!.id]: false } })).body.errors).toEqual({
      [`answers.${q[6]!.id}`]: ['You must agree to this statement to proceed.'],
    }); // FORMS-30
    expect(
      (await submit({ signature: 'Sofia Singh', answers: { ...answers, [q[5]!.id]: [] } })).body.errors?.[`answers.${q[5]!.id}`],
    ).toEqual(['A required upload must be present.']); // FORMS-33
    expect((await submit({ signature: ' ', answers })).body.errors).toEqual({ signature: ['A signature name is required.'] }); // FORMS-31
    // concurrent double submit: exactly one accepted
    const [a, b] = await Promise.all([
      supervisor.post(`/api/submitted-forms/${id}/submit`, { signature: 'Sofia Singh', answers }),
      supervisor.post(`/api/submitted-forms/${id}/submit`, { signature: 'Sofia Singh', answers }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await submit({ signature: 'Sofia Singh', answers });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This form has already been submitted and cannot be submitted again.');
    const { body } = await supervisor.get(`/api/submitted-forms/${id}`).expect(200);
    expect(body).toMatchObject({ status: 'submitted', state: 'complete', target: 'Theo Turner', submitter: 'Sofia Singh' });
    expect(body.signatures).toEqual([expect.objectContaining({ signature: 'Sofia Singh', role: 'supervisor' })]);
    const ip = await t.app.knex('submitted_forms').where({ id }).first('signatures');
    expect(ip.signatures[0].ip).toBeTruthy(); // FORMS-21 the IP is recorded
  });
});

describe('a numeric answer (FORMS-19, SPINE-51)', () => {
  it('SPINE-51 FORMS-19 is a whole number of 0 or more (digits only): a negative, a fraction or a too large one is 422 on the answer, and nothing is stored', async () => {
    const form = await publishedEvaluation({ name: 'Hours check' });
    const started = await supervisor.post('/api/submitted-forms', { form_id: form.id });
    expect(started.status).toBe(201);
    const id = started.body.id as string;
    const hours = form.sections[0]!.questions[4]!.id;
    for (const bad of [-1, 2.5, 1e13])
      expect((await refused(() => supervisor.put(`/api/submitted-forms/${id}`, { answers: { [hours]: bad } }))).body.errors).toEqual({
        [`answers.${hours}`]: ['This field must be a whole number from 0 to 999999999999.'],
      });
    expect((await refused(() => supervisor.put(`/api/submitted-forms/${id}`, { answers: { [hours]: 'twelve' } }))).body.errors).toEqual({
      [`answers.${hours}`]: ['This field must be a number.'],
    });
    for (const good of [0, 12])
      expect((await supervisor.put(`/api/submitted-forms/${id}`, { answers: { [hours]: good }, target_id: traineeId })).status).toBe(200);
  });
});

describe('review and visibility (FORMS-28, 36; TRAIN-56)', () => {
  let id: string;
  beforeAll(async () => {
    const form = await publishedEvaluation({ name: 'Reviewed one' });
    id = (await supervisor.post('/api/submitted-forms', { form_id: form.id, target_id: traineeId })).body.id as string;
    expect(
      (await supervisor.post(`/api/submitted-forms/${id}/submit`, { signature: 'Sofia Singh', answers: answersFor(form) })).status,
    ).toBe(200);
    for (const c of [coordinator, faculty, trainee, other]) c.lastPosition = supervisor.lastPosition;
  });
  it('FORMS-36 only a configured reviewer role reviews', async () => {
    const response = await refused(() => coordinator.patch(`/api/submitted-forms/${id}/status`, { status: 'approved' }));
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Your role cannot review this form.');
    const reviewed = await faculty.patch(`/api/submitted-forms/${id}/status`, { status: 'approved', comments: 'Good work' });
    expect(reviewed.body.status).toBe('approved');
    const twice = await refused(() => faculty.patch(`/api/submitted-forms/${id}/status`, { status: 'denied' }));
    expect(twice.body.message).toBe('A approved submission cannot be denied.');
  });
  it('TRAIN-56 the trainee sees the evaluation about them; another organization finds no such person', async () => {
    trainee.lastPosition = faculty.lastPosition;
    const { body } = await trainee.get(`/api/evaluations/user/${traineeId}`).expect(200);
    expect(body.submitted_forms_for.map((f: { form: string }) => f.form)).toContain('Reviewed one');
    expect((await trainee.get(`/api/submitted-forms/${id}`).expect(200)).body.status).toBe('approved');
    expect((await other.get(`/api/submitted-forms/${id}`)).status).toBe(404);
    // a person the organization never had does not exist for it, as one that does not exist at all
    expect((await other.get(`/api/evaluations/user/${traineeId}`)).status).toBe(404);
    expect((await trainee.get('/api/evaluations/user/00000000-0000-4000-8000-000000000001')).status).toBe(404);
    // nor the dates of the trainee's training, named by its id (404, as for any record of another organization)
    const training = await t.app.knex('trainings').where({ trainee_id: traineeId }).first<{ id: string }>('id');
    expect((await trainee.get(`/api/evaluations/user/${traineeId}?training_id=${training.id}`).expect(200)).body.training.id).toBe(
      training.id,
    );
    expect((await other.get(`/api/evaluations/user/${traineeId}?training_id=${training.id}`)).status).toBe(404);
  });
  it('TRAIN-54 the overview by training: an evaluation of a trainee in a current training is under current and all, not previous', async () => {
    coordinator.lastPosition = faculty.lastPosition;
    const forms = async (training: string) =>
      (
        (await coordinator.get(`/api/submitted-forms?filter=${encodeURIComponent(JSON.stringify({ training }))}&range=[0,499]`).expect(200))
          .body as { id: string }[]
      ).map((row) => row.id);
    const [current, previous, all] = [await forms('current'), await forms('previous'), await forms('all')];
    expect(current).toContain(id);
    expect(previous).not.toContain(id);
    expect(all).toContain(id);
    expect(previous.filter((row) => current.includes(row))).toEqual([]);
    const bad = await coordinator.get(`/api/submitted-forms?filter=${encodeURIComponent(JSON.stringify({ training: 'next year' }))}`);
    expect([bad.status, bad.body.errors]).toEqual([422, { 'filter.training': ['The selected training is invalid.'] }]);
  });
  it('TRAIN-54 a self-evaluation without a placement is of the training that held the day it was started where the trainee is, not in UTC', async () => {
    const email = `pacific.${randomUUID().slice(0, 8)}@demo.practicum.test`;
    const { body: me } = await coordinator.get('/api/users/current').expect(200);
    const organizationId = (me as { current_position: { organization_id: string } }).current_position.organization_id;
    const pacific = await newTrainee(t.app, organizationId, email);
    const plans = (await coordinator.get('/api/training-plans?range=[0,0]').expect(200)).body as { id: string }[];
    // a training that ended the day before yesterday: the overview's Previous
    expect((await assignPlan(coordinator, plans[0]!.id, pacific.userId, { end_at: day(-2) })).status).toBe(200);
    const form = await publishedEvaluation({ name: 'Late self-check', assessment_category: 'self', submitter_roles: ['trainee'] });
    // started and signed at 4 am UTC yesterday: 8 or 9 pm of the day before in Los Angeles, the training's last day
    const lateEvening = commandAppOver(t.app, 'forms-late-evening', () => new Date(`${day(-1)}T04:00:00.000Z`));
    const client = await signedInOver(lateEvening, { email, first_name: 'Tess', last_name: 'Logger' }, 'America/Los_Angeles');
    const started = await client.post('/api/submitted-forms', { form_id: form.id });
    expect(started.status).toBe(201);
    const id = started.body.id as string;
    expect((await client.post(`/api/submitted-forms/${id}/submit`, { signature: 'Tess Logger', answers: answersFor(form) })).status).toBe(
      200,
    );
    coordinator.lastPosition = laterPosition(coordinator.lastPosition, client.lastPosition);
    const forms = async (training: string) =>
      (
        (await coordinator.get(`/api/submitted-forms?filter=${encodeURIComponent(JSON.stringify({ training }))}&range=[0,499]`).expect(200))
          .body as { id: string }[]
      ).map((row) => row.id);
    expect(await forms('previous')).toContain(id);
    expect(await forms('current')).not.toContain(id);
  });
  it('TRAIN-56 TRAIN-55 a trainee of the same organization does not read another trainee’s training dates (404); staff do', async () => {
    const training = await t.app.knex('trainings').where({ trainee_id: traineeId }).first<{ id: string }>('id');
    const classmate = await signInByEmail(t.app, 'maya.patel@demo.practicum.test');
    classmate.lastPosition = faculty.lastPosition;
    const path = `/api/evaluations/user/${traineeId}?training_id=${training.id}`;
    const refusedRead = await classmate.get(path);
    expect([refusedRead.status, refusedRead.body.training]).toEqual([404, undefined]);
    expect((await coordinator.get(path).expect(200)).body.training.id).toBe(training.id);
  });
  it('TRAIN-56 a training that is not an id (junk, or given twice) is 422 naming training_id, never a database error', async () => {
    for (const query of ['training_id=junk', 'training_id=', `training_id=${traineeId}&training_id=${traineeId}`]) {
      const response = await coordinator.get(`/api/evaluations/user/${traineeId}?${query}`);
      expect({ query, status: response.status, errors: response.body.errors }).toEqual({
        query,
        status: 422,
        errors: { training_id: ['The selected training is invalid.'] },
      });
    }
  });
  it('FORMS-18 a reviewer reverts the decision, and the submission waits for a decision again', async () => {
    const notReviewer = await refused(() => coordinator.patch(`/api/submitted-forms/${id}/status`, { status: 'reverted' }));
    expect(notReviewer.status).toBe(403);
    const reverted = await faculty.patch(`/api/submitted-forms/${id}/status`, { status: 'reverted' });
    expect(reverted.status).toBe(200);
    expect(reverted.body.status).toBe('reverted');
    expect((await faculty.get(`/api/submitted-forms/${id}`).expect(200)).body).toMatchObject({
      status: 'reverted',
      can_review: true,
      can_revert: false,
    });
    const again = await refused(() => faculty.patch(`/api/submitted-forms/${id}/status`, { status: 'reverted' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A reverted submission cannot be reverted.');
    expect((await faculty.patch(`/api/submitted-forms/${id}/status`, { status: 'denied' })).body.status).toBe('denied');
    expect((await faculty.get(`/api/submitted-forms/${id}`).expect(200)).body).toMatchObject({ status: 'denied', can_revert: true });
    const unknown = await refused(() => faculty.patch(`/api/submitted-forms/${id}/status`, { status: 'archived' }));
    expect(unknown.status).toBe(422);
  });
  it('FORMS-17 a submission’s progress: open, then progress once answers are saved, then submitted', async () => {
    const form = await publishedEvaluation({ name: 'Progress one' });
    const started = await supervisor.post('/api/submitted-forms', { form_id: form.id, target_id: traineeId });
    const progressOf = async () => (await supervisor.get(`/api/submitted-forms/${started.body.id as string}`).expect(200)).body.progress;
    expect(await progressOf()).toBe('open');
    const answers = answersFor(form);
    const first = Object.keys(answers)[0]!;
    expect(
      (await supervisor.put(`/api/submitted-forms/${started.body.id as string}`, { answers: { [first]: answers[first] } })).status,
    ).toBe(200);
    expect(await progressOf()).toBe('progress');
    expect(
      (await supervisor.post(`/api/submitted-forms/${started.body.id as string}/submit`, { signature: 'Sofia Singh', answers })).status,
    ).toBe(200);
    expect(await progressOf()).toBe('submitted');
  });
});

describe('a multiway agreement (FORMS-25, 26)', () => {
  it('is signed in order; a later signer is blocked until the earlier ones finish', async () => {
    const created = await coordinator.post('/api/forms', multiwayAgreement('Three-party agreement', { label: 'I agree' }));
    await coordinator.patch(`/api/forms/${created.body.id}/publish`, { published: true });
    const agree = created.body.sections[0].questions[0].id as string;
    expect((await refused(() => supervisor.post('/api/submitted-forms', { form_id: created.body.id }))).status).toBe(403);
    const id = (await trainee.post('/api/submitted-forms', { form_id: created.body.id })).body.id as string;
    expect(
      (await trainee.post(`/api/submitted-forms/${id}/submit`, { signature: 'Theo Turner', answers: { [agree]: true } })).body,
    ).toMatchObject({
      status: 'signature required',
      next_role: 'supervisor',
    });
    const early = await refused(() => coordinator.post(`/api/submitted-forms/${id}/submit`, { signature: 'Corinne Coleman' }));
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('An earlier signer has not signed yet: this agreement is not yours to sign until they finish.');
    expect((await supervisor.post(`/api/submitted-forms/${id}/submit`, { signature: 'Sofia Singh' })).body.next_role).toBe('coordinator');
    expect((await coordinator.post(`/api/submitted-forms/${id}/submit`, { signature: 'Corinne Coleman' })).body).toMatchObject({
      status: 'ready',
      next_role: null,
    });
  });
});

describe('FORMS-21 FORMS-30 FORMS-31 the demo’s site agreement', () => {
  it('asks each party what a real agreement asks: agreement to its terms and a typed full name as signature', async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'Practicum site agreement' }));
    const [found] = (await coordinator.get(`/api/forms?filter=${filter}`).expect(200)).body as { id: string }[];
    const form = (await trainee.get(`/api/forms/${found!.id}`).expect(200)).body as {
      instructions: string;
      sections: { questions: { id: string; type: string; label: string }[] }[];
    };
    // nothing to type but the signature: the placement names the site already
    expect(form.sections.flatMap((section) => section.questions.map((q) => q.type))).toEqual(['agree']);
    expect(form.instructions).toContain('typed full name');
    const agree = form.sections[0]!.questions[0]!.id;
    const id = (await trainee.post('/api/submitted-forms', { form_id: found!.id })).body.id as string;
    const submit = (body: object) => trainee.post(`/api/submitted-forms/${id}/submit`, body);
    expect((await refused(() => submit({ signature: '', answers: { [agree]: true } }))).body.errors).toEqual({
      signature: ['A signature name is required.'],
    });
    expect((await refused(() => submit({ signature: 'Theo Turner', answers: {} }))).body.errors).toEqual({
      [`answers.${agree}`]: ['You must agree to this statement to proceed.'],
    });
    expect((await submit({ signature: 'Theo Turner', answers: { [agree]: true } })).body).toMatchObject({ status: 'signature required' });
  });
});

describe('evaluation tasks (TASKS-29)', () => {
  it('the Evaluation tab lists only the forms the role may submit', async () => {
    await publishedEvaluation({ name: 'Task form' });
    supervisor.lastPosition = trainee.lastPosition = coordinator.lastPosition;
    const list = await supervisor.get('/api/forms?filter={"submitter_role":"supervisor","q":"Task form"}').expect(200);
    expect(list.body.map((f: { name: string }) => f.name)).toEqual(['Task form']);
    const none = await trainee.get('/api/forms?filter={"submitter_role":"trainee","q":"Task form"}').expect(200);
    expect(none.body).toEqual([]);
  });
});

describe('FORMS-36 someone else’s draft', () => {
  it('FORMS-36 a draft is its submitter’s: anyone else is told 404 when they save, sign or review it, as when they read it', async () => {
    const form = await publishedEvaluation({ name: 'Someone else’s draft' });
    const id = (await supervisor.post('/api/submitted-forms', { form_id: form.id, target_id: traineeId })).body.id as string;
    const answers = answersFor(form);
    for (const c of [coordinator, faculty, trainee]) c.lastPosition = supervisor.lastPosition;
    // the organization's coordinator, a reviewer faculty member, and the trainee the evaluation is about
    for (const stranger of [coordinator, faculty, trainee]) {
      expect((await stranger.get(`/api/submitted-forms/${id}`)).status).toBe(404);
      expect((await refused(() => stranger.put(`/api/submitted-forms/${id}`, { answers }))).status).toBe(404);
      expect((await refused(() => stranger.post(`/api/submitted-forms/${id}/submit`, { signature: 'Not me', answers }))).status).toBe(404);
      expect((await refused(() => stranger.patch(`/api/submitted-forms/${id}/status`, { status: 'approved' }))).status).toBe(404);
    }
  });
});

describe('a submission’s saved drafts', () => {
  it('its history (every draft saved) is read by the submitter and admins only, and stays out of the coordinator’s audit trail', async () => {
    const form = await publishedEvaluation({ name: 'Drafted one' });
    const started = await supervisor.post('/api/submitted-forms', { form_id: form.id, target_id: traineeId });
    const id = started.body.id as string;
    const answers = answersFor(form);
    const first = Object.keys(answers)[0]!;
    expect((await supervisor.put(`/api/submitted-forms/${id}`, { answers: { [first]: answers[first] } })).status).toBe(200);
    expect((await supervisor.post(`/api/submitted-forms/${id}/submit`, { signature: 'Sofia Singh', answers })).status).toBe(200);
    const admin = await signIn(t.app, 'admin');
    for (const c of [admin, coordinator, faculty, trainee]) c.lastPosition = supervisor.lastPosition;
    const history = `/api/history/submittedForm-${id}`;
    for (const reader of [supervisor, admin]) {
      const { body } = await reader.get(history).expect(200);
      expect((body as { type: string }[]).map((e) => e.type)).toContain('SubmissionAnswersSaved');
      await reader.get(`${history}/as-of?at=${encodeURIComponent(new Date().toISOString())}`).expect(200);
    }
    // the coordinator and the reviewer read the signed submission, not the drafts before it
    for (const reader of [coordinator, faculty, trainee]) {
      await reader.get(`/api/submitted-forms/${id}`).expect(200);
      expect((await reader.get(history)).status).toBe(404);
      expect((await reader.get(`${history}/as-of?at=${encodeURIComponent(new Date().toISOString())}`)).status).toBe(404);
    }
    // nor in the audit trail: the coordinator's has none of its events, the admin's has them
    const trail = (client: ApiClient) =>
      client.get(`/api/audit?filter=${encodeURIComponent(JSON.stringify({ stream: `submittedForm-${id}` }))}&range=[0,49]`).expect(200);
    expect((await trail(coordinator)).body).toEqual([]);
    expect(((await trail(admin)).body as { type: string }[]).map((e) => e.type)).toContain('SubmissionAnswersSaved');
  });
});

describe('FORMS-36 PLACE-20 a supervisor as reviewer', () => {
  it('reads and reviews the submissions of the placements they supervise and of those trainees, and the forms list counts only those; another supervisor finds none (404)', async () => {
    const fixture = await placementFixture(t.app);
    const { trainee: placed, supervisor: theirs, siteContact: stranger } = fixture.clients;
    const form = await publishedEvaluation({
      name: 'Placement reflection',
      assessment_category: 'none',
      submitter_roles: ['trainee'],
      reviewer_roles: ['supervisor'],
      sections: [{ title: 'Reflection', questions: [{ type: 'string', label: 'What went well?', required: true }] }],
    });
    const answers = { [form.sections[0]!.questions[0]!.id]: 'Intake interviews' };
    placed.lastPosition = coordinator.lastPosition;
    const ids: string[] = [];
    for (const placement of [{ placement_id: fixture.placementId }, {}]) {
      const started = await placed.post('/api/submitted-forms', { form_id: form.id, ...placement });
      expect(started.status).toBe(201);
      const signed = await placed.post(`/api/submitted-forms/${started.body.id as string}/submit`, { signature: 'Omar Haddad', answers });
      expect(signed.status).toBe(200);
      ids.push(started.body.id as string);
    }
    fixture.syncReads(placed);
    const listed = async (client: ApiClient) =>
      ((await client.get('/api/submitted-forms?range=[0,99]').expect(200)).body as { id: string }[]).map((r) => r.id);
    expect(await listed(theirs)).toEqual(expect.arrayContaining(ids));
    expect((await listed(stranger)).filter((id) => ids.includes(id))).toEqual([]);
    // the forms list's count follows the same rule: what the reader may read, not the organization's
    const counted = async (client: ApiClient) =>
      ((await client.get(`/api/forms?filter=${JSON.stringify({ id: form.id })}`).expect(200)).body as { submissions_count: number }[])[0]
        ?.submissions_count;
    coordinator.lastPosition = placed.lastPosition;
    expect([await counted(theirs), await counted(stranger), await counted(coordinator)]).toEqual([2, 0, 2]);
    for (const id of ids) {
      expect((await theirs.get(`/api/submitted-forms/${id}`).expect(200)).body.can_review).toBe(true);
      expect((await stranger.get(`/api/submitted-forms/${id}`)).status).toBe(404);
      const review = await refused(() => stranger.patch(`/api/submitted-forms/${id}/status`, { status: 'approved' }));
      expect([review.status, review.body.message]).toEqual([404, 'The requested resource was not found']);
    }
    const about = (await stranger.get(`/api/evaluations/user/${fixture.ids.trainee}`).expect(200)).body as {
      submitted_forms_by: unknown[];
    };
    expect(about.submitted_forms_by).toEqual([]);
    // signing it again: the supervisor who reads it is told it is done; the one who does not, that it is not there
    const again = { signature: 'Sam Stranger', answers };
    const signedTwice = await refused(() => theirs.post(`/api/submitted-forms/${ids[0]!}/submit`, again));
    expect([signedTwice.status, signedTwice.body.message]).toEqual([
      409,
      'This form has already been submitted and cannot be submitted again.',
    ]);
    const unseen = await refused(() => stranger.post(`/api/submitted-forms/${ids[0]!}/submit`, again));
    expect([unseen.status, unseen.body.message]).toEqual([404, 'The requested resource was not found']);
    expect((await theirs.patch(`/api/submitted-forms/${ids[1]!}/status`, { status: 'approved' })).body.status).toBe('approved');
  });
});
