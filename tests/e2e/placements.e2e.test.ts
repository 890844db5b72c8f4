// Placements end to end (issue 15 "done means"): the trainee requests a
// placement; the site supervisor joins it from the dashboard's placements tab;
// the coordinator batch-approves it with two others, one refused for expired
// insurance in the per-row result; the trainee's training card shows it, the
// trainee logs time on site and the training's time-on-site total rises.
// Screens at 1280 and 390 px are captured and looked at.
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { day } from '../integration/support/activityLogFixture.js';
import { appAndBrowserForFile } from './app.js';
import { attemptTag, demoEmail, pickOption, resizeTo, screenshotBothWidths } from './browser.js';

const running = appAndBrowserForFile();
const site = 'Lakeview Behavioral Health';

// ---- the Lakeview chain ----
// The demo trainee's internship placement at Lakeview goes from the trainee's request (PLACE-02) through the
// supervisor's join (PLACE-16) and the batch approval (PLACE-14) to time on site (PLACE-26). Each step is one way, so
// a retried step after an earlier attempt took it works on an intern of the attempt's own: insured, given the
// internship, and taken through the API as far as the step starts.

interface Intern {
  name: string;
  email: string;
  trainingId?: string;
}
/** Whose internship placement at Lakeview the chain's steps work on: the demo trainee, or an intern of a retry's own. */
let intern: Intern = { name: 'Theo Turner', email: demoEmail('trainee') };
/** Whose placement an attempt of each step took that step on (one way). */
const tookStep: Partial<Record<'request' | 'join' | 'approve' | 'log', string>> = {};
/** The insured trainee besides the intern whose ready placement the batch approves: the demo's, or a retry's own. */
let alsoApproved = 'Lena Schmidt';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Through the API: a liability insurance document the trainee of `page` uploads, current today and past the internship. */
async function insure(page: Page): Promise<void> {
  const { signature, expire } = await running.api(page, 'POST', '/api/uploads/signature');
  const { token } = (await (await page.request.get('/auth/csrf-token')).json()) as { token: string };
  const upload = await page.request.post('/api/uploads?kinds=images,documents', {
    headers: {
      'X-CSRF-TOKEN': token,
      'Content-Type': 'application/pdf',
      'X-Filename': 'liability-insurance.pdf',
      'X-Upload-Signature': String(signature),
      'X-Upload-Expire': String(expire),
    },
    data: PDF,
  });
  if (upload.status() !== 201) throw new Error(`the insurance upload answered ${upload.status()}: ${await upload.text()}`);
  const { uuid } = (await upload.json()) as { uuid: string };
  await running.api(page, 'POST', '/api/insurance-documents', { upload_uuid: uuid, effective_date: day(-30), expiration_date: day(430) });
}

/**
 * Through the API: a trainee of this attempt's own (`first` `last` and the tag) with current insurance and, as the
 * demo trainee has, the internship to come (the demo's "Internship – Year" plan, from day 61 on), or one under way
 * since `startDay` (a day before today).
 */
async function insuredIntern(first: string, last: string, startDay = 61): Promise<Intern> {
  const coordinator = await running.pageAs('coordinator');
  const plan = await named(coordinator, '/api/training-plans', 'Internship – Year');
  const tag = attemptTag();
  const trainee = await running.newMember('trainee', first, `${last}${tag}`);
  const batch = await running.api(coordinator, 'POST', '/api/trainings/batch', {
    trainee_ids: [trainee.userId],
    training_plan_id: plan!.id,
    start_at: day(startDay),
    end_at: day(400),
  });
  await insure(await running.pageAsEmail(trainee.email));
  return { name: `${first} ${last}${tag}`, email: trainee.email, trainingId: (batch.data as { id: string }[])[0]!.id };
}

/**
 * Through the API: the trainee's internship placement at Lakeview with Sofia Singh, requested by the trainee, and as
 * far as `stage`: joined by the supervisor (ready), then approved by the coordinator.
 */
