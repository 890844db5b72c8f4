// The notification bell: its count rises without a reload when a task event for
// the signed-in user is appended; clicking a notification marks it read and goes
// to its link; /notifications lists them and marks all read.
import { afterAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';

import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { taskStream } from '@practicum/shared/domain/tasks/events';
import { taskCreatedData } from '@practicum/shared/domain/tasks/testFixtures';
import { appAndBrowserForFile } from './app.js';
import { demoEmail, screenshot, type Session } from './browser.js';

const running = appAndBrowserForFile();
let session: Session;

const assignTraineeATask = (description: string) => assignATask('trainee', description);

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

describe('NOTIF-02 NOTIF-05 NOTIF-09 DASH-10: the notification bell', () => {
  it('counts up without a reload, opens the link and marks it read', async () => {
    session = await running.signIn('trainee');
    const { page } = session;
    const bell = page.getByTestId('notification-bell');
    await bell.waitFor();
    // the demo data notifies the trainee too: count from where the bell starts, once it has loaded
    await page.waitForLoadState('networkidle');
    const start = Number(/\((\d+) unread\)/.exec((await bell.textContent()) ?? '')?.[1]);
    expect(Number.isInteger(start)).toBe(true);

    const first = await assignTraineeATask('Upload your site agreement');
    await assignTraineeATask('Log your first week of hours');
    await page.getByRole('button', { name: `Notifications (${start + 2} unread)` }).waitFor({ timeout: 15_000 });
    await screenshot(page, 'notifications-bell-count');

    await bell.click();
    const item = page.getByRole('menuitem', { name: /assigned you a task: Upload your site agreement/ });
    await item.waitFor();
    await screenshot(page, 'notifications-bell-dropdown');
    await item.click();
    await page.waitForURL(`**/tasks/assigned/${first}`);
    expect(new URL(page.url()).pathname).toBe(`/tasks/assigned/${first}`);
    await page.getByRole('button', { name: `Notifications (${start + 1} unread)` }).waitFor();
  });

  it('/notifications lists them and marks all read', async () => {
    const { page } = session;
    await page.goto(`${running.e2e.url}/notifications`);
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
    const taskId = await assignATask('supervisor', 'Review the clinic intake form', other.id);
    await page.getByRole('button', { name: 'Notifications (1 unread)' }).click({ timeout: 15_000 });
    await page.getByRole('menuitem', { name: /Review the clinic intake form/ }).click();
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
