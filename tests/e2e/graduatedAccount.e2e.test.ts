// What a read-only account sees (AUTH-66, PEOPLE-12): the demo's graduated trainee, Priya Nair, is told on every
// page that the account is read-only and why, and is offered no action the server would refuse (the refusals
// themselves: tests/integration/graduatedAccount.int.test.ts). And a refusal the server gives a reason for shows that
// reason (SPINE-28): a faculty member's page left open while another tab opened an auditor session.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { screenshot, screenshotBothWidths } from './browser.js';

const running = appAndBrowserForFile();
const GRADUATED = 'priya.nair@demo.practicum.test';
const READ_ONLY =
  'This account has graduated: it can be viewed but not changed. Your records stay here to read; nothing can be added, edited or deleted.';

/** Every action of the trainee's screens that changes something: none may show on a read-only account's page. */
const writeActions = [
  'Log activity',
  /^Submit for review/,
  'New session',
  'Add client',
  'Create task',
  'Request placement',
  'Save',
  'Add insurance document',
  'Upload photo',
  'Change email',
  'Change password',
  'I accept both',
  'Redeem',
  'Buy an access pass',
  'Take the exam',
  'Mark all as read',
];

const screens = [
  '/dashboard',
  '/activity-log',
  '/livesessions',
  '/clients',
  '/tasks',
  '/applications',
  '/supervisionsites',
  '/account',
  '/access-pass',
  '/notifications',
  '/cecourses/review_all',
  '/cecourses/hipaa',
];

async function shownWriteActions(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const name of writeActions) {
    const count = await page
      .getByRole('main')
      .getByRole('button', { name, exact: typeof name === 'string' })
      .count();
    if (count > 0) shown.push(String(name));
  }
  return shown;
}

describe('AUTH-66 PEOPLE-12 PEOPLE-13 the graduated demo trainee', () => {
  let page: Page;

  it('signs in and reads on the dashboard that the account is read-only, and why', async () => {
    ({ page } = await running.signInEmail(GRADUATED));
    await page.getByRole('heading', { name: 'Trainee dashboard', level: 1 }).waitFor();
    const banner = page.getByTestId('read-only-banner');
    await banner.getByText('Read-only account').waitFor();
    await banner.getByText(READ_ONLY).waitFor();
    // the dashboard asks nothing of her it could not record: no terms, photo, HIPAA, pass or insurance rows
    expect(await page.getByTestId('terms-prompt').count()).toBe(0);
    expect(await page.getByTestId('photo-prompt').count()).toBe(0);
    expect(await page.getByTestId('hipaa-alert').count()).toBe(0);
    expect(await page.getByTestId('dashboard-header-links').getByText('HIPAA not trained: take the course').count()).toBe(0);
    await screenshotBothWidths(page, 'graduated-dashboard');
  });

  it.each(screens)('sees the banner on %s and no action that would change anything', async (path) => {
    await page.goto(path);
    await page.getByTestId('read-only-banner').getByText(READ_ONLY).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await shownWriteActions(page)).toEqual([]);
  });

  it('has no menu entry that only leads to a change, and a create link opens no form', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Trainee dashboard', level: 1 }).waitFor();
    const menu = page.getByRole('menu').first();
    await menu.getByRole('menuitem', { name: 'Activity log' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Request placement' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Fill an evaluation' }).count()).toBe(0);
    await page.goto('/livesessions?action=create');
    await page.getByTestId('read-only-banner').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto('/applications#request-placement');
    await page.getByTestId('read-only-banner').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('reads her account without a way to change it, and the access pass page offers nothing to buy', async () => {
    await page.goto('/account');
    await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
    await expect(page.getByLabel('First name').inputValue()).resolves.toBe('Priya');
    expect(await page.getByLabel('First name').getAttribute('readonly')).not.toBeNull();
    await screenshotBothWidths(page, 'graduated-account');
    await page.goto('/access-pass');
    await page.getByText('This account is read-only: no access pass can be redeemed or bought.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Registration code' }).count()).toBe(0);
    await screenshot(page, 'graduated-access-pass');
  });
});

describe('SPINE-28 a refusal shows the reason the server gave', () => {
  it('a faculty page left open while another tab opened an auditor session: "Mark all as read" is refused with the auditor’s reason', async () => {
    const { page, context } = await running.signIn('faculty');
    await page.goto('/notifications');
    // the button is off until the list has loaded and shows an unread notification
    const markAll = page.getByRole('button', { name: 'Mark all as read', disabled: false });
    await markAll.waitFor();

    // another tab of the same browser turns the session into the demo grant's read-only auditor session
    const other = await context.newPage();
    const grants = (await (await other.request.get('/api/auditor-grants/mine')).json()) as { id: string }[];
    await running.api(other, 'PUT', `/api/session/auditor/${grants[0]!.id}`, {});
    await other.close();

    await markAll.click();
    const dialog = page.getByRole('dialog', { name: 'Forbidden' });
    await dialog.getByText('Auditor access is read-only: nothing can be changed.').waitFor();
    expect(await dialog.getByText('You do not have permission to access this page').count()).toBe(0);
    await screenshotBothWidths(page, 'refusal-with-server-reason');
    await context.close();
  });
});
