// A new organization's first weeks, round two, walked as its people would: the admin makes it (live sessions on, as
// the organization's settings default), its first coordinator joins by the mailed invitation after one refused
// password, the admin reads the signup in the audit trail, and on a phone every page title reads whole.
import { describe, expect, it } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { passwordMessages } from '@practicum/shared/domain/identity/passwordPolicy';
import { signupMessages } from '@practicum/shared/domain/signup/messages';
import { appAndBrowserForFile } from './app.js';
import { attemptTag, pickOption, reloadUntilVisible, resizeTo, screenshot, screenshotBothWidths, waitForInputValue } from './browser.js';

const running = appAndBrowserForFile();
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

const tag = attemptTag();
// a long name, as programs are often called: it is the organization page's title
const organizationName = `Northshore Family Counseling and Wellness Collaborative ${tag}`;
const coordinator = { first: 'Lara', last: `Lakewood${tag.replace(/\d/g, '')}`, email: `lara.${tag}@example.org` };
const password = 'Harbor-Lantern-42!';
let admin: Page;
let organizationId = '';
let coordinatorPage: Page;

/** The app bar's page title clipped (cut to an ellipsis or past its box), with its text, else null. */
const clippedTitle = (page: Page) =>
  page
    .locator('#react-admin-title')
    .evaluate((title) =>
      title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1 ? title.textContent : null,
    );

/** Waits for a page title's text, then says whether it reads whole at 390 px. */
async function titleWholeOnPhone(page: Page, text: string | RegExp): Promise<void> {
  await resizeTo(page, phone);
  await page.locator('#react-admin-title').getByText(text).first().waitFor();
  expect(await clippedTitle(page)).toBeNull();
}

const left = async (locator: Locator) => Math.round((await locator.boundingBox())!.x);

describe('when the admin makes a new organization', () => {
  it('LIVE-38 DASH-09 its live sessions start on, as the organization’s settings default', async () => {
    admin = await running.pageAs('admin');
    await admin.goto('/admin/organizations/create');
    await titleWholeOnPhone(admin, 'New organization');
    await screenshot(admin, 'new-org-create-title-390');
    await resizeTo(admin, desktop);
    await admin.getByRole('textbox', { name: 'Name', exact: true }).fill(organizationName);
    await pickOption(admin, /Supervision type/, 'Clinical');
    // the switch of a setting added after the form was written started off and sent false
    expect(await admin.getByRole('switch', { name: 'Allow live sessions' }).isChecked()).toBe(true);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/admin\/organizations(\?.*)?$/);
    const row = admin.getByRole('row').filter({ hasText: organizationName });
    await row.getByRole('link', { name: 'Edit' }).click();
    await admin.waitForURL(/\/admin\/organizations\/edit\/[0-9a-f-]{36}$/);
    organizationId = /edit\/([0-9a-f-]{36})$/.exec(admin.url())![1]!;
    await waitForInputValue(admin.getByRole('textbox', { name: 'Name', exact: true }), organizationName);
    expect(await admin.getByRole('switch', { name: 'Allow live sessions' }).isChecked()).toBe(true);
  });

  it('ADMIN-24 its page sets the integrations’ empty text inside the card, in line with the card’s title', async () => {
    const card = admin.locator('.MuiCard-root:not(.RaEdit-card)', { has: admin.getByText('Services this organization is connected to') });
    const none = card.getByText('No integrations yet.');
    await none.waitFor();
    for (const size of [desktop, phone]) {
      await resizeTo(admin, size);
      // the text sat on the card's very edge, 16 px left of the title above it
      expect(await left(none)).toBe(await left(card.getByText('Integrations', { exact: true })));
      expect(await left(none)).toBeGreaterThanOrEqual((await left(card)) + 16);
    }
    await resizeTo(admin, desktop);
    await none.scrollIntoViewIfNeeded();
    await screenshotBothWidths(admin, 'new-org-integrations-empty');
  });

  it('SPINE-12 on a phone its long name fills the page title’s two lines, in a bar of its usual height', async () => {
    const bar = admin.locator('header.MuiAppBar-root');
    const barHeight = Math.round((await bar.boundingBox())!.height);
    await resizeTo(admin, phone);
    await admin.waitForFunction(`document.querySelector('#react-admin-title')?.textContent?.startsWith('Organization Northshore')`);
    const lines = await admin.evaluate<number>(
      `(() => { const title = document.querySelector('#react-admin-title'); return Math.round(title.clientHeight / parseFloat(getComputedStyle(title).lineHeight)); })()`,
    );
    expect(lines).toBe(2);
    expect(Math.round((await bar.boundingBox())!.height)).toBe(barHeight);
    await screenshot(admin, 'new-org-edit-title-390');
    await resizeTo(admin, desktop);
  });
});

