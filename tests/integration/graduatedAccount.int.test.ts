// The demo's graduated trainee (Priya Nair, AUTH-66, PEOPLE-12) reads but changes nothing: every write the screens
// leave out for a read-only account (log activity, submit for review, request a placement, create a task or a live
// session, add a client or an insurance document, accept the terms, take an exam, redeem or buy a pass, edit the
// account) is refused by the server with the read-only message, and stores nothing. The screens' side is
// tests/e2e/graduatedAccount.e2e.test.ts.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { testHarnessForFile, type ApiClient } from './support/testApp.js';

const t = testHarnessForFile({ name: 'graduated_account' });
const READ_ONLY = 'This account has graduated: it can be viewed but not changed.';
let priya: ApiClient;

beforeAll(async () => {
  priya = await t.anonymousClient();
  expect((await priya.post('/api/login', { email: 'priya.nair@demo.practicum.test', password: DEMO_PASSWORD })).status).toBe(200);
});

describe('AUTH-66 PEOPLE-12 the graduated demo trainee', () => {
  it('signs in as a trainee whose position is graduated, and reads her own screens', async () => {
    const me = await priya.get('/api/users/current').expect(200);
    expect(me.body.current_position).toMatchObject({ status: 'graduated', role: { keyname: 'trainee' } });
    await priya.get('/api/activity-log').expect(200);
    await priya.get('/api/placements').expect(200);
    await priya.get('/api/clients').expect(200);
  });

  const writes: [string, (client: ApiClient) => PromiseLike<{ status: number; body: { message?: string } }>][] = [
    ['log activity', (c) => c.post('/api/activity-log', { minutes: 60, happened_at: '2026-01-05', notes: 'x' })],
    ['submit entries for review', (c) => c.post('/api/activity-log/submit', { ids: [] })],
    ['request a placement', (c) => c.post('/api/placements', { comment: 'x' })],
    ['create a task', (c) => c.post('/api/tasks', { title: 'x' })],
    ['create a live session', (c) => c.post('/api/meetings', { title: 'x' })],
    ['add a client', (c) => c.post('/api/clients', { code: 'GRAD-1' })],
    ['add an insurance document', (c) => c.post('/api/insurance-documents', {})],
    ['accept the terms', (c) => c.put('/api/users/current/accept-terms', {})],
    ['redeem a registration code', (c) => c.post('/api/registration-codes/redeem', { code: 'DEMOP-ASS26' })],
    ['buy an access pass', (c) => c.post('/api/access-passes/buy', { payment_type: 'manual_invoice' })],
    ['open a support conversation', (c) => c.post('/api/support-conversations', { subject: 'x', body: 'x' })],
    ['change her name', (c) => c.put('/api/users/current', { first_name: 'Priya', last_name: 'Changed' })],
    // a GET that writes (a pending secret): refused as a write, though the guard of writes lets GETs by
    ['set up an authenticator app', (c) => c.getThatWrites('/api/auth/setup/authenticator')],
  ];
  it.each(writes)('is refused to %s with the read-only message, and nothing is stored', async (_what, write) => {
    const refused = await t.refusedWithoutEvents(() => write(priya));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(READ_ONLY);
  });

  it('keeps no pending authenticator secret for her', async () => {
    const { rows } = await t.app.pool.query(
      `SELECT s.pending_totp_secret FROM two_factor_settings s JOIN users u ON u.id = s.user_id WHERE u.email = 'priya.nair@demo.practicum.test'`,
    );
    expect(rows.filter((row: { pending_totp_secret: string | null }) => row.pending_totp_secret !== null)).toEqual([]);
  });
});
