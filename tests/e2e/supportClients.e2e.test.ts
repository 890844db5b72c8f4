// Support conversations and clients in the browser (issue 19): a coordinator opens a
// thread that the admin answers — the coordinator sees the answer without a reload —
// and closes; a file travels with the thread; a trainee adds a client by code (a
// name-like code is refused on the field), asks for upload approval, and the
// supervisor allows uploads from the dashboard's clients tab, after which the
// client's files take the trainee's upload (MISC-05). 1280 and 390 px wide.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { startE2eApp, type E2eApp } from './app.js';
import { acceptTermsIfAsked, launchBrowser, pickOption, resizeTo, screenshot, signInAs, type DemoRole, type Session } from './browser.js';

let e2e: E2eApp;
let browser: Browser;
const sessions = new Map<DemoRole, Session>();
const failedUrls: string[] = [];

async function session(role: DemoRole): Promise<Page> {
  const existing = sessions.get(role);
  if (existing) return existing.page;
  const opened = await signInAs(browser, e2e.url, role);
  sessions.set(role, opened);
  const { page } = opened;
  opened.consoleErrors.length = 0; // the sign-in page's own 401 (no session yet) is not this test's
  page.on('response', (response) => {
    if (response.status() >= 500) failedUrls.push(`${response.status()} ${response.url()}`);
  });
  await acceptTermsIfAsked(page);
  return page;
}

async function both(page: Page, name: string) {
  await screenshot(page, `${name}-1280`);
  await resizeTo(page, { width: 390, height: 844 });
  await screenshot(page, `${name}-390`);
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
  await resizeTo(page, { width: 1280, height: 900 });
  expect({ screen: name, overflow }).toEqual({ screen: name, overflow: 0 });
}

beforeAll(async () => {
  e2e = await startE2eApp();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  for (const s of sessions.values()) await s.context.close();
  await browser?.close();
  await e2e?.close();
});

// the thread's subject, its file and the client's code are made per attempt of the test that makes them: a retried
// attempt must not find what an earlier one made
let subject = 'Supervisor cannot sign the agreement';
const question = 'Sofia Singh sees no signature button on the Harbor agreement. Can you check?';
const answer = 'Fixed: the agreement was waiting for the site. Sofia can sign now.';
let attachment = 'agreement.pdf';
let clientCode = 'C-2042';

