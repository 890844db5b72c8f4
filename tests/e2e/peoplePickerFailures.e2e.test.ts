// The people picker's refusals (spec 001 §8): the host of a session adds people the server refuses (over a
// participant cap of 3, set for this file's app) and removes a participant whom another window has removed already.
// Each refusal is a real answer of the server; the screen shows its first error (in the app's error modal, where
// every failure shows), and a refused add leaves nobody picked.
import { afterAll, describe, expect, it } from '@jest/globals';
import { appAndBrowserForFile } from './app.js';
import { screenshotBothWidths, type Session } from './browser.js';

const cap = process.env.LIVE_PARTICIPANT_LIMIT;
const running = appAndBrowserForFile({
  setUp: () => {
    process.env.LIVE_PARTICIPANT_LIMIT = '3';
  },
  tearDown: () => {
    if (cap === undefined) delete process.env.LIVE_PARTICIPANT_LIMIT;
    else process.env.LIVE_PARTICIPANT_LIMIT = cap;
  },
});
const sessions: Session[] = [];
afterAll(() => Promise.all(sessions.map((session) => session.context.close().catch(() => undefined))));

/** `YYYY-MM-DDTHH:mm` of a datetime-local input, in the browser's (= this machine's) time zone. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

describe('TASKS-46 when the server refuses a change made with the people picker', () => {
  it('a refused add shows the first error and empties the picker; a refused removal shows the first error and the page reads the session again', async () => {
    const host = await running.signIn('supervisor');
    sessions.push(host);
    const { page } = host;
    // a session of its own per attempt: a retried test starts afresh
    const title = `Picker check ${Date.now()}`;
    await page.goto('/livesessions?action=create');
    const dialog = page.getByRole('dialog', { name: 'Schedule a live session' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('combobox', { name: 'Participants' }).click();
    await page.getByRole('option', { name: /^Theo Turner/ }).click();
    const tomorrow = new Date(Date.now() + 24 * 3_600_000);
    tomorrow.setHours(10, 0, 0, 0);
    await dialog.getByLabel('Date and time').fill(localInput(tomorrow));
    await dialog.getByRole('spinbutton', { name: 'Expected duration (minutes)' }).fill('30');
    await dialog.getByRole('button', { name: 'Create session' }).click();
    await page.waitForURL(/\/livesessions\/[0-9a-f-]{36}$/);
    const details = page.url();
    await page.getByTestId('meeting-seats').filter({ hasText: '2 of at most 3 people' }).waitFor();

    // two more people would make 4 of at most 3: the server refuses the add
    const picker = page.getByRole('combobox', { name: 'Add participants' });
    await picker.click();
    await page.getByRole('option', { name: 'Felix Fernandez' }).click();
    await picker.click();
    await page.getByRole('option', { name: /^Maya Patel/ }).click();
    const chips = page.locator('.MuiAutocomplete-root .MuiChip-root');
    await expect(chips.count()).resolves.toBe(2);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    // the app shows every failure's text in its Error modal (000 §8), here the first error alone
    const refusal = page.getByRole('dialog', { name: 'Error' });
    await refusal.getByText('participant limit 3', { exact: true }).waitFor();
    await screenshotBothWidths(page, 'people-picker-add-refused');
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'detached' });
    await expect(chips.count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('meeting-participant').filter({ hasText: 'Felix Fernandez' }).count()).resolves.toBe(0);

    // another window of the host removes Theo first; this page, not yet reloaded, still offers the removal
    const other = await running.signIn('supervisor');
    sessions.push(other);
    await other.page.goto(details);
    await other.page.getByRole('button', { name: 'Remove Theo Turner' }).click();
    await other.page.getByRole('dialog', { name: 'Remove Theo Turner from this session?' }).getByRole('button', { name: 'Remove' }).click();
    await other.page.getByTestId('meeting-participant').filter({ hasText: 'Theo Turner' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Remove Theo Turner' }).click();
    await page.getByRole('dialog', { name: 'Remove Theo Turner from this session?' }).getByRole('button', { name: 'Remove' }).click();
    await refusal.getByText('The selected user is not a participant of this session.', { exact: true }).waitFor();
    await screenshotBothWidths(page, 'people-picker-remove-refused');
    await refusal.getByRole('button', { name: 'OK' }).click();
    // the refusal says the page was behind: it reads the session again and Theo is gone without a reload
    await page.getByTestId('meeting-participant').filter({ hasText: 'Theo Turner' }).waitFor({ state: 'detached' });
  });
});
