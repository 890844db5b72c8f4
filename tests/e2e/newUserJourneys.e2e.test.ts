// What a program's people tripped over in their first weeks, walked as they would: a coordinator's progress charts
// and a trainee's hours chart on a phone with every name whole, assigning a training on a phone, a trainee asking
// for a placement before they have a training or at a site nobody supervises yet, and a supervisor approving a
// week's hours at once.
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { submittedEntry } from './activityEntries.js';
import { attemptTag, pickOption, resizeTo, screenshot, screenshotBothWidths } from './browser.js';

const running = appAndBrowserForFile();
const phone = { width: 390, height: 844 };

/** Opens `path` as a phone opens it: resized first, then loaded. */
async function openOnPhone(page: Page, path: string): Promise<void> {
  await resizeTo(page, phone);
  await page.goto(path);
}

/** The names on the charts' category axes that run past their chart's left edge, with how far (run in the page). */
const clippedNamesScript = `(() => [...document.querySelectorAll('main .recharts-yAxis-tick-labels text')].flatMap((text) => {
  if (!text.checkVisibility()) return [];
  const chart = text.closest('svg.recharts-surface').getBoundingClientRect();
  const box = text.getBoundingClientRect();
  return box.left < chart.left - 0.5 ? [text.textContent + ' ' + Math.round(chart.left - box.left) + ' px'] : [];
}))()`;
const clippedNames = (page: Page) => page.evaluate<string[]>(clippedNamesScript);

describe('on a phone the progress charts show every name inside the chart', () => {
  it('DASH-32 TRAIN-53 the coordinator’s level charts keep long trainee names whole or ellipsed, still links', async () => {
    const page = await running.pageAs('coordinator');
    await openOnPhone(page, '/dashboard');
    // a name of the Internship level that reached past the chart's edge on a phone ("ena Schmidt")
    const lena = page.getByRole('link', { name: 'Lena Schmidt' });
    await lena.waitFor();
    await page.getByRole('link', { name: 'Wren Sample' }).waitFor();
    expect(await clippedNames(page)).toEqual([]);
    await screenshot(page, 'new-user-coordinator-charts-390');
    await lena.click();
    await page.waitForURL(/\/trainees\/[0-9a-f-]+$/);
  });

  it('TRAIN-53 the trainee’s activity type chart keeps “Documentation” inside the chart', async () => {
    const page = await running.pageAs('trainee');
    await openOnPhone(page, '/dashboard');
    // the current training's chart (the other tabs' charts are drawn hidden)
    await page.locator('main .recharts-yAxis-tick-labels text:visible').first().waitFor();
    expect(await clippedNames(page)).toEqual([]);
    // the whole name stays the tick's tooltip where the axis shows less of it
    await expect(page.locator('main .recharts-yAxis-tick-labels text > title').allTextContents()).resolves.toContain('Documentation');
    await screenshot(page, 'new-user-trainee-chart-390');
  });
});

describe('a new trainee’s dashboard', () => {
  it('DASH-19 opens on their placements, which says they have none yet rather than that none waits for review', async () => {
    const page = (await running.signInEmail('erin.early@demo.practicum.test')).page;
    await page.goto('/dashboard');
    await expect(page.getByRole('tab', { name: 'Review placements' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByText('You have no placements yet. When a placement is requested, it shows here with its status.').waitFor();
    await expect(page.getByText('No placement is waiting for review.').count()).resolves.toBe(0);
    await screenshotBothWidths(page, 'new-user-trainee-no-placements');
    await page.context().close();
  });
});

describe('a trainee asking for a placement', () => {
  it('PLACE-02 PLACE-18 before any training is told the coordinator assigns one first, and cannot send', async () => {
    const page = (await running.signInEmail('erin.early@demo.practicum.test')).page;
    await page.goto('/applications#request-placement');
    const dialog = page.getByRole('dialog', { name: 'Request placement' });
    await dialog
      .getByText(
        'You have no current or upcoming training yet. Once your coordinator assigns you one, you can request a placement for it here.',
      )
      .waitFor();
    await expect(dialog.getByRole('button', { name: 'Send request' }).isDisabled()).resolves.toBe(true);
    await screenshotBothWidths(page, 'new-user-request-no-training');
    await page.context().close();
  });

  it('PLACE-18 PLACE-19 at a site no supervisor has joined is told to pick another site', async () => {
    const page = await running.pageAs('trainee');
    await page.goto('/applications#request-placement');
    const dialog = page.getByRole('dialog', { name: 'Request placement' });
    await pickOption(page, 'Training', /^Practicum I – Fall/);
    await pickOption(page, 'Site', 'Maple Counseling Center');
    await dialog
      .getByText('No supervisor has joined this site yet, so it cannot take a request. Pick another site or ask your coordinator.')
      .waitFor();
    const send = dialog.getByRole('button', { name: 'Send request' });
    await expect(send.isDisabled()).resolves.toBe(true);
    await screenshot(page, 'new-user-request-no-supervisor-1280');
    await pickOption(page, 'Site', 'Harbor Counseling Center');
    await expect(send.isEnabled()).resolves.toBe(true);
  });
});

describe('a coordinator assigning a training on a phone', () => {
  it('TRAIN-15 gives the start and end dates the dialog’s whole width, so their year shows', async () => {
    const page = await running.pageAs('coordinator');
    await openOnPhone(page, '/trainees');
    await page.locator('main tbody tr', { hasText: 'Erin Early' }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Assign training' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign training' });
    const start = dialog.getByLabel('Start', { exact: true });
    const end = dialog.getByLabel('End', { exact: true });
    await start.fill('2027-01-04');
    await end.fill('2027-05-28');
    const fieldOf = (input: Locator) => input.locator('xpath=ancestor::div[contains(@class,"MuiTextField-root")][1]').boundingBox();
    const plan = (await fieldOf(dialog.getByRole('combobox', { name: 'Training plan' })))!;
    const startBox = (await fieldOf(start))!;
    const endBox = (await fieldOf(end))!;
    expect(Math.round(startBox.width)).toBe(Math.round(plan.width));
    expect(Math.round(endBox.width)).toBe(Math.round(plan.width));
    expect(endBox.y).toBeGreaterThanOrEqual(startBox.y + startBox.height);
    await screenshot(page, 'new-user-assign-training-390');
  });
});

describe('a supervisor approving a week of hours', () => {
  it('TRAIN-32 selects every submitted entry with one box, on a phone too, and approves them together', async () => {
    // an entry of the attempt's own: a retry after an earlier attempt approved them all still finds one to approve
    await submittedEntry(running, `Week of hours ${attemptTag()}`);
    const page = await running.pageAs('supervisor');
    await openOnPhone(page, '/activity-log/approve');
    const entries = page.locator('main tbody tr[data-entry-id]');
    await entries.first().waitFor();
    const count = await entries.count();
    const selectAll = page.getByRole('checkbox', { name: 'Select all' });
    await expect(selectAll.isVisible()).resolves.toBe(true);
    await selectAll.check();
    const approve = page.getByRole('button', { name: `Approve selected (${count})` });
    await approve.waitFor();
    await screenshot(page, 'new-user-approve-select-all-390');
    await approve.click();
    await page.getByText('Nothing waiting for review.').waitFor();
    await expect(entries.count()).resolves.toBe(0);
  });
});
