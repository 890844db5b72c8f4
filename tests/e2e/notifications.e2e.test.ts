// The notification bell: its count rises without a reload when a task event for
// the signed-in user is appended; clicking a notification marks it read and goes
// to its link; /notifications lists them and marks all read.
import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';

import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { taskStream } from '@practicum/shared/domain/tasks/events';
import { taskCreatedData } from '@practicum/shared/domain/tasks/testFixtures';
import { appAndBrowserForFile } from './app.js';
import type { Page } from 'playwright-core';
import { demoEmail, screenshot, type Session } from './browser.js';

const running = appAndBrowserForFile();
let session: Session;

const assignTraineeATask = (description: string) => assignATask('trainee', description);
// the tasks' descriptions, made per attempt: a retried attempt must not find the tasks an earlier one assigned
let upload = '';
let logHours = '';

/** A task for the demo user of `role` from the demo faculty, on the given position (else the current one). */
async function assignATask(role: 'trainee' | 'supervisor', description: string, positionId?: string): Promise<string> {
  const knex = running.e2e.app.knex;
  const trainee = await knex('users')
    .where({ email: demoEmail(role) })
    .first<{ id: string; current_position_id: string | null }>();
  const position =
    positionId ?? trainee.current_position_id ?? (await knex('positions').where({ user_id: trainee.id }).first<{ id: string }>()).id;
  const creator = await knex('users')
    .where({ email: demoEmail('faculty') })
    .first<{ id: string }>();
  const taskId = randomUUID();
  const data = taskCreatedData(
    {
      taskId,
      organizationId: randomUUID(),
      creatorUserId: creator.id,
      creatorPositionId: null,
      assigneeUserId: trainee.id,
      assigneePositionId: position,
    },
    { description },
  );

  await running.e2e.app.eventStore.appendToStream(taskStream(taskId), [{ type: 'TaskCreated', data, metadata: systemMetadata() }]);
  return taskId;
}

/** The user's unread notifications as the read model holds them. */
async function unreadOf(role: 'trainee' | 'supervisor'): Promise<number> {
  const knex = running.e2e.app.knex;
  const user = await knex('users')
    .where({ email: demoEmail(role) })
    .first<{ id: string }>();
  const [row] = await knex('notifications').where({ user_id: user.id }).whereNull('read_at').count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

/**
 * Waits until the bell shows what the read model holds, and returns it. The demo data notifies these users
 * too, and the notifier may still be working through the seeded events when a test starts, so the count is
 * read from the read model rather than assumed.
 */
async function bellMatchesReadModel(page: Page, role: 'trainee' | 'supervisor', atLeast = 0): Promise<number> {
  const until = Date.now() + 30_000;
  for (;;) {
    const unread = await unreadOf(role);
    const shown = page.getByRole('button', { name: `Notifications (${unread} unread)` });
    if (unread < atLeast) await shown.waitFor({ state: 'detached', timeout: 1_000 }).catch(() => undefined);
    else if (
      await shown.waitFor({ timeout: 1_000 }).then(
        () => true,
        () => false,
      )
    )
      return unread;
    if (Date.now() > until) throw new Error(`the bell never showed the ${unread} unread notifications of the read model`);
  }
}

describe('NOTIF-02 NOTIF-05 NOTIF-09 DASH-10: the notification bell', () => {
  it('counts up without a reload, opens the link and marks it read', async () => {
    session = await running.signIn('trainee');
    const { page } = session;
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    const start = await bellMatchesReadModel(page, 'trainee');

    const attempt = Date.now().toString(36);
    upload = `Upload your site agreement ${attempt}`;
    logHours = `Log your first week of hours ${attempt}`;
    const first = await assignTraineeATask(upload);
    await assignTraineeATask(logHours);
    // both arrive without a reload
    const withTasks = await bellMatchesReadModel(page, 'trainee', start + 2);
    await screenshot(page, 'notifications-bell-count');

    await bell.click();
    const item = page.getByRole('menuitem', { name: `assigned you a task: ${upload}` });
    await item.waitFor();
    await screenshot(page, 'notifications-bell-dropdown');
    await item.click();
    await page.waitForURL(`**/tasks/assigned/${first}`);
    expect(new URL(page.url()).pathname).toBe(`/tasks/assigned/${first}`);
    await page.getByRole('button', { name: `Notifications (${withTasks - 1} unread)` }).waitFor();
  });

  it('/notifications lists them and marks all read', async () => {
    const { page } = session;
    await page.goto(`${running.e2e.url}/notifications`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByText(`assigned you a task: ${logHours}`).waitFor();
    await screenshot(page, 'notifications-page');
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('All notifications marked as read').waitFor();
    // the bell follows the page's change without a reload (the read model catches up from the bus)
    await page.getByRole('button', { name: 'Notifications (0 unread)' }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'notifications-all-read');
  });
});

describe('NOTIF-04 AUTH-67: a notification of another position', () => {
  let supervisorSession: Session;
  afterAll(() => supervisorSession?.context.close());

  it('asks to switch position first, then switches, marks it read and opens the link', async () => {
    supervisorSession = await running.signIn('supervisor');
    const { page } = supervisorSession;
    await page.getByTestId('notification-bell').waitFor();
    const knex = running.e2e.app.knex;
    const user = await knex('users')
      .where({ email: demoEmail('supervisor') })
      .first<{ id: string; current_position_id: string }>();
    const other = await knex('positions').where({ user_id: user.id }).whereNot({ id: user.current_position_id }).first<{ id: string }>();
    const before = await bellMatchesReadModel(page, 'supervisor');
    // a description of this attempt's own: a retried attempt must not find the task an earlier one assigned
    const description = `Review the clinic intake form ${Date.now().toString(36)}`;
    const taskId = await assignATask('supervisor', description, other.id);
    const unread = await bellMatchesReadModel(page, 'supervisor', before + 1);
    await page.getByRole('button', { name: `Notifications (${unread} unread)` }).click();
    await page.getByRole('menuitem', { name: new RegExp(description) }).click();
    await page.getByRole('dialog', { name: 'Switch position?' }).waitFor();
    await screenshot(page, 'notifications-switch-position');
    await page.getByRole('button', { name: 'Switch', exact: true }).click();
    await page.waitForURL(`**/tasks/assigned/${taskId}`);
    const until = Date.now() + 10_000;
    for (;;) {
      const now = await knex('users').where({ id: user.id }).first<{ current_position_id: string }>();
      const row = await knex('notifications').where({ user_id: user.id }).first<{ read_at: Date | null }>();
      if (now.current_position_id === other.id && row.read_at !== null) break;
      if (Date.now() > until) throw new Error('position not switched or notification not read');
      await new Promise((r) => setTimeout(r, 100));
    }
  });
});
