// Forms end to end (issue 14): the coordinator builds an evaluation with all
// eight question types and publishes it, and assigns it to the supervisor as a
// task; the supervisor fills it (seeing each refusal once), signs and submits;
// the trainee finds it on the dashboard's submitted-forms tab; faculty reviews
// it from the evaluations overview. A three-party agreement is signed in turn, the third
// signer through an emailed link with no session, and downloads as a PDF. Screenshots at 1280 and 390 px.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { attemptTag, demoEmail, resizeTo, screenshot, screenshotBothWidths, type DemoRole } from './browser.js';

const running = appAndBrowserForFile();
// the evaluation the tests fill and review: named per attempt of the builder's test (a retried attempt must not find
// the form an earlier one built), and anew for each copy arranged below
let formName = '';
let formUrl = '';
const newFormName = (): string => (formName = `Practicum skills evaluation ${attemptTag()}`);
/**
 * The form an attempt of each test took its one-way step on (starting the supervisor's submission, approving,
 * reverting): a retry of that test would find its submission past the state it starts from, and a second submission
 * of the same form would make the faculty's lookup by the form's name ambiguous, so it acts on a copy of its own.
 */
const actedOn: Partial<Record<'submit' | 'approve' | 'revert', string>> = {};

/** A demo login's page, user id and position id. */
async function member(role: DemoRole): Promise<{ page: Page; userId: string; positionId: string }> {
  const page = await running.pageAs(role);
  const me = (await running.api(page, 'GET', '/api/users/current')) as { id: string; current_position: { id: string } };
  return { page, userId: me.id, positionId: me.current_position.id };
}

/**
 * Through the API, as the builder's test leaves its form: a published copy of the built form under a name of this
 * attempt's own (formName, formUrl), assigned as an evaluation task to the supervisor; with `until`, the supervisor's
 * submission about the trainee, answered and signed as the supervisor's test signs it, and then approved by faculty.
 */
async function arrangeForm(until?: 'submitted' | 'approved'): Promise<void> {
  const coordinator = await running.pageAs('coordinator');
  const copy = await running.api(coordinator, 'POST', `/api/forms/${formUrl.split('/').pop()}/duplicate`);
  const { id, organization_id: _organization, version: _version, published: _published, active: _active, ...content } = copy;
  const formId = String(id);
  // the whole content with the new name: a field the body leaves out is not kept but set to its default
  await running.api(coordinator, 'PUT', `/api/forms/${formId}`, { ...content, name: newFormName() });
  await running.api(coordinator, 'PATCH', `/api/forms/${formId}/publish`, { published: true });
  formUrl = `/forms/${formId}`;
  const supervisor = await member('supervisor');
  const task = { description: `Complete the ${formName}`, assignable_type: 'Form', assignable_id: formId };
  await running.api(coordinator, 'POST', '/api/tasks', { ...task, assignee: supervisor.positionId });
  if (!until) return;
  const trainee = await member('trainee');
  const submission = await running.api(supervisor.page, 'POST', '/api/submitted-forms', { form_id: formId, target_id: trainee.userId });
  const answerOf: Record<string, unknown> = {
    'One-line summary': 'Warm, organized, reflective.',
    'Rapport with clients': 'Meets',
    Strengths: ['Documentation'],
    'Hours observed': 24,
    'I discussed this with the trainee': true,
    'Evaluation period': '2026-11',
  };
  const sections = (copy as { sections: { questions: { id: string; label: string }[] }[] }).sections;
  const answers = Object.fromEntries(
    sections.flatMap((section) => section.questions).flatMap((q) => (q.label in answerOf ? [[q.id, answerOf[q.label]]] : [])),
  );
  await running.api(supervisor.page, 'POST', `/api/submitted-forms/${String(submission.id)}/submit`, { signature: 'Sofia Singh', answers });
  if (until === 'approved')
    await running.api(await running.pageAs('faculty'), 'PATCH', `/api/submitted-forms/${String(submission.id)}/status`, {
      status: 'approved',
      comments: 'Specific and fair, thank you.',
    });
}

const questions: { type: string; label: string; options?: string }[] = [
  { type: 'Short answer', label: 'One-line summary' },
  { type: 'Single choice', label: 'Rapport with clients', options: 'Meets\nExceeds' },
  { type: 'Multiple choice', label: 'Strengths', options: 'Assessment\nDocumentation' },
  { type: 'Long answer', label: 'Goals for next term' },
  { type: 'Number', label: 'Hours observed' },
  { type: 'Upload', label: 'Observation notes' },
  { type: 'Agreement checkbox', label: 'I discussed this with the trainee' },
  { type: 'Month and year', label: 'Evaluation period' },
];

