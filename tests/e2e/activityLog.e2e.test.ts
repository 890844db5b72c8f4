// The activity log end to end: the trainee logs an activity and submits it; the
// supervisor requests changes with a comment; the trainee sees the comment,
// fixes the entry and resubmits; the faculty approves it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { newTrainee } from '../integration/support/activityLogFixture.js';
import { demoOrganizationId, signIn } from '../integration/support/testApp.js';
import { submittedEntry } from './activityEntries.js';
import { appAndBrowserForFile } from './app.js';
import { attemptTag, screenshot, screenshotBothWidths, type DemoRole, type Session } from './browser.js';

const running = appAndBrowserForFile();
const sessions: Session[] = [];
// the notes of the entry the review tests act on, before and after the trainee fixes it: named per attempt of the
// first test (a retried attempt must not find the entry an earlier one logged), and anew for each entry arranged below
let notes = '';
let fixed = '';
const comment = 'Please name the client and what you worked on.';
const nameEntry = (): void => {
  const tag = attemptTag();
  notes = `E2E intake with a new client ${tag}`;
  fixed = `E2E intake with client C-12, treatment goals agreed ${tag}`;
};
/**
 * The notes of the entry an attempt of each review test took its one-way step on (sending the request for changes,
 * saving the fix, approving): a retry of that test finds its entry past the state it starts from, so it acts on a new
 * entry, arranged through the API in that state.
 */
const actedOn: Partial<Record<'requestChanges' | 'resubmit' | 'approve', string>> = {};

/**
 * A new entry of the demo trainee through the API, logged as the first test logs one and taken as far as the retried
 * test starts from: submitted (as `notes`, or as `fixed` once the trainee fixed it), or with changes requested by the
 * demo supervisor with the comment.
 */
async function arrangeEntry(state: 'submitted' | 'changes requested' | 'resubmitted'): Promise<void> {
  nameEntry();
  const id = await submittedEntry(running, state === 'resubmitted' ? fixed : notes);
  if (state === 'changes requested')
    await running.api(await running.pageAs('supervisor'), 'POST', `/api/activity-log/${id}/request-changes`, { comment });
}

/** The demo trainee needs a current training with the demo faculty as primary faculty; made unless the demo data has one. */
async function ensureCurrentTraining(): Promise<void> {
  const coordinator = await signIn(running.e2e.app, 'coordinator');
  const faculty = await signIn(running.e2e.app, 'faculty');
  // the demo people reach the read models shortly after start
  let trainee: { id: string; name: string } | undefined;
  for (const until = Date.now() + 15_000; !trainee && Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const { body: trainees } = await coordinator.get('/api/organization/users?role=trainee').expect(200);
    trainee = (trainees as { id: string; name: string }[]).find((t) => t.name === 'Theo Turner');
  }
  if (!trainee) throw new Error('the demo trainee is not projected');
  const { body: trainings } = await coordinator.get(`/api/trainees/${trainee.id}/trainings`).expect(200);
  if ((trainings as { current: unknown[] }).current.length > 0) return;
  const { body: me } = await faculty.get('/api/users/current').expect(200);
  const today = new Date().toISOString().slice(0, 10);
  const { body: plans } = await coordinator.get('/api/training-plans?range=[0,99]').expect(200);
  const plan = (plans as { id: string; start_at: string; end_at: string; archived: boolean }[]).find(
    (p) => !p.archived && p.start_at <= today && today <= p.end_at,
  )!;
  const batch = await coordinator.post('/api/trainings/batch', {
    trainee_ids: [trainee.id],
    training_plan_id: plan.id,
    start_at: plan.start_at,
    end_at: plan.end_at,
    faculty: { primary_position_id: (me as { current_position: { id: string } }).current_position.id },
  });
  expect(batch.status).toBe(200);
}

beforeAll(async () => {
  await ensureCurrentTraining();
}, 240_000);

async function open(role: DemoRole, path: string, heading: string): Promise<Page> {
  const session = await running.signIn(role);
  sessions.push(session);
  await session.page.goto(`${running.e2e.url}${path}`);
  await session.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return session.page;
}

const row = (within: Page | Locator, text: string) => within.getByRole('row').filter({ hasText: text });

