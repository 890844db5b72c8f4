// Issue 20 item 5: erasure by crypto-shredding. An admin erases the demo trainee: the erasure is an event in the
// trail, the trainee's key is destroyed, every read model that could hold a copy is rebuilt, and afterwards no
// table of the database holds their name or e-mail (the event rows hold them only sealed) while the hash chain
// still verifies and the level report's totals are what they were; a registration code mailed to their address
// stays the batch's with the address erased.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { codeStream } from '@practicum/shared/domain/accessPasses/index';
import { verifyChain } from '@practicum/shared/platform/eventstore/postgres/chain';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import { erasureRebuildsDone, lastRebuildId, tablesMentioning } from './support/erasureChecks.js';
import { demoParty, reportScenario } from './support/reportFixtures.js';
import { eventually } from './support/eventually.js';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoContext';
import { anonymousClient, demoEmail, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let admin: ApiClient;
let coordinator: ApiClient;
let trainee: { id: string; first_name: string; last_name: string; email: string };
let levelPath: string;
let totalsBefore: unknown;

let mailedCode: { id: string; code: string };
let batchId: string;
const batchShown = async () =>
  (await admin.get(`/api/admin/registration-code-batches/${batchId}`).expect(200)).body as {
    code_count: number;
    codes: { code: string; distributed_to: string | null }[];
  };

const totals = async () =>
  ((await coordinator.get(levelPath).expect(200)).body as { training_report: { totals: unknown } }[]).map((r) => r.training_report.totals);

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin');
  coordinator = await signIn(t.app, 'coordinator');
  const traineeClient = await signIn(t.app, 'trainee');
  trainee = (await traineeClient.get('/api/users/current').expect(200)).body as typeof trainee;
  const scenario = await reportScenario(t.app, await demoParty(traineeClient), null, 'Erasure level');
  levelPath = `/api/reports/training-levels/${scenario.plan.levelId}`;
  // the scenario's approved 190 minutes (reportFixtures) once the reports projector has every event
  totalsBefore = await eventually(async () => {
    const response = await coordinator.get(levelPath);
    if (response.status !== 200) return false;
    const now = (response.body as { training_report: { totals: { time: { approved: number } } } }[]).map((r) => r.training_report.totals);
    return now[0]?.time.approved === 190 && now;
  }, 60_000);
}, 120_000);
afterAll(() => t?.close());