describe('FORMS-01 FORMS-09 FORMS-19 FORMS-22 FORMS-39 the coordinator builds and publishes an evaluation', () => {
  it('builds all eight question types, saves, publishes and assigns it as a task to the supervisor', async () => {
    newFormName();
    const { page } = await running.signIn('coordinator');
    await page.goto('/forms');
    await page.getByText('Mid-term evaluation').waitFor();
    await page.getByRole('button', { name: 'New form' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(formName);
    for (let i = 1; i < questions.length; i++) await page.getByRole('button', { name: 'Add question' }).click();
    const editors = page.getByTestId('question-editor');
    for (const [i, q] of questions.entries()) {
      const editor = editors.nth(i);
      await editor.getByRole('combobox', { name: 'Question type' }).click();
      await page.getByRole('option', { name: q.type, exact: true }).click();
      await editor.getByRole('textbox', { name: 'Question' }).fill(q.label);
      if (q.options) await editor.getByRole('textbox', { name: 'Options (one per line)' }).fill(q.options);
      if (q.type === 'Agreement checkbox' || q.type === 'Short answer') await editor.getByRole('checkbox', { name: 'Required' }).check();
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
    formUrl = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await page.getByText('Published', { exact: true }).waitFor();
    await screenshotBothWidths(page, 'forms-builder');
    // TASKS-29: assigned as an evaluation task to the supervisor through the task modal's Evaluation tab
    await page.goto('/tasks#created');
    await page.getByRole('button', { name: 'Create task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create task' });
    await dialog.getByRole('tab', { name: 'Evaluation' }).click();
    await dialog.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: /Sofia Singh/ }).click();
    await dialog.getByRole('combobox', { name: 'Evaluation form' }).click();
    await page.getByRole('option', { name: formName }).click();
    await dialog.getByRole('textbox', { name: 'Description' }).fill(`Complete the ${formName}`);
    await screenshotBothWidths(page, 'forms-task-evaluation-tab');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/tasks\/created\/[0-9a-f-]{36}$/);
    await page.goto('/forms');
    await page.getByText(formName).waitFor();
    await screenshotBothWidths(page, 'forms-list');
  });
});

describe('FORMS-29 FORMS-30 FORMS-31 FORMS-34 FORMS-21 the supervisor fills, signs and submits it', () => {
  it('sees each refusal once, then submits', async () => {
    if (actedOn.submit === formName) await arrangeForm();
    const { page } = await running.signIn('supervisor');
    await page.goto('/tasks#assigned');
    await page.getByRole('link', { name: `Complete the ${formName}` }).click();
    await page.waitForURL(/\/tasks\/assigned\/[0-9a-f-]{36}$/);
    const taskUrl = new URL(page.url()).pathname;
    // TASKS-08: completing a form task opens its form (assignable_url), which names the task
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(new RegExp(`${formUrl}\\?task=[0-9a-f-]{36}$`));
    await page.getByRole('combobox', { name: 'Who is assessed' }).click();
    await page.getByRole('option', { name: 'Theo Turner' }).click();
    actedOn.submit = formName;
    await page.getByRole('button', { name: 'Start this form' }).click();
    await page.waitForURL(/\/forms\/submitted\/[0-9a-f-]{36}$/);
    const sign = page.getByRole('textbox', { name: 'Signature (type your full name)' });
    await sign.fill('Sofia Singh');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByText('Incomplete form submission. Please fill out all of the fields.').first().waitFor();
    await page.getByRole('textbox', { name: 'One-line summary *' }).fill('NA');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText("'NA' is not a valid value.").first().waitFor();
    await screenshot(page, 'forms-submission-refused');
    await page.getByRole('textbox', { name: 'One-line summary *' }).fill('Warm, organized, reflective.');
    await page.getByRole('radio', { name: 'Meets' }).check();
    await page.getByRole('checkbox', { name: 'Documentation' }).check();
    // SPINE-51 FORMS-19: a numeric answer takes digits only, no sign or decimal point
    const hoursObserved = page.getByRole('spinbutton', { name: 'Hours observed' });
    await hoursObserved.pressSequentially('-2.4');
    expect(await hoursObserved.inputValue()).toBe('24');
    await page.getByLabel('Evaluation period').fill('2026-11');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByText('You must agree to this statement to proceed.').first().waitFor();
    await page.getByRole('checkbox', { name: 'I agree' }).check();
    await sign.fill('');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByText('A signature name is required.').first().waitFor();
    await sign.fill('Sofia Singh');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByTestId('signature').filter({ hasText: 'Sofia Singh (Supervisor)' }).waitFor();
    await page.getByText('Submitted', { exact: true }).first().waitFor();
    await screenshotBothWidths(page, 'forms-submission-submitted');
    // the submission completed the task (a bus consumer's system command)
    for (let attempt = 0; attempt < 20; attempt++) {
      await page.goto(taskUrl);
      await page.getByRole('heading', { name: `Complete the ${formName}` }).waitFor();
      if (await page.locator('strong', { hasText: /^Complete$/ }).count()) break;
      await page.waitForTimeout(500);
    }
    await page.locator('strong', { hasText: /^Complete$/ }).waitFor({ timeout: 1_000 });
    await screenshot(page, 'forms-task-completed-by-submission');
  });
});

