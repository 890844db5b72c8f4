// What each role's dashboard shows from the demo data, and that every entry of each role's menus leads to a
// working screen: the faculty's upcoming trainees with their placements and status in words, a bar label for a
// trainee at 0%, the supervisor's review badge counting the rows its tab lists, their sites' links in the
// theme's colour, a graduate's finished training; and no menu entry (main menu or user menu) opening Not Found,
// an error text or the error modal.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { actUntilQuiet, screenshotBothWidths, type DemoRole } from './browser.js';

const running = appAndBrowserForFile();

const sidebar = (page: Page) => page.locator('.RaMenu-root, [class*="RaMenu"]').first();
const brokenTexts = [/Not Found/, /Internal Server Error/, /Something went wrong/];

/** What is wrong on the screen shown: a broken text in the main area, or the error modal. */
async function brokenOn(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const visible = await page.locator('#main-content, main').first().innerText();
  const problems = brokenTexts.filter((text) => text.test(visible)).map((text) => `${page.url()} shows ${text.source}`);
  if (await page.locator('#error-modal-title').count()) problems.push(`${page.url()} shows the error modal`);
  return problems;
}

const menuIds: Record<DemoRole, string> = {
  admin: 'DASH-08',
  coordinator: 'DASH-05',
  faculty: 'DASH-07',
  supervisor: 'DASH-06',
  trainee: 'DASH-04',
};

describe('every menu entry of every demo role', () => {
  for (const role of Object.keys(menuIds) as DemoRole[]) {
    it(`${menuIds[role]} DASH-10 the ${role}'s main menu and user menu entries each open a working screen`, async () => {
      const page = await running.pageAs(role);
      await sidebar(page).getByRole('menuitem').first().waitFor();
      const entries = await sidebar(page).getByRole('menuitem').allInnerTexts();
      expect(entries.length).toBeGreaterThan(1);
      const problems: string[] = [];
      // from one screen to the next as a user does, by the menu (a reload of the dashboard for each entry cost
      // most of this file's time); back to the dashboard only where a screen shows no menu
      await page.waitForLoadState('networkidle').catch(() => undefined);
      for (const label of entries.map((entry) => entry.trim())) {
        const entry = sidebar(page).getByRole('menuitem', { name: label, exact: true });
        if (!(await entry.isVisible())) await page.goto('/');
        await actUntilQuiet(page, () => entry.click());
        problems.push(...(await brokenOn(page)));
        await page.keyboard.press('Escape');
      }
      // the user menu's screens (my account, my organization, supervision profile), all but logout and login-as
      const userMenu = page.getByRole('button', { name: /Profile|User menu/i });
      if (!(await userMenu.isVisible())) await page.goto('/');
      await userMenu.click();
      const screens = (await page.getByRole('menu').getByRole('menuitem').allInnerTexts())
        .map((entry) => entry.trim())
        .filter((entry) => ['My account', 'My organization', 'Supervision profile'].includes(entry));
      await page.keyboard.press('Escape');
      expect(screens).toContain('My account');
      for (const label of screens) {
        if (!(await userMenu.isVisible())) await page.goto('/');
        await userMenu.click();
        await actUntilQuiet(page, () => page.getByRole('menu').getByRole('menuitem', { name: label, exact: true }).click());
        problems.push(...(await brokenOn(page)));
      }
      expect(problems).toEqual([]);
    });
  }

  it('DASH-08 ADMIN-02 the admin has no settings page: the settings are the dashboard’s toggles', async () => {
    const page = await running.pageAs('admin');
    await page.getByText('Admin dashboard').first().waitFor();
    expect(await page.locator('a[href$="/admin/settings"], a[href="/settings"]').count()).toBe(0);
  });
});

describe('the faculty dashboard', () => {
  it('DASH-40 lists the upcoming trainees with their placements ahead and their status in words', async () => {
    const page = await running.pageAs('faculty');
    const table = page.getByTestId('upcoming-trainees');
    const theo = table.getByRole('row').filter({ hasText: 'Theo Turner' });
    await theo.waitFor();
    const text = await theo.innerText();
    expect(text).toContain('Internship – Year');
    expect(text).toMatch(/Harbor Counseling Center \((Approved|Open)\)/);
    expect(text).not.toContain('No placements yet');
    expect(text).toContain('Active');
    expect(text).not.toMatch(/\b(approved|open|ready|submitted|active)\b/);
    await screenshotBothWidths(page, 'dashboard-faculty-upcoming');
  });

  it('DASH-38 labels every bar of the progress chart, a trainee at 0% too', async () => {
    const page = await running.pageAs('faculty');
    const chart = page.locator('[data-testid^="progress-"]').filter({ hasText: 'Lily Limited' });
    await chart.getByText('Lily Limited').waitFor();
    const names = await chart.locator('.recharts-yAxis .recharts-cartesian-axis-tick').count();
    // SVG text has no innerText: read its text content
    const labels = await chart.locator('.recharts-label-list text').evaluateAll((texts) => texts.map((text) => text.textContent ?? ''));
    expect(labels.filter((label) => /%/.test(label))).toHaveLength(names);
    expect(labels).toContain('0% · 0 h');
  });
});

describe('the supervisor dashboard', () => {
  it('DASH-45 DASH-29 the review placements badge counts the rows its tab lists', async () => {
    const page = await running.pageAs('supervisor');
    const tab = page.getByRole('tab', { name: /Review placements/ });
    await tab.waitFor();
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('listitem').first().waitFor();
    const badge = Number(await tab.locator('.MuiBadge-badge').innerText());
    expect(badge).toBe(await panel.getByRole('listitem').count());
  });

  it('DASH-42 shows the sites as links in the theme’s link colour, not the browser’s blue', async () => {
    const page = await running.pageAs('supervisor');
    const site = page.getByRole('link', { name: 'Harbor Counseling Center' }).first();
    await site.waitFor();
    type Styled = { getComputedStyle(element: unknown): { color: string } };
    expect(await site.evaluate((link) => (globalThis as unknown as Styled).getComputedStyle(link).color)).toBe('rgb(15, 86, 99)');
    await screenshotBothWidths(page, 'dashboard-supervisor-sites');
  });
});

describe('the demo trainees', () => {
  it('DASH-20 a graduate sees the training she finished under Previous', async () => {
    const page = await running.pageAsEmail('priya.nair@demo.practicum.test');
    await page.getByRole('tab', { name: 'Previous' }).click();
    await page.getByText('Practicum I – Spring').first().waitFor();
    // with the hours her faculty approved
    await page
      .locator('main')
      .filter({ hasText: /Approved\s*[1-9][\d.]*\s*h/ })
      .waitFor();
    await page.locator('main .recharts-surface').first().waitFor();
    await screenshotBothWidths(page, 'dashboard-graduate-previous');
  });
});
