// /account for the demo faculty: the two-factor status with its setup link, a
// profile photo uploaded and shown in the user menu, and the email changed
// behind the current password (a wrong one answered on the field) once the link mailed
// to the new address is opened.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

import { appAndBrowserForFile } from './app.js';
import { apiCall, attemptTag, demoEmail, demoPassword, screenshot } from './browser.js';

let uploadDir: string;
const running = appAndBrowserForFile({
  setUp: async () => {
    uploadDir = await mkdtemp(path.join(tmpdir(), 'practicum-e2e-uploads-'));
    process.env.UPLOAD_DIR = uploadDir;
  },
  tearDown: () => rm(uploadDir, { recursive: true, force: true }),
});

const faculty = demoEmail('faculty');

/** Holds the users read model's row of `email` (FOR UPDATE) until released: its projector waits to change it. */
async function holdUserRow(email: string): Promise<{ release(): Promise<void> }> {
  const client = await running.e2e.app.pool.connect();
  await client.query('BEGIN');
  await client.query('SELECT 1 FROM users WHERE email = $1 FOR UPDATE', [email]);
  let released = false;
  return {
    release: async () => {
      if (released) return;
      released = true;
      await client.query('COMMIT');
      client.release();
    },
  };
}

/** The path of the verification link in a mail (/register/verify?…), on the test's app. */
function verifyPath(mail: string): string {
  const link = /https?:\/\/\S+\/register\/verify\?\S+/.exec(mail)?.[0];
  if (!link) throw new Error(`no verification link in ${JSON.stringify(mail)}`);
  return new URL(link).pathname + new URL(link).search;
}

