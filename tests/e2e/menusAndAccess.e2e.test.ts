// The user menu and the session's quiet upkeep (issue 12 item 7): the admin's login-as list in
// the user menu, logout from the user menu through POST /api/logout, and the keep-alive read of
// the current user every half session lifetime (the browser's clock is driven by Playwright, so
// an hour of session passes in a moment). The idle timeout is set far out so it cannot interfere.
// And who opens the personal training forms (FORMS-04), and what a link to no record of the reader's shows.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page, Request } from 'playwright-core';
import { startE2eApp, type E2eApp } from './app.js';
import { launchBrowser, screenshot, signInAs, type Session } from './browser.js';
import { eventually } from '../integration/support/eventually.js';

const SESSION_LIFETIME_SECONDS = 7200;

let e2e: E2eApp;
let browser: Browser;
const sessions: Session[] = [];

beforeAll(async () => {
  e2e = await startE2eApp({ idleTimeoutSeconds: 4 * SESSION_LIFETIME_SECONDS, idleWarningSeconds: 60 });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  for (const session of sessions) await session.context.close();
  await browser?.close();
  await e2e?.close();
});

const as = async (role: 'admin' | 'trainee' | 'faculty' | 'coordinator') => {
  const session = await signInAs(browser, e2e.url, role);
  sessions.push(session);
  return session.page;
};
const openUserMenu = (page: Page) => page.getByRole('button', { name: /Profile|User menu/i }).click();
const isCurrentUserRead = (request: Request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/users/current';

describe('AUTH-62 the admin’s user menu', () => {
  it('lists users to log in as; choosing one acts as them, and the menu offers the way back', async () => {
    const page = await as('admin');
    await openUserMenu(page);
    const menu = page.getByRole('menu');
    await menu.getByText('Login as', { exact: true }).waitFor();
    // the first users by name, admins left out (one cannot log in as another admin)
    // the users sit between "My account" and "All users…" once the users list has answered (the menu's other
    // items are there before it)
    const names = await eventually(async () => {
      const entries = await menu.getByRole('menuitem').allTextContents();
      const listed = entries.slice(entries.indexOf('My account') + 1, entries.indexOf('All users…'));
      return entries.includes('All users…') && listed.length > 0 && listed;
    }, 30_000);
    expect(names.length).toBeLessThanOrEqual(5);
    expect(names).not.toContain('Avery Admin');
    await expect(menu.getByRole('menuitem', { name: 'All users…' }).count()).resolves.toBe(1);
    await screenshot(page, 'user-menu-login-as-list');
    await menu.getByRole('menuitem', { name: names[0], exact: true }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText(`You are logged in as ${names[0]}.`).waitFor();
    await openUserMenu(page);
    await page.getByRole('menu').getByRole('menuitem', { name: 'Return to my account' }).click();
    await page.waitForURL('**/admin/dashboard');
    await expect(page.getByText('You are logged in as').count()).resolves.toBe(0);
  });
});

describe('AUTH-21 logging out from the user menu', () => {
  it('posts /api/logout, lands on /login, and the session is gone', async () => {
    const page = await as('faculty');
    await openUserMenu(page);
    const logout = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/logout');
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await logout;
    await page.waitForURL('**/login');
    expect((await page.request.get('/api/users/current')).status()).toBe(401);
  });
});

describe('AUTH-22 keep-alive', () => {
  it('reads the current user once every half session lifetime, and not before', async () => {
    const page = await as('trainee');
    await page.clock.install();
    // the keep-alive's timer starts with the initial state (the session lifetime), which comes with the page
    await page.goto('/dashboard');
    await page.getByText('Theo Turner').first().waitFor();
    // let the first screen's own reads settle, then count only what the timer does
    await page.clock.runFor(5_000);
    const reads: string[] = [];
    page.on('request', (request) => {
      if (isCurrentUserRead(request)) reads.push(request.url());
    });
    await page.clock.runFor((SESSION_LIFETIME_SECONDS / 2 - 60) * 1000);
    expect(reads).toEqual([]);
    const keepAlive = page.waitForRequest(isCurrentUserRead);
    await page.clock.runFor(120_000);
    await keepAlive;
    expect(reads).toHaveLength(1);
    const second = page.waitForRequest(isCurrentUserRead);
    await page.clock.runFor((SESSION_LIFETIME_SECONDS / 2) * 1000);
    await second;
    expect(reads).toHaveLength(2);
  });
});

describe('FORMS-04 the personal training forms', () => {
  it('open for the trainee with their evaluations; faculty are sent to permission denied', async () => {
    const trainee = await as('trainee');
    await trainee.goto('/forms/training-forms');
    await trainee.getByRole('heading', { name: 'Evaluations' }).first().waitFor();
    await trainee.getByText('Mid-term evaluation').first().waitFor();
    expect(new URL(trainee.url()).pathname).toBe('/forms/training-forms');
    await screenshot(trainee, 'forms-training-forms-trainee');
    const faculty = await as('faculty');
    await faculty.goto('/forms/training-forms');
    await faculty.waitForURL('**/permission-denied?path=*');
    await faculty.getByTestId('permission-denied-path').getByText('/forms/training-forms').waitFor();
  });
});

describe('SPINE-34 a link to a record the reader cannot read (mistyped, or another organization’s)', () => {
  const nobody = '00000000-0000-4000-8000-000000000001';
  const saysNotFound = async (page: Page, path: string) => {
    await page.goto(path);
    // at once, not after a spinner and silent retries, and never a blank card
    await page.getByText('Either you typed a wrong URL, or you followed a bad link.').waitFor({ timeout: 5_000 });
  };

  it('says Not Found on every record page: a site, an application, a client, a course, a support conversation', async () => {
    const trainee = await as('trainee');
    for (const path of [`/supervisionsites/${nobody}`, `/applications/${nobody}`, `/clients/${nobody}`, '/cecourses/not-a-course'])
      await saysNotFound(trainee, path);
    await saysNotFound(await as('faculty'), `/supcon/${nobody}`);
  });

  it('an edit page of no record, or a live session’s, goes back to its list at the list’s own path, saying so', async () => {
    const admin = await as('admin');
    await admin.goto(`/cecourses/${nobody}/edit`);
    await admin.getByText('Element does not exist').waitFor();
    await admin.waitForURL((url) => url.pathname === '/cecourses/review_all');
    await admin.getByText(/HIPAA/).first().waitFor();
    const coordinator = await as('coordinator');
    await coordinator.goto(`/supervisionsites/${nobody}/edit`);
    await coordinator.getByText('Element does not exist').waitFor();
    await coordinator.waitForURL((url) => url.pathname === '/supervisionsites');
    // a live session's page does the same (it went back without a word)
    await coordinator.goto(`/livesessions/${nobody}`);
    await coordinator.getByText('Element does not exist').waitFor();
    await coordinator.waitForURL((url) => url.pathname === '/livesessions');
  });
});
