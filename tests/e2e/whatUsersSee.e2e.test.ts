// What a user reads, at 1280 px and on a 390 px phone: lists that never scroll sideways (each row a card of
// labelled values, a visible select-all box where a list has bulk actions), dates in one form (placement status dates
// as the spec writes them, training ranges with an en dash), empty choices that say so, history in words, a form
// error said once and named by the field's label, times in the user's time zone, and charts and colours readable on
// a phone.
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { appendPoisonTask } from '../integration/support/poisonTask.js';
import { accessibilityViolations } from './accessibility.js';
import { appAndBrowserForFile } from './app.js';
import { pickOption, resizeTo, screenshot, screenshotBothWidths, waitForInputValue } from './browser.js';

const running = appAndBrowserForFile();
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Opens `path` at phone width (resized first, then loaded, as a phone opens it) and waits for the list or its empty text. */
async function openOnPhone(page: Page, path: string): Promise<void> {
  await resizeTo(page, phone);
  await page.goto(path);
  await page.reload();
  await page.locator('main tbody tr, main .RaEmpty-message, main .MuiList-root li').first().waitFor();
}

/** What scrolls sideways: the page itself, and each table wider than its box (run in the page). */
const sidewaysScript = `(() => {
  const scrolling = document.scrollingElement;
  const wide = scrolling.scrollWidth > scrolling.clientWidth ? ['the page ' + scrolling.scrollWidth + '/' + scrolling.clientWidth] : [];
  for (const table of document.querySelectorAll('main table'))
    if (table.scrollWidth > table.clientWidth + 1) wide.push((table.getAttribute('aria-label') ?? 'a table') + ' ' + table.scrollWidth + '/' + table.clientWidth);
  return wide;
})()`;
const sidewaysScrolls = (page: Page) => page.evaluate<string[]>(sidewaysScript);

/** Whether a click at the middle of `target` reaches it: on screen, not clipped away nor covered. */
const reachable = (target: Locator) =>
  target.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const hit = element.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return box.width >= 20 && box.height >= 20 && (element === hit || element.contains(hit));
  });

const contrastViolations = async (page: Page) => (await accessibilityViolations(page)).filter((line) => line.includes('color-contrast'));

