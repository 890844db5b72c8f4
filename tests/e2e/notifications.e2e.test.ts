// The notification bell: its count rises without a reload when a task event for
// the signed-in user is appended; clicking a notification marks it read and goes
// to its link; /notifications lists them and marks all read.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { taskStream, type TaskCreated } from '@practicum/shared/domain/tasks/events';
import { startE2eApp, type E2eApp } from './app.js';
import { demoEmail, launchBrowser, screenshot, signInAs, type Session } from './browser.js';

let e2e: E2eApp;
let browser: Browser;
let session: Session;

beforeAll(async () => {
  e2e = await startE2eApp();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await session?.context.close();
  await browser?.close();
  await e2e?.close();
});

async function assignTraineeATask(description: string): Promise<string> {
  const knex = e2e.app.knex;
  const trainee = await knex('users')
    .where({ email: demoEmail('trainee') })
    .first<{ id: string; current_position_id: string | null }>();
  const position = trainee.current_position_id ?? (await knex('positions').where({ user_id: trainee.id }).first<{ id: string }>()).id;
  const supervisor = await knex('users')
    .where({ email: demoEmail('supervisor') })
    .first<{ id: string }>();
  const taskId = randomUUID();
  const data: TaskCreated['data'] = {
    taskId,
    organizationId: randomUUID(),
    creatorUserId: supervisor.id,
    creatorPositionId: null,
    assigneeUserId: trainee.id,
    assigneePositionId: position,
    description,
    assignableType: null,
    assignableId: null,
    startAt: null,
    dueDate: null,
    repeatOn: 'single',
    repeatDays: null,
    repeatUntil: null,
    published: true,
    parentId: null,
  };
  await e2e.app.eventStore.appendToStream(taskStream(taskId), [{ type: 'TaskCreated', data, metadata: systemMetadata() }]);
  return taskId;
}

describe('NOTIF-02 NOTIF-05 NOTIF-09 DASH-10: the notification bell', () => {
  it('counts up without a reload, opens the link and marks it read', async () => {
    session = await signInAs(browser, e2e.url, 'trainee');
    const { page } = session;
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    await expect(bell.getAttribute('aria-label')).resolves.toBe('Notifications (0 unread)');

    const first = await assignTraineeATask('Upload your site agreement');
    await assignTraineeATask('Log your first week of hours');
    await page.getByRole('button', { name: 'Notifications (2 unread)' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'notifications-bell-count');

    await bell.click();
    const item = page.getByRole('menuitem', { name: /assigned you a task: Upload your site agreement/ });
    await item.waitFor();
    await screenshot(page, 'notifications-bell-dropdown');
    await item.click();
    await page.waitForURL(`**/tasks/assigned/${first}`);
    expect(new URL(page.url()).pathname).toBe(`/tasks/assigned/${first}`);
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).waitFor();
  });

  it('/notifications lists them and marks all read', async () => {
    const { page } = session;
    await page.goto(`${e2e.url}/notifications`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByText(/assigned you a task: Log your first week of hours/).waitFor();
    await screenshot(page, 'notifications-page');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All notifications marked as read').waitFor();
    // the bell follows the page's change without a reload (the read model catches up from the bus)
    await page.getByRole('button', { name: 'Notifications (0 unread)' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'notifications-all-read');
  });
});
