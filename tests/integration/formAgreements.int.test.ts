// What follows a submission (issue 14 items 3, 5, 6): the task a form was assigned by completes when it is
// submitted (TASKS-08), a multiway agreement's named signers get a task and a notification when it is their
// turn (FORMS-25, 26), the signed record downloads as a PDF (FORMS-20, 21), and coordinators set the agreement
// forms a placement at a training level requires (PLACE-06, 22, 23).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { applySubmissionSigned } from '@practicum/command-service/forms/submissionTasks';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { formatZonedDateTime } from '@practicum/shared/format';
import { erasureRebuildsDone, lastRebuildId, tablesMentioning } from './support/erasureChecks.js';
import { eventually } from './support/eventually.js';
import { pdfText } from './support/reportFixtures.js';
import {
  anonymousClient,
  demoEmail,
  demoOrganizationId,
  eventCount,
  positionOf,
  refusedWithoutEvents,
  signIn,
  signInAfterDemoData,
  signedInMember,
  testAppForFile,
  type ApiClient,
} from './support/testApp.js';
import { multiwayAgreement } from './support/formBodies.js';

const t = testAppForFile();

/** Delivers the submission's signature to its consumer again, as the bus may: nothing more is appended. */
async function expectSignatureRedeliveryAppendsNothing(submissionId: string) {
  const before = await eventCount(t.app);
  const [signature] = (await t.app.eventStore.readStream(`submittedForm-${submissionId}`)).filter((e) => e.type === 'SubmissionSigned');
  await applySubmissionSigned(commandPipeline({ eventStore: t.app.eventStore }), signature!);
  expect(await eventCount(t.app)).toBe(before);
}
let coordinator: ApiClient, supervisor: ApiClient, trainee: ApiClient, faculty: ApiClient, other: ApiClient;
const ids: Record<'trainee' | 'supervisor' | 'coordinator', string> = { trainee: '', supervisor: '', coordinator: '' };

beforeAll(async () => {
  ({ other, coordinator, supervisor, trainee, faculty } = await signInAfterDemoData(t.app, [
    'coordinator',
    'supervisor',
    'trainee',
    'faculty',
  ]));
  ids.trainee = (await trainee.get('/api/users/current').expect(200)).body.id as string;
  ids.supervisor = (await supervisor.get('/api/users/current').expect(200)).body.id as string;
  ids.coordinator = (await coordinator.get('/api/users/current').expect(200)).body.id as string;
});

/** Every client reads after the latest command any of them made. */
const syncReads = (from: ApiClient) => {
  for (const c of [coordinator, supervisor, trainee, faculty, other]) c.lastPosition = from.lastPosition;
};

async function published(body: Record<string, unknown>): Promise<{ id: string; sections: { questions: { id: string }[] }[] }> {
  const created = await coordinator.post('/api/forms', body);
  expect(created.status).toBe(201);
  expect((await coordinator.patch(`/api/forms/${created.body.id}/publish`, { published: true })).status).toBe(200);
  return created.body;
}
const shortEvaluation = (name: string) =>
  published({
    name,
    type: 'evaluation',
    assessment_category: 'trainee',
    submitter_roles: ['supervisor'],
    reviewer_roles: ['faculty'],
    sections: [{ title: 'Skills', questions: [{ type: 'string', label: 'Summary', required: true }] }],
  });
const agreementForm = (name: string) => published(multiwayAgreement(name));

const taskOf = async (client: ApiClient, taskId: string) =>
  (await client.get(`/api/tasks/${taskId}`).expect(200)).body as { status: string; assignable_url: string | null };
const completedSoon = (client: ApiClient, taskId: string) =>
  eventually(async () => (await taskOf(client, taskId)).status === 'complete', 15_000);

