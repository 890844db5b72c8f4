// Issue 20 items 4 and 6 in the browser: the admin verifies the history under Admin tools → History
// verification (intact on the demo data), and rebuilds a read model under Projections, watching its
// progress while the list keeps reading. Desktop and 390 px.
import { describe, expect, it } from '@jest/globals';
import { appAndBrowserForFile } from './app.js';
import { screenshot } from './browser.js';

const running = appAndBrowserForFile();

describe('issue 20 when the admin opens the admin tools for history', () => {
  const admin = running.sessionFor('admin');

  it('verifies the history: intact, with the number of events checked', async () => {
    const { page } = admin;
    await page.getByRole('menuitem', { name: 'History verification' }).click();
    await page.getByRole('button', { name: 'Verify the history' }).click();
    await page.getByText(/The history is intact: \d+ events checked/).waitFor();
    await screenshot(page, 'audit-verify-1280');
  });

  it('lists every projector and rebuilds one to the end', async () => {
    const { page } = admin;
    await page.getByRole('menuitem', { name: 'Projections' }).click();
    const history = page.getByTestId('projection-history');
    await history.waitFor();
    expect(await history.innerText()).toMatch(/\d+\.\d+/);
    await history.getByRole('button', { name: 'Rebuild history' }).click();
    await history.getByText(/Rebuilt /).waitFor({ timeout: 60_000 });
    await screenshot(page, 'projections-1280');
  });

  it('fits a 390 px wide screen', async () => {
    const { page } = admin;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('projection-history').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'projections-390');
  });
});
