// PEOPLE-11: the coordinator opens User search from the menu, finds a trainee by part of the email, narrows
// by role, and opens the trainee's page from the row. Desktop and 390 px.
import { describe, expect, it } from '@jest/globals';
import { appAndBrowserForFile } from './app.js';
import { resizeTo, screenshot, signInAs } from './browser.js';

const running = appAndBrowserForFile();

describe('PEOPLE-11 SPINE-14 when a coordinator searches users', () => {
  it('finds a user by part of the email and opens them', async () => {
    const { page } = await signInAs(running.browser, running.e2e.url, 'coordinator');
    await page.getByRole('menuitem', { name: 'User search' }).click();
    await page.waitForURL('**/search/users**');
    await page.getByPlaceholder('Name or email').fill('patel@demo');
    // only the match is left, with the role she holds in the organization
    await page.getByText('1-1 of 1').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'maya.patel@demo.practicum.test' });
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await row.innerText()).toMatch(/Maya Patel\s+maya\.patel@demo\.practicum\.test\s+Trainee\s+Active/);
    await screenshot(page, 'user-search-coordinator');
    // SPINE-14: the tab names the organization, then the product
    expect(await page.title()).toBe('Demo University Counseling Program | Practicum');

    // a phone: one line per user, opening the trainee's page
    await resizeTo(page, { width: 390, height: 844 });
    // opened afresh on the phone (the desktop's open menu would cover the list as a drawer)
    await page.goto(`/search/users?filter=${encodeURIComponent('{"q":"patel@demo"}')}`);
    const item = page.getByText('Trainee · Active');
    await item.waitFor();
    await page.getByText('maya.patel@demo.practicum.test').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'user-search-coordinator-390');
    await page.getByText('maya.patel@demo.practicum.test').click();
    await page.waitForURL(/\/trainees\/[0-9a-f-]{36}/);
    await page.getByText('Maya Patel').first().waitFor();
  });

  it('says so when nobody matches', async () => {
    const { page } = await signInAs(running.browser, running.e2e.url, 'coordinator');
    await page.goto('/search/users');
    await page.getByPlaceholder('Name or email').fill('nobody-matches-this');
    await page.getByText('No users found using the current filters.').waitFor();
  });
});