describe('TASKS-08 TASKS-27 a task linked to a form completes when the form is submitted', () => {
  it('TASKS-27 an evaluation task sent without a description is named by its form, in the assignee’s list and on its own', async () => {
    const form = await shortEvaluation('Named by its form');
    const supervisorPosition = await positionOf(coordinator, 'supervisor', 'Sofia Singh');
    const created = await coordinator.post('/api/tasks', { assignee: supervisorPosition, assignable_type: 'Form', assignable_id: form.id });
    expect(created.status).toBe(201);
    const taskId = created.body.id as string;
    syncReads(coordinator);
    expect(await taskOf(supervisor, taskId)).toMatchObject({ description: '', assignable_name: 'Named by its form' });
    const list = await supervisor.get(
      `/api/tasks?filter=${encodeURIComponent(JSON.stringify({ list: 'assigned' }))}&range=${encodeURIComponent('[0,99]')}`,
    );
    expect((list.body as { id: string; assignable_name: string | null }[]).find((task) => task.id === taskId)?.assignable_name).toBe(
      'Named by its form',
    );
  });

  it('completes the task the submission was started from, named as done by the submitter; nothing again on replay', async () => {
    const form = await shortEvaluation('Linked evaluation');
    const supervisorPosition = await positionOf(coordinator, 'supervisor', 'Sofia Singh');
    const created = await coordinator.post('/api/tasks', {
      assignee: supervisorPosition,
      assignable_type: 'Form',
      assignable_id: form.id,
      description: 'Evaluate Theo',
    });
    expect(created.status).toBe(201);
    const taskId = created.body.id as string;
    syncReads(coordinator);
    // the task's link opens the form with the task named, so its submission completes this one
    expect((await taskOf(supervisor, taskId)).assignable_url).toBe(`/forms/${form.id}?task=${taskId}`);
    const started = await supervisor.post('/api/submitted-forms', { form_id: form.id, target_id: ids.trainee, task_id: taskId });
    expect(started.status).toBe(201);
    const answers = { [form.sections[0]!.questions[0]!.id]: 'Steady progress' };
    const signed = await supervisor.post(`/api/submitted-forms/${started.body.id}/submit`, { signature: 'Sofia Singh', answers });
    expect(signed.status).toBe(200);
    await completedSoon(supervisor, taskId);
    const completion = (await t.app.eventStore.readStream(`task-${taskId}`)).find((e) => e.type === 'TaskCompleted')!;
    expect(completion.data).toMatchObject({ byUserId: ids.supervisor, submissionId: started.body.id });
    expect(completion.metadata.userId).toBeNull(); // a system command

    // replaying the signature (a redelivery) appends nothing
    await expectSignatureRedeliveryAppendsNothing(started.body.id);
  });

  it('without ?task=, completes the oldest open task of the form assigned to the submitter, and only that one', async () => {
    const form = await shortEvaluation('Twice assigned evaluation');
    const supervisorPosition = await positionOf(coordinator, 'supervisor', 'Sofia Singh');
    const first = (await coordinator.post('/api/tasks', { assignee: supervisorPosition, assignable_type: 'Form', assignable_id: form.id }))
      .body.id as string;
    const second = (await coordinator.post('/api/tasks', { assignee: supervisorPosition, assignable_type: 'Form', assignable_id: form.id }))
      .body.id as string;
    syncReads(coordinator);
    await taskOf(supervisor, second); // the tasks read model has both
    const started = await supervisor.post('/api/submitted-forms', { form_id: form.id, target_id: ids.trainee });
    const answers = { [form.sections[0]!.questions[0]!.id]: 'Fine' };
    expect((await supervisor.post(`/api/submitted-forms/${started.body.id}/submit`, { signature: 'Sofia Singh', answers })).status).toBe(
      200,
    );
    await completedSoon(supervisor, first);
    expect((await taskOf(supervisor, second)).status).toBe('incomplete');
  });
});

