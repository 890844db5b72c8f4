// The site directory end to end (issue 13): a supervisor adds a site and is
// refused a duplicate; the coordinator finds it among the pending ones,
// approves, publishes and tags it, and bulk-edits five others; the trainee finds
// it by state and tag, in the list and on the map, without the coordinator-only tag.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { startE2eApp, type E2eApp } from './app.js';
import { launchBrowser, screenshot, signInAs, type DemoRole, type Session } from './browser.js';

let e2e: E2eApp;
let browser: Browser;
const sessions: Session[] = [];

beforeAll(async () => {
  e2e = await startE2eApp();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  for (const session of sessions) await session.context.close();
  await browser?.close();
  await e2e?.close();
});

async function as(role: DemoRole): Promise<Page> {
  const session = await signInAs(browser, e2e.url, role);
  sessions.push(session);
  return session.page;
}

const siteName = 'Lakeshore Family Services';

async function pickOption(page: Page, field: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('SITES-13 SITES-16 SITES-18 a supervisor adds a site', () => {
  it('saves it waiting for a decision and refuses the same name and department again', async () => {
    const page = await as('supervisor');
    await page.goto('/supervisionsites');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/supervisionsites\/create$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill(siteName);
    await page.getByRole('textbox', { name: 'Department' }).fill('Outpatient');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('60611');
    await page.getByRole('textbox', { name: 'Website' }).fill('not a url');
    await page.getByRole('textbox', { name: 'Website' }).blur();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The website field must be a valid URL.').waitFor();
    await page.getByRole('textbox', { name: 'Website' }).fill('lakeshore.example.org');
    await pickOption(page, 'Tags', 'Telehealth');
    await page.keyboard.press('Escape');
    await screenshot(page, 'sites-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/supervisionsites\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: siteName, level: 1 }).waitFor();
    await expect(page.locator('[data-status="pending"]').textContent()).resolves.toBe('decision pending');
    await page.getByText('Chicago, IL 60611').waitFor();
    await screenshot(page, 'sites-show-supervisor');

    await page.goto('/supervisionsites/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill(siteName.toUpperCase());
    await page.getByRole('textbox', { name: 'Department' }).fill('outpatient');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A site with this name and department already exists.').first().waitFor();
    await screenshot(page, 'sites-duplicate');
  });
});

describe('SITES-02 SITES-13 SITES-14 SITES-19 the coordinator decides', () => {
  it('finds it among the pending sites, approves, publishes and tags it', async () => {
    const page = await as('coordinator');
    await page.goto('/supervisionsites?filter=decision_pending');
    await page.getByRole('cell', { name: siteName }).click();
    await page.getByRole('heading', { name: siteName, level: 1 }).waitFor();
    await pickOption(page, 'Set status', 'approved');
    await page.locator('[data-status="approved"]').waitFor();
    // the switch follows the server: it turns on once the command is answered and the site read again
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('switch', { name: 'Published', checked: true }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/edit$/);
    await pickOption(page, 'Tags', 'Coordinator review');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/supervisionsites\/[0-9a-f-]{36}$/);
    await page.getByText('Coordinator review').waitFor();
    await screenshot(page, 'sites-show-coordinator');
  });
});

describe('SITES-03 SITES-04 SITES-20 the trainee finds the site', () => {
  it('by state and tag in the list, without the coordinator-only tag, and on the map', async () => {
    const page = await as('trainee');
    await page.goto('/supervisionsites');
    await pickOption(page, 'State', 'IL');
    await pickOption(page, 'Tag', 'Telehealth');
    await page.getByRole('cell', { name: siteName }).waitFor();
    await expect(page.getByText('Coordinator review').count()).resolves.toBe(0);
    await screenshot(page, 'sites-list-trainee');
    await page.getByRole('tab', { name: 'Map' }).click();
    await page.locator('[data-testid="site-map"] .leaflet-marker-icon').first().waitFor();
    await screenshot(page, 'sites-map-trainee');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'sites-map-trainee-390');
    await page.goto('/supervisionsites');
    await page.getByText(siteName).first().waitFor();
    await screenshot(page, 'sites-list-trainee-390');
  });
});