async function placeAtLakeview(trainee: Intern, stage: 'open' | 'ready' | 'approved'): Promise<void> {
  const [coordinator, supervisor, traineePage] = await Promise.all([
    running.pageAs('coordinator'),
    running.pageAs('supervisor'),
    running.pageAsEmail(trainee.email),
  ]);
  const lakeview = await named(coordinator, '/api/supervision-sites', site);
  const supervisorUser = await running.api(supervisor, 'GET', '/api/users/current');
  const placement = await running.api(traineePage, 'POST', '/api/placements', {
    training_id: trainee.trainingId,
    supervision_site_id: lakeview!.id,
    supervisor_id: supervisorUser.id,
  });
  if (stage === 'open') return;
  await running.api(supervisor, 'PATCH', `/api/placements/${String(placement.id)}/supervisor`);
  if (stage === 'ready') return;
  await running.api(coordinator, 'PATCH', `/api/placements/${String(placement.id)}/status`, { status: 'approved' });
}

/** A retried step after an earlier attempt took it: an intern of this attempt's own, their placement taken to `stage`. */
async function newIntern(stage?: 'open' | 'ready' | 'approved', startDay?: number): Promise<void> {
  intern = await insuredIntern('Ivy', 'Intern', startDay);
  if (stage) await placeAtLakeview(intern, stage);
}

describe('PLACE-02 PLACE-18 the trainee requests a placement', () => {
  it('sees a request sent without a training refused beside the field, once, not again over the form', async () => {
    const page = await running.pageAs('trainee');
    await page.goto('/applications#request-placement');
    const dialog = page.getByRole('dialog', { name: 'Request placement' });
    await dialog.waitFor();
    await page.getByRole('button', { name: 'Send request' }).click();
    await dialog.getByText('The training field is required.').waitFor();
    // one more turn of the form, so a notification the refusal raised would be on the page by now
    await pickOption(page, 'Site', site);
    await expect(page.getByText('The training field is required.').count()).resolves.toBe(1);
    await page.goto('/applications');
  });

  it('opens the request from /applications#request-placement and sees it open', async () => {
    if (tookStep.request === intern.email) await newIntern();
    const page = await running.pageAsEmail(intern.email);
    await page.goto('/applications#request-placement');
    await page.getByRole('dialog', { name: 'Request placement' }).waitFor();
    await pickOption(page, 'Training', /^Internship – Year/);
    await pickOption(page, 'Site', site);
    await pickOption(page, 'Supervisor', 'Sofia Singh');
    await page.getByRole('textbox', { name: 'Comments' }).fill('Tuesdays with the intake team.');
    await screenshotBothWidths(page, 'placements-request');
    tookStep.request = intern.email;
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: site }).filter({ hasText: 'Internship' });
    await expect(row.locator('[data-status]').textContent()).resolves.toBe('Open');
    await screenshotBothWidths(page, 'placements-list-trainee');
  });
});

describe('PLACE-16 DASH-45 the supervisor joins', () => {
  it('finds it on the placements tab, which opens first, and joins: the placement is ready', async () => {
    if (tookStep.join === intern.email) await newIntern('open');
    const page = await running.pageAs('supervisor');
    const tab = page.getByRole('tab', { name: /Review placements/ });
    await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
    await page
      .getByRole('link', { name: `${intern.name} · ${site}` })
      .last()
      .waitFor();
    await page.goto('/applications?filter=ready');
    await page.goto('/applications');
    await page.getByRole('row').filter({ hasText: intern.name }).filter({ hasText: 'Internship' }).filter({ hasText: site }).click();
    tookStep.join = intern.email;
    await page.getByRole('button', { name: 'Join this placement' }).click();
    await page.locator('h1 ~ [data-status="ready"]').waitFor();
    await screenshotBothWidths(page, 'placements-show-supervisor');
  });
});

/** Reloads until the placement page shows the status (a consumer moves it after the signature). */
async function waitForStatus(page: Page, status: string) {
  const chip = page.locator(`h1 ~ [data-status="${status}"]`);
  for (let attempt = 0; !(await chip.count()); attempt++) {
    if (attempt === 30) throw new Error(`the placement never became ${status}`);
    await page.waitForTimeout(500);
    await page.reload();
    await page.locator('h1').waitFor();
  }
}

