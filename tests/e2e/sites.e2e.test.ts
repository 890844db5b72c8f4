// The site directory end to end (issue 13): a supervisor adds a site and is
// refused a duplicate; the coordinator finds it among the pending ones,
// approves, publishes and tags it, and bulk-edits five others; the trainee finds
// it by state and tag, in the list and on the map, without the coordinator-only tag.
// Then the coordinator's tags screen and CSV import, and the supervisor profile
// (the supervisor's own, the faculty prompt, the coordinator's read-only view).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { newMember, startE2eApp, type E2eApp } from './app.js';
import {
  attemptTag,
  launchBrowser,
  pickOption,
  resizeTo,
  screenshot,
  screenshotBothWidths,
  signInAs,
  signInWithEmail,
  waitForInputValue,
  type DemoRole,
  type Session,
} from './browser.js';
import { eventually } from '../integration/support/eventually.js';

let e2e: E2eApp;
let browser: Browser;
const sessions: Session[] = [];

beforeAll(async () => {
  e2e = await startE2eApp();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  for (const session of sessions) await session.context.close();
  await browser?.close();
  await e2e?.close();
});

async function as(role: DemoRole): Promise<Page> {
  const session = await signInAs(browser, e2e.url, role);
  sessions.push(session);
  return session.page;
}

const siteName = 'Lakeshore Family Services';