describe('on a 390 px phone the lists show cards, never a sideways scroll', () => {
  const admin = running.sessionFor('admin');
  const coordinator = running.sessionFor('coordinator');

  const adminLists: [string, string][] = [
    ['/admin/organizations', 'admin-organizations'],
    ['/admin/users', 'admin-users'],
    ['/cecourses', 'ce-courses'],
    ['/admin/tools/mail', 'mail-list'],
    ['/admin/tools/dead-letters', 'dead-letters'],
    ['/audit/grants', 'auditor-grants'],
    ['/admin/tools/projections', 'projections'],
  ];

  it.each(adminLists)('admin %s fits the phone', async (path, name) => {
    if (name === 'dead-letters') await appendPoisonTask(running.e2e.app);
    const { page } = admin;
    await openOnPhone(page, path);
    if (name === 'dead-letters') await page.getByText('TaskCreated').first().waitFor();
    expect(await sidewaysScrolls(page)).toEqual([]);
    await screenshot(page, `phone-list-${name}-390`);
  });

  it('each card names its values: the organizations list shows "Supervision type" over each value', async () => {
    const { page } = admin;
    await openOnPhone(page, '/admin/organizations');
    const cell = page.locator('main tbody tr').first().locator('td[data-label="Supervision type"]');
    await expect(cell.evaluate((td) => td.ownerDocument.defaultView!.getComputedStyle(td, '::before').content)).resolves.toContain(
      'Supervision type',
    );
    // the cards are laid out under one another, each as wide as the list
    const box = (await page.locator('main tbody tr').first().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  });

  const coordinatorLists: [string, string][] = [
    ['/applications', 'placements'],
    ['/trainees', 'trainees'],
    ['/training-plans', 'training-plans'],
    ['/invites', 'invites'],
    ['/supervisionsites', 'sites'],
  ];

  it.each(coordinatorLists)('coordinator %s fits the phone', async (path, name) => {
    const { page } = coordinator;
    await openOnPhone(page, path);
    expect(await sidewaysScrolls(page)).toEqual([]);
    await screenshot(page, `phone-list-${name}-390`);
  });

  const traineePhone = running.sessionFor('trainee');

  it.each([
    ['/tasks', 'tasks'],
    ['/activity-log', 'activity-log'],
  ])('trainee %s fits the phone', async (path, name) => {
    const { page } = traineePhone;
    await openOnPhone(page, path);
    await page.locator('main tbody tr td[data-label]').first().waitFor();
    expect(await sidewaysScrolls(page)).toEqual([]);
    await screenshot(page, `phone-list-${name}-390`);
  });

  it('a row of tabs wider than the phone starts at its left edge: no blank where the scroll-back arrow has nothing to do', async () => {
    const { page } = traineePhone;
    await openOnPhone(page, '/tasks');
    const tabs = page.locator('main .MuiTabs-root').first();
    const first = tabs.getByRole('tab').first();
    await first.waitFor();
    const [row, tab] = [(await tabs.boundingBox())!, (await first.boundingBox())!];
    expect(Math.round(tab.x - row.x)).toBeLessThanOrEqual(1);
    // the arrow that scrolls on is there, and once used, the one that scrolls back
    const next = tabs.locator('.MuiTabs-scrollButtons').last();
    await next.click();
    await tabs.locator('.MuiTabs-scrollButtons:not(.Mui-disabled)').first().waitFor();
  });

  it('a list with bulk actions shows its select-all box above the cards, and it selects the page', async () => {
    const { page } = coordinator;
    await openOnPhone(page, '/trainees');
    const box = page.locator('main thead .select-all');
    await expect(reachable(box)).resolves.toBe(true);
    const label = box.locator('xpath=ancestor::th[1]');
    await expect(label.evaluate((th) => th.ownerDocument.defaultView!.getComputedStyle(th, '::after').content)).resolves.toContain(
      'Select all',
    );
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    const rows = await page.locator('main tbody tr').count();
    await page.getByText(rows === 1 ? '1 item selected' : `${rows} items selected`).waitFor();
    expect(await sidewaysScrolls(page)).toEqual([]);
    await screenshot(page, 'phone-select-all-390');
    await page.getByRole('checkbox', { name: 'Select all' }).uncheck();
  });

  it('site tags and empty-list texts read at WCAG AA contrast on the phone', async () => {
    await openOnPhone(coordinator.page, '/supervisionsites');
    expect(await contrastViolations(coordinator.page)).toEqual([]);
    await openOnPhone(admin.page, '/admin/tools/mail');
    expect(await contrastViolations(admin.page)).toEqual([]);
  });

  it('TRAIN-53 a progress chart leaves its bars the room on a phone', async () => {
    const { page } = coordinator;
    await resizeTo(page, phone);
    await page.goto('/reports');
    await page.reload();
    const grid = page.locator('.recharts-cartesian-grid').first();
    await grid.waitFor();
    const box = (await grid.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(120);
    expect(await sidewaysScrolls(page)).toEqual([]);
    await screenshot(page, 'phone-reports-390');
  });

  it('PLACE-13 a placement’s status date reads MM/D/YY at both widths', async () => {
    const { page } = coordinator;
    for (const size of [desktop, phone]) {
      await resizeTo(page, size);
      await page.goto('/applications');
      await page.reload();
      const date = page.locator('main tbody tr').first().locator('td.column-status_date');
      await expect(date.innerText()).resolves.toMatch(/^\d{2}\/\d{1,2}\/\d{2}$/);
    }
    await screenshot(page, 'placements-status-date-390');
  });
});

describe('at desktop width', () => {
  const coordinator = running.sessionFor('coordinator');
  const trainee = running.sessionFor('trainee');

  it('the history says an event came from the demo data and labels its fields in words', async () => {
    const { page } = coordinator;
    await page.goto('/trainees');
    const theo = page.getByText('Theo Turner', { exact: true }).first();
    await Promise.all([page.waitForURL(/\/trainees\/[^/]+$/), theo.click()]);
    await page.getByRole('tab', { name: 'History' }).click();
    const entries = page.getByTestId('history-entry');
    await entries.first().waitFor();
    const text = (await entries.allInnerTexts()).join('\n');
    expect(text).toContain('From the demo data');
    expect(text).not.toContain('practicum-seed');
    expect(text).not.toMatch(/\b[a-z]+_[a-z_]+\b/);
    await screenshot(page, 'history-demo-origin-1280');
  });

  it('the audit trail shows no raw field name as a label', async () => {
    const { page } = coordinator;
    await page.goto('/audit');
    await page.locator('main tbody tr').first().waitFor();
    const headers = await page.locator('main thead th').allInnerTexts();
    const changes = await page.locator('main tbody td.column-changes').allInnerTexts();
    expect([...headers, ...changes].filter((text) => /\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][a-z]+\b/.test(text))).toEqual([]);
  });

  it('training date ranges are written with an en dash, and empty choices say "Not chosen"', async () => {
    const { page } = trainee;
    await page.goto('/applications#request-placement');
    const dialog = page.getByRole('dialog', { name: 'Request placement' });
    await dialog.waitFor();
    for (const field of ['Training', 'Site', 'Supervisor'])
      await expect(dialog.getByRole('combobox', { name: field }).innerText()).resolves.toBe('Not chosen');
    await dialog.getByRole('combobox', { name: 'Training' }).click();
    const options = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(option).toMatch(/\(\d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}\)$/);
    await screenshot(page, 'placement-request-choices-1280');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  });

  it('the Log activity form marks Date required and says a date error once, under the field', async () => {
    const { page } = trainee;
    await page.goto('/activity-log');
    // the form's choices come after the date is typed, as on a loaded server: the date typed is kept
    const options = /\/api\/activity-log\/options/;
    let answerOptions = () => {};
    const optionsHeld = new Promise<void>((resolve) => (answerOptions = resolve));
    await page.route(options, async (route) => {
      await optionsHeld;
      await route.continue();
    });
    const asked = page.waitForRequest(options);
    await page.getByRole('button', { name: 'Log activity' }).click();
    await asked;
    const dialog = page.getByRole('dialog', { name: 'Log activity' });
    const date = dialog.getByLabel('Date');
    await expect(date.getAttribute('required')).resolves.not.toBeNull();
    await date.fill('2020-01-01');
    answerOptions();
    // the current training is chosen once the choices are in
    await dialog.getByRole('combobox', { name: 'Training' }).filter({ hasText: / – / }).waitFor();
    await page.unroute(options);
    await expect(date.inputValue()).resolves.toBe('2020-01-01');
    await dialog.getByRole('combobox', { name: 'Activity type' }).click();
    await page.getByRole('option', { name: 'Direct client contact' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const message = page.getByText('The date must be within the dates of the training.');
    await message.first().waitFor();
    await expect(message.count()).resolves.toBe(1);
    await expect(page.getByRole('dialog', { name: 'Error' }).count()).resolves.toBe(0);
    await screenshot(page, 'activity-date-error-1280');
  });

  it('a task dialog says a refused field once: the create dialog in its alert, the edit dialog under the field', async () => {
    const { page } = coordinator;
    await page.goto('/tasks#created');
    await page.getByRole('button', { name: 'Create task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create task' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    const failure = dialog.getByRole('alert').filter({ hasText: 'task failed create because' });
    await failure.getByText('Please select at least one user.').waitFor();
    await expect(page.getByText('Please select at least one user.').count()).resolves.toBe(1);
    await expect(page.getByRole('dialog', { name: 'Error' }).count()).resolves.toBe(0);
    // the refused field is marked, its message not repeated under it
    await expect(dialog.getByRole('combobox', { name: 'Assignee' }).getAttribute('aria-invalid')).resolves.toBe('true');
    await screenshot(page, 'task-create-error-once-1280');
    await pickOption(page, 'Assignee', /Theo Turner/);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Read the supervision agreement');
    await Promise.all([page.waitForURL(/\/tasks\/[^/#]+/), dialog.getByRole('button', { name: 'Save', exact: true }).click()]);
    await page.getByRole('button', { name: 'Edit task' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit task' });
    await edit.getByRole('textbox', { name: 'Description' }).fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('The description field is required.').waitFor();
    await expect(page.getByText('The description field is required.').count()).resolves.toBe(1);
    await expect(page.getByRole('dialog', { name: 'Error' }).count()).resolves.toBe(0);
    await screenshot(page, 'task-edit-error-once-1280');
    await edit.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the Log activity form names a missing activity type by its label, never "… id"', async () => {
    const { page } = trainee;
    await page.goto('/activity-log');
    await page.getByRole('button', { name: 'Log activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log activity' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The activity type field is required.').waitFor();
    await expect(page.locator('body').innerText()).resolves.not.toMatch(/\bids? field\b/);
    await screenshot(page, 'activity-type-required-1280');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

/** An instant as the spec writes it (MM/DD/YYYY h:mm a), read in `zone`, worked out here apart from the app's formatter. */
const inZone = (iso: string, zone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod!.toLowerCase()}`;
};

describe('SIGNUP-25 PEOPLE-14 times read in the time zone of the user’s profile, not the browser’s', () => {
  const supervisor = running.sessionFor('supervisor');

  it('a supervisor who picks Chatham Islands reads the live sessions’ start times there (the browser is on UTC)', async () => {
    const { page } = supervisor;
    await page.goto('/account');
    await pickOption(page, 'Timezone', 'Chatham Islands');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your account was saved').waitFor();
    const answer = page.waitForResponse((response) => response.url().includes('/api/meetings?') && response.ok());
    await page.goto('/livesessions');
    await page.reload();
    const body = (await (await answer).json()) as { start_at: string }[] | { data: { start_at: string }[] };
    const data = Array.isArray(body) ? body : body.data;
    expect(data.length).toBeGreaterThan(0);
    const cells = page.locator('main tbody td.column-start_at');
    await cells.first().waitFor();
    const shown = await cells.allInnerTexts();
    expect(shown).toEqual(data.slice(0, shown.length).map((meeting) => inZone(meeting.start_at, 'Pacific/Chatham')));
    expect(shown[0]).not.toBe(inZone(data[0]!.start_at, 'UTC'));
    await screenshot(page, 'live-sessions-in-user-zone-1280');
  });
});

/**
 * Signs in as `email`, picks the Pacific zone on the account page and fixes the browser's clock at 4 am UTC today (8
 * or 9 pm of yesterday in Los Angeles), then opens `path`; answers the page and UTC's today.
 */
async function eveningInLosAngeles(email: string, path: string): Promise<{ page: Page; utcToday: string }> {
  const { page } = await running.signInEmail(email);
  await page.goto('/account');
  await pickOption(page, 'Timezone', /^Pacific$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Your account was saved').waitFor();
  const utcToday = new Date().toISOString().slice(0, 10);
  await page.clock.setFixedTime(new Date(`${utcToday}T04:00:00.000Z`));
  await page.goto(path);
  await page.reload();
  return { page, utcToday };
}

describe('TRAIN-34 the log form’s date is today where the trainee is', () => {
  it('an intern in Los Angeles at 8 pm on the 1st (4 am UTC on the 2nd) logs for the 1st, and cannot pick the 2nd', async () => {
    const { page, utcToday } = await eveningInLosAngeles('ines.moreau@demo.practicum.test', '/activity-log');
    const yesterday = new Date(Date.parse(utcToday) - 86_400_000).toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Log activity' }).click();
    const date = page.getByRole('dialog', { name: 'Log activity' }).getByLabel('Date');
    // the form is filled once its choices load
    await waitForInputValue(date, yesterday);
    expect(await date.getAttribute('max')).toBe(yesterday);
    await screenshot(page, 'activity-log-form-los-angeles-evening');
  });
});

describe('TASKS-30 the task form’s dates start from tomorrow where the user is', () => {
  it('a coordinator in Los Angeles at 8 pm on the 1st (4 am UTC on the 2nd) may pick the 2nd', async () => {
    const { page, utcToday } = await eveningInLosAngeles('rita.rivera@demo.practicum.test', '/tasks');
    await page.getByRole('button', { name: 'Create task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create task' });
    await dialog.getByLabel('Publish in the future').check();
    // tomorrow in Los Angeles is today in UTC
    for (const label of ['Publish on', 'Due date'])
      await expect(dialog.getByLabel(label, { exact: true }).getAttribute('min')).resolves.toBe(utcToday);
    await screenshotBothWidths(page, 'task-form-los-angeles-evening');
  });
});