describe('TRAIN-56 TRAIN-54 FORMS-10 FORMS-36 the trainee sees it; faculty reviews it', () => {
  it("is on the trainee dashboard's submitted-forms tab", async () => {
    const { page } = await running.signIn('trainee');
    await page.getByRole('tab', { name: /Submitted forms/i }).click();
    await page.getByText(formName).waitFor();
    await screenshotBothWidths(page, 'forms-trainee-dashboard-tab');
  });
  it('faculty finds it in the evaluations overview and approves it', async () => {
    if (actedOn.approve === formName) await arrangeForm('submitted');
    const { page } = await running.signIn('faculty');
    await page.goto('/forms/training-forms/overview');
    await page.getByText(formName).click();
    await page.waitForURL(/\/forms\/submitted\//);
    await page.getByRole('textbox', { name: 'Comments' }).fill('Specific and fair, thank you.');
    actedOn.approve = formName;
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await screenshotBothWidths(page, 'forms-review-approved');
  });

  it('FORMS-18 faculty reverts the approval; the form waits for a decision again, and is approved again', async () => {
    if (actedOn.revert === formName) await arrangeForm('approved');
    const { page } = await running.signIn('faculty');
    await page.goto('/forms/training-forms/overview');
    await page.getByText(formName).click();
    await page.waitForURL(/\/forms\/submitted\//);
    actedOn.revert = formName;
    await page.getByRole('button', { name: 'Revert decision' }).click();
    await page.getByText('Reverted', { exact: true }).first().waitFor();
    await expect(page.getByRole('button', { name: 'Revert decision' }).count()).resolves.toBe(0);
    await screenshotBothWidths(page, 'forms-review-reverted');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Revert decision' }).waitFor();
  });
});

describe('FORMS-25 FORMS-26 FORMS-06 TASKS-08 a three-party agreement signed in turn, the third through an emailed link', () => {
  const agreementName = 'Practicum site agreement';
  const lastMailTo = (to: string) => running.lastMailTo(to, { tries: 50, everyMs: 200 });

  /** An agreement the demo trainee starts: who signs second (a supervisor), who third (through the emailed link). */
  interface Agreement {
    supervisor: { name: string; email: string; userId?: string };
    outsider: string;
    submissionUrl: string;
    publicLink: string;
  }
  // the agreement the tests sign in turn: Sofia Singh's second signature, and after a retry parties of the attempt's own
  let agreement: Agreement = {
    supervisor: { name: 'Sofia Singh', email: demoEmail('supervisor') },
    outsider: 'pat.outside@example.test',
    submissionUrl: '',
    publicLink: '',
  };
  /** The last agreement the third signer completed, which the reading tests open. */
  let completed: Agreement | undefined;
  /**
   * The agreement an attempt of each signing test signed (one way): a retry signs one of its own, whose supervisor's
   * bell and third signer's inbox hold only its own task and link.
   */
  const signed: Partial<Record<'trainee' | 'supervisor' | 'outsider', Agreement>> = {};

  /** A supervisor and a third signer of this attempt's own. */
  async function ownParties(): Promise<Agreement> {
    const tag = attemptTag();
    const supervisor = await running.newMember('supervisor', 'Sam', `Signer${tag}`);
    return {
      supervisor: { name: `Sam Signer${tag}`, email: supervisor.email, userId: supervisor.userId },
      outsider: `pat.outside.${tag}@example.test`,
      submissionUrl: '',
      publicLink: '',
    };
  }

  const idOf = (of: Agreement): string => of.submissionUrl.split('/').pop()!;

  /** Whose turn it is on the agreement (the read side's next_role, null once complete); undefined before it started. */
  async function nextRole(of: Agreement): Promise<string | null | undefined> {
    if (!of.submissionUrl) return undefined;
    const trainee = await running.pageAs('trainee');
    const submission = await running.api(trainee, 'GET', `/api/submitted-forms/${idOf(of)}`);
    return submission.next_role as string | null;
  }

  /**
   * Through the API, as the first test leaves its agreement: parties of this attempt's own, the agreement started and
   * signed by the demo trainee, who names the supervisor and emails the third signer's link; with `supervisorSigned`,
   * signed by the supervisor too.
   */
  async function arrangeAgreement(supervisorSigned: boolean): Promise<Agreement> {
    const arranged = await ownParties();
    const trainee = await running.pageAs('trainee');
    const [found] = (await running.api(
      trainee,
      'GET',
      `/api/forms?filter=${encodeURIComponent(JSON.stringify({ q: agreementName }))}`,
    )) as unknown as { id: string }[];
    const form = (await running.api(trainee, 'GET', `/api/forms/${found!.id}`)) as { sections: { questions: { id: string }[] }[] };
    const submission = await running.api(trainee, 'POST', '/api/submitted-forms', {
      form_id: found!.id,
      signers: { supervisor: arranged.supervisor.userId },
    });
    const id = String(submission.id);
    const [agree] = form.sections[0]!.questions;
    await running.api(trainee, 'POST', `/api/submitted-forms/${id}/submit`, {
      signature: 'Theo Turner',
      answers: { [agree!.id]: true },
    });
    await running.api(trainee, 'POST', `/api/submitted-forms/${id}/links`, {
      role: 'coordinator',
      email: arranged.outsider,
      name: 'Pat Outside',
    });
    arranged.submissionUrl = `/forms/submitted/${id}`;
    arranged.publicLink = /https?:\/\/\S+\/complete-form\/\S+/.exec(await lastMailTo(arranged.outsider))![0];
    if (supervisorSigned) await signAsSupervisor(arranged);
    return arranged;
  }

  /** Through the API: the supervisor named on the agreement signs it. */
  async function signAsSupervisor(of: Agreement): Promise<void> {
    const page = await running.pageAsEmail(of.supervisor.email);
    await running.api(page, 'POST', `/api/submitted-forms/${idOf(of)}/submit`, { signature: of.supervisor.name });
  }

  /** The agreement waiting for the supervisor, its link emailed: the current one, or one arranged when it is not. */
  async function waitingForSupervisor(): Promise<void> {
    if (signed.supervisor === agreement || !agreement.publicLink || (await nextRole(agreement)) !== 'supervisor')
      agreement = await arrangeAgreement(false);
  }

  it('the trainee names the site supervisor, signs first, and emails a link for the coordinator’s part', async () => {
    if (signed.trainee === agreement) agreement = await ownParties();
    const { page } = await running.signIn('trainee');
    const forms = (await (
      await page.request.get(`/api/forms?filter=${encodeURIComponent(JSON.stringify({ q: agreementName }))}`)
    ).json()) as { id: string }[];
    await page.goto(`/forms/${forms[0]!.id}`);
    await page.getByRole('combobox', { name: 'Who signs as Supervisor' }).click();
    await page.getByRole('option', { name: agreement.supervisor.name }).click();
    await screenshotBothWidths(page, 'forms-agreement-start');
    signed.trainee = agreement;
    await page.getByRole('button', { name: 'Start this form' }).click();
    await page.waitForURL(/\/forms\/submitted\/[0-9a-f-]{36}$/);
    agreement.submissionUrl = new URL(page.url()).pathname;
    await page.getByRole('checkbox', { name: 'I agree' }).check();
    await page.getByRole('textbox', { name: 'Signature (type your full name)' }).fill('Theo Turner');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByText('Waiting for the Supervisor to sign.').waitFor();
    await page.getByRole('combobox', { name: 'Signs as' }).click();
    await page.getByRole('option', { name: 'Coordinator' }).click();
    await page.getByRole('textbox', { name: 'Their name' }).fill('Pat Outside');
    await page.getByRole('textbox', { name: 'Their email' }).fill(agreement.outsider);
    await page.getByRole('button', { name: 'Email a signing link' }).click();
    await page.getByTestId('signing-link').filter({ hasText: 'Pat Outside' }).waitFor();
    await screenshotBothWidths(page, 'forms-agreement-first-signed');
    agreement.publicLink = /https?:\/\/\S+\/complete-form\/\S+/.exec(await lastMailTo(agreement.outsider))![0];
  });

  it('the third signer, with no session, is blocked until the supervisor signs', async () => {
    await waitingForSupervisor();
    const { page, context } = await running.open();
    await page.goto(agreement.publicLink.replace(/^https?:\/\/[^/]+/, running.e2e.url));
    await page.getByText('Waiting for the Supervisor to sign.').waitFor();
    expect(await page.getByRole('button', { name: 'Sign and submit' }).count()).toBe(0);
    // the link is no session: nothing else answers
    expect((await page.request.get('/api/users/current')).status()).toBe(401);
    expect((await page.request.get(`/api/submitted-forms/${idOf(agreement)}`)).status()).toBe(401);
    await screenshotBothWidths(page, 'forms-public-waiting');
    await context.close();
  });

  it('the supervisor is told, opens the signing task and signs second; the task completes', async () => {
    await waitingForSupervisor();
    const { page } = await running.signInEmail(agreement.supervisor.email);
    await page.getByTestId('notification-bell').click();
    await page.getByRole('menuitem', { name: new RegExp(`Sign “${agreementName}” as Supervisor`) }).click();
    await page.waitForURL(/\/tasks\/assigned\/[0-9a-f-]{36}$/);
    const taskUrl = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(`**${agreement.submissionUrl}`);
    await page.getByText('It is your turn to sign this agreement.').waitFor();
    await page.getByRole('textbox', { name: 'Signature (type your full name)' }).fill(agreement.supervisor.name);
    signed.supervisor = agreement;
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page
      .getByTestId('signature')
      .filter({ hasText: `${agreement.supervisor.name} (Supervisor)` })
      .waitFor();
    await screenshotBothWidths(page, 'forms-agreement-second-signed');
    for (let attempt = 0; attempt < 20; attempt++) {
      await page.goto(taskUrl);
      await page.getByRole('heading').first().waitFor();
      if (await page.locator('strong', { hasText: /^Complete$/ }).count()) break;
      await page.waitForTimeout(500);
    }
    await page.locator('strong', { hasText: /^Complete$/ }).waitFor({ timeout: 1_000 });
  });

  it('the third signer completes it through the public link, once', async () => {
    // the agreement waiting for the third signer: the supervisor signs through the API when it is still their turn
    const next = signed.outsider === agreement || !agreement.publicLink ? null : await nextRole(agreement);
    if (next === 'supervisor') await signAsSupervisor(agreement);
    else if (next !== 'coordinator') agreement = await arrangeAgreement(true);
    const { page, context } = await running.open();
    const url = agreement.publicLink.replace(/^https?:\/\/[^/]+/, running.e2e.url);
    await page.goto(url);
    await page.getByRole('textbox', { name: 'Signature (type your full name)' }).fill('Pat Outside');
    await screenshotBothWidths(page, 'forms-public-sign');
    signed.outsider = agreement;
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByText('Thank you: your signature is recorded.').waitFor();
    completed = agreement;
    await screenshot(page, 'forms-public-signed');
    await page.goto(url);
    await page.getByText('This link has already been used.').waitFor();
    await context.close();
  });

  it('the signed agreement downloads as a PDF naming every signer', async () => {
    const { page } = await running.signIn('coordinator');
    await page.goto(completed!.submissionUrl);
    await page.getByText('Ready', { exact: true }).first().waitFor();
    await screenshotBothWidths(page, 'forms-agreement-ready');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'agreement-')), 'agreement.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const name of ['Theo Turner', completed!.supervisor.name, 'Pat Outside', 'I agree to the practicum terms', 'SHA-256'])
      expect(text).toContain(name);
  });

  it('the submission’s history, with its drafts, is its submitter’s: the trainee has the History tab, the coordinator none', async () => {
    const coordinator = await running.pageAs('coordinator');
    await coordinator.goto(completed!.submissionUrl);
    await coordinator.getByText('Ready', { exact: true }).first().waitFor();
    expect(await coordinator.getByRole('tab', { name: 'History' }).count()).toBe(0);
    const trainee = await running.pageAs('trainee');
    await trainee.goto(completed!.submissionUrl);
    await trainee.getByRole('tab', { name: 'History' }).click();
    await trainee.getByRole('heading', { name: 'As it was at a moment' }).waitFor();
  });
});

