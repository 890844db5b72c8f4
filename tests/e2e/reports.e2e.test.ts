// Training reports on screen: the trainee's training tabs with their summary
// card, the coordinator's and faculty's progress chart per level (names link to
// /trainees/{id}), and the coordinator's /reports level table.
import { beforeAll, describe, expect, it } from '@jest/globals';

import { setTimeout as sleep } from 'node:timers/promises';
import { reportScenario, type DemoParty } from '../integration/support/reportFixtures.js';
import { appAndBrowserForFile } from './app.js';
import { demoPassword, resizeTo, screenshot, screenshotBothWidths, type DemoRole, type Session } from './browser.js';

const running = appAndBrowserForFile();
let trainee: DemoParty;
const sessions: Session[] = [];
const level = 'Report Level E2E';

/** The demo login's position in the demo organization, once the read model has it. */
async function demoParty(role: DemoRole): Promise<DemoParty> {
  for (;;) {
    const { rows } = await running.e2e.app.pool.query<{ user_id: string; id: string; organization_id: string }>(
      `SELECT p.user_id, p.id, p.organization_id FROM positions p JOIN users u ON u.id = p.user_id
       WHERE u.email = $1 AND p.role = $2 AND p.id = u.current_position_id`,
      [`${role}@demo.practicum.test`, role],
    );
    if (rows[0]) return { userId: rows[0].user_id, positionId: rows[0].id, organizationId: rows[0].organization_id };
    await sleep(200);
  }
}

beforeAll(async () => {
  trainee = await demoParty('trainee');
  await reportScenario(running.e2e.app, trainee, await demoParty('faculty'), level);
}, 240_000);

describe('training reports on the dashboards', () => {
  it('DASH-20 DASH-22 DASH-23 TRAIN-12 the trainee sees the current training with its totals and chart', async () => {
    const session = await running.signIn('trainee');
    sessions.push(session);
    const { page } = session;
    const tabs = page.getByRole('tablist', { name: 'Trainings' });
    await tabs.waitFor();
    await expect(tabs.getByRole('tab', { name: 'Current' }).getAttribute('aria-selected')).resolves.toBe('true');
    for (const name of ['Totals', 'Next', 'Submitted forms']) await tabs.getByRole('tab', { name }).waitFor();
    const card = page.locator('[data-testid^="training-"]', { hasText: `${level} plan` });
    await card.waitFor();
    await card.getByTestId('report-approved').getByText('3.2 h').waitFor();
    await card.getByTestId('report-unapproved').getByText('1.3 h').waitFor();
    await card.getByText('A placement is required for this training.').waitFor();
    // DASH-22: the demo trainee's own risk alert, without the trainee-name column
    const alerts = page.getByRole('table', { name: 'Risk alerts' });
    await alerts.waitFor();
    await expect(alerts.getByRole('columnheader', { name: 'Trainee' }).count()).resolves.toBe(0);
    await screenshot(page, 'reports-trainee-dashboard');
    expect(session.consoleErrors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  it('DASH-32 TRAIN-53 the coordinator sees a chart per level whose names link to the trainee', async () => {
    const session = await running.signIn('coordinator');
    sessions.push(session);
    const { page } = session;
    const chart = page.locator('[data-testid^="progress-"]', { hasText: level });
    await chart.waitFor();
    await screenshot(page, 'reports-coordinator-dashboard');
    await chart.getByText('Theo Turner').click();
    await page.waitForURL(`**/trainees/${trainee.userId}`);
  });

  it('TRAIN-51 TRAIN-50 the trainee page shows the report card and the custom report drawer checks its choices', async () => {
    const { page } = sessions[1]!;
    const card = page.getByTestId('trainee-report');
    await card.getByText(`${level} plan`).waitFor();
    await card.getByTestId('report-approved').getByText('3.2 h').first().waitFor();
    await card.getByRole('button', { name: 'Custom report' }).click();
    const drawer = page.getByRole('dialog', { name: 'Custom training report' });
    const download = drawer.getByRole('button', { name: 'Download PDF' });
    await expect(download.isDisabled()).resolves.toBe(true);
    await drawer.getByRole('checkbox', { name: 'Placement 1 (1.7 h)' }).check();
    await expect(download.isEnabled()).resolves.toBe(true);
    await download.click();
    await drawer.getByText('please select option').waitFor();
    await screenshot(page, 'reports-custom-drawer');
    await drawer.getByRole('radio', { name: 'Aggregate' }).check();
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('training-report-aggregate.pdf');
  });

  it('TRAIN-51 the report card’s buttons stay on a phone’s screen', async () => {
    const { page } = sessions[1]!;
    await resizeTo(page, { width: 390, height: 844 });
    try {
      await page.reload();
      const card = page.getByTestId('trainee-report');
      // the header's buttons come first in the card (each training below has its own PDF link)
      for (const button of [
        card.getByRole('link', { name: 'Download PDF' }).first(),
        card.getByRole('button', { name: 'Custom report' }),
      ]) {
        await button.waitFor();
        const box = await button.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
      await screenshot(page, 'reports-trainee-page-390');
    } finally {
      await resizeTo(page, { width: 1280, height: 900 });
    }
  });

  it('TRAIN-42 the coordinator reads a level on /reports', async () => {
    const { page } = sessions[1]!;
    await page.goto(`${running.e2e.url}/reports`);
    await page.getByRole('combobox', { name: 'Training level' }).click();
    await page.getByRole('option', { name: level }).click();
    const row = page.getByTestId('level-report').getByRole('row', { name: /Theo Turner/ });
    await row.getByRole('cell', { name: '3.2', exact: true }).waitFor();
    await row.getByRole('cell', { name: '1.7', exact: true }).waitFor();
    await screenshot(page, 'reports-level-report');
  });

  it('DASH-36 DASH-38 DASH-40 the faculty sees the level chart of their trainees', async () => {
    const session = await running.signIn('faculty');
    sessions.push(session);
    const { page } = session;
    await page.locator('[data-testid^="progress-"]', { hasText: level }).waitFor();
    // DASH-36: the faculty's risk alerts name the trainee
    await page.getByRole('table', { name: 'Risk alerts' }).getByRole('columnheader', { name: 'Trainee' }).waitFor();
    await screenshot(page, 'reports-faculty-dashboard');
    // DASH-39: a faculty member with trainees gets no intro
    expect(await page.getByTestId('faculty-intro').count()).toBe(0);
    expect(session.consoleErrors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  });

  it('DASH-39 a faculty member with no trainees sees the intro and the no-trainees notice', async () => {
    const session = await running.open();
    sessions.push(session);
    const { page } = session;
    // Nadia Novak, faculty of the Northfield school, whose trainings name no faculty yet (demo data)
    await page.goto('/login');
    await page.getByLabel('Email').fill('nadia.novak@demo.practicum.test');
    await page.getByRole('textbox', { name: 'Password' }).fill(demoPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/dashboard');
    const intro = page.getByTestId('faculty-intro');
    await intro.getByRole('heading', { name: 'Your trainees' }).waitFor();
    await intro.getByText(/once a coordinator assigns you to their trainings/).waitFor();
    await intro.getByRole('alert').getByText('You have no trainees yet.').waitFor();
    expect(await page.locator('[data-testid^="progress-"]').count()).toBe(0);
    await screenshotBothWidths(page, 'reports-faculty-no-trainees');
  });
});
