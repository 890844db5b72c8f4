// The app shell for each demo role: its menu, one allowed and one forbidden
// route; the supervisor switches position; the trainee accepts the terms;
// markup in a name renders as text.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { screenshot, type DemoRole } from './browser.js';

const running = appAndBrowserForFile();

const menu = (page: Page) => page.locator('.RaMenu-root, [class*="RaMenu"]').first();

const cases: { role: DemoRole; menuItems: string[]; allowed: { path: string; heading: string }; forbidden: string }[] = [
  {
    role: 'admin',
    menuItems: ['Dashboard', 'Organizations'],
    allowed: { path: '/admin/organizations', heading: 'Organizations' },
    forbidden: '/supervision-profile',
  },
  {
    role: 'coordinator',
    menuItems: ['Dashboard', 'My organization'],
    allowed: { path: '/organization', heading: 'Demo University Counseling Program' },
    forbidden: '/admin/organizations',
  },
  { role: 'faculty', menuItems: ['Dashboard'], allowed: { path: '/account', heading: 'My account' }, forbidden: '/training-plans' },
  {
    role: 'supervisor',
    menuItems: ['Dashboard'],
    allowed: { path: '/organization', heading: 'Demo University Counseling Program' },
    forbidden: '/search/users',
  },
  { role: 'trainee', menuItems: ['Dashboard'], allowed: { path: '/account', heading: 'My account' }, forbidden: '/admin/users' },
];