describe('TASKS-08 TASKS-14 TASKS-17 a "publish on complete" task completed by its form publishes the next instance', () => {
  it('creates the next task of the series once, linking the same form, due repeat_days after the completion', async () => {
    const form = await shortEvaluation('Weekly evaluation');
    const supervisorPosition = await positionOf(coordinator, 'supervisor', 'Sofia Singh');
    const today = new Date().toISOString().slice(0, 10);
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const created = await coordinator.post('/api/tasks', {
      assignee: supervisorPosition,
      assignable_type: 'Form',
      assignable_id: form.id,
      description: 'Evaluate Theo every week',
      repeat_on: 'complete',
      repeat_days: 7,
      repeat_until: inDays(60),
    });
    expect(created.status).toBe(201);
    const taskId = created.body.id as string;
    syncReads(coordinator);
    const started = await supervisor.post('/api/submitted-forms', { form_id: form.id, target_id: ids.trainee, task_id: taskId });
    const answers = { [form.sections[0]!.questions[0]!.id]: 'Week one' };
    expect((await supervisor.post(`/api/submitted-forms/${started.body.id}/submit`, { signature: 'Sofia Singh', answers })).status).toBe(
      200,
    );
    await completedSoon(supervisor, taskId);
    const nextOf = () =>
      t.app.knex('tasks').where({ parent_id: taskId }).select('id', 'assignable_type', 'assignable_id', 'due_date', 'status');
    const [next] = await eventually(async () => ((await nextOf()).length ? await nextOf() : false), 15_000);
    expect(next).toMatchObject({ assignable_type: 'Form', assignable_id: form.id, status: 'incomplete' });
    expect(String(next.due_date).slice(0, 10) >= today).toBe(true);
    // a redelivered signature creates no second instance
    await expectSignatureRedeliveryAppendsNothing(started.body.id);
  });
});