describe('issue 20 erasure (crypto-shredding)', () => {
  it('stores the personal fields sealed and names the reservation stream by a keyed hash', async () => {
    const { rows } = await t.app.pool.query<{ data: { first_name: string; email: string } }>(
      `select data from es_events where stream_id = $1 and type = 'UserRegistered'`,
      [`user-${trainee.id}`],
    );
    expect(rows[0]!.data.first_name).toMatch(/^pii:v1:/);
    expect(rows[0]!.data.email).toMatch(/^pii:v1:/);
    const reservation = userEmailStream(trainee.email);
    expect(reservation).toMatch(/^user-email-[0-9a-f]{64}$/);
    const { rows: reserved } = await t.app.pool.query('select 1 from es_events where stream_id = $1', [reservation]);
    expect(reserved).toHaveLength(1);
    const { rows: named } = await t.app.pool.query(`select 1 from es_events where strpos(stream_id, '@') > 0`);
    expect(named).toHaveLength(0);
  });

  it('PASS-07 seals a registration code mailed to the trainee’s address under the trainee’s key', async () => {
    const organizationId = (
      (await coordinator.get('/api/users/current').expect(200)).body as { current_position: { organization_id: string } }
    ).current_position.organization_id;
    const created = await admin.post('/api/admin/registration-code-batches', {
      organization_id: organizationId,
      name: 'Erasure batch',
      count: 1,
    });
    expect(created.status).toBe(201);
    mailedCode = (created.body as { id: string; codes: { id: string; code: string }[] }).codes[0]!;
    batchId = (created.body as { id: string }).id;
    // the route finds the code in the read model: read it there first
    expect((await batchShown()).codes).toHaveLength(1);
    coordinator.lastPosition = admin.lastPosition;
    const sent = await coordinator.post('/api/access-passes/distribute-codes', { code_ids: [mailedCode.id], emails: [trainee.email] });
    expect(sent.status).toBe(200);
    const { rows } = await t.app.pool.query<{ data: { email: string } }>(
      `select data from es_events where stream_id = $1 and type = 'RegistrationCodeDistributed'`,
      [codeStream(mailedCode.code)],
    );
    expect(rows[0]!.data.email).toMatch(new RegExp(`^pii:v1:${trainee.id}:`));
    admin.lastPosition = coordinator.lastPosition;
    expect((await batchShown()).codes[0]!.distributed_to).toBe(trainee.email);
  });

  it('refuses everyone but admins (403) and bad input (422)', async () => {
    const refused = await coordinator.post('/api/admin/erasures', { user_id: trainee.id, reason: 'Asked to be forgotten' });
    expect(refused.status).toBe(403);
    const empty = await admin.post('/api/admin/erasures', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.user_id).toBeDefined();
    expect(empty.body.errors.reason).toEqual(['The reason field is required.']);
    const tooLong = await admin.post('/api/admin/erasures', { user_id: trainee.id, reason: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.reason).toEqual(['The reason field must not be greater than 1000 characters.']);
    const unknown = await admin.post('/api/admin/erasures', { user_id: '00000000-0000-4000-8000-000000000000', reason: 'Asked' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.user_id).toEqual(['The selected user is invalid.']);
    const adminId = ((await admin.get('/api/users/current').expect(200)).body as { id: string }).id;
    const self = await admin.post('/api/admin/erasures', { user_id: adminId, reason: 'Asked' });
    expect(self.status).toBe(422);
    expect(self.body.errors.user_id).toEqual(['You cannot erase your own account.']);
    // a user and an address at once is refused, not read as one of them
    const both = await admin.post('/api/admin/erasures', { user_id: trainee.id, email: 'someone@example.org', reason: 'Asked' });
    expect(both.status).toBe(422);
    expect(both.body.errors.email).toEqual(['Give either a user or an email address, not both.']);
  });

  it('erases the trainee: no table holds their name or e-mail (a namesake keeps theirs, also in the same organization), the chain verifies, the totals stay', async () => {
    const fullName = `${trainee.first_name} ${trainee.last_name}`;
    const coordinatorId = ((await coordinator.get('/api/users/current').expect(200)).body as { id: string }).id;
    // the notifier records whom its messages name: the trainee's own are among them
    const namingTrainee = await t.app
      .knex('notifications')
      .whereRaw('named_user_ids @> array[?]::uuid[]', [trainee.id])
      .count<{ count: string }[]>('* as count');
    expect(Number(namingTrainee[0]!.count)).toBeGreaterThan(0);
    // namesakes' notifications: one made before whom it names was recorded, to someone who never shared an
    // organization with the trainee; one to the trainee's own coordinator, naming another person of the same name
    const namesakes = [
      { id: randomUUID(), user_id: randomUUID(), message: `${fullName} commented on your session`, named_user_ids: [] },
      { id: randomUUID(), user_id: coordinatorId, message: `${fullName} shared a session with you`, named_user_ids: [randomUUID()] },
    ];
    await t.app
      .knex('notifications')
      .insert(namesakes.map((n) => ({ ...n, link_uri: '/livesessions', happened_at: new Date().toISOString(), event_id: 'namesake' })));
    const lastBefore = await lastRebuildId(t.app.knex);
    const erased = await admin.post('/api/admin/erasures', { user_id: trainee.id, reason: 'Asked to be forgotten (ticket 7)' });
    expect(erased.status).toBe(202);
    expect(erased.body).toMatchObject({ user_id: trainee.id, status: 'erased' });

    await erasureRebuildsDone(t.app.knex, lastBefore);

    const ids = namesakes.map((n) => n.id);
    const kept = await t.app.knex('notifications').whereIn('id', ids).orderBy('message').pluck<string[]>('message');
    expect(kept).toEqual(namesakes.map((n) => n.message).sort());
    await t.app.knex('notifications').whereIn('id', ids).delete();
    expect(await tablesMentioning(t.app.pool, trainee.email)).toEqual([]);
    expect(await tablesMentioning(t.app.pool, fullName)).toEqual([]);

    const chain = await verifyChain(t.app.pool);
    expect(chain.ok).toBe(true);
    expect((await admin.get('/api/admin/audit/verify').expect(200)).body).toMatchObject({ ok: true });

    expect(await totals()).toEqual(totalsBefore);
    // the mailed code is still the batch's, its address erased
    const batch = await batchShown();
    expect(batch.code_count).toBe(1);
    expect(batch.codes[0]).toMatchObject({
      code: mailedCode.code,
      distributed_to: expect.stringMatching(/^erased-[0-9a-f]{8}@erased\.invalid$/),
    });
  }, 660_000);

  it('shows the erasure in the trail and "Erased person" in the history; the account cannot sign in', async () => {
    const trail = await admin
      .get(`/api/audit?filter=${encodeURIComponent(JSON.stringify({ type: 'PersonErased' }))}&range=[0,9]`)
      .expect(200);
    expect((trail.body as { stream: string }[]).map((row) => row.stream)).toContain(`erasure-${trainee.id}`);
    const history = await admin.get(`/api/history/user-${trainee.id}`).expect(200);
    const text = JSON.stringify(history.body);
    expect(text).toContain('Erased');
    expect(text).not.toContain(trainee.email);
    expect(text).not.toContain(trainee.last_name);
    const anonymous = await anonymousClient(t.app);
    const login = await anonymous.post('/api/login', { email: demoEmail('trainee'), password: DEMO_PASSWORD });
    expect(login.status).not.toBe(200);
  });

  it('a second erasure of the same person answers 409', async () => {
    const again = await admin.post('/api/admin/erasures', { user_id: trainee.id, reason: 'Again' });
    expect(again.status).toBe(409);
  });
});
