// The app shell for each demo role: its menu, one allowed and one forbidden
// route; the supervisor switches position; the trainee accepts the terms;
// markup in a name renders as text.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { pageNow, reloadUntilVisible, resizeTo, runClockUntil, screenshot, screenshotBothWidths, type DemoRole } from './browser.js';
import { eventually } from '../integration/support/eventually.js';

const running = appAndBrowserForFile();

const menu = (page: Page) => page.locator('.RaMenu-root, [class*="RaMenu"]').first();

const cases: { role: DemoRole; menuItems: string[]; allowed: { path: string; heading: string }; forbidden: string }[] = [
  {
    role: 'admin',
    // DASH-08: resources (organizations, live sessions, meeting tools, the admin tools), user search, support
    menuItems: ['Dashboard', 'Organizations', 'Live sessions', 'Meeting tools', 'Dead letters', 'User search', 'Support conversations'],
    allowed: { path: '/admin/organizations', heading: 'Organizations' },
    forbidden: '/supervision-profile',
  },
  {
    role: 'coordinator',
    // DASH-05: dashboard, evaluations overview, live sessions, training, people and organization entries
    menuItems: [
      'Dashboard',
      'Evaluations overview',
      'Live sessions',
      'Training plans',
      'Sites',
      'Placements',
      'Tasks',
      'Reports',
      'User search',
      'Trainees',
      'Faculty',
      'Supervisors',
      'Coordinators',
      'My organization',
      'Forms',
      'Activities',
      'Access passes',
    ],
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
  const menuIds = role === 'coordinator' ? ' DASH-05' : role === 'admin' ? ' DASH-08' : '';
  describe(`AUTH-20 SPINE-37 SPINE-39${menuIds} when the demo ${role} signs in`, () => {
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

    it(`SPINE-37 at 390 px the ${role} menu overlays the page and closes once an item is chosen`, async () => {
      const { page } = session;
      await resizeTo(page, { width: 390, height: 844 });
      try {
        await page.goto(role === 'admin' ? '/admin/dashboard' : '/dashboard');
        const content = page.locator('#main-content');
        await content.waitFor();
        const before = (await content.boundingBox())!;
        await page.getByRole('button', { name: 'Open menu' }).click();
        // a temporary drawer: a modal layer over the page, which keeps its width and place
        const drawer = page.locator('.MuiDrawer-modal');
        const item = drawer.getByRole('menuitem', { name: menuItems.at(-1) });
        await item.waitFor();
        const during = (await content.boundingBox())!;
        expect({ x: during.x, width: during.width }).toEqual({ x: before.x, width: before.width });
        expect((await drawer.locator('.MuiDrawer-paper').boundingBox())!.width).toBeLessThan(390);
        await screenshot(page, `shell-${role}-menu-390`);
        await item.click();
        await drawer.waitFor({ state: 'detached' });
        expect((await content.boundingBox())!.width).toBe(before.width);
      } finally {
        await resizeTo(page, { width: 1280, height: 900 });
      }
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

describe('SPINE-27 SPINE-29 when the demo trainee opens a path no screen serves', () => {
  const session = running.sessionFor('trainee');

  // /placements is the placements resource's name, its screens live at /applications
  for (const path of ['/placements', '/applications/not-a-placement/edit', '/tasks/task/one/more']) {
    it(`${path} shows Not Found with a way back, never an empty page`, async () => {
      const { page } = session;
      await page.goto(path);
      await page.getByRole('heading', { name: 'Not Found' }).waitFor();
      await expect(page.getByText('Either you typed a wrong URL, or you followed a bad link.', { exact: true }).count()).resolves.toBe(1);
      await page.getByRole('button', { name: 'Go Back' }).waitFor();
      await screenshotBothWidths(page, `shell-not-found${path.replace(/\W+/g, '-')}`);
    });
  }
});

describe('AUTH-67 AUTH-68 SPINE-12 when the demo supervisor switches position', () => {
  const session = running.sessionFor('supervisor');

  it('lists both positions and goes to the dashboard of the clinic', async () => {
    const { page } = session;
    // the session starts at the demo university; an attempt of this test that stopped half-way may have left it at
    // the clinic: switched back first
    const { rows } = await running.e2e.app.pool.query<{ id: string }>(
      `SELECT p.id FROM positions p JOIN users u ON u.id = p.user_id JOIN organizations o ON o.id = p.organization_id
        WHERE u.email = $1 AND o.name = 'Demo University Counseling Program'`,
      ['supervisor@demo.practicum.test'],
    );
    await running.api(page, 'PATCH', `/api/users/current_position/${rows[0]!.id}`);
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
    // SPINE-12: the clinic calls its trainees interns and its sites clinics; the other words keep their defaults
    await page.getByText('Intern', { exact: true }).waitFor();
    await page.getByText('Clinic', { exact: true }).waitFor();
    await page.getByText('Supervisor', { exact: true }).first().waitFor();
    await screenshot(page, 'shell-supervisor-switched');
  });
});

describe('AUTH-78 AUTH-79 when a trainee has not accepted the terms', () => {
  const session = running.sessionFor('trainee');

  it('the dashboard asks, the links open in new tabs, accepting hides the prompt', async () => {
    // a trainee of this attempt's own: accepting is for good, so a retried attempt must not sign in as one who has
    const { email } = await running.newMember('trainee', 'Terry', 'Terms');
    const page = await running.pageAsEmail(email);
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

describe('SPINE-60 /account when the demo faculty edits it', () => {
  const session = running.sessionFor('faculty');

  it('saves the timezone, shows the server’s field errors for markup and a wrong current password', async () => {
    const { page } = session;
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByRole('combobox', { name: 'Timezone' }).click();
    // SPINE-60: a select's list is at most 270 px high
    const list = page.locator('.MuiMenu-paper').filter({ has: page.getByRole('option', { name: 'Chatham Islands' }) });
    type Styled = { getComputedStyle(element: unknown): { maxHeight: string } };
    expect(await list.evaluate((el) => (globalThis as unknown as Styled).getComputedStyle(el).maxHeight)).toBe('270px');
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

describe('SPINE-20 SPINE-60 AUTH-54 when the session ends on a showTimeoutLogin route', () => {
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
    // SPINE-60: a modal is 600 px wide by default
    const box = await page.locator('.MuiDialog-paper').filter({ hasText: 'Your session has expired' }).boundingBox();
    expect(Math.round(box!.width)).toBe(600);
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
    // a name of this attempt's own: a retried attempt must not find an earlier attempt's organization
    const name = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script> Clinic ${Date.now().toString(36)}`;
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
    // written by a fetch of the test's, not the app's client: the list's read carries no position to wait for
    await reloadUntilVisible(page, page.getByRole('cell', { name, exact: true }));
    expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();
    await screenshot(page, 'shell-markup-as-text');
  });
});

describe('SPINE-38 SPINE-40 SPINE-41 SPINE-42 the public pages, signed out', () => {
  const session = running.sessionFor();

  it('the fixed public paths open in the public layout: product, why us, demo and login above; contact, status, careers below', async () => {
    const { page } = session;
    for (const path of ['/login', '/terms-of-service', '/privacy-policy', '/site/contact']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      for (const link of ['Product', 'Why us', 'Demo', 'Login']) await nav.getByRole('link', { name: link }).waitFor();
      const footer = page.locator('footer');
      for (const link of ['Contact', 'Status', 'Careers']) await footer.getByRole('link', { name: link }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    // the status and careers links come from the initial page state
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Status' }).getAttribute('href')).toBe('https://status.practicum.example/');
    expect(await footer.getByRole('link', { name: 'Careers' }).getAttribute('href')).toBe('https://practicum.example/careers');
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    await page.getByText('Support hours: 9am-5pm, Monday to Friday.').waitFor();
    await screenshotBothWidths(page, 'site-contact');
  });

  it('a signed-out page asks for no user: the page came with the answer, so no request fails and the console stays clean', async () => {
    const { page } = session;
    const refused: string[] = [];
    const errors: string[] = [];
    const onResponse = (response: { status(): number; url(): string }) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    };
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    page.on('response', onResponse);
    page.on('console', onConsole);
    try {
      await page.goto('/login');
      await page.getByLabel('Email').waitFor();
      await page.goto('/join-session');
      await page.getByRole('heading', { name: 'This session link is invalid or ended' }).waitFor();
      await page.goto('/site');
      await page.getByRole('heading', { level: 1, name: 'Supervision and training, in one place' }).waitFor();
    } finally {
      page.off('response', onResponse);
      page.off('console', onConsole);
    }
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the marketing pages: home, features, sources, pricing, demo request and about', async () => {
    const { page } = session;
    await page.goto('/site');
    await page.getByRole('heading', { level: 1, name: 'Supervision and training, in one place' }).waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Demo' }).click();
    await page.waitForURL('**/site/demo');
    await page.getByRole('heading', { level: 1, name: 'Request a demo' }).waitFor();
    await page.getByText('a demo call lasts 10 minutes').waitFor();
    await screenshotBothWidths(page, 'site-demo');
    const pages = page.getByRole('navigation', { name: 'Site pages' });
    for (const [link, heading, path] of [
      ['Features', 'Features', '/site/features'],
      ['Sources', 'Sources', '/site/sources'],
      ['Pricing', 'Pricing', '/site/pricing'],
      ['Why us', 'Why us', '/site/about'],
    ] as const) {
      await pages.getByRole('link', { name: link }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
  });
});

describe('the coordinator’s app bar and dashboard', () => {
  const session = running.sessionFor('coordinator');

  it('SPINE-13 SPINE-59 DASH-11 the bar shows the organization’s logo and name and a name cut at 12; the account page the user’s initials', async () => {
    const { page } = session;
    const brand = page.getByTestId('organization-brand');
    await brand.getByText('Demo University Counseling Program').waitFor();
    const logo = brand.getByRole('img', { name: 'Demo University Counseling Program' });
    expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const userButton = page.getByRole('button', { name: /Profile|User menu/i });
    await userButton.getByText('Corinne Cole…').waitFor();
    await screenshotBothWidths(page, 'shell-coordinator-app-bar');
    // the initials avatar is on the account page (the menu button's name must hold all its visible text)
    await page.goto('/account');
    expect(await page.getByTestId('account-photo').innerText()).toBe('CC');
    await page.goto('/dashboard');
    await brand.getByText('Demo University Counseling Program').waitFor();
  });

  it('SPINE-61 dropdowns keep 20 px off the window’s left edge and 50 px off its right, at 1280 and 390 px', async () => {
    const { page } = session;
    type Box = { getBoundingClientRect(): { left: number; right: number } };
    // the list's box is what the user sees of the dropdown (the paper's transparent right border is not)
    const margins = (list: ReturnType<Page['getByRole']>) =>
      list.evaluate((el) => {
        const box = (el as unknown as Box).getBoundingClientRect();
        return { left: Math.round(box.left), right: Math.round((globalThis as unknown as { innerWidth: number }).innerWidth - box.right) };
      });
    try {
      // the user menu opens under its button at the bar's right end: pushed in to 50 px
      await page.goto('/dashboard');
      // opened on the loaded dashboard: its content brings the page's scrollbar, which moves the bar's right end
      await page.getByRole('tab', { name: /^Assigned to you/ }).waitFor();
      await page.getByRole('button', { name: /Profile|User menu/i }).click();
      const menu = page.getByRole('menu');
      await menu.getByRole('menuitem', { name: 'My account' }).waitFor();
      // measured once the menu has settled: it grows into place, and the page's scrollbar may still come
      const userMenu = await eventually(async () => {
        const measured = await margins(menu);
        return measured.right === 50 && measured;
      }, 5_000).catch(() => margins(menu));
      expect(userMenu.right).toBe(50);
      expect(userMenu.left).toBeGreaterThanOrEqual(20);
      await screenshot(page, 'shell-dropdown-margins-user-menu');
      await page.keyboard.press('Escape');
      // at 390 px a select's list stays within both margins
      await resizeTo(page, { width: 390, height: 844 });
      await page.goto('/account');
      await page.getByRole('combobox', { name: 'Timezone' }).click();
      const list = page.getByRole('listbox');
      await list.getByRole('option').first().waitFor();
      const select = await margins(list);
      expect(select.left).toBeGreaterThanOrEqual(20);
      expect(select.right).toBeGreaterThanOrEqual(50);
      await screenshot(page, 'shell-dropdown-margins-select-390');
      await page.keyboard.press('Escape');
    } finally {
      await resizeTo(page, { width: 1280, height: 900 });
    }
  });

  it('SPINE-45 DASH-27 keeps the chosen tab in the URL hash and, for 5 minutes, in local storage', async () => {
    const { page } = session;
    // from the dashboard whatever the test before left open
    await page.goto('/dashboard');
    const tab = (name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
    await tab('Assigned to others').click();
    await page.getByRole('tabpanel').getByText('Upload your proof of liability insurance').first().waitFor();
    expect(new URL(page.url()).hash).toBe('#tasks-created');
    await tab('Review sites').click();
    expect(new URL(page.url()).hash).toBe('#review-sites');
    // a reload without the hash opens the stored tab
    await page.goto('/dashboard');
    await tab('Assigned to you').waitFor();
    expect(await tab('Review sites').getAttribute('aria-selected')).toBe('true');
    // the hash wins over the stored tab
    await page.goto('/dashboard#tasks-created');
    await tab('Assigned to you').waitFor();
    expect(await tab('Assigned to others').getAttribute('aria-selected')).toBe('true');
    // stored 6 minutes ago: forgotten, the default tab opens
    await page.evaluate(`(() => {
      for (const key of Object.keys(localStorage).filter((k) => k.startsWith('practicum.tab.'))) {
        const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
        localStorage.setItem(key, JSON.stringify({ ...stored, at: Date.now() - 6 * 60 * 1000 }));
      }
    })()`);
    await page.goto('/dashboard');
    await tab('Assigned to you').waitFor();
    expect(await tab('Assigned to you').getAttribute('aria-selected')).toBe('true');
  });

  it('SPINE-44 a back-to-top control appears after 500 px of scroll', async () => {
    const { page } = session;
    await resizeTo(page, { width: 1280, height: 400 });
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Coordinator dashboard' }).waitFor();
    // the dashboard's lists fill in after its heading: scroll once the page is long enough to scroll 520 px
    // (a function, not a string: a string predicate is polled through eval, which the page's CSP refuses)
    type Scrollable = { document: { documentElement: { scrollHeight: number } } };
    await page.waitForFunction(() => (globalThis as unknown as Scrollable).document.documentElement.scrollHeight >= 520 + 400);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate('window.scrollTo(0, 400)');
    expect(await page.evaluate<number>('window.scrollY')).toBe(400);
    expect(await backToTop.isVisible()).toBe(false);
    await page.evaluate('window.scrollTo(0, 520)');
    await backToTop.waitFor();
    await backToTop.click();
    await page.waitForFunction(() => (globalThis as unknown as { scrollY: number }).scrollY === 0);
    await backToTop.waitFor({ state: 'hidden' });
    await resizeTo(page, { width: 1280, height: 900 });
  });

  it('DASH-12 SPINE-57 the profile-photo prompt offers an upload and a dismiss link; dismissed, it stays away (toast: 8 s)', async () => {
    // a coordinator of this attempt's own: dismissing is for good, so a retried attempt must not sign in as one who has
    const { email } = await running.newMember('coordinator', 'Connie', 'Prompt');
    const page = await running.pageAsEmail(email);
    // the toast's timer runs on a clock the test drives (installed before the dashboard loads)
    await page.clock.install();
    await page.goto('/dashboard');
    const prompt = page.getByTestId('photo-prompt');
    await prompt.getByText('Add a photo so colleagues recognise you.').waitFor();
    await prompt.getByRole('button', { name: 'Upload photo' }).waitFor();
    await screenshotBothWidths(page, 'dashboard-photo-prompt');
    await prompt.getByRole('button', { name: 'Not now' }).click();
    const toast = page.getByText('We will not ask again');
    await toast.waitFor();
    const shownAt = await pageNow(page);
    await prompt.waitFor({ state: 'detached' });
    // the toast stays 8 s of the page's time (react-admin's default is 4 s)
    await runClockUntil(page, toast, 'hidden', 20_000);
    expect((await pageNow(page)) - shownAt).toBeGreaterThanOrEqual(7_000);
    await page.reload();
    await page.getByRole('heading', { name: 'Coordinator dashboard' }).waitFor();
    await page.getByTestId('dashboard-header-links').waitFor();
    expect(await page.getByTestId('photo-prompt').count()).toBe(0);
  });
});

describe('the coordinator’s lists', () => {
  const session = running.sessionFor('coordinator');

  it('SPINE-53 the pager shows the first and last page and a range of 3 around the current one', async () => {
    const { page } = session;
    // two entries a page make the demo's audit trail long enough for both ellipses
    await page.goto('/audit?page=5&perPage=2');
    const pager = page.getByRole('navigation', { name: 'pagination navigation' });
    const current = pager.locator('[aria-current="page"]');
    await current.waitFor();
    await expect(current.textContent()).resolves.toBe('5');
    const pages = (await pager.getByRole('button', { name: /page \d+/i }).allTextContents()).map(Number);
    expect(pages.slice(0, 4)).toEqual([1, 4, 5, 6]);
    expect(pages).toHaveLength(5);
    expect(pages[4]).toBeGreaterThan(7);
    await expect(pager.getByText('…').count()).resolves.toBe(2);
    await screenshotBothWidths(page, 'shell-pager-range');
  });

  it('SPINE-56 a search input asks the server once, 500 ms after the last key', async () => {
    const { page } = session;
    await page.goto('/trainees');
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.waitFor();
    // keys and requests timed on the page's own clock: on a loaded machine the test's clock and the browser's drift
    // apart by more than the debounce (a script, not a function: the tests are compiled without the DOM's types)
    await page.evaluate(`(() => {
      const timing = { keys: [], asked: [] };
      window.searchTiming = timing;
      document.addEventListener('keydown', () => timing.keys.push(performance.now()), true);
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        const q = JSON.parse(url.searchParams.get('filter') ?? '{}').q;
        if (url.pathname === '/api/trainees' && q !== undefined) timing.asked.push({ q, at: performance.now() });
        return send(input, init);
      };
    })()`);
    const answered = page.waitForResponse((response) => response.url().includes('/api/trainees') && response.url().includes('Maya'));
    await search.pressSequentially('Maya', { delay: 120 });
    await answered;
    await page.getByText('Maya Patel').first().waitFor();
    const { keys, asked } = await page.evaluate<{ keys: number[]; asked: { q: string; at: number }[] }>('window.searchTiming');
    // a pause of 500 ms between two keys (a stalled machine) is a search of its own; else only the whole word is asked
    const pauses = keys.slice(1).filter((at, i) => at - keys[i]! >= 500).length;
    expect(asked.at(-1)?.q).toBe('Maya');
    expect(asked.length).toBeLessThanOrEqual(1 + pauses);
    if (pauses === 0) expect(asked.map((a) => a.q)).toEqual(['Maya']);
    for (const { at } of asked) expect(at - Math.max(...keys.filter((key) => key <= at))).toBeGreaterThanOrEqual(490);
  });
});

describe('SPINE-33 when the trainee dashboard’s training and risk alert reads fail', () => {
  const session = running.sessionFor('trainee');

  it('shows no error, keeps the rest of the dashboard and only logs the failures', async () => {
    const { page } = session;
    const failed = (route: { fulfill(answer: { status: number; contentType: string; body: string }): Promise<void> }) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom', errors: {} }) });
    // the dashboard's one read fails too (DASH-02): its cards then read for themselves, and those reads fail
    await page.route('**/api/dashboard/trainee?**', failed);
    await page.route('**/api/dashboard/trainings**', failed);
    await page.route('**/api/risk-alerts**', failed);
    const loggedFailures = new Set<string>();
    const allLogged = new Promise<void>((resolve) => {
      page.on('console', (message) => {
        const failure = /(dashboard\/trainings|risk-alerts|the trainee dashboard) could not be loaded \(500\)/.exec(message.text());
        if (message.type() === 'error' && failure) loggedFailures.add(failure[1]!);
        if (loggedFailures.size === 3) resolve();
      });
    });
    await page.goto('/dashboard');
    await page.getByText('Trainee dashboard').first().waitFor();
    await page.getByRole('tab', { name: /^Assigned to you/ }).waitFor();
    await allLogged;
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(page.getByText('An error has occurred. Please try again later').count()).resolves.toBe(0);
    await expect(page.getByRole('tablist', { name: 'Trainings' }).count()).resolves.toBe(0);
    await page.unroute('**/api/dashboard/trainee?**');
    await page.unroute('**/api/dashboard/trainings**');
    await page.unroute('**/api/risk-alerts**');
  });
});

describe('DASH-02 one read per dashboard', () => {
  // the bell's read, on every screen; the current user, the initial state and the banner come with the page
  const shellReads = ['/api/notifications/recent'];

  for (const [role, heading, tab] of [
    ['coordinator', 'Coordinator dashboard', /^Assigned to you/],
    ['faculty', 'Faculty dashboard', /^Assigned to you/],
    ['supervisor', 'Supervisor dashboard', /^Review placements/],
    ['trainee', 'Trainee dashboard', /^Review placements/],
  ] as const) {
    it(`DASH-02 the ${role} dashboard reads its cards and tabs in one request, the bell once`, async () => {
      const { page, context } = await running.signIn(role);
      await page.getByRole('tab', { name: tab }).waitFor();
      const reads: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (request.method() === 'GET' && pathname.startsWith('/api/')) reads.push(pathname);
      });
      // how many reads had gone out when the realtime connection opened (socket.io's connect packet, "40")
      let readsBeforeConnect: number | null = null;
      page.on('websocket', (socket) =>
        socket.on('framereceived', ({ payload }) => {
          if (readsBeforeConnect === null && String(payload).startsWith('40')) readsBeforeConnect = reads.length;
        }),
      );
      await page.goto('/dashboard');
      await page.getByText(heading).first().waitFor();
      await page.getByRole('tab', { name: tab }).waitFor();
      await page.waitForLoadState('networkidle');
      // task lists already on screen read again when the connection opens after them, for what it could have
      // pushed meanwhile: that is the live lists' catching up, not the dashboard's load
      const catchingUp = (path: string, index: number) =>
        path === '/api/tasks' && readsBeforeConnect !== null && index >= readsBeforeConnect;
      const dashboardReads = reads.filter((path, index) => !shellReads.includes(path) && !catchingUp(path, index));
      expect(dashboardReads).toEqual([`/api/dashboard/${role}`]);
      // the bell reads once its socket is connected, not once more before
      expect(reads.filter((path) => path === '/api/notifications/recent')).toHaveLength(1);
      await context.close();
    });
  }
});

describe('dashboards with nothing to show yet', () => {
  it('DASH-21 DASH-15 a trainee with no training sees the intro text and the video; the HIPAA alert row links to the course', async () => {
    const { page, context } = await running.signInEmail('erin.early@demo.practicum.test');
    const hipaa = page.getByTestId('hipaa-alert');
    await hipaa.getByText('Complete your HIPAA training: it is required before you share files about clients.').waitFor();
    expect(await hipaa.getByRole('link', { name: 'Take the HIPAA course' }).getAttribute('href')).toBe('/cecourses/hipaa');
    const intro = page.getByTestId('trainee-intro');
    await intro.getByText('Welcome to your training').waitFor();
    await intro.getByText(/You have no training yet/).waitFor();
    const video = intro.getByRole('link', { name: 'Watch the introduction video' });
    expect(await video.getAttribute('href')).toBe('https://help.practicum.example/videos/trainee-introduction');
    await screenshotBothWidths(page, 'dashboard-trainee-intro');
    await context.close();
  });

  it('DASH-15 DASH-12 narrowed to 390 px, the alert rows put their buttons under the message, each label on one line, and take taps', async () => {
    const { page, context } = await running.signInEmail('erin.early@demo.practicum.test');
    // signed in at desktop width, then narrowed: the desktop menu's open state once left an invisible drawer over the page
    await resizeTo(page, { width: 390, height: 844 });
    const rows = [
      { alert: page.getByTestId('hipaa-alert'), buttons: ['Take the HIPAA course'] },
      { alert: page.getByTestId('photo-prompt'), buttons: ['Upload photo', 'Not now'] },
    ];
    for (const { alert, buttons } of rows) {
      const message = (await alert.locator('.MuiAlert-message').boundingBox())!;
      const box = (await alert.boundingBox())!;
      for (const name of buttons) {
        const button = alert.getByRole(name === 'Take the HIPAA course' ? 'link' : 'button', { name });
        const place = (await button.boundingBox())!;
        // one line of a small button's label is about 30 px high; broken into words it was 80 and more
        expect(place.height).toBeLessThan(36);
        expect(place.y).toBeGreaterThanOrEqual(message.y + message.height - 1);
        expect(place.x).toBeGreaterThanOrEqual(message.x - 1);
        expect(place.x + place.width).toBeLessThanOrEqual(box.x + box.width);
      }
    }
    await screenshot(page, 'dashboard-trainee-alert-rows-390');
    expect(await page.locator('#root[aria-hidden="true"]').count()).toBe(0);
    await page.getByTestId('hipaa-alert').getByRole('link', { name: 'Take the HIPAA course' }).click();
    await page.waitForURL('**/cecourses/hipaa');
    await context.close();
  });
});