describe('MISC-01 MISC-02 a support conversation between a coordinator and the admins', () => {
  let threadUrl: string;

  it('MISC-01 the coordinator lists their threads and opens a new one with a message', async () => {
    subject = `Supervisor cannot sign the agreement ${Date.now().toString(36)}`;
    const page = await session('coordinator');
    await page.getByRole('menuitem', { name: 'Support conversations' }).click();
    await page.waitForURL('**/supcon');
    await page.getByText('Importing last term’s trainees').waitFor();
    // the faculty member's thread is theirs and the admins' only
    expect(await page.getByText('Evaluation form missing a question').count()).toBe(0);
    await both(page, 'supcon-list-coordinator');

    await page.getByRole('button', { name: 'New conversation' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Required').first().waitFor();
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill(question);
    await both(page, 'supcon-new-dialog');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.waitForURL(/\/supcon\/[0-9a-f-]{36}$/);
    threadUrl = new URL(page.url()).pathname;
    await page.getByRole('heading', { name: subject, level: 1 }).waitFor();
    await page.getByTestId('support-messages').getByText(question).waitFor();
  });

  it('MISC-14 MISC-15 MISC-16 MISC-17 the upload widget offers its sources; a stored file says so, a refused one says why', async () => {
    const page = await session('coordinator');
    const widget = page.getByTestId('upload-widget');
    await expect(widget.getAttribute('data-state')).resolves.toBe('closed');
    await page.getByRole('button', { name: 'Attach a file' }).click();
    const menu = page.getByRole('menu').filter({ hasText: 'From this device' });
    // no remote source (Google Drive, Dropbox, OneDrive, Box) is configured here
    await expect(menu.getByRole('menuitem').allInnerTexts()).resolves.toEqual(['From this device', 'Take a photo']);
    await expect(widget.getAttribute('data-state')).resolves.toBe('open');
    await both(page, 'supcon-upload-sources');
    await menu.getByRole('menuitem', { name: 'From this device' }).press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await expect(widget.getAttribute('data-state')).resolves.toBe('closed');

    attachment = `agreement-${Date.now().toString(36)}.pdf`;
    await page.getByTestId('attachment-input').setInputFiles({ name: attachment, mimeType: 'application/pdf', buffer: tinyPdf });
    await page.getByText('File uploaded').waitFor();
    await page.getByTestId('attachments').getByRole('link', { name: attachment }).waitFor();

    await page
      .getByTestId('attachment-input')
      .setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    // errors show in the app's error modal (spec 000 §8)
    const modal = page.getByRole('dialog').filter({ hasText: 'The file must be one of: images, documents.' });
    await modal.waitFor();
    await both(page, 'supcon-thread-upload-failed');
    await modal.getByRole('button', { name: 'OK' }).click();
    const failed = page.getByTestId('attachments').getByRole('listitem').filter({ hasText: 'setup.exe' });
    await failed.getByText('Failed').waitFor();
    await failed.getByRole('button', { name: 'Dismiss' }).click();
    await failed.waitFor({ state: 'detached' });
  });

  it('MISC-02 the admin sees it among all threads, filters by status, answers (not with nothing); the coordinator sees the answer without a reload', async () => {
    const admin = await session('admin');
    await admin.getByRole('menuitem', { name: 'Support conversations' }).click();
    await admin.waitForURL('**/supcon');
    const row = admin.getByRole('row').filter({ hasText: subject });
    await row.getByText('Corinne Coleman').waitFor();
    await admin.getByText('Evaluation form missing a question').waitFor();
    await both(admin, 'supcon-list-admin');

    await pickOption(admin, 'Status', 'Closed');
    await admin.getByRole('row').filter({ hasText: 'Evaluation form missing a question' }).waitFor();
    await row.waitFor({ state: 'detached' });

    await admin.goto(threadUrl);
    await admin.getByTestId('support-messages').getByText(question).waitFor();
    await admin.getByTestId('attachments').getByRole('link', { name: attachment }).waitFor();
    // an answer of this attempt's own: a retried attempt must not find the one an earlier attempt sent
    const reply = `${answer} (${Date.now().toString(36)})`;
    // an empty answer is refused under the box, named as the box is labelled
    await admin.getByRole('button', { name: 'Send' }).click();
    await admin.getByText('The message field is required.').waitFor();
    await admin.getByLabel('Your message').fill(reply);
    await admin.getByRole('button', { name: 'Send' }).click();
    await admin.getByTestId('support-messages').getByText(reply).waitFor();

    const coordinator = await session('coordinator');
    // pushed through the thread's room: no reload
    await coordinator.getByTestId('support-messages').getByText(reply).waitFor();
    await coordinator.getByText('Avery Admin').first().waitFor();
    await both(coordinator, 'supcon-thread-coordinator');
  });

  it('MISC-02 after its socket dropped and reconnected, the coordinator’s thread shows an answer posted meanwhile, without a reload', async () => {
    const coordinator = (await session('coordinator')).context();
    // the page's socket goes through the test: it can lose what the server sends, then drop the connection
    const page = await coordinator.newPage();
    let losing = false;
    let lost: () => void = () => undefined;
    const pushLost = new Promise<void>((resolve) => (lost = resolve));
    let joined: () => void = () => undefined;
    const roomJoined = new Promise<void>((resolve) => (joined = resolve));
    const links: { close(): Promise<void> }[] = [];
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      links.push(ws);
      // socket.io frames: the page's `42<ack>["supcon.subscribe",…]`, the server's answer `43<ack>[{"ok":true}]`
      let subscribeAck: string | null = null;
      ws.onMessage((message) => {
        subscribeAck ??= /^42(\d+)\["supcon\.subscribe"/.exec(String(message))?.[1] ?? null;
        server.send(message);
      });
      server.onMessage((message) => {
        if (subscribeAck && String(message).startsWith(`43${subscribeAck}[{"ok":true}`)) joined();
        if (!losing) return ws.send(message);
        if (String(message).includes('.message.posted')) lost();
      });
    });
    await page.goto(threadUrl);
    await page.getByTestId('support-messages').getByText(question).waitFor();
    // the page has joined the thread's room before its link starts losing pushes
    await roomJoined;

    losing = true;
    const admin = await session('admin');
    const late = `Also: the agreement is signed now (${Date.now().toString(36)}).`;
    await admin.getByLabel('Your message').fill(late);
    await admin.getByRole('button', { name: 'Send' }).click();
    await admin.getByTestId('support-messages').getByText(late).waitFor();
    await pushLost;
    expect(await page.getByTestId('support-messages').getByText(late).count()).toBe(0);

    // the connection drops; the socket reconnects by itself, joins the room again and the page re-reads the thread
    losing = false;
    await links.at(-1)!.close();
    await page.getByTestId('support-messages').getByText(late).waitFor();
    expect(links.length).toBeGreaterThan(1);
    await both(page, 'supcon-thread-after-reconnect');
    await page.close();
  });

  it('MISC-02 the admin closes the thread: no more messages, and the coordinator sees it closed without a reload', async () => {
    const admin = await session('admin');
    await admin.getByRole('button', { name: 'Close conversation' }).click();
    await admin.getByText('This conversation is closed.').waitFor();
    await admin.getByRole('button', { name: 'Reopen conversation' }).waitFor();
    expect(await admin.getByLabel('Your message').count()).toBe(0);
    await both(admin, 'supcon-thread-admin-closed');

    const coordinator = await session('coordinator');
    await coordinator.getByText('This conversation is closed.').waitFor();
    expect(await coordinator.getByLabel('Your message').count()).toBe(0);
    expect(await coordinator.getByRole('button', { name: 'Reopen conversation' }).count()).toBe(0);
  });

  it('NOTIF-02 MISC-01 the coordinator opens the thread again by its address: its notifications are read and the bell counts fewer', async () => {
    const coordinator = await session('coordinator');
    const unread = async (onlyThread: boolean): Promise<number> => {
      const { rows } = await e2e.app.pool.query<{ count: string }>(
        `select count(*) from notifications n join users u on u.id = n.user_id
          where u.email = 'coordinator@demo.practicum.test' and n.read_at is null and ($1::text is null or n.link_uri = $1)`,
        [onlyThread ? threadUrl : null],
      );
      return Number(rows[0]!.count);
    };
    // the answer and the closing notified the coordinator while the thread was open on their screen
    await coordinator.goto('/dashboard');
    for (let tries = 0; (await unread(true)) < 2; tries += 1) {
      if (tries > 50) throw new Error('the coordinator was not notified of the answer and the closing');
      await coordinator.waitForTimeout(100);
    }
    const [before, aboutThread] = [await unread(false), await unread(true)];
    await coordinator.getByRole('button', { name: `Notifications (${before} unread)` }).waitFor();
    await coordinator.goto(threadUrl);
    await coordinator.getByTestId('support-messages').getByText(question).waitFor();
    await coordinator.getByRole('button', { name: `Notifications (${before - aboutThread} unread)` }).waitFor();
    expect(await unread(true)).toBe(0);
  });
});

describe('MISC-03 MISC-04 MISC-05 MISC-06 DASH-45 clients and upload approval', () => {
  it('MISC-04 MISC-05 the trainee adds a client by code (a name is refused on the field); its files take no upload before approval', async () => {
    const page = await session('trainee');
    await page.getByRole('menuitem', { name: 'Clients' }).click();
    await page.waitForURL('**/clients');
    await page.getByRole('cell', { name: 'C-1001', exact: true }).waitFor();
    await page.getByRole('row').filter({ hasText: 'C-1002' }).getByText('Awaiting approval').waitFor();

    const code = page.getByRole('textbox', { name: 'Client code' });
    await code.fill('Jane Doe');
    await page.getByRole('button', { name: 'Add client' }).click();
    await page.getByText('The code may contain only letters, digits and dashes (never a name).').waitFor();
    await both(page, 'clients-list-trainee-error');

    clientCode = `C-${String(Date.now()).slice(-7)}`;
    await code.fill(clientCode);
    await page.getByRole('button', { name: 'Add client' }).click();
    await page.getByText('Client added').waitFor();
    await page.getByRole('cell', { name: clientCode, exact: true }).click();
    await page.waitForURL(/\/clients\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: clientCode, level: 1 }).waitFor();
    await page.getByText('Not allowed').waitFor();
    await page.getByRole('button', { name: 'Ask for upload approval' }).click();
    await page.getByText('Upload approval requested').waitFor();
    await page.getByText('Awaiting approval').waitFor();
    // no upload before approval: the panel shows the client's files and says why it takes none
    await page.getByTestId('attachments').getByText('No attachments yet.').waitFor();
    expect(await page.getByRole('button', { name: 'Attach a file' }).count()).toBe(0);
    await page.getByTestId('client-uploads-note').getByText('Your supervisor has been asked to approve uploads').waitFor();
    await both(page, 'client-show-trainee');
  });

  it('MISC-04 a code the trainee already has is refused under the field, not in a dialog over the page', async () => {
    // a tab of its own: the trainee's page stays on the client the next test goes on with
    const page = await (await session('trainee')).context().newPage();
    await page.goto('/clients');
    await page.getByRole('cell', { name: 'C-1001', exact: true }).waitFor();
    const code = page.getByRole('textbox', { name: 'Client code' });
    await code.fill('c-1001');
    await page.getByRole('button', { name: 'Add client' }).click();
    const taken = 'You already have a client with this code.';
    await page.getByText(taken).waitFor();
    const described = await code.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(taken);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('cell', { name: /^c-1001$/i }).count()).toBe(1);
    await both(page, 'clients-code-taken');
    await page.close();
  });

  it('DASH-45 MISC-05 MISC-06 the supervisor allows uploads from the clients tab (the client leaves the pending list); then the trainee attaches a file both see', async () => {
    const page = await session('supervisor');
    await page.getByRole('tab', { name: /Clients/ }).click();
    const tab = page.getByRole('tabpanel');
    await tab.getByRole('link', { name: clientCode }).waitFor();
    await tab.getByRole('link', { name: 'C-1002' }).waitFor();
    await both(page, 'dashboard-clients-tab-supervisor');

    // the switch shows the server's state: it turns once the command is answered and the tab re-read
    await tab.getByRole('switch', { name: `Allow uploads (${clientCode})` }).click();
    await page.getByText('Uploads enabled').waitFor();
    await tab.getByRole('link', { name: clientCode }).waitFor({ state: 'detached' });
    await tab.getByRole('link', { name: 'C-1002' }).waitFor();

    await page.getByRole('menuitem', { name: 'Clients' }).click();
    await page.waitForURL('**/clients');
    const row = page.getByRole('row').filter({ hasText: clientCode });
    await row.getByText('Theo Turner').waitFor();
    await row.getByText('Allowed').waitFor();
    await both(page, 'clients-list-supervisor');

    await row.click();
    await page.getByRole('heading', { name: clientCode, level: 1 }).waitFor();
    await expect(page.getByRole('switch', { name: `Allow uploads (${clientCode})` }).isChecked()).resolves.toBe(true);
    // the supervisor reads the client's files but adds none: the trainee does
    await page.getByTestId('client-uploads-note').getByText('Only the client’s trainee attaches files here').waitFor();
    expect(await page.getByRole('button', { name: 'Attach a file' }).count()).toBe(0);

    const trainee = await session('trainee');
    await trainee.reload();
    await trainee.getByText('Allowed').waitFor();
    expect(await trainee.getByTestId('client-uploads-note').count()).toBe(0);
    await trainee.getByTestId('attachment-input').setInputFiles({ name: 'session-1.pdf', mimeType: 'application/pdf', buffer: tinyPdf });
    await trainee.getByText('File uploaded').waitFor();
    await trainee.getByTestId('attachments').getByRole('link', { name: 'session-1.pdf' }).waitFor();
    await both(trainee, 'client-show-trainee-files');

    await page.reload();
    await page.getByTestId('attachments').getByRole('link', { name: 'session-1.pdf' }).waitFor();
    await both(page, 'client-show-supervisor');
    expect(failedUrls).toEqual([]);
    // the browser logs the refusals this test asks for (a name as a code, an .exe upload): nothing else
    for (const s of sessions.values()) expect(s.consoleErrors.filter((e) => !e.includes('status of 422'))).toEqual([]);
  });
});

/** A one-page PDF, small enough to write here. */
const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('MISC-01 a double click on Send', () => {
  it('opens one support conversation', async () => {
    const once = `Double click ${Date.now().toString(36)}`;
    const page = await session('coordinator');
    await page.goto(`${e2e.url}/supcon`);
    await page.getByRole('button', { name: 'New conversation' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Subject').fill(once);
    await dialog.getByLabel('Message').fill(question);
    await dialog.getByRole('button', { name: 'Send' }).dblclick();
    await page.waitForURL(/\/supcon\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: once, level: 1 }).waitFor();
    const threads = await page.evaluate(async () => {
      const response = await fetch('/api/support-conversations?range=[0,999]');
      return (await response.json()) as { subject: string }[];
    });
    expect(threads.filter((thread) => thread.subject === once)).toHaveLength(1);
  });
});
