// Session life in the browser: an admin logs in as the trainee and back, a
// system lockout reaches a signed-in trainee through the realtime channel, and
// the idle warning then logout happen with short configured timeouts, on a browser
// clock the test runs forward (Playwright's clock) instead of waiting for it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { startE2eApp } from './app.js';
import {
  demoEmail,
  demoPassword,
  launchBrowser,
  navigateUntilRealtimeJoined,
  openSession,
  runClockUntil,
  screenshot,
  signInAs,
  submitLogin,
  type Session,
} from './browser.js';

const startApp = async (timers?: { idleTimeoutSeconds: number; idleWarningSeconds: number }) => {
  const e2e = await startE2eApp(timers);
  return { url: e2e.url, eventStore: e2e.app.eventStore, close: () => e2e.close() };
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(() => browser?.close());

describe('when an admin works with users', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let admin: Session;
  let page: Page;
  beforeAll(async () => {
    app = await startApp();
    admin = await signInAs(browser, app.url, 'admin');
    page = admin.page;
  }, 240_000);
  afterAll(async () => {
    await admin?.context.close();
    await app?.close();
  });

  it('ADMIN-19 DASH-10 opens the users list from the dashboard, searches and opens the trainee', async () => {
    // the admin's own browser is online (presence channel): the shortcut's badge counts it
    await page.getByTitle('1 online now').waitFor();
    await screenshot(page, 'admin-dashboard-users-shortcut');
    await page.getByText('Users', { exact: true }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('cell', { name: 'trainee@demo.practicum.test' }).waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill('Theo');
    await page
      .getByRole('cell', { name: 'Coleman' })
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await expect(page.getByRole('cell', { name: 'Corinne Coleman' }).count()).resolves.toBe(0);
    await screenshot(page, 'admin-users-list');
    await page.getByRole('row').filter({ hasText: 'trainee@demo.practicum.test' }).getByRole('cell', { name: 'Theo Turner' }).click();
    await page.waitForURL(/\/admin\/users\/edit\/[0-9a-f-]{36}$/);
    await page.getByText('trainee@demo.practicum.test', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('cell', { name: 'Trainee at Demo University Counseling Program', exact: true }).waitFor();
    await screenshot(page, 'admin-user-details');
  });

  it('AUTH-59 AUTH-60 AUTH-61 AUTH-78 logs in as the trainee, shows the bar, is not asked to accept the trainee’s terms, and returns to the original location', async () => {
    const original = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Login as' }).click();
    await page.waitForURL('**/dashboard');
    const bar = page.getByText('You are logged in as Theo Turner.');
    await bar.waitFor();
    // the bar and the terms prompt read the same current user: the trainee has not accepted, but only they can
    expect(await page.getByTestId('terms-prompt').count()).toBe(0);
    await screenshot(page, 'login-as-trainee');
    // The trainee's permissions apply: the admin screens are closed.
    await page.goto('/admin/users');
    await page.waitForURL('**/permission-denied**');
    await page.getByRole('button', { name: 'Return to my account' }).click();
    await page.waitForURL(`**${original}`);
    await page.getByRole('cell', { name: 'Trainee at Demo University Counseling Program', exact: true }).waitFor({ timeout: 10_000 });
    expect(await page.getByText('You are logged in as').count()).toBe(0);
    await screenshot(page, 'login-as-returned');
  });

  it('ADMIN-17 edits the user: the new name shows on the details and in the list', async () => {
    const lastName = page.getByRole('textbox', { name: 'Last name' });
    await lastName.fill('Turner-Reyes');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Theo Turner-Reyes', { exact: true }).first().waitFor();
    await screenshot(page, 'admin-user-edited');
    await page.goto('/admin/users');
    await page.getByRole('cell', { name: 'Theo Turner-Reyes' }).waitFor();
  });

  it('SPINE-43 NOTIF-10 a completed deploy offers the update: Later closes it, Update reloads the page', async () => {
    const deployed = (version: string) =>
      app.eventStore.appendToStream(`deploy-${version}`, [{ type: 'DeployCompleted', data: { version }, metadata: systemMetadata() }], {
        expectedRevision: 'no_stream',
      });
    // versions of this attempt's own: an earlier attempt's deploy streams exist already (appended as no_stream)
    const attempt = Date.now().toString(36);
    await navigateUntilRealtimeJoined(page, () => page.goto('/admin/dashboard'));
    await page.getByText('Admin dashboard', { exact: true }).first().waitFor();
    await deployed(`2026.11.21-${attempt}-1`);
    const dialog = page.getByRole('dialog', { name: 'Update available' });
    await dialog.waitFor();
    await screenshot(page, 'deploy-update-modal');
    await dialog.getByRole('button', { name: 'Later' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.evaluate(() => ((globalThis as { beforeUpdate?: boolean }).beforeUpdate = true));
    await deployed(`2026.11.21-${attempt}-2`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.waitForFunction(() => (globalThis as { beforeUpdate?: boolean }).beforeUpdate === undefined);
    await page.getByText('Admin dashboard', { exact: true }).first().waitFor();
  });

  it('AUTH-74 NOTIF-10 a started lockout shows the trainee the "system lockout" modal, then /login', async () => {
    // signed in with the trainee's socket joined before the lockout starts; by the sign-in itself, not a reload
    // after it: a reloaded page's primed reads stay fresh for 10 s, and the focus below would then refetch none
    const trainee = await openSession(browser, app.url);
    try {
      await navigateUntilRealtimeJoined(trainee.page, async () => {
        await submitLogin(trainee.page, demoEmail('trainee'));
        await trainee.page.waitForURL('**/dashboard');
      });
      const status = await page.evaluate(async () => {
        const { token } = (await (await fetch('/auth/csrf-token')).json()) as { token: string };
        await fetch('/api/settings/user_lockout', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-TOKEN': token },
          body: JSON.stringify({ value: { lockout_enabled: true, lockout_primed: true } }),
        });
        return (await fetch('/api/userlockout/start', { headers: { 'X-CSRF-TOKEN': token } })).status;
      });
      expect(status).toBe(200);
      const dialog = trainee.page.getByRole('dialog', { name: 'system lockout' });
      await dialog.waitFor();
      // the screen's reads refetched meanwhile (the window regains focus) are refused, the session having ended:
      // the notice stays until its OK, not taken away by a sign-out's redirect
      const refused = trainee.page.waitForResponse((response) => response.url().includes('/api/') && response.status() === 401);
      await trainee.page.evaluate("window.dispatchEvent(new Event('visibilitychange'))");
      await refused;
      await screenshot(trainee.page, 'lockout-modal');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await trainee.page.waitForURL('**/login');
      // the admin is still signed in
      await page.goto('/admin/dashboard');
      await page.getByText('Admin dashboard', { exact: true }).first().waitFor();
    } finally {
      await trainee.context.close();
    }
  });
});

describe('when the signed-in user stays idle (short configured timeouts, the browser’s clock driven by the test)', () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  let trainee: Session;
  beforeAll(async () => {
    // the warning comes after 7 s idle: longer than the 5 s tab-sync debounce
    app = await startApp({ idleTimeoutSeconds: 12, idleWarningSeconds: 5 });
    // the clock is installed before the app's first page loads, so every timer of it runs on the test's clock (which
    // also flows on its own, as a real one)
    trainee = await openSession(browser, app.url);
    await trainee.context.clock.install();
    await submitLogin(trainee.page, demoEmail('trainee'));
    await trainee.page.waitForURL('**/dashboard');
  }, 240_000);
  afterAll(async () => {
    await trainee?.context.close();
    await app?.close();
  });

  it('issue 10 reports user activity to the server (PUT /api/session/activity), and nothing while the user is idle', async () => {
    const { page } = trainee;
    const reports: number[] = [];
    const sent: string[] = [];
    const isReport = (url: string) => new URL(url).pathname === '/api/session/activity';
    const onRequest = (request: { url(): string }) => {
      if (isReport(request.url())) sent.push(request.url());
    };
    const onResponse = (response: { url(): string; status(): number }) => {
      if (isReport(response.url())) reports.push(response.status());
    };
    page.on('request', onRequest);
    page.on('response', onResponse);
    try {
      // opening the app counts as activity: one report once its settings have loaded, then idle starts
      await page.reload();
      for (let waited = 0; waited < 30_000 && reports.length === 0; waited += 100) await page.waitForTimeout(100);
      expect(reports).toEqual([204]);
      await page.getByText('Trainee dashboard').waitFor();
      await page.waitForLoadState('networkidle');
      reports.length = 0;
      sent.length = 0;
      // 2.5 s of the page's time, nobody touching it; then a read of the page's own after its timers have run: a
      // report they started was sent before it
      await page.clock.runFor(2500);
      expect(await page.evaluate(`fetch('/api/health').then((response) => response.status)`)).toBe(200);
      expect(sent).toEqual([]);
      await page.mouse.move(150, 250);
      await page.mouse.move(160, 260);
      // accepted: the server's idle clock starts again (throttling is the unit test's)
      for (let waited = 0; waited < 5000 && reports.length === 0; waited += 100) await page.waitForTimeout(100);
      expect(reports[0]).toBe(204);
    } finally {
      page.off('request', onRequest);
      page.off('response', onResponse);
    }
  });

  it('AUTH-58 activity in another tab keeps this tab from warning', async () => {
    const other = await trainee.context.newPage();
    try {
      await other.goto('/dashboard');
      await other.getByText('Trainee dashboard').waitFor();
      const { page } = trainee;
      // 11 s of activity in the first tab: announced at most every 5 s, enough to keep the other one below 7 s idle
      for (let second = 0; second < 11; second++) {
        await page.mouse.move(100 + second * 10, 200);
        await page.clock.runFor(1000);
      }
      expect(await other.getByRole('dialog', { name: 'Are you still there?' }).count()).toBe(0);
      // left alone, the other tab warns too
      await runClockUntil(page, other.getByRole('dialog', { name: 'Are you still there?' }), 'visible', 12_000);
    } finally {
      await other.close();
    }
  });

  it('AUTH-57 the idle clock stands still while a video plays', async () => {
    const { page } = trainee;
    await page.mouse.move(300, 300);
    // browser-side scripts as text: the tests' TypeScript has no DOM library.
    // paused turns false as soon as play() is called; a stream of a still canvas may never resolve it
    const playing = await page.evaluate(`(() => {
      const canvas = document.createElement('canvas');
      canvas.getContext('2d').fillRect(0, 0, 10, 10);
      const video = document.createElement('video');
      video.id = 'test-video';
      video.muted = true;
      video.srcObject = canvas.captureStream(5);
      document.body.appendChild(video);
      video.play().catch(() => undefined);
      return !video.paused;
    })()`);
    expect(playing).toBe(true);
    await page.clock.runFor(9000);
    expect(await page.getByRole('dialog', { name: 'Are you still there?' }).count()).toBe(0);
    await page.evaluate(`document.getElementById('test-video').pause()`);
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await runClockUntil(page, warning, 'visible', 10_000);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'detached' });
  });

  it('AUTH-52 AUTH-53 AUTH-56 warns after idle − warning seconds; activity cancels the warning', async () => {
    const { page } = trainee;
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await runClockUntil(page, warning, 'visible', 10_000);
    expect(await warning.getByText(/You will be logged out in \d+ seconds due to inactivity\./).count()).toBe(1);
    await screenshot(page, 'idle-warning');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'detached' });
  });

  it('AUTH-52 AUTH-54 AUTH-55 on a showTimeoutLogin route, the warning left alone ends the session and asks for the password again', async () => {
    const { page } = trainee;
    await runClockUntil(page, page.getByRole('dialog', { name: 'Are you still there?' }), 'visible', 10_000);
    const relogin = page.getByRole('dialog', { name: 'Your session has expired' });
    await runClockUntil(page, relogin, 'visible', 60_000);
    expect(await page.evaluate(async () => (await fetch('/api/users/current')).status)).toBe(401);
    await screenshot(page, 'idle-relogin');
    // AUTH-55: the password is required (Sign in stays off while empty); a wrong one shows the login message in a red list
    const signIn = relogin.getByRole('button', { name: 'Sign in' });
    expect(await signIn.isDisabled()).toBe(true);
    await relogin.getByLabel('Password').fill('not the password');
    await signIn.click();
    await relogin
      .getByRole('alert')
      .getByRole('list', { name: 'sign-in errors' })
      .getByText('login failed: e-mail and password combination not correct')
      .waitFor();
    await screenshot(page, 'idle-relogin-wrong-password');
    await relogin.getByLabel('Password').fill(demoPassword);
    await relogin.getByRole('button', { name: 'Sign in' }).click();
    await relogin.waitFor({ state: 'detached' });
    // the page stayed where it was, signed in again
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await page.evaluate(async () => (await fetch('/api/users/current')).status)).toBe(200);
  });

  it('AUTH-52 the re-login modal can give up: logout, then /login', async () => {
    const { page } = trainee;
    const relogin = page.getByRole('dialog', { name: 'Your session has expired' });
    await runClockUntil(page, relogin, 'visible', 60_000);
    await relogin.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL('**/login');
    await screenshot(page, 'idle-logged-out');
  });
});
