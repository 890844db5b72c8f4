// Issue 20 (auditors replaying history), the parts built: the demo admin, logged in as the coordinator,
// moved the start of Theo Turner's last term by a week (demo data). The coordinator's History tab on the
// trainee shows "admin Avery Admin acting as Corinne Coleman" with the dates before and after and where
// from; picking a moment before the change shows the record as it was then; the audit trail lists it
// newest first, filters by the acting admin and exports the rows as CSV. Desktop and 390 px.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { resizeTo, screenshot, screenshotBothWidths } from './browser.js';
import { eventually } from '../integration/support/eventually.js';

const running = appAndBrowserForFile();
const acting = 'admin Avery Admin acting as Corinne Coleman';
const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const demoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('issue 20 when the coordinator opens the History tab of a trainee whose training an admin changed', () => {
  const coordinator = running.sessionFor('coordinator');

  it('shows who did it as whom, from where, and the start date before and after', async () => {
    const { page } = coordinator;
    await page.goto('/trainees');
    await page.getByText('Theo Turner', { exact: true }).first().click();
    await page.waitForURL(/\/trainees\/[^/]+$/);
    await page.getByRole('tab', { name: 'History' }).click();
    const change = page.getByTestId('history-entry').filter({ hasText: 'Training changed' });
    await change.waitFor();
    expect(await change.innerText()).toContain(acting);
    expect(await change.innerText()).toContain(`Start date ${usDate(demoDay(-240))} → ${usDate(demoDay(-233))}`);
    expect(await change.innerText()).toContain('From 203.0.113.24');
    await screenshot(page, 'history-trainee-1280');
  });

  it('shows the training as it was just before the change', async () => {
    const { page } = coordinator;
    const traineeId = new URL(page.url()).pathname.split('/').at(-1)!;
    const changedAt = await page.evaluate(async (id) => {
      const response = await fetch(`/api/history/traineeTrainings-${id}`);
      const entries = (await response.json()) as { type: string; occurred_at: string }[];
      return entries.find((entry) => entry.type === 'TrainingChanged')!.occurred_at;
    }, traineeId);
    // the picker takes the viewer's wall-clock time in whole seconds: the last whole second before the change
    // (the demo assigns the training in an earlier second)
    const local = await page.evaluate((iso) => {
      const t = new Date(Math.ceil(Date.parse(iso) / 1000) * 1000 - 1000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${t.getFullYear()}-${pad(t.getMonth() + 1)}-${pad(t.getDate())}T${pad(t.getHours())}:${pad(t.getMinutes())}:${pad(t.getSeconds())}`;
    }, changedAt);
    await page.getByLabel('Show the record as of').fill(local);
    const fields = page.getByTestId('history-as-of');
    await fields.waitFor();
    expect(await fields.innerText()).toContain(usDate(demoDay(-240)));
    expect(await fields.innerText()).not.toContain(usDate(demoDay(-233)));
    await screenshot(page, 'history-as-of-1280');
  });

  it('fits a 390 px wide screen', async () => {
    const { page } = coordinator;
    await resizeTo(page, { width: 390, height: 844 });
    await page.getByTestId('history-entry').first().waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'history-trainee-390');
  });
});

describe('issue 20 when the admin opens the audit trail', () => {
  const admin = running.sessionFor('admin');

  it('lists the change newest first and filters by the acting admin', async () => {
    const { page } = admin;
    await page.getByRole('menuitem', { name: 'Audit trail' }).click();
    await page.waitForURL('**/audit**');
    // every seeder and the notifier write after the demo's change: narrow the trail to training changes
    await page.goto(`/audit?filter=${encodeURIComponent(JSON.stringify({ type: 'TrainingChanged' }))}`);
    const row = page.getByRole('row').filter({ hasText: 'Training changed' }).first();
    await row.waitFor();
    expect(await row.innerText()).toContain('acting as');
    await row.getByRole('button', { name: 'Avery Admin' }).click();
    await page.waitForURL(/impersonator_id/);
    await page.getByRole('row').filter({ hasText: 'Training changed' }).first().waitFor();
    // the list re-reads after the filter: wait until every row is one done under login-as
    const allActingAs = async () => (await page.getByRole('row').allInnerTexts()).slice(1).every((text) => text.includes('acting as'));
    for (let attempt = 0; attempt < 60 && !(await allActingAs()); attempt++) await page.waitForTimeout(250);
    expect(await allActingAs()).toBe(true);
    await screenshot(page, 'audit-trail-1280');
  });

  it('exports the filtered rows as CSV', async () => {
    const { page } = admin;
    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    const csv = await page.evaluate(async (url) => (await fetch(url!)).text(), href);
    const lines = csv.trim().split('\r\n');
    // the admin has no profile time zone: the when column says its times are UTC
    expect(lines[0]).toContain('occurred_at,when (UTC),actor,type,record');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(acting))).toBe(true);
  });

  it('fits a 390 px wide screen', async () => {
    const { page } = admin;
    await resizeTo(page, { width: 390, height: 844 });
    await page.reload();
    // one list item per event on a phone, no table to scroll sideways
    const item = page.getByRole('listitem').filter({ hasText: 'Training changed' }).first();
    await item.waitFor();
    expect(await item.innerText()).toContain('acting as');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'audit-trail-390');
  });

  it('names an event without a named record by its type alone on a phone', async () => {
    const { page } = admin;
    // a task goes by no name in the trail (its description may name a client)
    await page.goto(`/audit?filter=${encodeURIComponent(JSON.stringify({ type: 'TaskCreated' }))}`);
    const item = page.getByRole('listitem').filter({ hasText: 'Task created' }).first();
    await item.waitFor();
    expect((await item.innerText()).split('\n')[0]).toBe('Task created');
    await resizeTo(page, { width: 1280, height: 900 });
  });

  it('HIST-VALUES names roles and statuses as the screens do, in the record’s organization’s words', async () => {
    const { page } = admin;
    // an intern of Riverside Community Clinic, whose trainees are Interns
    await page.goto(`/audit?filter=${encodeURIComponent(JSON.stringify({ type: 'PositionAssigned', q: 'Ines' }))}`);
    const assigned = page.getByRole('row').filter({ hasText: 'Ines Moreau' }).first();
    await assigned.waitFor();
    expect(await assigned.innerText()).toContain('Positions — → Intern (Active)');
    // an activity entry's status as the activity log names it
    await page.goto(`/audit?filter=${encodeURIComponent(JSON.stringify({ type: 'ActivityEntrySubmitted' }))}`);
    const submitted = page.getByRole('row').filter({ hasText: 'Activity entry submitted' }).first();
    await submitted.waitFor();
    expect(await submitted.innerText()).toContain('Status Draft → Submitted for review');
    await screenshot(page, 'audit-trail-values-1280');
    // a site tag's icon by what it pictures, as the tag's dialog offers it, not by its Material name
    await page.goto(`/audit?filter=${encodeURIComponent(JSON.stringify({ type: 'SiteTagCreated', q: 'Substance' }))}`);
    const tag = page.getByRole('row').filter({ hasText: 'Substance use' }).first();
    await tag.waitFor();
    expect(await tag.innerText()).toContain('Hospital');
    expect(await tag.innerText()).not.toContain('local_hospital');
    // HIST-TRAIL a row shows its first four changes and the rest on asking: the tag's order is its fifth
    await tag.getByRole('button', { name: '1 more change' }).click();
    await tag.getByText(/^Order/).waitFor();
    await screenshotBothWidths(page, 'audit-trail-tag-icon');
  });
});

describe('issue 20 a long history', () => {
  const coordinator = running.sessionFor('coordinator');

  it('shows its first 100 events, and the later ones on demand', async () => {
    const { page } = coordinator;
    await page.goto('/dashboard');
    // a task described 101 times over: its stream holds more events than the tab's first page
    const taskId = await page.evaluate(async () => {
      const { token } = (await (await fetch('/auth/csrf-token')).json()) as { token: string };
      const headers = { 'content-type': 'application/json', 'x-csrf-token': token };
      const positions = (await (await fetch('/api/tasks/assignable-positions')).json()) as { id: string; role_keyname: string }[];
      const assignee = positions.find((p) => p.role_keyname === 'trainee')!.id;
      const body = (description: string) => JSON.stringify({ assignee, description });
      const created = (await (await fetch('/api/tasks', { method: 'POST', headers, body: body('Long history 0') })).json()) as {
        id: string;
      };
      for (let i = 1; i <= 101; i += 1)
        await fetch(`/api/tasks/${created.id}`, { method: 'PUT', headers, body: body(`Long history ${i}`) });
      return created.id;
    });
    // the tab reads once: wait until the history projector has every change
    await eventually(
      async () => ((await (await page.request.get(`/api/history/task-${taskId}`)).json()) as unknown[]).length >= 102,
      60_000,
    );
    await page.goto(`/tasks/created/${taskId}`);
    await page.getByRole('tab', { name: 'History' }).click();
    const entries = page.getByTestId('history-entry');
    await entries.nth(99).waitFor();
    expect(await entries.count()).toBe(100);
    const more = page.getByRole('button', { name: 'Show later events' });
    await screenshot(page, 'history-long-1280');
    await more.click();
    await entries.nth(100).waitFor();
    await more.waitFor({ state: 'detached' });
    expect(await entries.last().innerText()).toContain('Long history 101');
    await resizeTo(page, { width: 390, height: 844 });
    await screenshot(page, 'history-long-390');
  });
});

/** The first record of a list the page's user reads (after the app has opened), through the API as the app reads it. */
async function firstOf(page: Page, list: string, filter: object): Promise<string> {
  await page.goto('/dashboard');
  const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]`;
  return page.evaluate(async (path) => ((await (await fetch(path)).json()) as { id: string }[])[0]!.id, `/api/${list}?${query}`);
}

/** A record page's History tab, opened: its first entry's text. */
async function firstHistoryEntry(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await page.getByRole('tab', { name: 'History' }).click();
  await page.getByTestId('history-entry').first().waitFor();
  return page.getByTestId('history-entry').first().innerText();
}

describe('issue 20 TASKS-52 the History tab shows where the server lets the reader read the history', () => {
  const trainee = running.sessionFor('trainee');

  it('shows it to the trainee on a task assigned to them, whose history is its parties’', async () => {
    const { page } = trainee;
    const taskId = await firstOf(page, 'tasks', { list: 'assigned' });
    expect(
      ((await (await page.request.get(`/api/history/task-${taskId}/access`)).json()) as { can_read_history: boolean }).can_read_history,
    ).toBe(true);
    expect(await firstHistoryEntry(page, `/tasks/assigned/${taskId}`)).toContain('Task created');
  });
});

describe('issue 20 the agreement a placement requires has a History tab, as other record pages', () => {
  const coordinator = running.sessionFor('coordinator');

  it('shows the coordinator the agreement form’s events on its page', async () => {
    const { page } = coordinator;
    const id = await firstOf(page, 'forms', { type: 'agreement' });
    expect(await firstHistoryEntry(page, `/forms/${id}`)).toMatch(/Form created/i);
    await screenshotBothWidths(page, 'form-agreement-history');
  });
});
