// Training setup end to end: the coordinator creates a plan with three activity
// types, finds it in the list, edits it and archives it; then looks at the
// activities editor and a staff people list, and exports two lists.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { attemptTag, resizeTo, screenshot, screenshotBothWidths, waitForInputValue, type Session } from './browser.js';

const running = appAndBrowserForFile();
let session: Session;
let page: Page;

beforeAll(async () => {
  session = await running.signIn('coordinator');
  page = session.page;
}, 240_000);

const planName = 'Practicum II – Fall';

async function pickActivityType(row: number, name: string, hours: string) {
  await page.getByRole('combobox', { name: 'Activity type' }).nth(row).click();
  await page.getByRole('option', { name }).click();
  await page
    .getByRole('spinbutton', { name: /^Hours/ })
    .nth(row)
    .fill(hours);
}

describe('TRAIN-01 TRAIN-02 TRAIN-04 TRAIN-05 TRAIN-06 the coordinator sets up a training plan', () => {
  it('creates a plan with three activity types and sees its details', async () => {
    await page.goto(`${running.e2e.url}/training-plans`);
    await page.getByRole('cell', { name: 'Practicum I – Fall', exact: true }).waitFor();
    await screenshot(page, 'training-plans-list');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/training-plans\/create$/);
    await page.getByRole('textbox', { name: 'Name' }).fill(planName);
    await page.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Practicum I' }).click();
    await page.getByLabel('Start date').fill('2027-08-15');
    await page.getByLabel('End date').fill('2027-12-15');
    await page.getByRole('spinbutton', { name: /^Total hours/ }).fill('120');
    for (const [row, [name, hours]] of [
      ['Direct client contact', '60'],
      ['Individual supervision', '20'],
      ['Documentation', '10'],
    ].entries()) {
      await page.getByRole('button', { name: 'Add' }).last().click();
      await pickActivityType(row, name!, hours!);
    }
    await screenshot(page, 'training-plans-create');
    await page.getByRole('button', { name: 'Save' }).click();
    // the toast shows for 4 s from the save, while the details page may still be loading
    await page.getByText('training plans saved successfully').waitFor();
    await page.waitForURL(/\/training-plans\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: planName, level: 1 }).waitFor();
    await page.getByText('08/15/2027 – 12/15/2027').waitFor();
    await page.getByText('90 of 120 hours planned by activity type').waitFor();
    await screenshot(page, 'training-plans-details');
  });

  it('sees it in the list, edits it and archives it', async () => {
    // through the menu, not a reload: the app then reads at least as far as its last command
    await page.getByRole('menuitem', { name: 'Training plans' }).click();
    await page.getByRole('cell', { name: planName, exact: true }).click();
    await page.getByRole('heading', { name: planName, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/edit$/);
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.waitFor();
    await waitForInputValue(name, planName);
    await name.fill('Practicum II – Autumn');
    await page
      .getByRole('spinbutton', { name: /^Hours/ })
      .nth(2)
      .fill('15');
    await screenshot(page, 'training-plans-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Practicum II – Autumn', level: 1 }).waitFor();
    await page.getByText('95 of 120 hours planned by activity type').waitFor();
    await page.getByLabel('Archive Practicum II – Autumn').click();
    await page.getByText('Training plan archived').waitFor();
    // an archived plan is unarchived before it is changed: no Edit on its page (the server refuses one, 409)
    await page.getByRole('heading', { name: 'Practicum II – Autumn', level: 1 }).getByText('Archived').waitFor();
    await expect(page.getByRole('link', { name: 'Edit' }).count()).resolves.toBe(0);
    await screenshot(page, 'training-plans-archived');
    // archived plans leave the default list and show under the archived filter
    await page.getByRole('menuitem', { name: 'Training plans' }).click();
    await page.getByRole('cell', { name: 'Practicum I – Fall', exact: true }).waitFor();
    await page.getByLabel('Show archived plans').click();
    await page.getByRole('cell', { name: 'Practicum II – Autumn', exact: true }).waitFor();
  });

  it('TRAIN-06 the plan form makes a new level in place and chooses it, without saving the plan', async () => {
    await page.goto(`${running.e2e.url}/training-plans/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Practicum III – Spring');
    // a name of this attempt's own: level names are unique
    const level = `Practicum III ${attemptTag()}`;
    await page.getByRole('button', { name: 'New level' }).click();
    const dialog = page.getByRole('dialog', { name: 'New level' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(level);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Level' }).filter({ hasText: level }).waitFor();
    // the plan was not sent: the form is still the new plan's, with its name and no error
    expect(page.url()).toMatch(/\/training-plans\/create$/);
    await waitForInputValue(page.getByRole('textbox', { name: 'Name' }), 'Practicum III – Spring');
    expect(await page.getByText('The form is not valid').count()).toBe(0);
    await screenshot(page, 'training-plans-create-new-level');
  });

  it('opens a level’s details from the list', async () => {
    await page.goto(`${running.e2e.url}/training-plans?filter=${encodeURIComponent('{"archived":false}')}`);
    await page.getByRole('link', { name: 'Internship' }).first().click();
    await page.getByRole('heading', { name: 'Internship', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Internship – Year' }).waitFor();
    await screenshot(page, 'training-levels-details');
  });

  it('TRAIN-04 a plan’s details fit a phone: the archive switch and Edit wrap under a long name', async () => {
    await page.getByRole('cell', { name: 'Internship – Year' }).click();
    await page.getByRole('heading', { name: 'Internship – Year', level: 1 }).waitFor();
    await resizeTo(page, { width: 390, height: 844 });
    try {
      // opened at phone width, as a phone opens it (the desktop's open menu turns into an overlay on the resize)
      await page.reload();
      await page.getByRole('heading', { name: 'Internship – Year', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Edit' }).waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(page, 'training-plans-details-390');
    } finally {
      await resizeTo(page, { width: 1280, height: 900 });
    }
  });
});

describe('TRAIN-35 TRAIN-36 PEOPLE-03 the activities editor and the faculty list', () => {
  it('adds an activity that raises a risk alert', async () => {
    await page.goto(`${running.e2e.url}/activities`);
    const activities = page.getByRole('region', { name: 'Activities' });
    await activities.getByRole('cell', { name: 'Suicide risk assessment' }).waitFor();
    // a name of this attempt's own: a retried attempt must not find the activity an earlier one added
    const activity = `Mandated report ${Date.now().toString(36)}`;
    await activities.getByRole('button', { name: 'Add' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Group' }).fill('Crisis');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(activity);
    await dialog.getByLabel('Raises risk alert').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await activities.getByRole('cell', { name: activity }).waitFor();
    await screenshot(page, 'activities-editor');
  });

  it('lists the faculty and opens one', async () => {
    await page.goto(`${running.e2e.url}/faculty`);
    await page.getByRole('cell', { name: 'faculty@demo.practicum.test' }).click();
    await page.waitForURL(/\/faculty\/[0-9a-f-]{36}$/);
    await page.getByText('faculty@demo.practicum.test').waitFor();
    await screenshot(page, 'faculty-details');
  });
});

describe('PEOPLE-01 TRAIN-54 a list’s Export writes what its table shows', () => {
  /** The CSV the list's Export button downloads, as lines; the list drawn from the same columns, at both widths. */
  async function exportedLines(path: string, waitForCell: string): Promise<string[]> {
    await page.goto(`${running.e2e.url}${path}`);
    await page.getByRole('cell', { name: waitForCell }).first().waitFor();
    await screenshotBothWidths(page, `list-export${path.replace(/\//g, '-')}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const file = await download.path();
    return readFileSync(file, 'utf8').trim().split(/\r?\n/);
  }
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

  it('the trainees: their columns, the status in words, no ids', async () => {
    const lines = await exportedLines('/trainees', 'Noah Brooks');
    expect(lines[0]).toBe('Name,Email,Status,Current plan,Faculty');
    expect(lines).toContain('Noah Brooks,noah.brooks@demo.practicum.test,Pending,,');
    expect(lines).toContain('Priya Nair,priya.nair@demo.practicum.test,Graduated,,');
    expect(lines.some((line) => line.startsWith('Jonah Reyes,jonah.reyes@demo.practicum.test,Active,Practicum I – Fall,'))).toBe(true);
    expect(lines.filter((line) => uuid.test(line))).toEqual([]);
  });

  it('the clients: their codes, trainees and upload state in words', async () => {
    const lines = await exportedLines('/clients', 'C-1001');
    expect(lines[0]).toBe('Client code,Trainee,Uploads');
    expect(lines).toContain('C-1001,Theo Turner,Allowed');
    expect(lines.filter((line) => uuid.test(line))).toEqual([]);
  });

  it('the evaluations overview: form, people, the status’s label and the date as MM/DD/YYYY', async () => {
    const lines = await exportedLines('/forms/training-forms/overview', 'Mid-term evaluation');
    expect(lines[0]).toBe('Form,Submitted by,Assessed,Status,Submitted');
    expect(lines.some((line) => /^Practicum site agreement,Theo Turner,,Signature required,\d\d\/\d\d\/\d{4}$/.test(line))).toBe(true);
    expect(lines.some((line) => /^Mid-term evaluation,Sofia Singh,Theo Turner,Approved,\d\d\/\d\d\/\d{4}$/.test(line))).toBe(true);
    expect(lines.filter((line) => uuid.test(line))).toEqual([]);
  });
});
