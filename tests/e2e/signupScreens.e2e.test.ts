// The signup screen itself in Chromium (issue 12): its layout without navigation, the organization's
// header worded by the signup variant, the legal links, a failed account creation, the danger alert
// and the resend of the verification mail, in the wizard and for a pending user at /login/activate.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { passwordMessages } from '@practicum/shared/domain/identity/passwordPolicy';
import { VALID_PHONE_INTL } from '@practicum/shared/domain/identity/twoFactor';
import { signupMessages, zipMessages } from '@practicum/shared/domain/signup/messages';
import { demoSignup } from '@practicum/infra/seed/demoSignup';
import { appAndBrowserForFile } from './app.js';
import { attemptTag, demoPassword, pageNow, runClockUntil, screenshotBothWidths } from './browser.js';

const running = appAndBrowserForFile();
const PASSWORD = 'Harbor-Lantern-42!';

async function fillAccount(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Fay');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Culty');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
}

async function fillDetails(page: Page) {
  await page.getByRole('textbox', { name: 'Mobile phone' }).fill('2125550142');
  await page.getByRole('combobox', { name: /^State/ }).click();
  await page.getByRole('option', { name: 'New York', exact: true }).click();
  await page.getByRole('textbox', { name: 'Zip' }).fill('10001');
  await page.getByRole('combobox', { name: /^Timezone/ }).click();
  await page.getByRole('option', { name: 'Eastern', exact: true }).click();
}

/** The lines of the step's danger alert, as the user reads them. */
const alertLines = async (page: Page) =>
  (await page.getByRole('alert').filter({ hasText: /\S/ }).first().innerText()).split('\n').map((line) => line.trim());

describe('SIGNUP-05 SIGNUP-06 SIGNUP-13 SIGNUP-69 the signup screen', () => {
  it('SIGNUP-05 SIGNUP-06 SIGNUP-13 shows the logo and invitation without navigation, and opens the legal pages in new tabs', async () => {
    const page = await running.openPage();
    await page.goto('/register/demo-trainees');
    await page.getByRole('heading', { name: 'Join Demo University Counseling Program' }).waitFor();
    // SIGNUP-06: the organization's logo, loaded, and the invitation message
    const logo = page.getByRole('img', { name: 'Demo University Counseling Program' });
    await logo.waitFor();
    await expect(logo.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth > 0)).resolves.toBe(true);
    await page.getByText('Demo University Counseling Program invites you to join its program on Practicum as Trainee.').waitFor();
    // SIGNUP-05: the public layout with its navigation disabled: nothing in the bar leads away
    const bar = page.getByRole('navigation');
    await bar.getByText('Practicum').waitFor();
    await expect(bar.getByRole('link').count()).resolves.toBe(0);
    await expect(bar.getByRole('button').count()).resolves.toBe(0);
    await screenshotBothWidths(page, 'signup-screen-header');

    // SIGNUP-13: each link opens its page in a new tab
    for (const [name, path, heading] of [
      ['terms of service', '/terms-of-service', /terms of service/i],
      ['privacy policy', '/privacy-policy', /privacy policy/i],
    ] as const) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link.getAttribute('href')).resolves.toBe(path);
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await tab.waitForURL(`**${path}`);
      await tab.getByRole('heading', { name: heading }).first().waitFor();
      await tab.close();
    }
    // the wizard stays where it was
    await expect(page.getByRole('textbox', { name: 'First name' }).isVisible()).resolves.toBe(true);
  });

  it('SIGNUP-05 SIGNUP-69 every variant opens the one signup screen, its invitation worded for it', async () => {
    const page = await running.openPage();
    const variants = [
      // registration code: the clinic is no academic program, and calls its trainees interns
      ['/register/clinic-interns', 'Your registration code lets you join Riverside Community Clinic on Practicum as Intern.'],
      [
        `/register/invite/${demoSignup.invite.id}?code=${demoSignup.invite.code}`,
        'Demo University Counseling Program invites you to join Practicum as Coordinator.',
      ],
      [
        `/register/invite-link/${demoSignup.inviteLink.id}`,
        'Create your own Trainee account with Demo University Counseling Program on Practicum.',
      ],
    ] as const;
    for (const [path, message] of variants) {
      await page.goto(path);
      await page.getByText(message).waitFor();
      await page.getByRole('heading', { name: 'Your account' }).waitFor();
      await expect(page.getByRole('navigation').getByRole('link').count()).resolves.toBe(0);
    }
    await screenshotBothWidths(page, 'signup-screen-invite-link');
    // email verification: the fifth variant, on the same public layout
    await page.goto('/register/verify?email=nobody%40example.org&code=nope');
    await page.waitForURL(/\/404\?error=/);
    await page.getByText(signupMessages.verificationInvalid).waitFor();
  });
});

describe('AUTH-27 AUTH-34 SIGNUP-12 the account step’s password meter', () => {
  it('AUTH-34 judges the password against the names typed, as Next will, and again when a name changes', async () => {
    const page = await running.openPage();
    await page.goto('/register/demo-trainees');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await page.getByRole('textbox', { name: 'First name' }).fill('Fay');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Marigold');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('fay.m@example.org');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Marigold-Harbor-42!');
    const errors = page.getByTestId('password-strength').getByRole('list', { name: 'password errors' });
    await errors.getByText(passwordMessages.personal).waitFor();
    // however strong it guesses, the meter does not read as fine beside a broken rule
    await page
      .getByTestId('password-strength')
      .getByText(/^Strength: [a-z ]+, but not accepted yet$/)
      .waitFor();
    await screenshotBothWidths(page, 'signup-password-meter-name');
    // another last name: the same password is fine now, with no keystroke in the password field
    await page.getByRole('textbox', { name: 'Last name' }).fill('Culty');
    await errors.waitFor({ state: 'detached' });
    await page
      .getByTestId('password-strength')
      .getByText(/^Strength: (strong|very strong)$/)
      .waitFor();
  });
});