// the trainee whose placement at Riverside Family Clinic waits for the site agreement's signatures: the demo trainee's,
// and after a retry one of the attempt's own
let signingTrainee = 'Theo Turner';
/** The trainee whose agreement an attempt of each signing test signed (one way): a retry signs one of its own. */
const signedFor: Partial<Record<'supervisor' | 'coordinator', string>> = {};

/** The record of a list named `name` (its search also finds records naming it in other fields). */
async function named(page: Page, path: string, name: string): Promise<Record<string, unknown> | undefined> {
  const records = await running.api(page, 'GET', `${path}?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
  return (records as unknown as Record<string, unknown>[]).find((record) => record.name === name);
}

/**
 * Through the API as the coordinator: a trainee of this attempt's own (`first` `last` and the tag) with a current
 * training, at a level of its own that needs the agreement form when one is given. Answers the trainee and the training.
 */
async function traineeWithTraining(coordinator: Page, first: string, last: string, agreementFormId?: unknown) {
  const tag = attemptTag();
  const level = await running.api(coordinator, 'POST', '/api/training-levels', { name: `${last} level ${tag}` });
  if (agreementFormId)
    await running.api(coordinator, 'PUT', `/api/placement-requirements/${String(level.id)}`, { agreement_form_ids: [agreementFormId] });
  const dates = { start_at: day(-30), end_at: day(60) };
  const plan = await running.api(coordinator, 'POST', '/api/training-plans', {
    name: `${last} plan ${tag}`,
    level_id: level.id,
    total_hours: 100,
    ...dates,
  });
  const trainee = await running.newMember('trainee', first, `${last}${tag}`);
  const batch = await running.api(coordinator, 'POST', '/api/trainings/batch', {
    trainee_ids: [trainee.userId],
    training_plan_id: plan.id,
    ...dates,
  });
  return { ...trainee, name: `${first} ${last}${tag}`, trainingId: (batch.data as { id: string }[])[0]!.id };
}

/**
 * Through the API, as the demo seeds the demo trainee's placement waiting for signatures: a trainee of this attempt's
 * own with a current training at a level of its own that needs the site agreement, their placement at Riverside Family
 * Clinic joined by Sofia Singh, and the agreement signed by the trainee, who names the coordinator to sign last; with
 * `supervisorSigned`, signed by Sofia Singh too.
 */
async function arrangeSigning(supervisorSigned: boolean): Promise<void> {
  const [coordinator, supervisor] = await Promise.all([running.pageAs('coordinator'), running.pageAs('supervisor')]);
  const agreement = await named(coordinator, '/api/forms', 'Practicum site agreement');
  const riverside = await named(coordinator, '/api/supervision-sites', 'Riverside Family Clinic');
  const trainee = await traineeWithTraining(coordinator, 'Rhea', 'Signer', agreement!.id);
  const [coordinatorUser, supervisorUser] = await Promise.all(
    [coordinator, supervisor].map((page) => running.api(page, 'GET', '/api/users/current')),
  );
  const traineePage = await running.pageAsEmail(trainee.email);
  const placement = await running.api(traineePage, 'POST', '/api/placements', {
    training_id: trainee.trainingId,
    supervision_site_id: riverside!.id,
    supervisor_id: supervisorUser!.id,
  });
  await running.api(supervisor, 'PATCH', `/api/placements/${String(placement.id)}/supervisor`);
  const submission = await running.api(traineePage, 'POST', '/api/submitted-forms', {
    form_id: agreement!.id,
    placement_id: placement.id,
    signers: { coordinator: coordinatorUser!.id },
  });
  const form = (await running.api(coordinator, 'GET', `/api/forms/${String(agreement!.id)}`)) as {
    sections: { questions: { id: string }[] }[];
  };
  const [agree] = form.sections[0]!.questions;
  signingTrainee = trainee.name;
  await running.api(traineePage, 'POST', `/api/submitted-forms/${String(submission.id)}/submit`, {
    signature: signingTrainee,
    answers: { [agree!.id]: true },
  });
  if (supervisorSigned)
    await running.api(supervisor, 'POST', `/api/submitted-forms/${String(submission.id)}/submit`, { signature: 'Sofia Singh' });
}

/** Opens the placement waiting for signatures (the signing trainee's at Riverside Family Clinic) and its agreement. */
async function signAgreement(page: Page, name: string, role: 'Supervisor' | 'Coordinator') {
  await page.goto('/applications?filter=signature_required');
  await page.getByRole('row').filter({ hasText: signingTrainee }).filter({ hasText: 'Riverside Family Clinic' }).click();
  await page.getByRole('heading', { name: 'Riverside Family Clinic', level: 1 }).waitFor();
  await page.locator('h1 ~ [data-status="submitted"]').waitFor();
  await page.getByText('Signature required', { exact: true }).waitFor();
  const placementUrl = page.url();
  await page.getByRole('link', { name: 'Practicum site agreement' }).click();
  await page.waitForURL(/\/forms\/submitted\/[0-9a-f-]{36}$/);
  await page.getByText('It is your turn to sign this agreement.').waitFor();
  await page.getByRole('textbox', { name: 'Signature (type your full name)' }).fill(name);
  signedFor[role === 'Supervisor' ? 'supervisor' : 'coordinator'] = signingTrainee;
  await page.getByRole('button', { name: 'Sign and submit' }).click();
  await page
    .getByTestId('signature')
    .filter({ hasText: `${name} (${role})` })
    .waitFor();
  await page.goto(placementUrl);
  await page.locator('h1').waitFor();
}

describe('PLACE-03 PLACE-22 PLACE-23 FORMS-02 FORMS-03 FORMS-25 the site agreement signed by every party makes the placement ready', () => {
  it('the supervisor signs from the placement: it stays submitted while the coordinator is still to sign', async () => {
    if (signedFor.supervisor === signingTrainee) await arrangeSigning(false);
    const page = await running.pageAs('supervisor');
    await signAgreement(page, 'Sofia Singh', 'Supervisor');
    await page.locator('h1 ~ [data-status="submitted"]').waitFor();
    await screenshotBothWidths(page, 'placements-agreement-supervisor-signed');
  });
  it('the coordinator signs last: the placement moves to ready', async () => {
    if (signedFor.coordinator === signingTrainee) await arrangeSigning(true);
    const page = await running.pageAs('coordinator');
    await signAgreement(page, 'Corinne Coleman', 'Coordinator');
    await waitForStatus(page, 'ready');
    await page.getByText('Signed', { exact: true }).waitFor();
    await screenshotBothWidths(page, 'placements-agreement-ready');
  });
});

describe('PLACE-18 PLACE-15 PLACE-19 PLACE-24 a coordinator requests a placement for a trainee', () => {
  // the demo's Lena Schmidt; the server refuses a second request of one trainee's training at one site, so an attempt
  // after one that sent the request picks a trainee of its own
  let trainee = 'Lena Schmidt';
  let requested = '';

  it('picks the trainee, one of their trainings, a site and its supervisor', async () => {
    const page = await running.pageAs('coordinator');
    if (requested === trainee) trainee = (await traineeWithTraining(page, 'Lars', 'Requested')).name;
    await page.goto('/applications#request-placement');
    await page.getByRole('dialog', { name: 'Request placement' }).waitFor();
    await pickOption(page, 'Trainee', trainee);
    await page.getByRole('combobox', { name: 'Training' }).click();
    await page.getByRole('option').first().click();
    await pickOption(page, 'Site', 'Harbor Counseling Center');
    await pickOption(page, 'Supervisor', 'Sofia Singh');
    await screenshotBothWidths(page, 'placements-request-coordinator');
    requested = trainee;
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: trainee }).filter({ hasText: 'Harbor Counseling Center' });
    await expect(row.locator('[data-status]').textContent()).resolves.toBe('Open');
    // PLACE-24: ten to a page, the pager shown once there are more
    await page.getByText(/^1-10 of \d+$/).waitFor();
    expect(
      await page
        .getByRole('row')
        .filter({ has: page.locator('[data-status]') })
        .count(),
    ).toBe(10);
  });
});

describe('PLACE-14 INS-18 DASH-29 the coordinator batch-approves', () => {
  it('approves three ready placements at once and shows the one refused for expired insurance', async () => {
    // Jonah Reyes's refusal leaves his placement ready; the two approved are the attempt's own after an earlier approved them
    if (tookStep.approve === intern.email) {
      await newIntern('ready');
      const other = await insuredIntern('Ada', 'Approved');
      await placeAtLakeview(other, 'ready');
      alsoApproved = other.name;
    }
    const page = await running.pageAs('coordinator');
    await page.getByRole('tab', { name: /Review placements/ }).click();
    await screenshotBothWidths(page, 'placements-coordinator-dashboard');
    await page.goto('/applications?filter=ready');
    const rows = [
      page.getByRole('row').filter({ hasText: intern.name }).filter({ hasText: 'Internship' }),
      page.getByRole('row').filter({ hasText: alsoApproved }),
      page.getByRole('row').filter({ hasText: 'Jonah Reyes' }),
    ];
    for (const row of rows) await row.getByRole('checkbox').check();
    tookStep.approve = intern.email;
    await page.getByRole('button', { name: 'Approve selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Batch approval' });
    await dialog.getByText('The trainee has no current liability insurance covering this placement.').waitFor();
    await expect(dialog.getByText('Approved', { exact: true }).count()).resolves.toBe(2);
    await screenshotBothWidths(page, 'placements-batch-result');
  });
});

/** The trainee dashboard's total time on site (Totals tab), in hours. */
async function timeOnSiteHours(page: Page): Promise<number> {
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Totals' }).click();
  const figure = page.getByTestId('report-time_on_site').locator('h6');
  await figure.waitFor();
  return Number.parseFloat((await figure.textContent()) ?? '');
}

/**
 * The Lakeview placement's card on the trainee dashboard's `tab` once it shows as approved: the page issued no
 * command, so it sees the approval once the projections have it (a reload, as a user would).
 */
async function approvedCard(page: Page, tab: 'Current' | 'Next'): Promise<Locator> {
  const card = page.getByTestId('training-placement').filter({ hasText: site });
  for (let attempt = 0; ; attempt++) {
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: tab }).click();
    if ((await card.locator('[data-status]').textContent()) === 'Approved') return card;
    if (attempt === 20) throw new Error('the approval never reached the training card');
    await new Promise((resolveWait) => setTimeout(resolveWait, 1000));
  }
}

describe('PLACE-26 TRAIN-12 the trainee’s card and time on site', () => {
  it('lists the approved placement on the training card; logged time raises the report’s time on site', async () => {
    if (tookStep.log === intern.email) await newIntern('approved');
    const page = await running.pageAsEmail(intern.email);
    await approvedCard(page, 'Next');
    await screenshotBothWidths(page, 'placements-trainee-card');
    // time on site is logged for days that have come (PLACE-26, as the activity log): the internship above is still
    // to come, so yesterday is logged by an intern whose internship with a Lakeview placement began a month ago
    tookStep.log = intern.email;
    await newIntern('approved', -30);
    const logging = await running.pageAsEmail(intern.email);
    const card = await approvedCard(logging, 'Current');
    const before = await timeOnSiteHours(logging);
    await logging.getByRole('tab', { name: 'Current' }).click();
    await card.getByRole('link', { name: site }).click();
    await logging.getByRole('heading', { name: site, level: 1 }).waitFor();
    await logging.getByRole('spinbutton', { name: 'Hours' }).fill('3.5');
    await logging.getByLabel('Date').fill(day(-1));
    await logging.getByRole('button', { name: 'Log time' }).click();
    await logging.getByText('Logged so far: 3 h 30 min').waitFor();
    await screenshotBothWidths(logging, 'placements-time-on-site');
    expect(await timeOnSiteHours(logging)).toBeCloseTo(before + 3.5, 1);
    await screenshotBothWidths(logging, 'placements-report-totals');
  });
});

/** The message under a field: the helper text its input is described by. */
async function messageUnder(page: Page, field: Locator): Promise<string> {
  const described = await field.getAttribute('aria-describedby');
  if (!described) return '';
  return (await page.locator(`[id="${described}"]`).textContent()) ?? '';
}

describe('PLACE-26 a refused day on site says why under its field', () => {
  it('a negative time shows under Hours, a day outside the training or to come under Date, and nothing is logged', async () => {
    const page = await running.pageAs('trainee');
    await page.goto('/applications');
    await page.getByRole('row').filter({ hasText: 'Harbor Counseling Center' }).filter({ hasText: 'Approved' }).first().click();
    const total = page.getByTestId('time-on-site-total');
    await total.waitFor();
    const before = await total.textContent();
    const hours = page.getByRole('spinbutton', { name: 'Hours' });
    const date = page.getByLabel('Date');
    await hours.fill('-3');
    await page.getByRole('button', { name: 'Log time' }).click();
    await page.getByText('The minutes field must be at least 0.').waitFor();
    expect(await messageUnder(page, hours)).toBe('The minutes field must be at least 0.');
    await date.fill('2019-06-03');
    await hours.fill('2');
    await page.getByRole('button', { name: 'Log time' }).click();
    await page.getByText("The date must be within the placement's training.").waitFor();
    expect(await messageUnder(page, date)).toBe("The date must be within the placement's training.");
    // the earlier refusal is gone with the input that caused it being answered anew
    expect(await messageUnder(page, hours)).toBe('');
    // a day to come, as the activity log refuses it (the trainee's profile day)
    await date.fill(day(1));
    await page.getByRole('button', { name: 'Log time' }).click();
    await page.getByText('The date cannot be in the future.').waitFor();
    expect(await messageUnder(page, date)).toContain('The date cannot be in the future.');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await total.textContent()).toBe(before);
    await screenshotBothWidths(page, 'placements-time-on-site-refused');
    // its button keeps "Log time" on one line beside the fields on a desktop, and under them on a phone
    const button = page.getByRole('button', { name: 'Log time' });
    for (const width of [1280, 390]) {
      await resizeTo(page, { width, height: 900 });
      const [box, field] = [(await button.boundingBox())!, (await hours.boundingBox())!];
      expect([width, box.height <= field.height + 1]).toEqual([width, true]);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
    }
    await resizeTo(page, { width: 1280, height: 900 });
  });
});

describe('INS-02 INS-07 INS-08 INS-09 INS-10 INS-16 the insurance modal', () => {
  it('refuses with each message, then adds a document that lists as current', async () => {
    const page = await running.pageAs('trainee');
    await page.goto('/account#insurance');
    const card = page.getByTestId('insurance-card');
    await card.getByRole('button', { name: 'Add insurance document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add insurance document' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    for (const message of ['An insurance document is required.', 'The effective date is required.', 'The expiration date is required.'])
      await dialog.getByText(message).waitFor();
    await screenshotBothWidths(page, 'insurance-modal-refused');
    // a file of this attempt's own: a retried attempt must not find the document an earlier one added
    const file = `renewed-policy-${Date.now().toString(36)}.pdf`;
    await dialog.locator('input[type="file"]').setInputFiles({
      name: file,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    });
    await dialog.getByText(file).waitFor();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Effective date').fill(day(10));
    await dialog.getByLabel('Expiration date').fill(day(5));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The expiration date must be after the effective date.').waitFor();
    await dialog.getByLabel('Effective date').fill(day(-1));
    await dialog.getByLabel('Expiration date').fill(day(200));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Insurance document added successfully').waitFor();
    await card.locator('[data-label="current"]').filter({ hasText: file }).waitFor();
    await screenshotBothWidths(page, 'insurance-modal-added');
  });
});

describe('INS-01 INS-03 the insurance card at /account#insurance', () => {
  it('shows the trainee’s documents labelled', async () => {
    const page = await running.pageAs('trainee');
    await page.goto('/account#insurance');
    const card = page.getByTestId('insurance-card');
    // the modal test above added a current document too
    await card.locator('[data-label="current"]').first().waitFor();
    await card.locator('[data-label="expired"]').first().waitFor();
    await screenshotBothWidths(page, 'insurance-account');
  });

  it('INS-01 fits a phone on the dashboard’s Insurance tab: the table scrolls in the card, nothing widens the page', async () => {
    const page = await running.pageAs('trainee');
    await resizeTo(page, { width: 390, height: 844 });
    // narrowed with the side menu open, the menu becomes an overlay that hides the page: open it as a phone would
    await page.reload();
    await page.getByRole('tab', { name: 'Insurance' }).click();
    await page.getByTestId('insurance-card').locator('[data-label="current"]').first().waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
  });
});