describe('FORMS-25 FORMS-26 a multiway agreement is signed in turn; each named signer gets a task and a notification', () => {
  let submissionId = '';
  const signingTaskOf = async (client: ApiClient) =>
    eventually(async () => {
      const list = (await client.get('/api/tasks?filter={"list":"assigned"}&range=[0,99]').expect(200)).body as {
        id: string;
        assignable_url: string | null;
        description: string;
      }[];
      return list.find((task) => task.assignable_url === `/forms/submitted/${submissionId}`);
    }, 15_000);

  it('refuses to name a signer of the wrong role or the first role', async () => {
    const form = await agreementForm('Naming rules agreement');
    const wrongRole = await trainee.post('/api/submitted-forms', { form_id: form.id, signers: { supervisor: ids.coordinator } });
    expect(wrongRole.status).toBe(422);
    expect(wrongRole.body.errors).toEqual({ 'signers.supervisor': ['The selected signer is invalid.'] });
    const first = await trainee.post('/api/submitted-forms', { form_id: form.id, signers: { trainee: ids.trainee } });
    expect(first.body.errors).toEqual({ signers: ['Only the later signers of a multiway agreement can be named.'] });
  });

  it('the trainee signs; the supervisor is told and tasked; the coordinator waits; each signature completes its task', async () => {
    const form = await agreementForm('Three-party practicum agreement');
    const started = await trainee.post('/api/submitted-forms', {
      form_id: form.id,
      signers: { supervisor: ids.supervisor, coordinator: ids.coordinator },
    });
    expect(started.status).toBe(201);
    submissionId = started.body.id as string;
    const answers = { [form.sections[0]!.questions[0]!.id]: true };
    expect((await trainee.post(`/api/submitted-forms/${submissionId}/submit`, { signature: 'Theo Turner', answers })).body.status).toBe(
      'signature required',
    );
    syncReads(trainee);
    const supervisorTask = await signingTaskOf(supervisor);
    expect(supervisorTask.description).toBe('Sign “Three-party practicum agreement” as Supervisor: the earlier signers have finished.');
    const note = await eventually(async () => {
      const { body } = await supervisor.get('/api/notifications/recent').expect(200);
      return (body.data as { message: string; link_uri: string }[]).find((n) => n.link_uri === `/tasks/assigned/${supervisorTask.id}`);
    }, 15_000);
    expect(note.message).toBe(`system assigned you a task: ${supervisorTask.description}`);

    const early = await coordinator.post(`/api/submitted-forms/${submissionId}/submit`, { signature: 'Corinne Coleman' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('An earlier signer has not signed yet: this agreement is not yours to sign until they finish.');

    expect((await supervisor.post(`/api/submitted-forms/${submissionId}/submit`, { signature: 'Sofia Singh' })).body.status).toBe(
      'signature required',
    );
    await completedSoon(supervisor, supervisorTask.id);
    syncReads(supervisor);
    const coordinatorTask = await signingTaskOf(coordinator);
    expect((await coordinator.post(`/api/submitted-forms/${submissionId}/submit`, { signature: 'Corinne Coleman' })).body.status).toBe(
      'ready',
    );
    await completedSoon(coordinator, coordinatorTask.id);
  });

  it('the signed agreement downloads as a PDF with every answer, each signer’s name, time and IP, and a hash', async () => {
    syncReads(coordinator);
    const pdf = await pdfText(coordinator.agent, `/api/submitted-forms/${submissionId}/pdf`, coordinator.lastPosition!);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    for (const text of [
      'Three-party practicum agreement',
      'I agree to the practicum terms',
      'Agreed',
      'Theo Turner',
      'Sofia Singh',
      'Corinne Coleman',
      'IP address',
      'SHA-256',
    ])
      expect(pdf.text).toContain(text);
    expect(pdf.text).toMatch(/[0-9a-f]{64}/);
    // authorized like the submission: another organization gets 404
    expect((await pdfText(other.agent, `/api/submitted-forms/${submissionId}/pdf`, coordinator.lastPosition!)).status).toBe(404);
  });

  it('gives the signing times in the time zone of the reader’s profile, named beside each', async () => {
    const zone = (timezone: string | null) =>
      coordinator.put('/api/users/current', { first_name: 'Corinne', last_name: 'Coleman', timezone });
    expect((await zone('America/Los_Angeles')).status).toBe(200);
    try {
      const { body } = await coordinator.get(`/api/submitted-forms/${submissionId}`).expect(200);
      const signedAt = (body as { signatures: { signed_at: string }[] }).signatures[0]!.signed_at;
      const pdf = await pdfText(coordinator.agent, `/api/submitted-forms/${submissionId}/pdf`, coordinator.lastPosition!);
      expect(pdf.text).toContain(`Signed at: ${formatZonedDateTime(signedAt, 'America/Los_Angeles')}`);
      expect(pdf.text).not.toContain(' UTC');
    } finally {
      expect((await zone(null)).status).toBe(200);
    }
  });

  it('a draft has no PDF yet', async () => {
    const form = await agreementForm('Unsigned agreement');
    const started = await trainee.post('/api/submitted-forms', { form_id: form.id });
    syncReads(trainee);
    expect((await trainee.get(`/api/submitted-forms/${started.body.id}/pdf`)).status).toBe(409);
  });
});

/** The outside signer of the FORMS-06 test, erased by the next one. */
const outside = { email: '', submissionId: '' };

describe('FORMS-06 the third signer completes through an emailed, single-use link with no account', () => {
  it('mails a link that opens this agreement only, signs once when it is its turn, and never again', async () => {
    // an address of the attempt's own: a retried attempt must not mail an address an earlier one had erased
    const outsideEmail = `pat-${randomUUID().slice(0, 8)}@outside.test`;
    outside.email = outsideEmail;
    const form = await agreementForm('Agreement with an outside signer');
    const started = await trainee.post('/api/submitted-forms', { form_id: form.id, signers: { supervisor: ids.supervisor } });
    const id = started.body.id as string;
    const answers = { [form.sections[0]!.questions[0]!.id]: true };
    await trainee.post(`/api/submitted-forms/${id}/submit`, { signature: 'Theo Turner', answers });
    const bad = await trainee.post(`/api/submitted-forms/${id}/links`, { role: 'coordinator', name: '', email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ name: ['The name field is required.'], email: ['The email must be a valid email address.'] });
    expect(
      (await trainee.post(`/api/submitted-forms/${id}/links`, { role: 'supervisor', name: 'Pat', email: 'pat@outside.test' })).body.message,
    ).toBe('A member named for this role signs in the app.');
    const sent = await trainee.post(`/api/submitted-forms/${id}/links`, {
      role: 'coordinator',
      name: 'Pat Outside',
      email: outsideEmail,
    });
    expect(sent.status).toBe(201);
    const mail = await eventually(async () => {
      const { rows } = await t.app.pool.query<{ subject: string; text: string }>('SELECT subject, text FROM dev_outbox WHERE "to" = $1', [
        outsideEmail,
      ]);
      return rows[0];
    }, 15_000);
    expect(mail.subject).toBe('Practicum: an agreement is waiting for your signature');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe(`/complete-form/${id}`);
    const token = link.searchParams.get('token')!;

    const visitor = await anonymousClient(t.app);
    visitor.lastPosition = trainee.lastPosition;
    const waiting = await visitor.get(`/api/public/forms/${encodeURIComponent(token)}`).expect(200);
    expect(waiting.body).toMatchObject({
      form: 'Agreement with an outside signer',
      role_name: 'Coordinator',
      name: 'Pat Outside',
      can_sign: false,
      waiting_for: 'Supervisor',
    });
    expect(waiting.body.signatures).toEqual([expect.objectContaining({ signature: 'Theo Turner', role_name: 'Trainee' })]);
    const early = await visitor.post(`/api/public/forms/${encodeURIComponent(token)}`, { signature: 'Pat Outside' });
    expect(early.status).toBe(409);
    // the token is no session: nothing else answers it
    expect((await visitor.get('/api/users/current')).status).toBe(401);
    expect((await visitor.get(`/api/submitted-forms/${id}`)).status).toBe(401);

    await supervisor.post(`/api/submitted-forms/${id}/submit`, { signature: 'Sofia Singh' });
    visitor.lastPosition = supervisor.lastPosition;
    expect((await visitor.get(`/api/public/forms/${encodeURIComponent(token)}`).expect(200)).body.can_sign).toBe(true);
    expect((await visitor.post(`/api/public/forms/${encodeURIComponent(token)}`, { signature: ' ' })).body.errors).toEqual({
      signature: ['A signature name is required.'],
    });
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    const refused = await visitor.post(`/api/public/forms/${encodeURIComponent(forged)}`, { signature: 'Pat Outside' });
    expect([refused.status, refused.body.message]).toEqual([403, 'This link is not valid.']);
    const signed = await visitor.post(`/api/public/forms/${encodeURIComponent(token)}`, { signature: 'Pat Outside' });
    expect(signed.status).toBe(200);
    expect(signed.body.status).toBe('ready');
    const again = await visitor.post(`/api/public/forms/${encodeURIComponent(token)}`, { signature: 'Pat Outside' });
    expect([again.status, again.body.message]).toEqual([409, 'This link has already been used.']);
    visitor.lastPosition = signed.body.position ?? visitor.lastPosition;
    await eventually(async () => (await visitor.get(`/api/public/forms/${encodeURIComponent(token)}`)).status === 410);
    const stored = (await t.app.eventStore.readStream(`submittedForm-${id}`)).filter((e) => e.type === 'SubmissionSigned').at(-1)!;
    expect(stored.data).toMatchObject({ userId: null, role: 'coordinator', signature: 'Pat Outside' });
    // the token itself is stored nowhere in the history
    const history = (await t.app.eventStore.readStream(`submittedForm-${id}`)).map((e) => JSON.stringify(e.data)).join('');
    expect(history).not.toContain(token.split('.')[1]!);
    // issue 20: the outside signer's address, name and signature are stored sealed under the address's key
    const { rows } = await t.app.pool.query<{ data: unknown }>('SELECT data FROM es_events WHERE stream_id = $1', [`submittedForm-${id}`]);
    const sealed = JSON.stringify(rows.map((row) => row.data));
    expect(sealed).not.toContain(outsideEmail);
    expect(sealed).not.toContain('Pat Outside');
    outside.submissionId = id;
  });

  it('issue 20 an admin erases the outside signer by address: the link and signature read as erased, in the history and the read model', async () => {
    expect(outside.submissionId).not.toBe('');
    const admin = await signIn(t.app, 'admin');
    const invalid = await admin.post('/api/admin/erasures', { email: 'not-an-email', reason: 'Asked to be forgotten' });
    expect([invalid.status, invalid.body.errors]).toEqual([422, { email: ['The email must be a valid email address.'] }]);
    const member = await admin.post('/api/admin/erasures', { email: demoEmail('faculty'), reason: 'Asked to be forgotten' });
    expect([member.status, member.body.errors]).toEqual([422, { email: ['This address belongs to an account: erase that user instead.'] }]);
    expect((await coordinator.post('/api/admin/erasures', { email: outside.email, reason: 'Asked' })).status).toBe(403);

    const lastBefore = await lastRebuildId(t.app.knex);
    const erased = await admin.post('/api/admin/erasures', {
      email: outside.email.toUpperCase(),
      reason: 'Asked to be forgotten (ticket 9)',
    });
    expect(erased.status).toBe(202);
    expect(erased.body).toMatchObject({ status: 'erased' });
    const events = await t.app.eventStore.readStream(`submittedForm-${outside.submissionId}`);
    expect(events.find((e) => e.type === 'SubmissionLinkSent')!.data).toMatchObject({
      name: 'Erased person',
      email: expect.stringMatching(/^erased-[0-9a-f]{8}@erased\.invalid$/),
    });
    expect(events.filter((e) => e.type === 'SubmissionSigned').at(-1)!.data).toMatchObject({ signature: '(erased)', status: 'ready' });
    expect((await admin.post('/api/admin/erasures', { email: outside.email, reason: 'Again' })).status).toBe(409);
    // every read model is rebuilt: no table but the sealed history holds the address or the name any more
    await erasureRebuildsDone(t.app.knex, lastBefore);
    expect(await tablesMentioning(t.app.pool, outside.email)).toEqual([]);
    const row = await t.app.knex('submitted_forms').where({ id: outside.submissionId }).first<{ links: unknown; signatures: unknown }>();
    expect(JSON.stringify(row)).toContain('Erased person');
    expect(JSON.stringify(row)).not.toContain('Pat Outside');
  }, 660_000);
});

describe('FORMS-06 the signing link mail gives its expiry where the recipient is', () => {
  /** The mail of a link the trainee sends to `email` for the coordinator's turn, and the link's expiry. */
  async function linkMailTo(email: string): Promise<{ text: string; expiresAt: string }> {
    const form = await agreementForm(`Agreement mailed to ${email}`);
    const started = await trainee.post('/api/submitted-forms', { form_id: form.id, signers: { supervisor: ids.supervisor } });
    const id = started.body.id as string;
    const answers = { [form.sections[0]!.questions[0]!.id]: true };
    await trainee.post(`/api/submitted-forms/${id}/submit`, { signature: 'Theo Turner', answers });
    expect((await trainee.post(`/api/submitted-forms/${id}/links`, { role: 'coordinator', name: 'Zoe Zoned', email })).status).toBe(201);
    const sent = (await t.app.eventStore.readStream(`submittedForm-${id}`)).find((e) => e.type === 'SubmissionLinkSent');
    const { rows } = await eventually(async () => {
      const found = await t.app.pool.query<{ text: string }>('SELECT text FROM dev_outbox WHERE "to" = $1', [email]);
      return found.rows.length > 0 && found;
    }, 15_000);
    return { text: rows[0]!.text, expiresAt: (sent!.data as { expiresAt: string }).expiresAt };
  }

  it('writes it in the time zone of a recipient who has an account with one, naming the zone', async () => {
    const person = { first_name: 'Zoe', last_name: 'Zoned', email: `zoe.${randomUUID().slice(0, 8)}@party.test` };
    const { client, userId } = await signedInMember(t.app, person, {
      organizationId: await demoOrganizationId(t.app),
      role: 'coordinator',
    });
    const names = { first_name: person.first_name, last_name: person.last_name };
    expect((await client.put('/api/users/current', { ...names, timezone: 'Pacific/Auckland' })).status).toBe(200);
    await eventually(async () => (await t.app.knex('users').where({ id: userId, timezone: 'Pacific/Auckland' }).first()) as unknown);
    const { text, expiresAt } = await linkMailTo(person.email);
    expect(text).toContain(`expires on ${formatZonedDateTime(expiresAt, 'Pacific/Auckland')}.`);
    expect(text).toMatch(/expires on \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]m Pacific\/Auckland\./);
  });

  it('writes it in UTC, named so, for someone with no account', async () => {
    const { text, expiresAt } = await linkMailTo(`nobody-${randomUUID().slice(0, 8)}@outside.test`);
    expect(text).toContain(`expires on ${formatZonedDateTime(expiresAt, 'UTC')}.`);
    expect(text).toMatch(/expires on \d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [ap]m UTC\./);
  });
});

describe('PLACE-06 PLACE-22 placement requirements: agreement forms per training level', () => {
  it('a coordinator sets them; every member reads them by level; other roles cannot set them', async () => {
    const [level] = (await coordinator.get('/api/training-levels').expect(200)).body as { id: string }[];
    const agreement = await agreementForm('Site agreement for the level');
    const evaluation = await shortEvaluation('Not an agreement');
    const refusedForm = await coordinator.put(`/api/placement-requirements/${level!.id}`, {
      agreement_form_ids: [agreement.id, evaluation.id],
    });
    expect(refusedForm.status).toBe(422);
    expect(refusedForm.body.errors).toEqual({ 'agreement_form_ids.1': ['The selected agreement form is invalid.'] });
    expect((await trainee.put(`/api/placement-requirements/${level!.id}`, { agreement_form_ids: [] })).status).toBe(403);
    expect((await other.put(`/api/placement-requirements/${level!.id}`, { agreement_form_ids: [] })).status).toBe(404);

    const set = await coordinator.put(`/api/placement-requirements/${level!.id}`, { agreement_form_ids: [agreement.id] });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ training_level_id: level!.id, agreement_form_ids: [agreement.id] });
    syncReads(coordinator);
    const { body } = await trainee.get(`/api/placement-requirements?training_level_id=${level!.id}`).expect(200);
    expect(body).toEqual([
      expect.objectContaining({
        training_level_id: level!.id,
        agreements: [expect.objectContaining({ id: agreement.id, name: 'Site agreement for the level', is_multiway: true })],
      }),
    ]);
    expect((await other.get(`/api/placement-requirements?training_level_id=${level!.id}`).expect(200)).body).toEqual([]);
    // another organization's level is not seen: 404, as on every record read, not an empty requirement made up for it
    expect((await other.get(`/api/placement-requirements/${level!.id}`)).status).toBe(404);
    expect((await other.get(`/api/placement-requirements/${randomUUID()}`)).status).toBe(404);
    // a level of one's own without requirements reads as none
    const [own] = (await other.get('/api/training-levels').expect(200)).body as { id: string }[];
    if (own) expect((await other.get(`/api/placement-requirements/${own.id}`).expect(200)).body).toMatchObject({ agreements: [] });
  });
});