describe('TRAIN-29 TRAIN-32 TRAIN-34 DASH-04 DASH-06 DASH-07 logging and reviewing an activity', () => {
  it('the trainee logs an activity and submits it for review', async () => {
    nameEntry();
    const page = await open('trainee', '/activity-log', 'Activity log');
    await page.getByRole('button', { name: 'Log activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log activity' });
    await dialog.getByRole('combobox', { name: 'Activity type' }).click();
    await page.getByRole('option', { name: 'Direct client contact' }).click();
    await dialog.getByRole('checkbox', { name: 'Intake interview' }).check();
    await dialog.getByRole('spinbutton', { name: 'Minutes' }).fill('30');
    await dialog.getByRole('textbox', { name: 'Notes' }).fill(notes);
    await screenshot(page, 'activity-log-form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Activity saved').waitFor();
    const draft = row(page, notes);
    await draft.getByText('1 h 30 min').waitFor();
    await draft.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit for review (1)' }).click();
    await page.getByText('Submitted for review').first().waitFor();
    await page.getByRole('region', { name: 'Submitted for review' }).getByText(notes).waitFor();
    await screenshot(page, 'activity-log-submitted');
  });

  it('the supervisor requests changes with a comment', async () => {
    if (actedOn.requestChanges === notes) await arrangeEntry('submitted');
    const page = await open('supervisor', '/activity-log/approve', 'Approve activity');
    await row(page, notes).getByRole('button', { name: 'Request changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request changes' });
    await dialog.getByRole('textbox', { name: 'Comment for the trainee' }).fill(comment);
    await screenshot(page, 'activity-log-request-changes');
    actedOn.requestChanges = notes;
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Changes requested').first().waitFor();
    await page.getByRole('tab', { name: 'Changes requested' }).click();
    await row(page, notes).waitFor();
  });

  it('the trainee sees the comment, fixes the entry and resubmits', async () => {
    if (actedOn.resubmit === notes) await arrangeEntry('changes requested');
    const page = await open('trainee', '/activity-log', 'Activity log');
    const section = page.getByRole('region', { name: 'Changes requested' });
    await row(section, notes).getByText(comment, { exact: false }).waitFor();
    await screenshot(page, 'activity-log-changes-requested');
    await row(page, notes).getByRole('button', { name: 'Edit activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit activity' });
    await dialog.getByRole('textbox', { name: 'Notes' }).fill(fixed);
    actedOn.resubmit = notes;
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Activity saved').waitFor();
    await row(page, fixed).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit for review (1)' }).click();
    await page.getByRole('region', { name: 'Submitted for review' }).getByText(fixed).waitFor();
  });

  it('the faculty approves it and the trainee sees it verified', async () => {
    if (actedOn.approve === fixed) await arrangeEntry('resubmitted');
    const page = await open('faculty', '/activity-log/approve', 'Approve activity');
    actedOn.approve = fixed;
    await row(page, fixed).getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved').first().waitFor();
    await page.getByRole('tab', { name: 'Approved' }).click();
    await row(page, fixed).getByText('verified').waitFor();
    await screenshot(page, 'activity-log-approved');
    const trainee = await open('trainee', '/activity-log', 'Activity log');
    await trainee.getByRole('region', { name: 'Approved' }).getByText(fixed).waitFor();
    await screenshot(trainee, 'activity-log-trainee-approved');
  });
});

describe('TRAIN-32 TRAIN-37 the coordinator opens the approve screen', () => {
  it('follows the submitted entries without Approve or Request changes, which only the reviewers have, and may dismiss risk alerts', async () => {
    const notes = `Coordinator follows ${attemptTag()}`;
    await submittedEntry(running, notes);
    const page = await open('coordinator', '/activity-log/approve', 'Approve activity');
    await page
      .getByTestId('review-by-others')
      .getByText(
        'Each training’s faculty and supervisors approve these entries or ask for changes. Here you can follow them and dismiss risk alerts.',
      )
      .waitFor();
    await row(page, notes).waitFor();
    // every button the screen offers is one the server lets a coordinator use
    expect(await page.getByRole('button', { name: /^(Approve|Request changes|Approve selected.*)$/ }).count()).toBe(0);
    expect(await row(page, notes).getByRole('checkbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Dismiss risk alert' }).first().waitFor();
    await screenshotBothWidths(page, 'activity-log-approve-coordinator');
  });
});

