// Issue 20 items 4, 5 and 6 in the browser: the admin verifies the history under Admin tools → History
// verification (intact on the demo data), rebuilds a read model under Projections, watching its
// progress while the list keeps reading, and erases a person's personal data from their user page.
// Desktop and 390 px.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { registerUser } from '@practicum/command-service/identity/registerUser';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoContext';
import { appAndBrowserForFile } from './app.js';
import { resizeTo, screenshot, screenshotBothWidths } from './browser.js';

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
    await resizeTo(page, { width: 390, height: 844 });
    await page.reload();
    await page.getByTestId('projection-history').waitFor();
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'projections-390');
  });
});

describe('issue 20 erasure when the admin erases a person from their user page', () => {
  const admin = running.sessionFor('admin');

  it('issue 20 erasure asks for the reason, shows the rebuild, then the person reads as erased', async () => {
    const { page } = admin;
    // a person of this attempt only: a retried attempt erases someone else
    const email = `erin.${randomUUID().slice(0, 8)}@example.org`;
    const { userId } = await registerUser(
      running.e2e.app,
      { first_name: 'Erin', last_name: 'Forgotten', email, password: DEMO_PASSWORD },
      { system: {} },
    );
    await resizeTo(page, { width: 1280, height: 900 });
    await page.goto(`/admin/users/edit/${userId}`);
    await page.getByText(email).waitFor();
    await screenshotBothWidths(page, 'erasure-user-page');

    await page.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase the personal data of Erin Forgotten?' });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    // no reason: the server's message on the field
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await dialog.getByText('The reason field is required.').waitFor();
    await screenshotBothWidths(page, 'erasure-dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Asked to be forgotten under the privacy policy');
    await dialog.getByRole('button', { name: 'Erase for good' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText(/Personal data erased on .+ by /).waitFor();
    expect(await page.getByRole('button', { name: 'Erase personal data' }).count()).toBe(0);
    // nothing left to edit: a name typed now would be stored already erased
    expect(await page.getByRole('textbox', { name: 'First name' }).count()).toBe(0);
    // the rebuild runs in the background: its progress, then its end
    await page
      .getByText(/Every read model has been rebuilt|Rebuilding the read models: \d+ of \d+ done/)
      .first()
      .waitFor();
    await screenshot(page, 'erasure-rebuilding-1280');
    await page.getByText('Every read model has been rebuilt: no copy of their personal data remains.').waitFor({ timeout: 110_000 });
    await page.getByText(`erased-${userId.slice(0, 8)}@erased.invalid`).waitFor();
    expect(await page.getByText(email).count()).toBe(0);
    expect(await page.getByText('Erased person').count()).toBeGreaterThan(0);
    await screenshotBothWidths(page, 'erasure-done');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1280);
  }, 180_000);
});

describe('issue 20 erasure when the admin erases someone without an account', () => {
  const admin = running.sessionFor('admin');

  it('issue 20 erasure by address from the admin tools: field messages, then the erasure and the rebuild', async () => {
    const { page } = admin;
    await resizeTo(page, { width: 1280, height: 900 });
    await page.goto('/admin/tools');
    await page.getByRole('link', { name: /Erase someone without an account/ }).click();
    await page.waitForURL('**/admin/tools/erasures');
    await page.getByRole('heading', { level: 1, name: 'Erase someone without an account' }).waitFor();
    const address = page.getByRole('textbox', { name: 'Their e-mail address' });
    const reason = page.getByRole('textbox', { name: 'Reason' });
    const erase = page.getByRole('button', { name: 'Erase for good' });
    // an account's address is erased from its user page
    await address.fill('faculty@demo.practicum.test');
    await reason.fill('Asked to be forgotten');
    await erase.click();
    await page.getByText('This address belongs to an account: erase that user instead.').waitFor();
    // an outside signer's address of this attempt only: a retried attempt erases another
    const outside = `pat.${randomUUID().slice(0, 8)}@outside.test`;
    await address.fill(outside);
    await erase.click();
    const status = page.getByRole('status').filter({ hasText: `The personal data sent to ${outside} has been erased.` });
    await status.waitFor();
    await screenshotBothWidths(page, 'outside-erasure');
    await status.getByText('Every read model has been rebuilt: no copy of their personal data remains.').waitFor({ timeout: 90_000 });
    expect(await page.getByText('This address belongs to an account').count()).toBe(0);
  });
});