describe('FORMS-25 FORMS-26 a multiway agreement is read by its parties only, and signed by the one whose turn it is', () => {
  it('another trainee, faculty and an unnamed supervisor find none; a second coordinator reads it but the named one signs', async () => {
    const organizationId = await demoOrganizationId(t.app);
    const member = (first: string, role: 'supervisor' | 'coordinator') =>
      signedInMember(
        t.app,
        { first_name: first, last_name: `Party ${randomUUID().slice(0, 6)}`, email: `${first}.${randomUUID().slice(0, 8)}@party.test` },
        { organizationId, role },
      );
    const otherSupervisor = (await member('sven', 'supervisor')).client;
    const secondCoordinator = (await member('nora', 'coordinator')).client;
    const lena = await signIn(t.app, 'lena.schmidt');
    const form = await agreementForm('Parties only agreement');
    const started = await trainee.post('/api/submitted-forms', {
      form_id: form.id,
      signers: { supervisor: ids.supervisor, coordinator: ids.coordinator },
    });
    const id = started.body.id as string;
    const answers = { [form.sections[0]!.questions[0]!.id]: true };
    expect((await trainee.post(`/api/submitted-forms/${id}/submit`, { signature: 'Theo Turner', answers })).status).toBe(200);
    const readers = [coordinator, supervisor, faculty, otherSupervisor, secondCoordinator, lena];
    for (const reader of readers) reader.lastPosition = trainee.lastPosition;
    const read = async (client: ApiClient) => (await client.get(`/api/submitted-forms/${id}`)).body as { can_sign?: boolean; id?: string };

    for (const stranger of [lena, faculty, otherSupervisor]) {
      expect((await stranger.get(`/api/submitted-forms/${id}`)).status).toBe(404);
      const { body } = await stranger.get('/api/submitted-forms?range=[0,99]').expect(200);
      expect((body as { id: string }[]).map((row) => row.id)).not.toContain(id);
    }
    expect(await read(supervisor)).toMatchObject({ id, can_sign: true });
    expect(await read(coordinator)).toMatchObject({ id, can_sign: false });

    expect((await supervisor.post(`/api/submitted-forms/${id}/submit`, { signature: 'Sofia Singh' })).status).toBe(200);
    for (const reader of readers) reader.lastPosition = supervisor.lastPosition;
    // the coordinator's turn is named: the other coordinator reads the agreement but may not sign it
    expect(await read(coordinator)).toMatchObject({ id, can_sign: true });
    expect(await read(secondCoordinator)).toMatchObject({ id, can_sign: false });
    expect(await read(supervisor)).toMatchObject({ id, can_sign: false });
    const refused = await secondCoordinator.post(`/api/submitted-forms/${id}/submit`, { signature: 'Nora Party' });
    expect([refused.status, refused.body.message]).toEqual([403, 'This agreement names another person to sign for your role.']);

    // FORMS-06: those who do not read it are told it is not there when they sign it or send a link for it, as
    // when they read it; a party who reads it and may not send one is still told why
    const link = { role: 'coordinator', email: 'outside@signer.test', name: 'Outside Signer' };
    for (const stranger of [lena, faculty, otherSupervisor]) {
      stranger.lastPosition = supervisor.lastPosition;
      const sign = await refusedWithoutEvents(t.app, () => stranger.post(`/api/submitted-forms/${id}/submit`, { signature: 'Not me' }));
      expect([sign.status, sign.body.message]).toEqual([404, 'The requested resource was not found']);
      const sent = await refusedWithoutEvents(t.app, () => stranger.post(`/api/submitted-forms/${id}/links`, link));
      expect([sent.status, sent.body.message]).toEqual([404, 'The requested resource was not found']);
    }
    const partySends = await refusedWithoutEvents(t.app, () => supervisor.post(`/api/submitted-forms/${id}/links`, link));
    expect(partySends.status).toBe(403);
  });
});