describe('SIGNUP-51 SIGNUP-55 SIGNUP-56 when joining goes wrong', () => {
  it('SIGNUP-18 offers the browser’s own time zone when the list has it, so a new user in Chicago need not pick one', async () => {
    const context = await running.browser.newContext({ baseURL: running.e2e.url, timezoneId: 'America/Chicago' });
    try {
      const page = await context.newPage();
      await page.goto('/register/demo-faculty');
      await fillAccount(page, `fay.culty.${attemptTag()}@example.org`);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Your details' }).waitFor();
      await page
        .getByRole('combobox', { name: /^Timezone/ })
        .getByText('Central', { exact: true })
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('SIGNUP-55 SIGNUP-56 lists the step’s errors one per line, and a refused account creation keeps Back', async () => {
    // addresses of this attempt's own: a retried attempt must not find the accounts an earlier one made
    const attempt = Date.now().toString(36);
    const email = `fay.culty.${attempt}@example.org`;
    const late = await running.openPage();
    // the resend's 3 s run on a clock the test drives (installed before the page loads)
    await late.clock.install();
    await late.goto('/register/demo-faculty');
    await fillAccount(late, email);
    await late.getByRole('button', { name: 'Next' }).click();
    await late.getByRole('heading', { name: 'Your details' }).waitFor();

    // meanwhile the same address joins in another browser
    const first = await running.openPage();
    await first.goto('/register/demo-faculty');
    await fillAccount(first, email);
    await first.getByRole('button', { name: 'Next' }).click();
    await fillDetails(first);
    await first.getByRole('button', { name: 'Submit' }).click();
    await first.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();

    // SIGNUP-56: a refused step lists the server's errors, one per line, in a danger alert
    await late.getByRole('textbox', { name: 'Mobile phone' }).fill('555-01');
    await late.getByRole('textbox', { name: 'Zip' }).fill('1001');
    await late.getByRole('button', { name: 'Submit' }).click();
    await late.getByRole('alert').getByText(VALID_PHONE_INTL).waitFor();
    await expect(alertLines(late)).resolves.toEqual(
      expect.arrayContaining([VALID_PHONE_INTL, zipMessages.valid_zip, 'The state field is required.']),
    );
    await expect(late.locator('.MuiAlert-colorError').count()).resolves.toBe(1);
    await screenshotBothWidths(late, 'signup-danger-alert');

    // SIGNUP-55: account creation refused: the error shows and Back is there
    await fillDetails(late);
    await late.getByRole('button', { name: 'Submit' }).click();
    await late.getByRole('alert').getByText(signupMessages.emailTaken).waitFor();
    await expect(alertLines(late)).resolves.toEqual([signupMessages.emailTaken]);
    await screenshotBothWidths(late, 'signup-create-refused');
    await late.getByRole('button', { name: 'Back' }).click();
    await late.getByRole('heading', { name: 'Your account' }).waitFor();
    await late.getByRole('textbox', { name: 'E-mail', exact: true }).fill(`fay.culty.two.${attempt}@example.org`);
    await late.getByRole('button', { name: 'Next' }).click();
    await late.getByRole('button', { name: 'Submit' }).click();
    await late.getByRole('heading', { name: 'Verify your e-mail' }).waitFor();

    // SIGNUP-51: the wizard's resend: the toast at once, "verification resent" 3 seconds later
    const clicked = await pageNow(late);
    await late.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await late.getByText(signupMessages.verificationSent).waitFor();
    await expect(late.getByText('verification resent').count()).resolves.toBe(0);
    await runClockUntil(late, late.getByRole('status').getByText('verification resent'), 'visible', 30_000);
    expect((await pageNow(late)) - clicked).toBeGreaterThanOrEqual(3000);
  });
});

describe('SIGNUP-51 SIGNUP-71 a pending user', () => {
  it('SIGNUP-71 SIGNUP-51 sees the 90-day warning on signing in, resends the mail, and an error shows its first message', async () => {
    const page = await running.openPage();
    // the resend's 3 s run on a clock the test drives (installed before the page loads)
    await page.clock.install();
    await page.goto('/login');
    await page.getByLabel('Email').fill('noah.brooks@demo.practicum.test');
    await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/login/activate**');
    await page.getByText('account not yet activated').first().waitFor();
    await page.getByText('Accounts that are not verified are deleted automatically 90 days after they are created.').waitFor();
    const clicked = await pageNow(page);
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await page.getByText(signupMessages.verificationSent).waitFor();
    await expect(page.getByText('verification resent').count()).resolves.toBe(0);
    await runClockUntil(page, page.getByRole('status').getByText('verification resent'), 'visible', 30_000);
    expect((await pageNow(page)) - clicked).toBeGreaterThanOrEqual(3000);
    await screenshotBothWidths(page, 'login-activate-resent');

    // a refused resend shows the first error and no confirmation
    await page.goto('/login/activate?email=not-an-address');
    await page.getByRole('button', { name: 'Resend verification e-mail' }).click();
    await page.getByText('The email field must be a valid email address.').waitFor();
    await expect(page.getByText('verification resent').count()).resolves.toBe(0);
    await expect(page.getByText(signupMessages.verificationSent).count()).resolves.toBe(0);
  });
});