describe('TRAIN-38 TRAIN-39 TRAIN-40 DASH-22 DASH-36 DASH-37 risk alerts on the dashboards', () => {
  const alertNotes = 'Client disclosed suicidal thoughts';

  it('the faculty sees the demo risk alert with an attention notice and opens it in the activity log', async () => {
    const page = await open('faculty', '/dashboard', 'Dashboard');
    const table = page.getByRole('region', { name: 'Risk alerts' });
    await table.getByText('need your attention').waitFor();
    const alert = table.getByRole('row').filter({ hasText: 'Crisis: Suicide risk assessment' });
    await alert.getByText('Theo Turner').waitFor();
    await page.getByRole('tab', { name: /Activity log/ }).waitFor();
    await screenshot(page, 'activity-log-risk-alerts-faculty');
    await alert.click();
    await page.waitForURL(/\/activity-log\?id=[0-9a-f-]{36}&risk_alert=1$/);
    await page.getByText(alertNotes).waitFor();
    await expect(page.getByRole('row').count()).resolves.toBe(2); // header + the alert's entry
    await screenshot(page, 'activity-log-risk-alert-opened');
  });

  it('SPINE-61 the risk alerts fold away under their title in 500 ms and open again', async () => {
    const page = await open('faculty', '/dashboard', 'Dashboard');
    const section = page.getByRole('region', { name: 'Risk alerts' });
    const table = section.getByRole('table', { name: 'Risk alerts' });
    await table.getByRole('row').filter({ hasText: 'Crisis: Suicide risk assessment' }).waitFor();
    const hide = section.getByRole('button', { name: 'Hide risk alerts' });
    await expect(hide.getAttribute('aria-expanded')).resolves.toBe('true');
    const collapse = section.getByTestId('risk-alerts-collapse');
    await hide.click();
    // MUI writes the running transition's length on the element
    await expect(
      collapse.evaluate((element) => (element as unknown as { style: { transitionDuration: string } }).style.transitionDuration),
    ).resolves.toBe('500ms');
    await table.waitFor({ state: 'hidden' });
    const show = section.getByRole('button', { name: 'Show risk alerts' });
    await expect(show.getAttribute('aria-expanded')).resolves.toBe('false');
    await screenshotBothWidths(page, 'risk-alerts-collapsed');
    await show.click();
    await table.waitFor();
    await expect(section.getByRole('button', { name: 'Hide risk alerts' }).getAttribute('aria-expanded')).resolves.toBe('true');
  });

  it('the trainee sees their own alert without the trainee column', async () => {
    const page = await open('trainee', '/dashboard', 'Dashboard');
    const table = page.getByRole('region', { name: 'Risk alerts' });
    await table.getByRole('row').filter({ hasText: 'Crisis: Suicide risk assessment' }).waitFor();
    await expect(table.getByRole('columnheader', { name: 'Trainee' }).count()).resolves.toBe(0);
    await expect(table.getByText('need your attention').count()).resolves.toBe(0);
    await screenshot(page, 'activity-log-risk-alerts-trainee');
  });
});

describe('TRAIN-29 a trainee without a training opens Log activity', () => {
  it('reads that the coordinator assigns a training first, instead of a form whose activity types are empty', async () => {
    const organizationId = await demoOrganizationId(running.e2e.app);
    const email = `no.training.${randomUUID().slice(0, 8)}@demo.practicum.test`;
    await newTrainee(running.e2e.app, organizationId, email);
    const session = await running.signInEmail(email);
    sessions.push(session);
    const { page } = session;
    await page.goto(`${running.e2e.url}/activity-log`);
    await page.getByRole('button', { name: 'Log activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log activity' });
    await dialog.getByText('You have no training yet').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await screenshotBothWidths(page, 'activity-log-no-training');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

/** The trainee's Log activity dialog, filled with direct client contact and `note`, before Save. */
async function fillNewEntry(note: string): Promise<{ page: Page; dialog: Locator }> {
  const page = await open('trainee', '/activity-log', 'Activity log');
  await page.getByRole('button', { name: 'Log activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log activity' });
  await dialog.getByRole('combobox', { name: 'Activity type' }).click();
  await page.getByRole('option', { name: 'Direct client contact' }).click();
  await dialog.getByRole('textbox', { name: 'Notes' }).fill(note);
  return { page, dialog };
}

describe('TRAIN-29 a double click on Save', () => {
  it('logs the activity once: Save is off while the entry is on its way', async () => {
    const note = `E2E double click ${attemptTag()}`;
    const { page, dialog } = await fillNewEntry(note);
    await dialog.getByRole('button', { name: 'Save' }).dblclick();
    await page.getByText('Activity saved').first().waitFor();
    await row(page, note).first().waitFor();
    const trainee = await signIn(running.e2e.app, 'trainee');
    const { body: entries } = await trainee.get('/api/activity-log?range=[0,999]').expect(200);
    expect((entries as { notes: string | null }[]).filter((e) => e.notes === note)).toHaveLength(1);
  });

  it('TRAIN-32 sends the entries for review once, and says so once', async () => {
    const note = `E2E double submit ${attemptTag()}`;
    const { page, dialog } = await fillNewEntry(note);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const submits: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/activity-log/submit')) submits.push(request.url());
    });
    await row(page, note).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Submit for review (1)' }).dblclick();
    await page.getByRole('region', { name: 'Submitted for review' }).getByText(note).waitFor();
    expect(submits).toHaveLength(1);
  });
});
