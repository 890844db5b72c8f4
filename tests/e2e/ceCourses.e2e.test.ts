// CE courses end to end (issue 19; MISC-08, MISC-10, TASKS-53): a trainee without HIPAA is refused
// an attachment and sent to the HIPAA course, fails the exam once, passes, downloads the certificate
// (read by pdftotext), and can then attach the file. An admin authors a course. Screens at 1280 and 390 px.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { accountDecider, userStream } from '@practicum/shared/domain/identity/index';
import { taskDecider, taskInputSchema, taskStream } from '@practicum/shared/domain/tasks/index';
import { newMember, startE2eApp, type E2eApp } from './app.js';
import { attemptTag, demoPassword, launchBrowser, openSession, resizeTo, screenshot, signInAs, type Session } from './browser.js';

let e2e: E2eApp;
let browser: Browser;
/** The trainee new to the program the tests act as, and the task she is to attach a file to. */
let hana: { session: Session; taskId: string };
const sessions: Session[] = [];
const failedUrls: string[] = [];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Hana Hopeful, made by commands with an address of her own each call: a trainee of the demo organization, without
 * the HIPAA course, given a task by the coordinator to attach a file to, the terms accepted; signed in.
 */
async function newcomer(): Promise<{ session: Session; taskId: string }> {
  const taskId = randomUUID();
  const origin = { system: { correlationId: 'e2e-hipaa-newcomer' } };
  const { userId, positionId, email } = await newMember(e2e, 'trainee', 'Hana', 'Hopeful');
  const { organization_id: organizationId } = await e2e.app
    .knex('positions')
    .where({ id: positionId })
    .first<{ organization_id: string }>('organization_id');
  const commands = commandPipeline({ eventStore: e2e.app.eventStore });
  // a task the coordinator gave her, to attach a file to
  const coordinator = await e2e.app
    .knex('positions')
    .where({ role: 'coordinator', organization_id: organizationId })
    .first<{ id: string; user_id: string }>('id', 'user_id');
  await commands.handle(
    taskDecider,
    taskStream(taskId),
    {
      type: 'CreateTask',
      data: {
        taskId,
        organizationId,
        creator: { userId: coordinator.user_id, positionId: coordinator.id },
        assignee: { userId, positionId },
        input: taskInputSchema.parse({ description: 'Upload your signed confidentiality agreement.' }),
      },
    },
    origin,
  );
  await commands.handle(accountDecider, userStream(userId), { type: 'AcceptTerms', data: { userId } }, origin, (base) => ({
    ...base,
    userId,
  }));
  const session = await openSession(browser, e2e.url);
  sessions.push(session);
  await session.page.goto('/login');
  await session.page.getByLabel('Email').fill(email);
  await session.page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await session.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await session.page.waitForURL('**/dashboard');
  session.page.on('response', (response) => {
    if (response.status() >= 500) failedUrls.push(`${response.status()} ${response.url()}`);
  });
  session.consoleErrors.length = 0; // the sign-in page's own 401 (no session yet) is not this test's
  return { session, taskId };
}

beforeAll(async () => {
  e2e = await startE2eApp();
  browser = await launchBrowser();
  hana = await newcomer();
}, 240_000);

afterAll(async () => {
  await Promise.all(sessions.map((session) => session.context.close()));
  await browser?.close();
  await e2e?.close();
});

