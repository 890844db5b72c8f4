// Issue 10: the admin finds the event a projector parked under Admin tools → Dead letters, reads its error
// and event, and retries it; a retry that still fails keeps it there and says why. Usable at 390 px.
import { afterAll, describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appendPoisonTask, type PoisonTask } from '../integration/support/poisonTask.js';
import { appAndBrowserForFile } from './app.js';
import { resizeTo, screenshot, type Session } from './browser.js';

const running = appAndBrowserForFile();
let admin: Session;
let page: Page;
let poison: PoisonTask;

afterAll(() => admin?.context.close());

const parkedRow = () => page.getByRole('row').filter({ hasText: 'TaskCreated' });

describe('when a task event poisoned the tasks projector', () => {
  it('the admin opens Admin tools → Dead letters and sees it: projector, event, error, attempts', async () => {
    poison = await appendPoisonTask(running.e2e.app);
    admin = await running.signIn('admin');
    page = admin.page;
    await page.getByRole('menuitem', { name: 'Dead letters' }).click();
    await page.waitForURL('**/admin/tools/dead-letters');
    const row = parkedRow();
    await row.waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(
      expect.arrayContaining(['tasks', 'TaskCreated', 'value "3000000000" is out of range for type integer', '1']),
    );
    await screenshot(page, 'dead-letters-list');
  });

  it('opens the row to read the whole error and the event it failed on', async () => {
    await parkedRow().getByRole('cell', { name: 'tasks', exact: true }).click();
    await page.getByText(`Event id: ${poison.eventId}`, { exact: false }).waitFor();
    await page.getByText('"repeatDays": 3000000000').waitFor();
    await screenshot(page, 'dead-letters-event');
  });

  it('retries it: still failing, it stays with one more attempt and the notification says why', async () => {
    await parkedRow().getByRole('button', { name: 'Retry' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('The event still fails: value "3000000000" is out of range for type integer', { exact: true }).waitFor();
    await screenshot(page, 'dead-letters-retried');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await parkedRow().getByRole('cell', { name: '2', exact: true }).waitFor();
  });

  it('fits a 390 px wide screen', async () => {
    await resizeTo(page, { width: 390, height: 844 });
    await page.reload();
    await parkedRow().waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'dead-letters-390');
  });
});
