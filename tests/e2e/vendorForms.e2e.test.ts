// Vendor forms in the browser (issue 14 item 4, FORMS-38), a person's evaluations page (TRAIN-55) and the forms
// area's redirects (FORMS-07/08) and admin settings screen (FORMS-05): a form hosted by an outside vendor. The trainee opens
// it, the app asks the vendor for its submit URL and sends the browser there; the vendor's page is filled and
// signed, the vendor calls the app back with the signed token and sends the browser back; the trainee sees the
// submission recorded. The vendor is a fake one on a local port implementing the documented contract
// (command-service/src/forms/vendorForms.ts). Screenshots at 1280 and 390 px.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { appAndBrowserForFile } from './app.js';
import { screenshotBothWidths } from './browser.js';

const VENDOR = 'Acme Forms';
let vendor: Server;
let vendorUrl = '';
let appUrl = '';
const sessions = new Map<string, { token: string; callback: string; form: string; formId: string }>();
const callbacks: { status: number; reference: string }[] = [];

/** Posts the vendor's callback to the app (the callback URL's path on the running app's address). */
function callBack(session: { token: string; callback: string }): Promise<number> {
  const target = new URL(new URL(session.callback).pathname, appUrl);
  const body = JSON.stringify({ token: session.token, reference: 'ACME-42' });
  return new Promise((resolve, reject) => {
    const req = httpRequest(target, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The fake vendor: answers submit-url calls, shows its own fill page, and on submit calls the app back. */
function startFakeVendor(): Promise<void> {
  vendor = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const fill = /^\/fill\/([\w-]+)(\/submit)?$/.exec(req.url ?? '');
      if (req.method === 'POST' && req.url === '/submit-url') {
        const { token, callback_url, form_name, form_id } = JSON.parse(body) as Record<string, string>;
        const id = `session-${sessions.size + 1}`;
        sessions.set(id, { token: token!, callback: callback_url!, form: form_name!, formId: form_id! });
        return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ url: `${vendorUrl}/fill/${id}` }));
      }
      const session = fill ? sessions.get(fill[1]!) : undefined;
      if (!fill || !session) return void res.writeHead(404).end();
      if (req.method === 'GET' && !fill[2])
        return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(
          `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>${VENDOR}</title></head>
           <body><h1>${VENDOR}: ${session.form}</h1><form method="post" action="/fill/${fill[1]}/submit">
           <label>Your signature <input name="signature" required></label><button type="submit">Sign at ${VENDOR}</button></form></body></html>`,
        );
      if (req.method === 'POST' && fill[2])
        void callBack(session).then((status) => {
          callbacks.push({ status, reference: 'ACME-42' });
          res.writeHead(303, { location: `${appUrl}/forms/${session.formId}` }).end();
        });
      else res.writeHead(405).end();
    });
  });
  return new Promise((resolve) => vendor.listen(0, '127.0.0.1', () => resolve()));
}

const running = appAndBrowserForFile({
  setUp: async () => {
    await startFakeVendor();
    vendorUrl = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
    process.env.VENDOR_FORMS = JSON.stringify({ [VENDOR]: vendorUrl });
  },
  started: (e2e) => {
    appUrl = e2e.url;
    return Promise.resolve();
  },
  tearDown: async () => {
    delete process.env.VENDOR_FORMS;
    await new Promise((resolve) => vendor?.close(resolve));
  },
});

describe('FORMS-38 a form hosted by an outside vendor', () => {
  let formId = '';
  it('the coordinator publishes a form that names the vendor', async () => {
    const { page } = await running.signIn('coordinator');
    // through the API, each write waiting until the read side has it: the screens that follow read without its position
    const created = (await running.api(page, 'POST', '/api/forms', {
      name: 'Liability release',
      type: 'agreement',
      assessment_category: 'none',
      submitter_roles: ['trainee'],
      vendor: VENDOR,
      sections: [{ questions: [{ type: 'agree', label: 'Signed at the vendor' }] }],
    })) as { id: string };
    formId = created.id;
    await running.api(page, 'PATCH', `/api/forms/${formId}/publish`, { published: true });
  });

  it('FORMS-07 /vendorforms/:id opens the form’s details', async () => {
    const { page } = await running.signIn('trainee');
    await page.goto(`/vendorforms/${formId}`);
    await page.waitForURL(`**/forms/${formId}`);
    await page.getByRole('button', { name: `Fill this form at ${VENDOR}` }).waitFor();
    await page.context().close();
  });

  it('the trainee is sent to the vendor, signs there, comes back and sees the submission recorded', async () => {
    const { page } = await running.signIn('trainee');
    await page.goto(`/forms/${formId}`);
    const start = page.getByRole('button', { name: `Fill this form at ${VENDOR}` });
    await start.waitFor();
    await screenshotBothWidths(page, 'vendor-form-start');
    // the callbacks of this attempt only: an earlier attempt's are in the list already
    const earlier = callbacks.length;
    await start.click();
    await page.waitForURL(`${vendorUrl}/fill/**`);
    await page.getByRole('heading', { name: `${VENDOR}: Liability release` }).waitFor();
    await page.getByRole('textbox', { name: 'Your signature' }).fill('Theo Turner');
    await page.getByRole('button', { name: `Sign at ${VENDOR}` }).click();
    await page.waitForURL(`**/forms/${formId}`);
    expect(callbacks.slice(earlier)).toEqual([{ status: 201, reference: 'ACME-42' }]);
    // the completion reaches the read model after the callback: the list shows it once it is there
    const mine = page.getByRole('heading', { name: 'Your submissions of this form' });
    for (let attempt = 0; ; attempt++) {
      // each load asks the read model again; the list shows once the completion is projected
      if (
        await mine.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        )
      )
        break;
      if (attempt === 15) throw new Error('the vendor submission never appeared');
      await page.reload();
    }
    await page.getByText('Submitted', { exact: true }).first().waitFor();
    await screenshotBothWidths(page, 'vendor-form-recorded');
    // FORMS-08: the review paths of a submission open its details
    const id = (await page.locator('a[href^="/forms/submitted/"]').first().getAttribute('href'))!.split('/').pop()!;
    for (const path of [`/forms/review/${id}`, `/vendorforms/review/${id}`]) {
      await page.goto(path);
      await page.waitForURL(`**/forms/submitted/${id}`);
    }
  });
});

