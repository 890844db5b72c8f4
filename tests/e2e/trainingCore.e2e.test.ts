// Issue 4 end to end: a plan of three activity types; a batch of trainings for two
// trainees (a third, overlapping, refused with the spec's table); the trainee logs
// activity and submits it, the supervisor requests changes, the trainee fixes and
// resubmits, the faculty approves; the coordinator's progress chart and the
// trainee's totals show the approved hours, and the PDF says the same.
// Screens used where they exist (training modal, dashboards, reports card); the
// plan and the activity log go through their APIs in the signed-in browser
// session until their screens land.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { startE2eApp, type E2eApp } from './app.js';
import { demoPassword, launchBrowser, screenshot, signInAs, type DemoRole, type Session } from './browser.js';

let e2e: E2eApp;
let browser: Browser;
const sessions = new Map<DemoRole, Session>();
const stamp = Date.now().toString(36);
const planName = `Core plan ${stamp}`;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  e2e = await startE2eApp();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  for (const s of sessions.values()) await s.context.close();
  await maya?.context().close();
  await browser?.close();
  await e2e?.close();
});

async function session(role: DemoRole): Promise<Page> {
  let s = sessions.get(role);
  if (!s) {
    s = await signInAs(browser, e2e.url, role);
    sessions.set(role, s);
  }
  return s.page;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A command or read in a signed-in browser page (its cookie and CSRF token), answering the JSON body. */
async function call(page: Page, method: Method, path: string, data?: object): Promise<Record<string, unknown>> {
  const { token } = (await (await page.request.get('/auth/csrf-token')).json()) as { token: string };
  const response = await page.request.fetch(path, { method, headers: { 'X-CSRF-TOKEN': token }, ...(data ? { data } : {}) });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body;
}

const api = async (role: DemoRole, method: Method, path: string, data?: object) => call(await session(role), method, path, data);

/** Signs in through /login as a demo person who is not one of the role logins (same demo password). */
async function loginAs(email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2e.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  return page;
}

const userId = async (email: string) =>
  (await e2e.app.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!.id;

let typeIds: string[] = [];
let maya: Page;

describe('TRAIN-52 DASH-32 the training core from plan to PDF', () => {
  it('the coordinator makes a plan of three activity types', async () => {
    const types: Record<string, unknown>[] = [];
    for (const [name, color] of [
      ['Core direct', '#1565c0'],
      ['Core group', '#6a1b9a'],
      ['Core supervision', '#2e7d32'],
    ] as const)
      types.push(await api('coordinator', 'POST', '/api/activity-types', { name: `${name} ${stamp}`, color, symbol: name.slice(5, 6) }));
    typeIds = types.map((type) => String(type.id));
    const level = await api('coordinator', 'POST', '/api/training-levels', { name: `Core level ${stamp}` });
    await api('coordinator', 'POST', '/api/training-plans', {
      name: planName,
      level_id: level.id,
      start_at: day(-90),
      end_at: day(200),
      total_hours: 10,
      activity_types: types.map((type, index) => ({ activity_type_id: type.id, hours: [5, 3, 2][index], color: type.color })),
    });
    // two trainees free for the new dates: their current trainings end (the coordinator deletes them)
    for (const email of ['maya.patel@demo.practicum.test', 'jonah.reyes@demo.practicum.test']) {
      const trainings = (await api('coordinator', 'GET', `/api/trainees/${await userId(email)}/trainings`)) as {
        current: { id: string }[];
      };
      for (const training of trainings.current) await api('coordinator', 'DELETE', `/api/trainings/${training.id}`);
    }
  });

  it('TRAIN-21 TRAIN-25 the coordinator assigns it to two trainees in one batch; the third overlaps and is refused with the table', async () => {
    const page = await session('coordinator');
    await page.goto(`${e2e.url}/trainees`);
    for (const name of ['Maya Patel', 'Jonah Reyes', 'Theo Turner']) {
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      await row.getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Assign training' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign training' });
    await dialog.getByRole('combobox', { name: 'Training plan' }).click();
    await page.getByRole('option', { name: new RegExp(planName) }).click();
    await dialog.getByLabel('Start').fill(day(-30));
    await dialog.getByLabel('End').fill(day(150));
    await dialog.getByRole('combobox', { name: 'Primary faculty' }).click();
    await page.getByRole('option', { name: 'Felix Fernandez' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    const failed = dialog.getByRole('alert', { name: 'failed to save changes because' });
    await failed.getByText(/Theo Turner:/).waitFor();
    await failed.getByRole('table', { name: 'Overlapping trainings' }).getByRole('cell', { name: 'Practicum I – Fall' }).waitFor();
    await expect(failed.getByText(/Maya Patel|Jonah Reyes/).count()).resolves.toBe(0);
    await screenshot(page, 'training-core-overlap');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('Maya logs activity and submits it; the supervisor requests changes; she fixes and resubmits; the faculty approves', async () => {
    const trainings = (await api('coordinator', 'GET', `/api/trainees/${await userId('maya.patel@demo.practicum.test')}/trainings`)) as {
      current: { id: string }[];
    };
    const entry = {
      training_id: trainings.current[0]!.id,
      happened_at: day(-2),
      activity_type_id: typeIds[0],
      minutes: 90,
      notes: 'Intake',
    };
    maya = await loginAs('maya.patel@demo.practicum.test');
    const id = String((await call(maya, 'POST', '/api/activity-log', entry)).id);
    await call(maya, 'POST', `/api/activity-log/${id}/submit`);
    await api('supervisor', 'POST', `/api/activity-log/${id}/request-changes`, { comment: 'Please add the debrief' });
    await call(maya, 'PUT', `/api/activity-log/${id}`, { ...entry, minutes: 150, notes: 'Intake and debrief' });
    await call(maya, 'POST', `/api/activity-log/${id}/submit`);
    await api('faculty', 'POST', `/api/activity-log/${id}/approve`);
  });

  it('the coordinator’s progress chart and Maya’s totals show the approved 2.5 hours (25 % of 10)', async () => {
    const page = await session('coordinator');
    await page.goto(`${e2e.url}/dashboard`);
    const chart = page.locator('[data-testid^="progress-"]', { hasText: `Core level ${stamp}` });
    await chart.getByText('Maya Patel').waitFor();
    await screenshot(page, 'training-core-coordinator-chart');
    await maya.goto(`${e2e.url}/dashboard`);
    const card = maya.locator('[data-testid^="training-summary-"]', { hasText: planName });
    await card.getByTestId('report-approved').getByText('2.5 h').waitFor();
    await screenshot(maya, 'training-core-trainee-totals');
  });

  it('TRAIN-47 the PDF downloads and says the same totals', async () => {
    const page = maya;
    const card = page.locator('[data-testid^="training-summary-"]', { hasText: planName });
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download PDF' }).click()]);
    const file = join(mkdtempSync(join(tmpdir(), 'core-pdf-')), 'report.pdf');
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toMatch(/Total approved hours: 2\.5\s+Total unapproved hours: 0/);
    expect(text).toContain(planName);
  });
});
