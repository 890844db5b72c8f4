// Forms end to end (issue 14): the coordinator builds an evaluation with all
// eight question types and publishes it, and assigns it to the supervisor as a
// task; the supervisor fills it (seeing each refusal once), signs and submits;
// the trainee finds it on the dashboard's submitted-forms tab; faculty reviews
// it from the evaluations overview. Screenshots at 1280 and 390 px.
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { appAndBrowserForFile } from './app.js';
import { screenshot } from './browser.js';

const running = appAndBrowserForFile();
const formName = 'Practicum skills evaluation';
let formUrl = '';

const bothWidths = async (page: Page, name: string) => {
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 900 });
};

const questions: { type: string; label: string; options?: string }[] = [
  { type: 'Short answer', label: 'One-line summary' },
  { type: 'Single choice', label: 'Rapport with clients', options: 'Meets\nExceeds' },
  { type: 'Multiple choice', label: 'Strengths', options: 'Assessment\nDocumentation' },
  { type: 'Long answer', label: 'Goals for next term' },
  { type: 'Number', label: 'Hours observed' },
  { type: 'Upload', label: 'Observation notes' },
  { type: 'Agreement checkbox', label: 'I discussed this with the trainee' },
  { type: 'Month and year', label: 'Evaluation period' },
];

describe('FORMS-01 FORMS-09 FORMS-19 FORMS-22 FORMS-39 the coordinator builds and publishes an evaluation', () => {
  it('builds all eight question types, saves, publishes and assigns it as a task to the supervisor', async () => {
    const { page } = await running.signIn('coordinator');
    await page.goto('/forms');
    await page.getByText('Mid-term evaluation').waitFor();
    await page.getByRole('button', { name: 'New form' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(formName);
    for (let i = 1; i < questions.length; i++) await page.getByRole('button', { name: 'Add question' }).click();
    const editors = page.getByTestId('question-editor');
    for (const [i, q] of questions.entries()) {
      const editor = editors.nth(i);
      await editor.getByRole('combobox', { name: 'Question type' }).click();
      await page.getByRole('option', { name: q.type, exact: true }).click();
      await editor.getByRole('textbox', { name: 'Question' }).fill(q.label);
      if (q.options) await editor.getByRole('textbox', { name: 'Options (one per line)' }).fill(q.options);
      if (q.type === 'Agreement checkbox' || q.type === 'Short answer') await editor.getByRole('checkbox', { name: 'Required' }).check();
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/forms\/[0-9a-f-]{36}$/);
    formUrl = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await page.getByText('Published', { exact: true }).waitFor();
    await bothWidths(page, 'forms-builder');
    // assigned as an evaluation task to the supervisor (the tasks API, which checks the form through its port)
    const formId = formUrl.split('/').pop()!;
    const { token } = (await (await page.request.get('/auth/csrf-token')).json()) as { token: string };
    const people = (await (await page.request.get('/api/organization/available-users?roles=supervisor')).json()) as {
      name: string;
      position_id: string;
    }[];
    const supervisor = people.find((p) => p.name === 'Sofia Singh')!;
    const task = await page.request.post('/api/tasks', {
      headers: { 'x-csrf-token': token },
      data: { assignee: supervisor.position_id, assignable_type: 'Form', assignable_id: formId, description: `Complete the ${formName}` },
    });
    expect(task.status()).toBe(201);
    await page.goto('/forms');
    await page.getByText(formName).waitFor();
    await bothWidths(page, 'forms-list');
  });
});

describe('FORMS-29 FORMS-30 FORMS-31 FORMS-34 FORMS-21 the supervisor fills, signs and submits it', () => {
  it('sees each refusal once, then submits', async () => {
    const { page } = await running.signIn('supervisor');
    await page.goto('/tasks#assigned');
    await page.getByRole('link', { name: `Complete the ${formName}` }).click();
    await page.goto(formUrl);
    await page.getByRole('combobox', { name: 'Who is assessed' }).click();
    await page.getByRole('option', { name: 'Theo Turner' }).click();
    await page.getByRole('button', { name: 'Start this form' }).click();
    await page.waitForURL(/\/forms\/submitted\/[0-9a-f-]{36}$/);
    const sign = page.getByRole('textbox', { name: 'Signature (type your full name)' });
    await sign.fill('Sofia Singh');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByText('Incomplete form submission. Please fill out all of the fields.').first().waitFor();
    await page.getByRole('textbox', { name: 'One-line summary *' }).fill('NA');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText("'NA' is not a valid value.").first().waitFor();
    await screenshot(page, 'forms-submission-refused');
    await page.getByRole('textbox', { name: 'One-line summary *' }).fill('Warm, organized, reflective.');
    await page.getByRole('radio', { name: 'Meets' }).check();
    await page.getByRole('checkbox', { name: 'Documentation' }).check();
    await page.getByRole('spinbutton', { name: 'Hours observed' }).fill('24');
    await page.getByLabel('Evaluation period').fill('2026-11');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByText('You must agree to this statement to proceed.').first().waitFor();
    await page.getByRole('checkbox', { name: 'I agree' }).check();
    await sign.fill('');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByText('A signature name is required.').first().waitFor();
    await sign.fill('Sofia Singh');
    await page.getByRole('button', { name: 'Sign and submit' }).click();
    await page.getByTestId('signature').filter({ hasText: 'Sofia Singh (Supervisor)' }).waitFor();
    await page.getByText('Submitted', { exact: true }).first().waitFor();
    await bothWidths(page, 'forms-submission-submitted');
  });
});

describe('TRAIN-56 TRAIN-54 FORMS-10 FORMS-36 the trainee sees it; faculty reviews it', () => {
  it("is on the trainee dashboard's submitted-forms tab", async () => {
    const { page } = await running.signIn('trainee');
    await page.getByRole('tab', { name: /Submitted forms/i }).click();
    await page.getByText(formName).waitFor();
    await bothWidths(page, 'forms-trainee-dashboard-tab');
  });
  it('faculty finds it in the evaluations overview and approves it', async () => {
    const { page } = await running.signIn('faculty');
    await page.goto('/forms/training-forms/overview');
    await page.getByText(formName).click();
    await page.waitForURL(/\/forms\/submitted\//);
    await page.getByRole('textbox', { name: 'Comments' }).fill('Specific and fair, thank you.');
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved', { exact: true }).first().waitFor();
    await bothWidths(page, 'forms-review-approved');
  });
});