describe('when its first coordinator joins by the invitation', () => {
  it('SIGNUP-15 SIGNUP-56 a refused password is named once at the field, in the spec’s words, its reason once under it', async () => {
    const invitations = admin.getByRole('region', { name: 'Invitations' });
    await invitations.getByRole('textbox', { name: 'E-mail' }).fill(coordinator.email);
    await invitations.getByRole('textbox', { name: 'First name' }).fill(coordinator.first);
    await invitations.getByRole('textbox', { name: 'Last name' }).fill(coordinator.last);
    await invitations.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(`Invitation sent to ${coordinator.email}`).waitFor();
    const link = /https?:\/\/\S+\/register\/invite\/\S+/.exec(await running.lastMailTo(coordinator.email, { tries: 150 }))?.[0] ?? '';

    coordinatorPage = await running.openPage();
    await coordinatorPage.goto(new URL(link).pathname + new URL(link).search);
    const field = coordinatorPage.getByRole('textbox', { name: 'Password', exact: true });
    // the last name inside the password: refused
    await field.fill(`${coordinator.last}-Harbor-42!`);
    await coordinatorPage.getByRole('textbox', { name: 'Confirm password' }).fill(`${coordinator.last}-Harbor-42!`);
    await coordinatorPage.getByRole('checkbox', { name: /terms of service/ }).check();
    await coordinatorPage.getByRole('checkbox', { name: /privacy policy/ }).check();
    await coordinatorPage.getByRole('button', { name: 'Next' }).click();
    await coordinatorPage.locator('#signup-password-helper-text').getByText(signupMessages.invalidPassword, { exact: true }).waitFor();
    await coordinatorPage.locator('#signup-password:focus').waitFor();
    // the reason once, in the meter's list under the field; neither the alert nor the helper repeats it
    await expect(coordinatorPage.getByText(passwordMessages.personal).count()).resolves.toBe(1);
    await expect(
      coordinatorPage
        .getByTestId('password-strength')
        .getByRole('list', { name: 'password errors' })
        .getByText(passwordMessages.personal)
        .count(),
    ).resolves.toBe(1);
    await expect(coordinatorPage.getByRole('alert').innerText()).resolves.toBe(signupMessages.invalidPassword);
    await screenshotBothWidths(coordinatorPage, 'new-org-signup-password-refused');

    await field.fill(password);
    await coordinatorPage.getByRole('textbox', { name: 'Confirm password' }).fill(password);
    await coordinatorPage.getByRole('button', { name: 'Next' }).click();
    await coordinatorPage.getByRole('textbox', { name: 'Mobile phone' }).fill('2125550100');
    await pickOption(coordinatorPage, /^State/, 'New York');
    await pickOption(coordinatorPage, /^Timezone/, 'Eastern');
    await coordinatorPage.getByRole('button', { name: 'Submit' }).click();
    await coordinatorPage.getByRole('heading', { name: 'Your e-mail is verified' }).waitFor();
    await coordinatorPage.getByRole('link', { name: 'Sign in' }).click();
    await coordinatorPage.getByRole('textbox', { name: 'Email' }).fill(coordinator.email);
    await coordinatorPage.getByRole('textbox', { name: 'Password' }).fill(password);
    await coordinatorPage.getByRole('button', { name: 'Sign in', exact: true }).click();
    await coordinatorPage.waitForURL('**/dashboard');
    await coordinatorPage.getByRole('heading', { name: 'Coordinator dashboard', level: 1 }).waitFor();
  });

  it('LIVE-01 DASH-09 finds live sessions in the menu of the new organization and opens them', async () => {
    await coordinatorPage.getByRole('menuitem', { name: 'Live sessions' }).click();
    await coordinatorPage.waitForURL('**/livesessions**');
    await coordinatorPage.getByRole('button', { name: 'New session' }).waitFor();
    await titleWholeOnPhone(coordinatorPage, 'Live sessions');
  });

  it('ADMIN-05 the admin’s audit trail lists the signup with the phone once', async () => {
    await resizeTo(admin, desktop);
    const filter = encodeURIComponent(JSON.stringify({ type: 'UserSignedUp', q: coordinator.last }));
    await admin.goto(`/audit?filter=${filter}`);
    const entry = admin.getByRole('row').filter({ hasText: 'User signed up' }).filter({ hasText: coordinator.last });
    // the audit trail is a read model of its own: it may come a moment after the sign-in
    await reloadUntilVisible(admin, entry.first());
    const text = await entry.first().innerText();
    expect(text.match(/212\D?555\D?0100/g)).toHaveLength(1);
    await screenshot(admin, 'new-org-audit-signed-up');
  });
});