/** Waits until `read` answers `expected` (lists re-read after a command). */
async function until<T>(read: () => Promise<T>, expected: T, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let actual = await read();
  while (actual !== expected) {
    if (Date.now() > deadline) throw new Error(`got ${String(actual)}, expected ${String(expected)}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
    actual = await read();
  }
}

describe('SITES-13 SITES-16 SITES-18 a supervisor adds a site', () => {
  it('saves it waiting for a decision and refuses the same name and department again', async () => {
    const page = await as('supervisor');
    await page.goto('/supervisionsites');
    await page.getByRole('link', { name: 'Create' }).click();
    await page.waitForURL(/\/supervisionsites\/create$/);
    await page.getByRole('textbox', { name: /^Name/ }).fill(siteName);
    await page.getByRole('textbox', { name: 'Department' }).fill('Outpatient');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('60611');
    await page.getByRole('textbox', { name: 'Website' }).fill('not a url');
    await page.getByRole('textbox', { name: 'Website' }).blur();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The website field must be a valid URL.').waitFor();
    await page.getByRole('textbox', { name: 'Website' }).fill('lakeshore.example.org');
    await pickOption(page, 'Tags', 'Telehealth');
    await page.keyboard.press('Escape');
    await screenshot(page, 'sites-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/supervisionsites\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: siteName, level: 1 }).waitFor();
    await expect(page.locator('[data-status="pending"]').textContent()).resolves.toBe('Decision pending');
    await page.getByText('Chicago, IL 60611').waitFor();
    await screenshot(page, 'sites-show-supervisor');

    await page.goto('/supervisionsites/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill(siteName.toUpperCase());
    await page.getByRole('textbox', { name: 'Department' }).fill('outpatient');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A site with this name and department already exists.').first().waitFor();
    await screenshot(page, 'sites-duplicate');
  });

  it('DASH-42 the dashboard names the supervisor’s sites as links, or links to them all from five on', async () => {
    const page = await as('supervisor');
    await page.goto('/dashboard');
    await page.getByText('Your sites').waitFor();
    // up to four names as links, or one link to them all from five sites on
    await page
      .getByRole('link', { name: new RegExp(`^(${siteName}|Your \\d+ sites)$`) })
      .first()
      .waitFor();
  });
});

describe('SITES-18 a site the server refuses', () => {
  it('SIGNUP-45 scrolls to and focuses the field it named, instead of leaving the page at the Save button', async () => {
    const page = await as('coordinator');
    await page.goto('/supervisionsites/create');
    await page.getByRole('textbox', { name: /^Name/ }).fill(`Refused Postal Code ${attemptTag()}`);
    const postal = page.getByRole('textbox', { name: 'Postal code' });
    await postal.fill('abc');
    // Save is far below the postal code: clicking it scrolls the page down there
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The postal code must be a US ZIP code (12345 or 12345-6789).').waitFor();
    await eventually(() => postal.evaluate((input) => input.matches(':focus')));
    await expect(postal.isVisible()).resolves.toBe(true);
    const box = (await postal.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    await screenshot(page, 'sites-refused-field-focused');
  });
});

describe('SITES-02 SITES-13 SITES-14 SITES-19 the coordinator decides', () => {
  it('DASH-03 DASH-28 the Review sites tab: badge is the expired count, else the pending count, with the expired alert', async () => {
    const page = await as('coordinator');
    await page.goto('/dashboard');
    const summary = (await page.evaluate(async () => (await fetch('/api/supervision-sites/summary')).json())) as {
      expired_count: number;
      pending_count: number;
    };
    expect(summary.pending_count).toBeGreaterThanOrEqual(1); // the supervisor's new site is among them
    const tab = page.getByRole('tab', { name: /Review sites/ });
    await tab.click();
    await expect(tab.textContent()).resolves.toContain(String(summary.expired_count || summary.pending_count));
    if (summary.expired_count > 0)
      await page
        .getByRole('alert')
        .filter({ hasText: /expired/ })
        .waitFor();
    await screenshot(page, 'dashboard-review-sites');
  });

  it('finds it among the pending sites, approves, publishes and tags it', async () => {
    const page = await as('coordinator');
    await page.goto('/supervisionsites?filter=decision_pending');
    await page.getByRole('cell', { name: siteName }).click();
    await page.getByRole('heading', { name: siteName, level: 1 }).waitFor();
    await pickOption(page, 'Set status', 'approved');
    await page.locator('[data-status="approved"]').waitFor();
    // the switch follows the server: it turns on once the command is answered and the site read again
    await page.getByRole('switch', { name: 'Published' }).click();
    await page.getByRole('switch', { name: 'Published', checked: true }).waitFor();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/edit$/);
    await pickOption(page, 'Tags', 'Coordinator review');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/supervisionsites\/[0-9a-f-]{36}$/);
    await page.getByText('Coordinator review').waitFor();
    await screenshot(page, 'sites-show-coordinator');
  });
});

/** The length of each map answer the page itself received, newest last (what its map draws). */
const mapAnswers = new WeakMap<Page, number[]>();
function countMapAnswers(page: Page): void {
  const answers: number[] = [];
  mapAnswers.set(page, answers);
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/supervision-sites/map' || !response.ok()) return;
    // an answer still on its way when the test closes its page counts for nothing
    void response
      .json()
      .then((points: unknown[]) => answers.push(points.length))
      .catch(() => undefined);
  });
}

/**
 * Waits until the map shows every site of the answer the page received: its lone markers plus the counts on its
 * clusters. The cluster layer adds markers after the map's first paint and animates them into clusters, so the
 * first marker seen is not yet the map the user sees.
 */
async function mapShowsAll(page: Page): Promise<void> {
  let shown = { lone: 0, clustered: 0, settled: false };
  const expected = () => mapAnswers.get(page)?.at(-1);
  try {
    await eventually(async () => {
      // a function, not a string: the app's CSP forbids the eval a string would need
      shown = await page.evaluate(() => {
        const pane = (globalThis as unknown as { document: { querySelector(selector: string): MarkerPane | null } }).document.querySelector(
          '[data-testid="site-map"] .leaflet-marker-pane',
        );
        if (!pane) return { lone: 0, clustered: 0, settled: false };
        const lone = pane.querySelectorAll('.site-marker').length;
        const clustered = Array.from(pane.querySelectorAll('.marker-cluster')).reduce(
          (sum, cluster) => sum + Number(cluster.textContent),
          0,
        );
        return { lone, clustered, settled: !pane.closest('.leaflet-cluster-anim') };
      });
      const sites = expected();
      return sites !== undefined && sites > 0 && shown.settled && shown.lone + shown.clustered === sites;
      // on a loaded machine the map's read can wait for the sites projection a while
    }, 60_000);
  } catch {
    await screenshot(page, 'sites-map-not-shown');
    throw new Error(`the map shows ${shown.lone} markers and clusters of ${shown.clustered}, its answer had ${expected() ?? 'not come'}`);
  }
}

/** The few DOM members the map wait reads (the tests compile without the DOM's types). */
interface MarkerPane {
  closest(selector: string): unknown;
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
}

describe('SITES-03 SITES-04 SITES-20 the trainee finds the site', () => {
  it('by state and tag in the list, without the coordinator-only tag, and on the map', async () => {
    const page = await as('trainee');
    countMapAnswers(page);
    // the coordinator approved, published and tagged it in another session a moment ago
    await eventually(
      async () => JSON.stringify(await (await page.request.get('/api/supervision-sites/map')).json()).includes(siteName),
      30_000,
    );
    await page.goto('/supervisionsites');
    await pickOption(page, 'State', 'IL');
    await pickOption(page, 'Tag', 'Telehealth');
    await page.getByRole('cell', { name: siteName }).waitFor();
    await expect(page.getByText('Coordinator review').count()).resolves.toBe(0);
    await screenshot(page, 'sites-list-trainee');
    await page.getByRole('tab', { name: 'Map' }).click();
    await mapShowsAll(page);
    await screenshot(page, 'sites-map-trainee');
    await resizeTo(page, { width: 390, height: 844 });
    await screenshot(page, 'sites-map-trainee-390');
    await page.goto('/supervisionsites');
    await page.getByText(siteName).first().waitFor();
    // one item per site on a phone: its status and tags within the screen, nothing to scroll sideways
    const item = page.getByRole('listitem').filter({ hasText: siteName }).first();
    const chip = item.getByText('Telehealth');
    await chip.waitFor();
    const box = (await chip.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await item.innerText()).toContain('Approved');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    await screenshot(page, 'sites-list-trainee-390');
  });

  it('SITES-03 says so when the map cannot be read, and reads it again on Refresh', async () => {
    const page = await as('trainee');
    countMapAnswers(page);
    await resizeTo(page, { width: 1280, height: 900 });
    // the server's answer is replaced by a failure in the browser: what the screen does with one is under test
    let failing = true;
    await page.route('**/api/supervision-sites/map', (route) => (failing ? route.fulfill({ status: 500, body: '{}' }) : route.continue()));
    await page.goto('/supervisionsites#map');
    const alert = page.getByRole('alert').filter({ hasText: 'The map could not be loaded.' });
    await alert.waitFor();
    await screenshot(page, 'sites-map-failed');
    failing = false;
    await alert.getByRole('button', { name: 'Refresh' }).click();
    await mapShowsAll(page);
    await page.unroute('**/api/supervision-sites/map');
  });

  it('SITES-03 keeps the Map tab chosen when the list’s filter lands in the address after the click', async () => {
    const page = await as('trainee');
    countMapAnswers(page);
    await resizeTo(page, { width: 1280, height: 900 });
    await page.goto('/supervisionsites');
    const search = page.getByPlaceholder('Search');
    await search.waitFor();
    const mapTab = page.getByRole('tab', { name: 'Map' });
    // The list writes a typed filter into the query 500 ms after the typing stops; on a busy machine that
    // navigation (which drops the hash) lands just after the user chose Map, while the list is still on screen.
    // That order is forced here: Map is clicked as the list pushes its filter, before the new address takes over.
    await mapTab.evaluate((tab) => {
      const history = (globalThis as unknown as { history: PageHistory }).history;
      const push = history.pushState.bind(history);
      history.pushState = (state, unused, url) => {
        if (String(url).includes('filter=')) {
          history.pushState = push;
          (tab as unknown as { click(): void }).click();
        }
        push(state, unused, url);
      };
    });
    await search.fill('Lakeshore');
    await page.waitForURL(/filter=.*Lakeshore/);
    expect(await mapTab.getAttribute('aria-selected')).toBe('true');
    await eventually(() => Promise.resolve(new URL(page.url()).hash === '#map'), 5_000);
    await mapShowsAll(page);
    await screenshotBothWidths(page, 'sites-map-after-filter');
    // the list comes back with its filter; back returns to the map the entry before it showed
    await page.getByRole('tab', { name: 'List' }).click();
    await waitForInputValue(search, 'Lakeshore');
    expect(new URL(page.url()).hash).toBe('');
    await page.goBack();
    await eventually(async () => (await mapTab.getAttribute('aria-selected')) === 'true', 5_000);
    expect(new URL(page.url()).hash).toBe('#map');
    await mapShowsAll(page);
  });
});

/** The History API member the test above wraps (the tests compile without the DOM's types). */
interface PageHistory {
  pushState(state: unknown, unused: string, url?: string | URL | null): void;
}

describe('SITES-19 the coordinator manages tags', () => {
  it('adds a tag with an icon, a colour from the initial state and an order', async () => {
    const page = await as('coordinator');
    await page.goto('/supervisionsites');
    await page.getByRole('link', { name: 'Tags' }).click();
    await page.waitForURL(/\/supervisionsites\/tags$/);
    await page.getByRole('cell', { name: 'Coordinator review', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page.getByRole('textbox', { name: /^Name/ }).fill('Rural outreach');
    await pickOption(page, 'Icon', 'Star');
    await pickOption(page, 'Color', 'green');
    await screenshot(page, 'sites-tags-dialog');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tag saved').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Rural outreach' });
    await expect(row.getByRole('cell').first().textContent()).resolves.toBe('7');
    await expect(row.getByRole('cell').nth(2).textContent()).resolves.toBe('green');
    await screenshotBothWidths(page, 'sites-tags');
  });
});

describe('SITES-05 the coordinator bulk-edits sites', () => {
  it('adds the new tag to the five New York sites at once', async () => {
    const page = await as('coordinator');
    await page.goto('/supervisionsites');
    await pickOption(page, 'State', 'NY');
    await until(() => page.getByRole('row').count(), 6);
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await page.getByRole('button', { name: 'Bulk edit' }).click();
    await page.getByRole('heading', { name: 'Edit 5 sites' }).waitFor();
    await pickOption(page, 'Add tags', 'Rural outreach');
    await page.keyboard.press('Escape');
    await screenshot(page, 'sites-bulk-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('5 sites changed').waitFor();
    await until(() => page.getByRole('row').filter({ hasText: 'Rural outreach' }).count(), 5);
    await screenshot(page, 'sites-bulk-edited');
  });
});

describe('SITES-06 the coordinator imports a CSV file', () => {
  it('shows the server’s progress and a table of the refused rows with their reasons', async () => {
    const page = await as('coordinator');
    await page.goto('/supervisionsites');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.waitForURL(/\/supervisionsites\/import$/);
    const zips = ['10001', '60614', '02114', '90012', '19104'];
    // ten batches, so the first progress the page reads is not the last even on a slow machine; names of this
    // attempt's own, so that a retry imports new sites instead of finding the first attempt's
    const attempt = randomBytes(2).toString('hex');
    const rows = Array.from({ length: 2000 }, (_, i) =>
      i % 500 === 7
        ? `Browser Import ${attempt} ${i},Dept,,,NY,,US,99,,,,`
        : `Browser Import ${attempt} ${i},Dept,,,,,US,${zips[i % 5]},,Rural outreach,,`,
    );
    const csv = ['name,department,address,city,state,county,country,postal_code,website,tags,status,published', ...rows].join('\n');
    await page.getByTestId('import-file').setInputFiles({ name: 'browser-sites.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('browser-sites.csv').waitFor();
    await screenshot(page, 'sites-import-chosen');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.waitForURL(/\/supervisionsites\/import\?id=/);
    const progress = page.getByTestId('import-progress');
    await progress.waitFor();
    const first = await progress.textContent();
    await screenshot(page, 'sites-import-progress');
    await page.getByTestId('import-summary').waitFor({ timeout: 120_000 });
    expect(first).not.toBe('2000 of 2000 rows done'); // the bar moved while the rows were done
    await expect(page.getByTestId('import-summary').textContent()).resolves.toBe('1996 created, 0 already in the directory, 4 refused');
    await expect(progress.textContent()).resolves.toBe('2000 of 2000 rows done');
    const refused = page.getByRole('table', { name: 'Import results' }).getByRole('row');
    await until(() => refused.count(), 5);
    await refused
      .filter({ hasText: `Browser Import ${attempt} 7` })
      .getByText('The postal code must be a US ZIP code (12345 or 12345-6789).')
      .waitFor();
    await screenshotBothWidths(page, 'sites-import-done');
  }, 180_000);
});

describe('PEOPLE-27 … 33 DASH-41 DASH-44 the supervisor’s profile', () => {
  it('shows accepting trainees on the dashboard and edits the profile and its licences', async () => {
    const page = await as('supervisor');
    await page.getByTestId('accepting-trainees').getByText('Accepting trainees: Yes').waitFor();
    await page.getByTestId('accepting-trainees').getByRole('link', { name: 'Update' }).click();
    await page.waitForURL(/\/supervision-profile$/);
    await waitForInputValue(page.getByRole('textbox', { name: 'Degree' }), 'PhD, Clinical Psychology');
    await page.getByRole('list', { name: 'Licenses' }).getByText('PSY-021944', { exact: false }).waitFor();
    await screenshotBothWidths(page, 'supervision-profile');
    await page.getByRole('switch', { name: 'Accepting trainees' }).uncheck();
    await page.getByRole('textbox', { name: 'Directory bio' }).fill('');
    await page.getByRole('textbox', { name: 'Directory wants' }).fill('');
    await page.getByRole('textbox', { name: 'LinkedIn' }).fill('https://example.org/me');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('The link must be a linkedin.com address.').waitFor();
    await page.getByRole('textbox', { name: 'LinkedIn' }).fill('linkedin.com/in/sofia-singh');
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Your supervision profile is saved.').waitFor();

    await pickOption(page, 'State', 'PA');
    await pickOption(page, 'Discipline', 'Counseling');
    await page.getByRole('textbox', { name: 'License number' }).fill('00000');
    await page.getByRole('button', { name: 'Add license' }).click();
    await page.getByRole('list', { name: 'Licenses' }).getByText('License number: 00000').waitFor();
    await screenshot(page, 'supervision-profile-saved');

    await page.goto('/dashboard');
    await page.getByTestId('accepting-trainees').getByText('Accepting trainees: No').waitFor();
    await page.getByText('Your directory listing is empty').waitFor();
    await screenshotBothWidths(page, 'dashboard-supervisor-profile');
  });

  it('DASH-35 PEOPLE-32 prompts the faculty member until dismissed, for good', async () => {
    // a faculty member of this attempt's own: dismissing is for good, so a retried attempt must not be one who has
    const { email } = await newMember(e2e, 'faculty', 'Fran', 'Prompted');
    const session = await signInWithEmail(browser, e2e.url, email);
    sessions.push(session);
    const { page } = session;
    const prompt = page.getByText('Complete your supervision profile');
    await prompt.waitFor();
    await screenshot(page, 'dashboard-faculty-profile-prompt');
    await page.getByRole('alert').filter({ hasText: 'Complete your supervision profile' }).getByRole('button', { name: 'Dismiss' }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('tab').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expect(prompt.count()).resolves.toBe(0);
  });

  it('PEOPLE-28 PEOPLE-29 PEOPLE-31 shows the coordinator the profile read-only on the supervisor’s page', async () => {
    const page = await as('coordinator');
    await page.goto('/supervisors');
    // the demo supervisor joined without the signup wizard: her page still reads her (empty) answers without a failed call
    const answers = page.waitForResponse((response) => response.url().includes('/signup-responses'));
    await page.getByRole('cell', { name: 'Sofia Singh' }).click();
    expect((await answers).status()).toBe(200);
    const view = page.getByRole('region', { name: 'Supervision profile' });
    await view.getByText('PhD, Clinical Psychology').waitFor();
    await view.getByText('License number: 00000').waitFor();
    await view.getByText('https://linkedin.com/in/sofia-singh').waitFor();
    await expect(view.getByRole('button', { name: 'Upload' }).count()).resolves.toBe(0);
    await expect(page.getByRole('region', { name: 'From signup' }).count()).resolves.toBe(0);
    await screenshotBothWidths(page, 'supervisor-profile-coordinator');
  });
});

describe('DASH-43 a supervisor with no sites', () => {
  it('SPINE-12 sees the warning and the link to add a site, in the clinic’s words: the demo supervisor at the clinic, where none is theirs', async () => {
    const page = await as('supervisor');
    const switchTo = async (organization: RegExp) => {
      await page.getByRole('button', { name: /Profile|User menu/i }).click();
      await page.getByRole('menuitem', { name: organization }).click();
      await page.waitForURL('**/dashboard');
    };
    await page.goto('/dashboard');
    await page.getByText('Your sites').waitFor();
    await switchTo(/Riverside Community Clinic/);
    // the clinic calls its supervision sites clinics
    const warning = page.getByRole('alert').filter({ hasText: 'You have no clinic in the directory yet.' });
    await warning.waitFor();
    await expect(page.getByText('Your clinics').count()).resolves.toBe(0);
    await screenshotBothWidths(page, 'sites-supervisor-no-sites');
    await warning.getByRole('link', { name: 'Add a clinic' }).click();
    await page.waitForURL(/\/supervisionsites\/create$/);
    await page.getByRole('textbox', { name: /^Name/ }).waitFor();
    // back to the demo organization, where the later sign-ins of this file expect the supervisor
    await page.goto('/dashboard');
    await switchTo(/Demo University Counseling Program/);
    await page.getByText('Your sites').waitFor();
  });
});
