// Tasks end to end: the coordinator creates a task for the trainee in the task
// dialog; the trainee finds it under #assigned, comments and completes it.
import { describe, expect, it } from '@jest/globals';

import { appAndBrowserForFile } from './app.js';
import { screenshot, type Session } from './browser.js';

const running = appAndBrowserForFile();
const sessions: Session[] = [];

const description = 'Upload your signed site agreement before orientation';

describe('TASKS-01 TASKS-02 TASKS-07 TASKS-18 TASKS-19 TASKS-20 TASKS-37 a task from the coordinator to the trainee', () => {
  it('the coordinator creates a task for the trainee', async () => {
    const session = await running.signIn('coordinator');
    sessions.push(session);
    const { page } = session;
    await page.goto(`${running.e2e.url}/tasks#created`);
    await page.getByRole('heading', { name: 'Tasks', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create task' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: /Theo Turner/ }).click();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Upload your site agreement');
    await screenshot(page, 'tasks-create-dialog');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // the toast shows for 4 s from the save, while the details page may still be loading
    await page.getByText('task created').waitFor();
    await page.waitForURL(/\/tasks\/created\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Upload your site agreement' }).waitFor();
    await screenshot(page, 'tasks-created-details');
    // the creator edits it (edit mode of the task modal)
    await page.getByRole('button', { name: 'Edit task' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit task' });
    await edit.getByRole('textbox', { name: 'Description' }).fill(description);
    await screenshot(page, 'tasks-edit-dialog');
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('changes saved').waitFor();
    await page.getByRole('heading', { name: description }).waitFor();
    await page.goto(`${running.e2e.url}/tasks#created`);
    await page.getByRole('link', { name: description }).waitFor();
    await screenshot(page, 'tasks-list-created');
  });

  it('TASKS-19 TASKS-35 lists a failed create under "task failed create because"; "Save and create another" keeps the modal open', async () => {
    const { page } = sessions[0]!;
    await page.getByRole('button', { name: 'Create task' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create task' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // the errors joined come as the app's error modal; behind it the modal lists them
    const modal = page.getByRole('dialog', { name: 'Error' });
    await modal.getByText('Please select at least one user.').waitFor();
    await screenshot(page, 'tasks-create-failed-modal');
    await modal.getByRole('button', { name: 'OK' }).click();
    const failure = dialog.getByRole('alert').filter({ hasText: 'task failed create because' });
    await failure.waitFor();
    expect(await failure.getByRole('listitem').count()).toBeGreaterThan(0);
    await screenshot(page, 'tasks-create-failed');
    await dialog.getByRole('combobox', { name: 'Assignee' }).click();
    await page.getByRole('option', { name: /Theo Turner/ }).click();
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Bring your signed agreement to orientation');
    await dialog.getByRole('button', { name: 'Save and create another' }).click();
    await page.getByText('task created').first().waitFor();
    // the modal stays, emptied for the next task, and the list behind it has the new task
    expect(await dialog.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('');
    expect(await failure.count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Bring your signed agreement to orientation' }).waitFor();
  });

  it('the trainee sees it, comments and completes it after a confirmation', async () => {
    const session = await running.signIn('trainee');
    sessions.push(session);
    const { page } = session;
    await page.goto(`${running.e2e.url}/tasks#assigned`);
    const link = page.getByRole('link', { name: description });
    await link.waitFor();
    await screenshot(page, 'tasks-list-assigned');
    await link.click();
    await page.getByRole('heading', { name: description }).waitFor();
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('Uploaded it this morning.');
    await page.getByRole('button', { name: 'Post' }).click();
    await page.getByText('Uploaded it this morning.').waitFor();
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('dialog', { name: 'Complete task' }).waitFor();
    await screenshot(page, 'tasks-complete-confirm');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Task completed').waitFor();
    await expect(page.getByRole('button', { name: 'Complete' }).count()).resolves.toBe(0);
    await screenshot(page, 'tasks-completed');
    await page.goto(`${running.e2e.url}/tasks#assigned`);
    await page.getByRole('tab', { name: 'Assigned to me' }).waitFor();
    await page.waitForTimeout(500);
    await expect(page.getByRole('link', { name: description }).count()).resolves.toBe(0);
  });
});