describe('PLACE-06 PLACE-22 the coordinator sets the agreements a placement at a training level needs', () => {
  it('picks the site agreement on the level’s page and saves it', async () => {
    const { page } = await running.signIn('coordinator');
    const levels = (await (await page.request.get('/api/training-levels')).json()) as { id: string; name: string }[];
    const internship = levels.find((level) => level.name === 'Internship')!;
    await page.goto(`/training-levels/${internship.id}`);
    await page.getByRole('heading', { name: 'Placement agreements' }).waitFor();
    await page.getByRole('combobox', { name: 'Agreement forms' }).click();
    await page.getByRole('option', { name: 'Practicum site agreement' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Placement agreements saved').waitFor();
    await screenshotBothWidths(page, 'forms-level-placement-agreements');
    // at 390 px every card shows all of itself: nothing squeezed under the toolbar and clipped
    await resizeTo(page, { width: 390, height: 844 });
    const clipped = await page
      .locator('.MuiCard-root')
      .evaluateAll((cards) =>
        cards.filter((card) => card.scrollHeight > card.clientHeight + 1).map((card) => card.textContent?.slice(0, 40)),
      );
    expect(clipped).toEqual([]);
    await resizeTo(page, { width: 1280, height: 900 });
    const read = (await (await page.request.get(`/api/placement-requirements?training_level_id=${internship.id}`)).json()) as {
      agreements: { name: string }[];
    }[];
    expect(read[0]!.agreements.map((a) => a.name)).toEqual(['Practicum site agreement']);
  });
});

describe('FORMS-17 a started evaluation reads the same in the list as on its page', () => {
  it('not started (started by its author, not submitted), then in progress once a draft holds an answer: in the evaluations list and under the form', async () => {
    const trainee = await running.newMember('trainee', 'Drafty', 'Trainee');
    const page = await running.pageAsEmail(trainee.email);
    await page.goto('/forms/fill');
    await page.getByText('Trainee self-evaluation').click();
    await page.getByRole('button', { name: 'Start this form' }).click();
    const chip = page.locator('main .MuiChip-root').first();
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
    expect(await chip.textContent()).toBe('Not started');
    // nothing is submitted yet: the page says who started it
    await page.getByText('Started by Drafty Trainee').waitFor();
    expect(await page.getByText(/^Submitted by/).count()).toBe(0);
    const submission = page.url();
    const listed = async (): Promise<string> => {
      await page.goto('/forms/training-forms');
      const row = page.getByRole('row').filter({ hasText: 'Trainee self-evaluation' });
      await row.waitFor();
      return (await row.locator('.MuiChip-root').textContent()) ?? '';
    };
    expect(await listed()).toBe('Not started');
    await page.goto(submission);
    await page.getByText('Very confident').click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
    expect(await chip.textContent()).toBe('In progress');
    expect(await listed()).toBe('In progress');
    // the form's own page lists the user's submissions of it, labelled alike
    await page.goto('/forms/fill');
    await page.getByText('Trainee self-evaluation').click();
    await page.getByRole('button', { name: 'Start this form' }).waitFor();
    expect(await page.locator('main .MuiChip-root').first().textContent()).toBe('In progress');
    await screenshotBothWidths(page, 'forms-started-evaluation-progress');
  });
});

describe('FORMS-09 a double click on Start this form', () => {
  it('starts one submission', async () => {
    const trainee = await running.newMember('trainee', 'Double', 'Clicker');
    const page = await running.pageAsEmail(trainee.email);
    await page.goto('/forms/fill');
    await page.getByText('Trainee self-evaluation').click();
    await page.getByRole('button', { name: 'Start this form' }).dblclick();
    await page.getByRole('button', { name: 'Save draft' }).waitFor();
    const mine = (await running.api(page, 'GET', '/api/submitted-forms?range=[0,99]')) as unknown as { form: string }[];
    expect(mine.filter((s) => s.form === 'Trainee self-evaluation')).toHaveLength(1);
  });
});