async function both(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  await resizeTo(page, { width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await resizeTo(page, { width: 1280, height: 900 });
}

async function answer(page: Page, choices: string[]) {
  for (const choice of choices) await page.getByRole('radio', { name: choice, exact: true }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

const attach = (page: Page, name = 'confidentiality.pdf') =>
  page.getByTestId('attachment-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });

describe('MISC-08 MISC-09 MISC-10 TASKS-53 a trainee takes the HIPAA course', () => {
  it('TASKS-54 is refused an attachment before the course, told why beside the link, and sent to it', async () => {
    const { page } = hana.session;
    await page.goto(`/tasks/assigned/${hana.taskId}`);
    await page.getByRole('heading', { name: 'Upload your signed confidentiality agreement.' }).waitFor();
    await attach(page);
    // the refusal says its own words in the panel, beside the link, instead of the generic "Forbidden" modal over it
    const panel = page.getByTestId('attachments');
    const refusal = panel.getByRole('alert');
    await refusal.getByText('You must complete the HIPAA training before uploading attachments.').waitFor();
    const toCourse = refusal.getByRole('link', { name: 'Go to the HIPAA course' });
    await toCourse.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    // the refused file is not left pending in the list
    expect(await panel.getByText('confidentiality.pdf').count()).toBe(0);
    await both(page, 'cecourse-attachment-refused');
    await toCourse.click();
    await page.waitForURL(/\/cecourses\//);
    hana.session.consoleErrors.length = 0; // the refused upload's own 4xx answer
  });

  it('fails the exam once, passes, and downloads the certificate', async () => {
    // a newcomer of this attempt's own: the exam counts her attempts, so a retried attempt must not find them taken
    hana = await newcomer();
    const { page } = hana.session;
    await page.goto('/cecourses/hipaa');
    await page.getByRole('heading', { name: 'HIPAA Privacy and Security for Trainees', level: 1 }).waitFor();
    await page.getByText('Minimum necessary').waitFor();
    await both(page, 'cecourse-show');

    await page.getByRole('link', { name: 'Take the exam' }).click();
    await page.waitForURL(/\/cecourses\/exam\//);
    await page.getByText('Who may read a client’s session notes?').waitFor();
    await both(page, 'cecourse-exam');
    await answer(page, ['A client’s diagnosis with their initials', 'Anyone at the site', 'Nothing']);
    await page.getByText('You scored 33%; the pass mark is 100%. Review the lessons and try again.').waitFor();
    await page.waitForURL(/\/cecourses\/review\//);
    await page.getByText('Attempt 1').waitFor();
    await expect(page.getByText('Not passed yet').first().isVisible()).resolves.toBe(true);
    await both(page, 'cecourse-review-failed');

    await page.getByRole('link', { name: 'Take the exam again' }).click();
    await page.waitForURL(/\/cecourses\/exam\//);
    await answer(page, ['A client’s diagnosis with their initials', 'Only the care team, as needed', 'Report it the same day']);
    await page.getByText('You passed with 100%.').waitFor();
    await page.getByText('Attempt 2').waitFor();
    const certificate = page.getByRole('link', { name: 'Download certificate' });
    await certificate.waitFor();
    await both(page, 'cecourse-review-passed');

    const [download] = await Promise.all([page.waitForEvent('download'), certificate.click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'certificate-')), 'certificate.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Hana Hopeful');
    expect(text).toContain('HIPAA Privacy and Security for Trainees');

    await page.goto('/cecourses/review_all');
    await page.getByRole('cell', { name: 'Trauma-Informed Supervision' }).waitFor();
    await both(page, 'cecourse-list');
  });

  it('having passed, attaches the file to her task', async () => {
    const { page } = hana.session;
    await page.goto(`/tasks/assigned/${hana.taskId}`);
    await page.getByRole('heading', { name: 'Upload your signed confidentiality agreement.' }).waitFor();
    // a file name of the attempt's own: a retry finds the file an earlier attempt attached
    const name = `confidentiality-${attemptTag()}.pdf`;
    await attach(page, name);
    await page.getByTestId('attachments').getByRole('link', { name }).waitFor();
    await both(page, 'cecourse-attachment-after-course');
    // the refusal before the course answered 4xx, never 5xx
    expect(failedUrls).toEqual([]);
  });
});

describe('MISC-08 AUTH-78 who is shown a HIPAA course status', () => {
  const hipaaRow = (page: Page) => page.getByRole('row').filter({ hasText: 'HIPAA Privacy and Security for Trainees' });

  it('a trainee who has not taken it reads "Not started"; a supervisor, whom it does not bind, reads no status for it', async () => {
    const trainee = await newcomer();
    const { page } = trainee.session;
    await page.goto('/cecourses/review_all');
    await hipaaRow(page).getByText('Not started', { exact: true }).waitFor();

    const supervisor = await signInAs(browser, e2e.url, 'supervisor');
    sessions.push(supervisor);
    const other = supervisor.page;
    await other.goto('/cecourses/review_all');
    await hipaaRow(other).waitFor();
    // the other course is everyone's to take: its status still shows
    await other
      .getByRole('row')
      .filter({ hasText: 'Trauma-Informed Supervision' })
      .getByText(/Not started|Completed|Not passed yet/)
      .waitFor();
    expect(
      await hipaaRow(other)
        .getByText(/Not started|Not passed yet/)
        .count(),
    ).toBe(0);
    await other.goto('/cecourses/hipaa');
    await other.getByRole('heading', { name: 'HIPAA Privacy and Security for Trainees', level: 1 }).waitFor();
    expect(await other.getByText('Not started', { exact: true }).count()).toBe(0);
    await both(other, 'cecourse-hipaa-supervisor');
  });
});

describe('MISC-08 an admin authors a CE course', () => {
  let admin: Session;
  afterAll(async () => admin?.context.close());
  it('adds lessons, exam questions and a pass mark; learners see the course', async () => {
    admin = await openSession(browser, e2e.url);
    const { page } = admin;
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@demo.practicum.test');
    await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/admin/dashboard');
    admin.consoleErrors.length = 0; // the sign-in page's own 401 (no session yet) is not this test's
    // a course of this attempt's own: a retried attempt must not find the course an earlier one authored
    const course = `Documentation Essentials ${Date.now().toString(36)}`;
    await page.goto('/cecourses/review_all');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL('**/cecourses/create');
    await page.getByRole('textbox', { name: 'Course' }).fill(course);
    await page.getByRole('textbox', { name: 'Description' }).fill('Writing notes that help the next clinician.');
    await page.getByRole('spinbutton', { name: 'Pass mark (%)' }).fill('50');
    await page.locator('.ra-input-lessons').getByRole('button', { name: 'Add' }).click();
    await page.getByRole('textbox', { name: 'Lesson title' }).fill('Write it the same day');
    await page.getByRole('textbox', { name: 'Text' }).first().fill('Notes written the same day are complete and accurate.');
    await page.locator('.ra-input-questions').getByRole('button', { name: 'Add' }).click();
    await page.getByRole('textbox', { name: 'Question' }).fill('When do you write session notes?');
    await page.getByRole('textbox', { name: 'Choices' }).fill('The same day\nAt the end of the term');
    await page.getByRole('spinbutton', { name: 'Number of the right choice' }).fill('1');
    await both(page, 'cecourse-authoring');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: course, level: 1 }).waitFor();
    await page.getByText('Write it the same day').waitFor();
    await page.getByText('1 question · pass mark 50%').waitFor();
    await both(page, 'cecourse-authored');

    await hana.session.page.goto('/cecourses/review_all');
    await hana.session.page.getByRole('cell', { name: course }).waitFor();
    expect(failedUrls).toEqual([]);
    expect(hana.session.consoleErrors).toEqual([]);
    expect(admin.consoleErrors).toEqual([]);
  });
});
