// Stop 55's walk through the product as a new user of each role (docs/decisions.md, "Stop 55 (walk-through)"): a
// trainee requests a placement from a site's page (the site picked already, its name shown, never its id while the
// sites load); faculty find "Fill an evaluation" in the menu; a participant early for a session is told when it
// starts; the demo coordinator's scheduled list has the session they host. Screens at 1280 and 390 px.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { pickOption, screenshotBothWidths, type DemoRole } from './browser.js';

const running = appAndBrowserForFile();

/** Waits until the audit list shows rows, every one of them of the event type `type` (at most 15 s). */
async function untilEveryRowIs(page: Page, type: string): Promise<string[]> {
  const cells = page.locator('td.column-type_label');
  for (let attempt = 0; ; attempt++) {
    const texts = await cells.allTextContents();
    if ((texts.length > 0 && texts.every((text) => text === type)) || attempt === 60) return texts;
    await page.waitForTimeout(250);
  }
}

describe('PLACE-02 a trainee on a site’s page', () => {
  const session = running.sessionFor('trainee');
  it('requests a placement there: the request opens with the site picked, shown by name and never by id', async () => {
    const { page } = session;
    const sites = (await running.api(
      page,
      'GET',
      `/api/supervision-sites?filter=${encodeURIComponent(JSON.stringify({ published: true, accepting_trainees: true }))}&range=[0,99]`,
    )) as unknown as { id: string; name: string }[];
    const site = sites.find((s) => s.name === 'Harbor Counseling Center')!;
    await page.goto(`/supervisionsites/${site.id}`);
    const request = page.getByRole('link', { name: 'Request placement' });
    await request.waitFor();
    await screenshotBothWidths(page, 'walk-site-request-placement');

    // the sites answer late: meanwhile the site field says it is loading, never the site's id
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/supervision-sites\?/, async (route) => {
      await held;
      await route.continue();
    });
    await request.click();
    const dialog = page.getByRole('dialog', { name: 'Request placement' });
    const siteField = dialog.getByRole('combobox', { name: 'Site' });
    await siteField.waitFor();
    await expect(siteField.textContent()).resolves.toContain('Loading');
    expect(await dialog.textContent()).not.toContain(site.id);
    release();
    await dialog.getByRole('combobox', { name: 'Site' }).filter({ hasText: site.name }).waitFor();
    expect(await dialog.textContent()).not.toContain(site.id);
    await page.unroute(/\/api\/supervision-sites\?/);
    await screenshotBothWidths(page, 'walk-request-dialog-site-picked');
    // behind the dialog, the placements' statuses read as words with a capital, never as codes
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-status="open"]').first().textContent()).resolves.toBe('Open');
  });

  it('sees which placement each of their submissions of the site agreement is for', async () => {
    const { page } = session;
    const forms = (await running.api(
      page,
      'GET',
      `/api/forms?filter=${encodeURIComponent(JSON.stringify({ q: 'Practicum site agreement' }))}`,
    )) as unknown as { id: string }[];
    await page.goto(`/forms/${forms[0]!.id}`);
    const named = page.getByTestId('submission-placement').first();
    await named.waitFor();
    expect(await named.textContent()).toMatch(
      /^For your placement at (Harbor Counseling Center|Riverside Family Clinic|Lakeview Behavioral Health)$/,
    );
    await screenshotBothWidths(page, 'walk-agreement-your-submissions');
  });
});

describe('issue 20 the coordinator’s audit trail', () => {
  const session = running.sessionFor('coordinator');
  it('filters by an event type picked in words from the trail’s types', async () => {
    const { page } = session;
    await page.goto('/audit');
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Event type' }).click();
    await pickOption(page, 'Event type', 'Placement requested');
    await page.waitForURL(/PlacementRequested/);
    // the list answers the filter after the address changed: every row it then shows is of the picked type
    expect(new Set(await untilEveryRowIs(page, 'Placement requested'))).toEqual(new Set(['Placement requested']));
    await screenshotBothWidths(page, 'walk-audit-event-type-filter');
  });
});

// the menu's "Fill an evaluation" lists the evaluations a role may fill in, and not the others
const fillAnEvaluation: { situation: string; role: DemoRole; it: string; shown: string[]; hidden: string; shot: string }[] = [
  {
    situation: 'faculty fill an evaluation',
    role: 'faculty',
    it: 'from the menu’s "Fill an evaluation", the evaluations faculty may fill in',
    shown: ['Mid-term evaluation', 'Final evaluation'],
    // the agreement is not an evaluation
    hidden: 'Practicum site agreement',
    shot: 'walk-fill-an-evaluation',
  },
  {
    situation: 'a trainee fills an evaluation',
    role: 'trainee',
    it: 'finds their self-evaluation under the menu’s "Fill an evaluation", not the supervisors’ evaluations',
    shown: ['Trainee self-evaluation'],
    hidden: 'Mid-term evaluation',
    shot: 'walk-trainee-fill-an-evaluation',
  },
];
for (const walk of fillAnEvaluation)
  describe(`FORMS-04 ${walk.situation}`, () => {
    const session = running.sessionFor(walk.role);
    it(walk.it, async () => {
      const { page } = session;
      await page.getByRole('menuitem', { name: 'Fill an evaluation' }).click();
      await page.waitForURL('**/forms/fill');
      for (const title of walk.shown) await page.getByText(title).waitFor();
      expect(await page.getByText(walk.hidden).count()).toBe(0);
      await screenshotBothWidths(page, walk.shot);
    });
  });

describe('LIVE-06 a participant early for a scheduled session', () => {
  const session = running.sessionFor('trainee');
  it('is told when it starts, on its page and in the room', async () => {
    const { page } = session;
    const scheduled = (await running.api(
      page,
      'GET',
      `/api/meetings?filter=${encodeURIComponent(JSON.stringify({ list: 'scheduled' }))}&range=[0,49]`,
    )) as unknown as { id: string; title: string }[];
    const weekly = scheduled.find((m) => m.title === 'Weekly supervision')!;
    await page.goto(`/livesessions/${weekly.id}`);
    const notice = page.getByTestId('session-not-started');
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(
      /^This session starts \d\d\/\d\d\/\d{4} \d{1,2}:\d\d [ap]m\. You can join once the host starts it\.$/,
    );
    await screenshotBothWidths(page, 'walk-session-not-started');
    await page.goto(`/livesessions/${weekly.id}/room`);
    const inRoom = page.getByTestId('room-not-started');
    await inRoom.waitFor();
    expect(await inRoom.textContent()).toMatch(/^This session starts .+\. You can join once the host starts it\.$/);
  });
});

describe('LIVE-16 the demo coordinator', () => {
  const session = running.sessionFor('coordinator');
  it('finds the session they host in the scheduled list', async () => {
    const { page } = session;
    await page.goto('/livesessions#scheduled-sessions');
    await page.getByText('Practicum team meeting').first().waitFor();
    await screenshotBothWidths(page, 'walk-coordinator-scheduled-session');
  });
});