describe('TRAIN-54 TRAIN-55 TRAIN-56 a person’s evaluations from the overview', () => {
  it('faculty opens the trainee’s evaluations from the overview and sees what was submitted about them', async () => {
    const { page } = await running.signIn('faculty');
    await page.goto('/forms/training-forms/overview');
    // TRAIN-54: by training, current first; Theo's evaluations are of his current training, not a previous one
    const trainings = page.getByRole('tablist', { name: 'Evaluations by training' });
    expect(await trainings.getByRole('tab', { selected: true }).textContent()).toBe('Current');
    await page.getByRole('link', { name: 'Theo Turner' }).first().waitFor();
    await screenshotBothWidths(page, 'evaluations-overview-current');
    const previousList = page.waitForResponse(
      (response) => response.url().includes('/api/submitted-forms') && decodeURIComponent(response.url()).includes('"training":"previous"'),
    );
    await trainings.getByRole('tab', { name: 'Previous' }).click();
    const previous = (await (await previousList).json()) as { target: string | null }[];
    expect(previous.map((row) => row.target)).not.toContain('Theo Turner');
    await page.getByRole('link', { name: 'Theo Turner' }).first().waitFor({ state: 'detached' });
    await screenshotBothWidths(page, 'evaluations-overview-previous');
    await trainings.getByRole('tab', { name: 'All' }).click();
    await page.getByRole('link', { name: 'Theo Turner' }).first().click();
    await page.waitForURL(/\/evaluations\/training\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Evaluations', level: 1 }).waitFor();
    await page.getByText('About this person').waitFor();
    await page.getByText('Mid-term evaluation').first().waitFor();
    expect(await page.evaluate('window.scrollY')).toBe(0);
    await screenshotBothWidths(page, 'evaluations-training');
  });

  it('TRAIN-54 the chosen training is in the address: a reload or a link opens that tab', async () => {
    const { page } = await running.signIn('faculty');
    await page.goto('/forms/training-forms/overview');
    const trainings = page.getByRole('tablist', { name: 'Evaluations by training' });
    await trainings.getByRole('tab', { name: 'Previous' }).click();
    await page.waitForURL('**/forms/training-forms/overview#previous');
    await page.reload();
    await trainings.getByRole('tab', { name: 'Previous', selected: true }).waitFor();
    await page.goto('/forms/training-forms/overview#all');
    await trainings.getByRole('tab', { name: 'All', selected: true }).waitFor();
    await trainings.getByRole('tab', { name: 'Current' }).click();
    await page.waitForURL((url) => url.pathname === '/forms/training-forms/overview' && url.hash === '');
  });

  it('a link to nobody the reader knows (mistyped, or another organization’s person) says so instead of an empty card', async () => {
    const { page } = await running.signIn('faculty');
    await page.goto('/evaluations/training/00000000-0000-4000-8000-000000000001');
    await page.getByText('This person or training was not found.').waitFor();
    await page.goto('/evaluations/training/not-an-id');
    await page.getByText('This person or training was not found.').waitFor();
  });
});

describe('FORMS-05 the admin’s form settings screen', () => {
  it('opens the builder of a shared form at /admin/forms/settings/:id', async () => {
    const { page } = await running.signIn('admin');
    // through the API, waiting until the read side has it: the builder's read carries no position of this call
    const { id } = (await running.api(page, 'POST', '/api/forms', {
      name: 'Shared site visit checklist',
      type: 'evaluation',
      assessment_category: 'supervision_site',
      submitter_roles: ['faculty'],
      reviewer_roles: ['coordinator'],
      sections: [{ title: 'Visit', questions: [{ type: 'string', label: 'Observations' }] }],
    })) as { id: string };
    await page.goto(`/admin/forms/settings/${id}`);
    const name = page.getByRole('textbox', { name: 'Name' }).first();
    await name.waitFor({ timeout: 60_000 }); // the builder's chunk loads on first use
    expect(await name.inputValue()).toBe('Shared site visit checklist');
    await screenshotBothWidths(page, 'forms-admin-settings');
  });
});
