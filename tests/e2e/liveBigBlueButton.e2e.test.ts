// The admin's BigBlueButton servers in the meeting tools (ADMIN-33, ADMIN-35) and the archive warning on a
// session's details (LIVE-25), in Chromium. The servers are a local HTTP server speaking BBB's API with its
// checksum (tests/integration/support/fakeBigBlueButton.ts) and an address nothing answers on.
import { createServer } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { startFakeBigBlueButton, type FakeBigBlueButton } from '../integration/support/fakeBigBlueButton.js';
import { appAndBrowserForFile } from './app.js';
import { screenshotBothWidths } from './browser.js';

let bbb: FakeBigBlueButton;
let downUrl: string;

const running = appAndBrowserForFile({
  async setUp() {
    bbb = await startFakeBigBlueButton({ secret: 'e2e-secret', dialNumber: '+1-555-0100' });
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    downUrl = `http://127.0.0.1:${(probe.address() as { port: number }).port}/bigbluebutton/`;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    process.env.BBB_SERVERS = JSON.stringify([
      { url: bbb.url, secret: bbb.secret, type: 'hybrid' },
      { url: downUrl, secret: 'unused', type: 'recording' },
    ]);
  },
  started() {
    delete process.env.BBB_SERVERS;
    return Promise.resolve();
  },
  tearDown: () => bbb?.close(),
});

describe('ADMIN-33 ADMIN-35 the BigBlueButton servers in the meeting tools', () => {
  it('ADMIN-35 lists the servers with type, status and load, and the admin disables and enables one', async () => {
    bbb.rooms.set('elsewhere', { name: 'Another app’s room', record: false, voiceBridge: '70001', participants: 3 });
    const { page } = await running.signIn('admin');
    // the server starts enabled; an attempt of this test that stopped half-way may have left it disabled
    await running.api(page, 'POST', '/api/admin/tools/meetings/servers/toggle', { url: bbb.url, enabled: true });
    await page.goto('/livesessions/tools');
    await page.getByRole('heading', { level: 1, name: 'Meeting tools' }).waitFor();
    const hybrid = page.getByRole('listitem').filter({ hasText: bbb.url });
    await hybrid
      .getByText('Hybrid: sessions and recordings · Available · 1 room on the server · 3 people in them · 0 sessions of ours under way')
      .waitFor();
    const down = page.getByRole('listitem').filter({ hasText: downUrl });
    await down.getByText('Recordings only · Not answering · 0 sessions of ours under way').waitFor();
    await screenshotBothWidths(page, 'livesessions-tools-servers');

    const toggle = (checked: boolean) => page.getByRole('switch', { name: `Enabled ${bbb.url}`, checked });
    await toggle(true).click();
    await toggle(false).waitFor();
    // the switch is the stream's state, as a fresh read says
    const servers = (await (await page.request.get('/api/admin/tools/meetings/servers')).json()) as { url: string; enabled: boolean }[];
    expect(servers.map((s) => [s.url, s.enabled])).toEqual([
      [bbb.url, false],
      [downUrl, true],
    ]);
    await page.reload();
    await toggle(false).click();
    await toggle(true).waitFor();
  });
});

describe('LIVE-25 the archive warning', () => {
  it("LIVE-25 an ended session's details say in how many days retention archives it", async () => {
    const { page } = await running.signIn('supervisor');
    await page.goto('/livesessions#past-sessions');
    await page.getByRole('row').filter({ hasText: 'Case review: intake assessment' }).click();
    await page.getByRole('heading', { level: 1, name: 'Case review: intake assessment' }).waitFor();
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const record = (await (await page.request.get(`/api/meetings/${id}`)).json()) as { archives_at: string };
    const days = Math.ceil((Date.parse(record.archives_at) - Date.now()) / 86_400_000);
    await page.getByText(`This session will be archived in ${days} days`).waitFor();
    await screenshotBothWidths(page, 'livesessions-archive-warning');
  });
});