describe('AUTH-13 /account when the demo faculty changes photo and email', () => {
  const session = running.sessionFor('faculty');

  it('shows two-factor authentication off, with the link to set it up', async () => {
    const { page } = session;
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await page.getByTestId('two-factor-status').getByText('Off').waitFor();
    expect(await page.getByRole('link', { name: 'Set up two-factor authentication', exact: true }).getAttribute('href')).toBe(
      '/auth/setup',
    );
    await page.getByText('Add a photo so colleagues recognise you.').waitFor();
  });

  it('uploads a photo: /account and the user menu show it', async () => {
    const { page } = session;
    // a real PNG: a corner of the page itself
    const image = await page.screenshot({ clip: { x: 0, y: 0, width: 120, height: 120 } });
    await page.getByTestId('account-photo-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: image });
    await page.getByText('Your photo was saved').waitFor();
    const photo = page.getByTestId('account-photo').locator('img');
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\?expires=\d+&signature=[0-9a-f]{64}$/);
    // once the browser has the picture (an <img> is in the page before its bytes arrive); decode refuses a broken one
    const width = await photo.evaluate(async (img) => {
      const picture = img as unknown as { decode(): Promise<void>; naturalWidth: number };
      await picture.decode();
      return picture.naturalWidth;
    });
    expect(width).toBeGreaterThan(0);
    expect(await page.getByText('Add a photo so colleagues recognise you.').count()).toBe(0);
    await page.getByRole('banner').locator('img').first().waitFor();
    await screenshot(page, 'account-photo-and-two-factor');
  });

  it('AUTH-27 AUTH-28 shows the new password’s strength as typed; names a mismatch under the confirmation, and changes nothing', async () => {
    const { page } = session;
    await page.goto('/account');
    const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Change password' }) });
    // AUTH-27 AUTH-32: the policy and the server's verdict show while the new password is typed
    await card.getByText('Strong password: at least 10 characters with upper case, lower case, number and symbol').waitFor();
    await card.getByLabel(/^New password/).fill('short');
    await card.getByRole('list', { name: 'password errors' }).getByText('The password field must be at least 10 characters.').waitFor();
    await screenshot(page, 'account-password-strength');
    await card.getByLabel('Current password').fill(demoPassword);
    await card.getByLabel(/^New password/).fill('Harbor-Lantern-42!');
    await card.getByLabel('Confirm new password').fill('Harbor-Lantern-43!');
    await card.getByRole('button', { name: 'Change password' }).click();
    await card.getByText('The password field confirmation does not match.').waitFor();
    const confirmation = card.getByRole('textbox', { name: 'Confirm new password' });
    await expect(confirmation.getAttribute('aria-invalid')).resolves.toBe('true');
    const described = await confirmation.getAttribute('aria-describedby');
    await expect(page.locator(`#${described}`).textContent()).resolves.toBe('The password field confirmation does not match.');
    await expect(card.getByRole('textbox', { name: /^New password/ }).getAttribute('aria-invalid')).resolves.toBe('false');
    await screenshot(page, 'account-password-mismatch');
    // the old password still signs in: nothing changed
    const { email } = await apiCall(page, 'GET', '/api/users/current');
    const signedIn = await running.open();
    await signedIn.page.goto('/login');
    await signedIn.page.getByRole('textbox', { name: 'Email' }).fill(String(email));
    await signedIn.page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
    await signedIn.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signedIn.page.waitForURL('**/dashboard');
    await signedIn.context.close();
  });

  it('answers a wrong current password on the field, then changes the email', async () => {
    const { page } = session;
    // an attempt of this test that got as far as the link has changed the address: changed back first, the same way
    const { email: current } = await apiCall(page, 'GET', '/api/users/current');
    if (current !== faculty) {
      await running.api(page, 'PUT', '/api/users/current/email', { email: faculty, current_password: demoPassword });
      await page.goto(verifyPath(await running.lastMailTo(faculty)));
      await page.getByRole('heading', { name: 'Your email has been changed.' }).waitFor();
      await page.goto('/account');
    }
    // an address of this attempt's own: the one an earlier attempt changed to stays taken
    const newEmail = `felix.new.${attemptTag()}@demo.practicum.test`;
    const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Change email' }) });
    await page.getByText(`You sign in with ${faculty}.`).waitFor();
    await card.getByLabel('New email').fill(newEmail);
    await card.getByLabel('Confirm with your password').fill('not-my-password');
    await card.getByRole('button', { name: 'Change email' }).click();
    await card.getByText('The password is incorrect.').waitFor();
    await screenshot(page, 'account-email-wrong-password');
    await card.getByLabel('Confirm with your password').fill('Practicum!2026');
    await card.getByRole('button', { name: 'Change email' }).click();
    // SIGNUP-04, 53: nothing changes until the new address is proven by the link mailed to it
    const card2 = page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: 'Change email' }) });
    await card2.getByText(`We sent a verification link to ${newEmail}. Your email changes once you open it.`).waitFor();
    await page.getByText(`You sign in with ${faculty}.`).waitFor();
    await screenshot(page, 'account-email-link-sent');
    const link = verifyPath(await running.lastMailTo(newEmail));
    expect(link).toContain(`newEmail=${encodeURIComponent(newEmail)}`);
    // the users read model is slow to take the change (its row held), as on a busy server: /account, opened right
    // after, must still show the new address, not the one the read model held when the page was asked for
    const held = await holdUserRow(faculty);
    try {
      await page.goto(link);
      await page.getByRole('heading', { name: 'Your email has been changed.' }).waitFor();
      await page.getByText(`You sign in with ${newEmail} from now on.`).waitFor();
      await screenshot(page, 'account-email-changed');
      const opened = page.goto('/account');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await held.release();
      await opened;
    } finally {
      await held.release();
    }
    await page.getByText(`You sign in with ${newEmail}.`).waitFor();
  });
});

describe('PEOPLE-20 /account when the demo trainee opens it', () => {
  const session = running.sessionFor('trainee');

  it('shows the liability insurance card at the width of the other cards', async () => {
    const { page } = session;
    await page.goto('/account');
    const cardOf = (heading: string) => page.locator('.MuiCard-root', { has: page.getByRole('heading', { name: heading, exact: true }) });
    await cardOf('Liability insurance').waitFor();
    const insurance = await cardOf('Liability insurance').boundingBox();
    const password = await cardOf('Change password').boundingBox();
    expect(Math.round(insurance!.width)).toBe(Math.round(password!.width));
    await cardOf('Liability insurance').scrollIntoViewIfNeeded();
    await screenshot(page, 'account-trainee-insurance');
  });
});
