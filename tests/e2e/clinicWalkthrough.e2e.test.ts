// The demo clinic as its people use it (Riverside Community Clinic: its trainees are Interns, its supervision
// sites Clinics): what a walk through every screen of its coordinator, supervisor and intern found broken.
import { describe, expect, it } from '@jest/globals';
import { appAndBrowserForFile } from './app.js';
import { pickOption, screenshotBothWidths } from './browser.js';

const running = appAndBrowserForFile();
const ines = 'ines.moreau@demo.practicum.test';
const hugo = 'hugo.alvarez@demo.practicum.test';
const rita = 'rita.rivera@demo.practicum.test';

describe('the clinic’s supervisor and its clinics', () => {
  it('DASH-42 the supervisor’s dashboard names the clinics he supervises at instead of saying he has none', async () => {
    const { page } = await running.signInEmail(hugo);
    // exact: the placements tab's rows name the clinic after the intern
    await page.getByRole('link', { name: 'Riverside Main Clinic', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Riverside East Clinic', exact: true }).waitFor();
    await expect(page.getByText('You have no site in the directory yet.').count()).resolves.toBe(0);
    await screenshotBothWidths(page, 'clinic-supervisor-dashboard');
    await page.context().close();
  });

  it('PLACE-02 PLACE-18 an intern requests a placement at a clinic with its supervisor, who finds it to review', async () => {
    const { page } = await running.signInEmail(ines);
    await page.goto('/applications#request-placement');
    await page.getByRole('dialog', { name: 'Request placement' }).waitFor();
    await pickOption(page, 'Training', /^Clinical rotation – This term/);
    await pickOption(page, /^Clinic$/, 'Riverside Main Clinic');
    await pickOption(page, 'Supervisor', 'Hugo Alvarez');
    await screenshotBothWidths(page, 'clinic-intern-request-placement');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Riverside Main Clinic' });
    await expect(row.locator('[data-status]').textContent()).resolves.toBe('Open');
    await page.context().close();

    const supervisor = await running.signInEmail(hugo);
    await supervisor.page
      .getByRole('link', { name: /Ines Moreau · Riverside Main Clinic/ })
      .last()
      .waitFor();
    await supervisor.page.context().close();
  });
});

describe('PEOPLE-02 PEOPLE-13 the coordinator’s people lists', () => {
  it('show each person’s status in words, as the interns list does, not the stored value', async () => {
    const { page } = await running.signInEmail(rita);
    for (const [path, name] of [
      ['/supervisors', 'Hugo Alvarez'],
      ['/coordinators', 'Rita Rivera'],
      ['/trainees', 'Ines Moreau'],
    ] as const) {
      await page.goto(path);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByRole('cell', { name: 'Active', exact: true }).waitFor();
      await expect(row.getByRole('cell', { name: 'active', exact: true }).count()).resolves.toBe(0);
    }
    await screenshotBothWidths(page, 'clinic-coordinator-interns');
    await page.context().close();
  });
});

describe('SPINE-12 TASKS-43 the coordinator assigns a task', () => {
  it('offers the group "All interns" and names each intern’s role Intern', async () => {
    const { page } = await running.signInEmail(rita);
    await page.goto('/tasks');
    await page.getByRole('button', { name: 'Create task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create task' });
    await dialog.getByRole('button', { name: 'All interns' }).waitFor();
    await expect(dialog.getByRole('button', { name: 'All trainees' }).count()).resolves.toBe(0);
    await dialog.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: 'Ines Moreau (Intern)' }).waitFor();
    await screenshotBothWidths(page, 'clinic-coordinator-task-picker');
    await page.context().close();
  });
});

describe('SPINE-12 the clinic’s supervision sites are its Clinics', () => {
  it('names the coordinator’s menu entry Clinics and the directory the Clinic directory, where a bare site was left', async () => {
    const { page } = await running.signInEmail(rita);
    await page.getByRole('tab', { name: /^Review clinics/ }).waitFor();
    const menu = page.locator('.RaMenu-root, [class*="RaMenu"]').first();
    await menu.getByRole('menuitem', { name: 'Clinics', exact: true }).click();
    await page.waitForURL('**/supervisionsites');
    await page.locator('#react-admin-title').getByText('Clinic directory', { exact: true }).waitFor();
    await expect(menu.getByRole('menuitem', { name: 'Sites', exact: true }).count()).resolves.toBe(0);
    await screenshotBothWidths(page, 'clinic-coordinator-clinic-directory');
    await page.context().close();
  });
});
