// The embedded default keeps mail in the dev outbox, which admins read at /admin/tools/mail.
import { describe, expect, it } from '@jest/globals';
import { anonymousClient, demoEmail, signIn, testAppForFile } from './support/testApp.js';

const t = testAppForFile();

async function waitForOutbox(count: number) {
  for (let i = 0; i < 100; i++) {
    const { rows } = await t.app.pool.query<{ count: string }>('SELECT count(*) FROM dev_outbox');
    if (Number(rows[0]!.count) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no mail in the dev outbox');
}

describe('AUTH-23 the dev outbox at /admin/tools/mail', () => {
  it('keeps the reset mail, lists it to the admin in the list protocol and shows it by id', async () => {
    await (await anonymousClient(t.app)).post('/api/password/email', { email: demoEmail('trainee') });
    await waitForOutbox(1);
    const admin = await signIn(t.app, 'admin');
    const list = await admin.get('/api/admin/tools/mail?sort=["created_at","DESC"]&range=[0,9]&filter={"q":"trainee"}').expect(200);
    expect(list.headers['content-range']).toBe('mail 0-0/1');
    expect(list.body).toEqual([
      expect.objectContaining({ id: expect.any(Number), to: demoEmail('trainee'), subject: 'Reset your Practicum password' }),
    ]);
    const shown = await admin.get(`/api/admin/tools/mail/${list.body[0].id}`).expect(200);
    expect(shown.body.text).toMatch(/\/password\/update\/[A-Za-z0-9_-]+\?email=trainee%40demo\.practicum\.test/);
    await admin.get('/api/admin/tools/mail/999999').expect(404);
    await admin.get('/api/admin/tools/mail/not-a-number').expect(422);
  });

  it("is the admin's only: 403 for other roles, 401 signed out", async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    await coordinator.get('/api/admin/tools/mail').expect(403);
    await (await anonymousClient(t.app)).get('/api/admin/tools/mail').expect(401);
  });
});