describe('when an organization has live sessions turned off', () => {
  it('LIVE-38 DASH-09 its live sessions page, opened by a link, says who turns them on and offers no new session', async () => {
    await admin.goto(`/admin/organizations/edit/${organizationId}`);
    await waitForInputValue(admin.getByRole('textbox', { name: 'Name', exact: true }), organizationName);
    await admin.getByRole('switch', { name: 'Allow live sessions' }).uncheck();
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.waitForURL(/\/admin\/organizations(\?.*)?$/);

    await coordinatorPage.goto('/livesessions');
    await coordinatorPage
      .getByText(
        `Live sessions are turned off for ${organizationName}. An administrator of Practicum turns them on in the organization’s settings (Allow live sessions).`,
      )
      .waitFor();
    await expect(coordinatorPage.getByRole('menuitem', { name: 'Live sessions' }).count()).resolves.toBe(0);
    await expect(coordinatorPage.getByRole('button', { name: 'New session' }).count()).resolves.toBe(0);
    await screenshotBothWidths(coordinatorPage, 'new-org-live-sessions-off');
  });
});

describe('irreversible removals across the app', () => {
  /** Opens the confirmation of `button`, reads it, cancels, and sees that `kept` is still there. */
  async function asksFirst(page: Page, button: Locator, dialogTitle: string, kept: Locator, shot: string): Promise<void> {
    await button.click();
    const dialog = page.getByRole('dialog', { name: dialogTitle });
    await dialog.waitFor();
    await screenshotBothWidths(page, shot);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(kept.count()).resolves.toBe(1);
  }

  it('PEOPLE-27 INS-15 ADMIN-32 a license, an insurance document and a signup question are removed only once confirmed', async () => {
    const supervisor = await running.pageAs('supervisor');
    await supervisor.goto('/supervision-profile');
    const license = supervisor.getByRole('list', { name: 'Licenses' }).getByRole('listitem').filter({ hasText: 'PSY-021944' });
    await license.waitFor();
    await asksFirst(supervisor, license.getByRole('button', { name: 'Remove' }), 'Remove this license?', license, 'confirm-remove-license');

    const trainee = await running.pageAs('trainee');
    await trainee.goto('/account#insurance');
    const documents = trainee.getByRole('button', { name: 'Delete insurance document' });
    await documents.first().waitFor();
    const count = await documents.count();
    await documents.first().click();
    const dialog = trainee.getByRole('dialog', { name: 'Delete this insurance document?' });
    await dialog.getByText('It cannot be restored: to list it again, upload it again.').waitFor();
    await screenshotBothWidths(trainee, 'confirm-delete-insurance');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(documents.count()).resolves.toBe(count);

    await admin.goto('/admin/tools/signup-questions');
    await pickOption(admin, 'Role', 'Trainee');
    const question = 'Which program are you enrolled in?';
    const remove = admin.getByRole('button', { name: `Remove "${question}"` });
    await remove.first().waitFor();
    await asksFirst(admin, remove.first(), 'Remove this question?', admin.getByText(question).first(), 'confirm-remove-signup-question');
  });
});