for (const { role, menuItems, allowed, forbidden } of cases) {
  describe(`AUTH-20 SPINE-37 SPINE-39 when the demo ${role} signs in`, () => {
    const session = running.sessionFor(role);

    it(`sees the ${role} menu, the footer links and the user menu`, async () => {
      const { page } = session;
      for (const item of menuItems) await menu(page).getByRole('menuitem', { name: item }).waitFor();
      for (const link of ['Help desk', 'Terms', 'Privacy', 'Contact', 'Status'])
        await page.getByRole('contentinfo').getByRole('link', { name: link }).waitFor();
      await screenshot(page, `shell-${role}-menu`);
      await page.getByRole('button', { name: /Profile|User menu/i }).click();
      await page.getByRole('menuitem', { name: 'My account' }).waitFor();
      await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
      const userMenu = page.getByRole('menu');
      if (role === 'supervisor') await userMenu.getByText('Switch position').waitFor();
      expect(await userMenu.getByRole('menuitem', { name: 'My organization' }).count()).toBe(
        role === 'coordinator' || role === 'admin' ? 0 : 1,
      );
      expect(await userMenu.getByText('Switch position').count()).toBe(role === 'supervisor' ? 1 : 0);
      await screenshot(page, `shell-${role}-user-menu`);
      await page.keyboard.press('Escape');
    });

    it(`opens ${allowed.path}`, async () => {
      const { page } = session;
      await page.goto(allowed.path);
      await page.getByRole('heading', { name: allowed.heading }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe(allowed.path);
    });

    it(`is sent to permission denied from ${forbidden}`, async () => {
      const { page } = session;
      await page.goto(forbidden);
      await page.waitForURL('**/permission-denied?path=*');
      await page.getByText('You do not have permission to access this page').first().waitFor();
      await page.getByTestId('permission-denied-path').getByText(forbidden).waitFor();
      await screenshot(page, `shell-${role}-permission-denied`);
    });
  });
}

describe('AUTH-67 AUTH-68 when the demo supervisor switches position', () => {
  const session = running.sessionFor('supervisor');

  it('lists both positions and goes to the dashboard of the clinic', async () => {
    const { page } = session;
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByRole('button', { name: /Profile|User menu/i }).click();
    await page.getByText('Switch position').waitFor();
    await screenshot(page, 'shell-supervisor-position-switcher');
    await page.getByRole('menuitem', { name: /Riverside Community Clinic/ }).click();
    await page.waitForURL('**/dashboard');
    await page.getByText('Riverside Community Clinic').first().waitFor();
    await page.goto('/organization');
    await page.getByRole('heading', { level: 1, name: 'Riverside Community Clinic' }).waitFor();
    await screenshot(page, 'shell-supervisor-switched');
  });
});

describe('AUTH-78 AUTH-79 when the demo trainee has not accepted the terms', () => {
  const session = running.sessionFor('trainee');

  it('the dashboard asks, the links open in new tabs, accepting hides the prompt', async () => {
    const { page } = session;
    const prompt = page.getByTestId('terms-prompt');
    await prompt.waitFor();
    expect(await prompt.getByRole('link', { name: 'Terms of service' }).getAttribute('target')).toBe('_blank');
    expect(await prompt.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    await screenshot(page, 'shell-trainee-terms-prompt');
    await prompt.getByRole('button', { name: 'I accept both' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('contentinfo').waitFor();
    expect(await page.getByTestId('terms-prompt').count()).toBe(0);
  });

  it('the terms page is public, in the public layout', async () => {
    const { page } = session;
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { name: 'Terms of service' }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: 'Why us' }).waitFor();
    await screenshot(page, 'shell-terms-of-service');
  });
});

describe('/account when the demo faculty edits it', () => {
  const session = running.sessionFor('faculty');

  it('saves the timezone, shows the server’s field errors for markup and a wrong current password', async () => {
    const { page } = session;
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByRole('combobox', { name: 'Timezone' }).click();
    await page.getByRole('option', { name: 'Chatham Islands' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your account was saved').waitFor();
    await page.getByRole('textbox', { name: 'First name' }).fill('<b>Felix</b>');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The first name field format is invalid.').waitFor();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel(/^New password/).fill('An0ther-Faculty!Pass');
    await page.getByLabel('Confirm new password').fill('An0ther-Faculty!Pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('The password is incorrect.').waitFor();
    await screenshot(page, 'shell-account-errors');
    const saved = await running.e2e.app.knex('users').where({ email: 'faculty@demo.practicum.test' }).first();
    expect(saved).toMatchObject({ first_name: 'Felix', timezone: 'Pacific/Chatham' });
  });
});

describe('SPINE-20 AUTH-54 when the session ends on a showTimeoutLogin route', () => {
  const session = running.sessionFor('coordinator');

  it('a 401 opens the re-login modal instead of an error, and the page stays', async () => {
    const { page } = session;
    await page.getByRole('heading', { name: 'Coordinator dashboard' }).waitFor();
    // the dashboard's own reads (tabs, charts) finish first: a late one would meet the ended session here
    await page.waitForLoadState('networkidle');
    await running.e2e.app.pool.query(`DELETE FROM sessions WHERE sess->'auth'->>'userId' IS NOT NULL`);
    // the next screen's reads answer 401 (a background read, the bell's or the keep-alive's, may meet the
    // ended session first and open the modal, hiding the menu from the accessibility tree: the click goes to the link itself)
    await page.locator('a[role="menuitem"][href="/organization"]').dispatchEvent('click');
    await page.getByRole('dialog', { name: 'Your session has expired' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/organization');
    expect(await page.getByRole('dialog', { name: /Unauthorized|Error/ }).count()).toBe(0);
    await screenshot(page, 'shell-timeout-relogin');
    await page.getByRole('dialog').getByLabel('Password').fill('Practicum!2026');
    await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Your session has expired' }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/organization');
    await page.getByRole('heading', { level: 1, name: 'Demo University Counseling Program' }).waitFor();
  });
});

describe('bad input: markup in a name renders as text', () => {
  const session = running.sessionFor('admin');

  it('an organization named with a script tag shows the tag as text and runs nothing', async () => {
    const { page } = session;
    const name = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> Clinic';
    const status = await page.evaluate(async (orgName) => {
      const { token } = (await (await fetch('/auth/csrf-token')).json()) as { token: string };
      const response = await fetch('/api/admin/organizations', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token },
        body: JSON.stringify({ name: orgName, supervision_type: 'clinical' }),
      });
      return response.status;
    }, name);
    expect(status).toBe(201);
    await page.goto('/admin/organizations');
    await page.getByRole('cell', { name, exact: true }).waitFor();
    expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();
    await screenshot(page, 'shell-markup-as-text');
  });
});
