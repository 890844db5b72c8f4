// CE courses end to end (issue 19; MISC-08, MISC-10, TASKS-53): a trainee without HIPAA opens
// the HIPAA course from its link, fails the exam once, passes, and downloads the certificate
// (read by pdftotext). Screens at 1280 and 390 px wide.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { accountDecider, userStream } from '@practicum/shared/domain/identity/index';
import { startE2eApp, type E2eApp } from './app.js';
import { demoPassword, launchBrowser, openSession, screenshot, type Session } from './browser.js';

let e2e: E2eApp;
let browser: Browser;
let session: Session;
const email = 'hana@demo.practicum.test';
const failedUrls: string[] = [];

beforeAll(async () => {
  e2e = await startE2eApp();
  browser = await launchBrowser();
  const origin = { system: { correlationId: 'e2e-hipaa-newcomer' } };
  const { organization_id: organizationId } = await e2e.app
    .knex('positions')
    .where({ role: 'coordinator' })
    .first<{ organization_id: string }>('organization_id');
  const { userId } = await registerUser(e2e.app, { first_name: 'Hana', last_name: 'Hopeful', email, password: demoPassword }, origin);
  await assignPosition(e2e.app, { userId, organizationId, role: 'trainee' }, origin);
  const commands = commandPipeline({ eventStore: e2e.app.eventStore });
  await commands.handle(accountDecider, userStream(userId), { type: 'AcceptTerms', data: { userId } }, origin, (base) => ({
    ...base,
    userId,
  }));
  session = await openSession(browser, e2e.url);
  await session.page.goto('/login');
  await session.page.getByLabel('Email').fill(email);
  await session.page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await session.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await session.page.waitForURL('**/dashboard');
  session.page.on('response', (response) => {
    if (response.status() >= 500) failedUrls.push(`${response.status()} ${response.url()}`);
  });
  session.consoleErrors.length = 0; // the sign-in page's own 401 (no session yet) is not this test's
}, 240_000);

afterAll(async () => {
  await session?.context.close();
  await browser?.close();
  await e2e?.close();
});

async function both(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function answer(page: Page, choices: string[]) {
  for (const choice of choices) await page.getByRole('radio', { name: choice, exact: true }).check();
  await page.getByRole('button', { name: 'Submit answers' }).click();
}

describe('MISC-08 MISC-10 TASKS-53 a trainee takes the HIPAA course', () => {
  it('fails the exam once, passes, and downloads the certificate', async () => {
    const { page } = session;
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
    expect(failedUrls).toEqual([]);
    expect(session.consoleErrors).toEqual([]);
  });
});
