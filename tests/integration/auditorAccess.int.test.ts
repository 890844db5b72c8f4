// Issue 20: read-only auditor access. A coordinator grants a user auditor access to the organization until an
// end date (the grant is in the audit trail); the user opens an auditor session, reads the trail, history and
// reports, and every write of the command service is refused (403); revoking the grant ends the session.
// Reads of protected health information (task attachments) are recorded as events in the trail.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { HistoryEntryRecord } from '@practicum/shared/domain/history/records';
import { auditorMayRead } from '@practicum/shared/access/routeTable';
import { commandAppOver } from './support/commandApp.js';
import { queryAppOver } from './support/queryApp.js';
import { eventually } from './support/eventually.js';
import { routesOf } from './support/fuzz.js';
import { eventCount, refusedWithoutEvents, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let coordinator: ApiClient;
let auditor: ApiClient;
let auditorUserId: string;
let grantId: string;
let taskId: string;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const trail = (client: ApiClient, filter: object) =>
  client.get(`/api/audit?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,49]`);

/** Writes an auditor may still send: they only end or switch the session. */
const SESSION_ONLY = new Set([
  'POST /api/logout',
  'POST /api/login',
  'PUT /api/users/logoutas',
  'PUT /api/users/current_position/:id',
  'PATCH /api/users/current_position/:id',
  'PUT /api/session/auditor/:id',
  'PUT /api/session/activity',
  // a vendor's server calling back with a token the app signed: no session, nobody's write
  'POST /api/vendor-forms/callback',
  // the card processor's signed webhook: no session either (404 where no processor is configured)
  'POST /api/payments/webhook',
]);

/** Reads open without a sign-in: health, the page's initial state, signup's lists, a signing link's form, the waiting room. */
const PUBLIC_READS = [
  '/api/health',
  '/api/initial-state',
  '/api/countries',
  '/api/disciplines',
  '/api/public/',
  '/api/signup',
  '/api/meetings/:code/waiting-room',
  '/api/invite-links/:id/status',
  '/api/register',
];

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await signIn(t.app, 'coordinator');
  // the demo supervisor is the auditor here (any registered user may be granted access)
  auditor = await signIn(t.app, 'supervisor');
  auditorUserId = ((await auditor.get('/api/users/current').expect(200)).body as { id: string }).id;
  const positions = (await coordinator.get('/api/tasks/assignable-positions').expect(200)).body as { id: string; role_keyname: string }[];
  const created = await coordinator.post('/api/tasks', {
    assignee: positions.find((p) => p.role_keyname === 'trainee')!.id,
    description: 'Upload the intake notes',
  });
  expect(created.status).toBe(201);
  taskId = created.body.id as string;
});
afterAll(() => t?.close());

describe('issue 20 auditor access', () => {
  it('a coordinator grants it until an end date; the grant is in the audit trail', async () => {
    const past = await coordinator.post('/api/auditor-grants', { user_id: auditorUserId, ends_on: '2020-01-01' });
    expect(past.status).toBe(422);
    expect(past.body.errors.ends_on).toEqual(['The end date must be today or later.']);
    const unknown = await coordinator.post('/api/auditor-grants', { user_id: '00000000-0000-4000-8000-000000000000', ends_on: tomorrow() });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.user_id).toEqual(['The selected user is invalid.']);

    const granted = await coordinator.post('/api/auditor-grants', { user_id: auditorUserId, ends_on: tomorrow() });
    expect(granted.status).toBe(201);
    grantId = granted.body.id as string;
    const entries = (await trail(coordinator, { type: 'AuditorAccessGranted' }).expect(200)).body as HistoryEntryRecord[];
    expect(entries[0]).toMatchObject({ stream: `auditorGrant-${grantId}`, actor_label: 'Corinne Coleman' });
    const grants = (await auditor.get('/api/auditor-grants').expect(200)).body as { id: string; active: boolean; ends_on: string }[];
    expect(grants).toEqual([expect.objectContaining({ id: grantId, active: true, ends_on: tomorrow() })]);
  });

  it('a grant may name the auditor by the e-mail they registered with; their menu lists the grants open to them', async () => {
    const unknown = await coordinator.post('/api/auditor-grants', { email: 'nobody@example.org', ends_on: tomorrow() });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.email).toEqual(['The selected user is invalid.']);
    const neither = await coordinator.post('/api/auditor-grants', { ends_on: tomorrow() });
    expect(neither.status).toBe(422);
    expect(neither.body.errors.email).toEqual(['The e-mail field is required.']);

    const byEmail = await coordinator.post('/api/auditor-grants', { email: 'SUPERVISOR@demo.practicum.test', ends_on: tomorrow() });
    expect(byEmail.status).toBe(201);
    expect(byEmail.body.user_id).toBe(auditorUserId);
    const second = byEmail.body.id as string;
    auditor.lastPosition = coordinator.lastPosition;
    const mine = async () =>
      (await auditor.get('/api/auditor-grants/mine').expect(200)).body as { id: string; organization_name: string }[];
    expect((await mine()).map((grant) => [grant.id, grant.organization_name]).sort()).toEqual(
      [grantId, second].map((id) => [id, 'Demo University Counseling Program']).sort(),
    );
    // nobody else sees them offered
    expect((await coordinator.get('/api/auditor-grants/mine').expect(200)).body).toEqual([]);

    const revoked = await coordinator.delete(`/api/auditor-grants/${second}`);
    expect(revoked.status).toBe(200);
    auditor.lastPosition = revoked.body.position as string;
    expect((await mine()).map((grant) => grant.id)).toEqual([grantId]);
  });

  it('an admin’s grant names an organization that exists: an unknown one is 422 and stores nothing', async () => {
    const admin = await signIn(t.app, 'admin');
    const ghost = await refusedWithoutEvents(t.app, () =>
      admin.post('/api/auditor-grants', {
        user_id: auditorUserId,
        ends_on: tomorrow(),
        organization_id: '00000000-0000-4000-8000-0000000000aa',
      }),
    );
    expect(ghost.status).toBe(422);
    expect(ghost.body.errors.organization_id).toEqual(['The selected organization is invalid.']);
  });

  it('a grant ends at most 5 years from today: 9999-12-31 or the day after the last is 422 and stores nothing', async () => {
    const admin = await signIn(t.app, 'admin');
    // another user than the auditor of the tests that follow, so that their lists of grants stay as they are
    const other = ((await (await signIn(t.app, 'faculty')).get('/api/users/current').expect(200)).body as { id: string }).id;
    const current = (await coordinator.get('/api/users/current').expect(200)).body as { current_position: { organization_id: string } };
    // a coordinator's grant is for their organization whatever the body says; an admin's names it
    const grant = (client: ApiClient, ends_on: string) =>
      client.post('/api/auditor-grants', { user_id: other, ends_on, organization_id: current.current_position.organization_id });
    const utcToday = new Date();
    const lastDay = new Date(Date.UTC(utcToday.getUTCFullYear() + 5, utcToday.getUTCMonth(), utcToday.getUTCDate()));
    if (lastDay.getUTCDate() !== utcToday.getUTCDate()) lastDay.setUTCDate(0); // 29 February → 28 February
    const dayAfter = new Date(lastDay.getTime() + 86_400_000).toISOString().slice(0, 10);
    for (const [client, ends_on] of [
      [coordinator, '9999-12-31'],
      [coordinator, dayAfter],
      [admin, '9999-12-31'],
    ] as const) {
      const refused = await refusedWithoutEvents(t.app, () => grant(client, ends_on));
      expect({ status: refused.status, errors: refused.body.errors }).toEqual({
        status: 422,
        errors: { ends_on: ['The end date must be at most 5 years from today.'] },
      });
    }
    const last = await grant(coordinator, lastDay.toISOString().slice(0, 10));
    expect(last.status).toBe(201);
    expect((await coordinator.delete(`/api/auditor-grants/${last.body.id as string}`)).status).toBe(200);
  });

  it('only the grant’s own user opens it', async () => {
    const trainee = await signIn(t.app, 'trainee');
    expect((await trainee.put(`/api/session/auditor/${grantId}`)).status).toBe(404);
  });

  it('AUTH-61 TASKS-52 an admin logged in as the grant’s user opens it still marked as impersonating, and logs out back', async () => {
    const admin = await signIn(t.app, 'admin');
    expect((await admin.put(`/api/users/loginas/${auditorUserId}`)).status).toBe(200);
    expect((await admin.put(`/api/session/auditor/${grantId}`)).status).toBe(200);
    const current = (await admin.get('/api/users/current').expect(200)).body as {
      is_impersonating: boolean;
      current_position: { role: { keyname: string } };
    };
    expect({ role: current.current_position.role.keyname, impersonating: current.is_impersonating }).toEqual({
      role: 'auditor',
      impersonating: true,
    });
    const back = await admin.put('/api/users/logoutas');
    expect(back.status).toBe(200);
    expect(back.body.is_impersonating).toBe(false);
  });

  it('the auditor reads the organization’s trail, record history and reports', async () => {
    const opened = await auditor.put(`/api/session/auditor/${grantId}`);
    expect(opened.status).toBe(200);
    const current = (await auditor.get('/api/users/current').expect(200)).body as { current_position: { role: { keyname: string } } };
    expect(current.current_position.role.keyname).toBe('auditor');
    const entries = (await trail(auditor, { type: 'AuditorAccessGranted' }).expect(200)).body as HistoryEntryRecord[];
    expect(entries.map((entry) => entry.stream)).toContain(`auditorGrant-${grantId}`);
    await auditor.get(`/api/history/auditorGrant-${grantId}`).expect(200);
    const options = (await auditor.get('/api/reports/options').expect(200)).body as { training_levels: { id: string }[] };
    expect(options.training_levels.length).toBeGreaterThan(0);
    await auditor.get(`/api/reports/training-levels/${options.training_levels[0]!.id}`).expect(200);
  });

  it('the auditor reads nothing else: every other read of the query service answers 403', async () => {
    const reads = routesOf(queryAppOver(t.app)).filter((route) => route.method === 'GET' && route.path.startsWith('/api/'));
    expect(reads.length).toBeGreaterThan(100);
    const answers: string[] = [];
    for (const route of reads.filter((r) => !auditorMayRead(r.path) && !PUBLIC_READS.some((p) => r.path.startsWith(p)))) {
      const path = route.path.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000001');
      answers.push(`${route.path} ${(await auditor.get(path)).status}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 403'))).toEqual([]);
    // what the grant is for still answers
    await auditor.get('/api/audit/export.csv').expect(200);
  });

  it('the auditor’s trail lists no event of a task or a live session (they may name clients), nor their history', async () => {
    auditor.lastPosition = coordinator.lastPosition;
    const types = (filter: object) =>
      trail(auditor, filter)
        .expect(200)
        .then((response) => (response.body as HistoryEntryRecord[]).map((entry) => entry.type));
    expect(await types({ stream: `task-${taskId}` })).toEqual([]);
    expect(await types({ type: 'MeetingCreated' })).toEqual([]);
    await auditor.get(`/api/history/task-${taskId}`).expect(404);
    // its creator still reads it
    await coordinator.get(`/api/history/task-${taskId}`).expect(200);
  });

  it('refuses every write of the command service with 403 and stores nothing', async () => {
    const app = commandAppOver(t.app, 'route-walk');
    const writes = routesOf(app).filter((route) => route.writes && !SESSION_ONLY.has(`${route.method} ${route.path}`));
    // the GETs that write are walked too (a read-only guard that lets every GET by would let them write)
    expect(writes.filter((route) => route.method === 'GET').map((route) => route.path)).toEqual(
      expect.arrayContaining(['/api/auth/setup/authenticator', '/api/userlockout/start']),
    );
    expect(writes.length).toBeGreaterThan(50);
    const before = await eventCount(t.app);
    const answers: string[] = [];
    for (const route of writes) {
      const path = route.path.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'user' ? 'current' : '00000000-0000-4000-8000-000000000001',
      );
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const response = await (method === 'get'
        ? auditor.getThatWrites(path)
        : method === 'delete'
          ? auditor.delete(path)
          : auditor[method](path, { name: 'x' }));
      answers.push(`${route.method} ${route.path} ${response.status}`);
    }
    expect(answers.filter((answer) => !answer.endsWith(' 403'))).toEqual([]);
    expect(await eventCount(t.app)).toBe(before);
    const refused = await auditor.post('/api/tasks', { description: 'x' });
    expect(refused.body.message).toBe('Auditor access is read-only: nothing can be changed.');
  });

  it('records each read of protected health information (task files) as an event in the trail', async () => {
    const files = await coordinator.get(
      `/api/attachments?filter=${encodeURIComponent(JSON.stringify({ attachable_type: 'task', attachable_id: taskId }))}`,
    );
    expect(files.status).toBe(200);
    const stored = await t.app.pool.query("SELECT stream_id, metadata FROM es_events WHERE type = 'ProtectedRecordRead'");
    expect(stored.rows).toEqual([expect.objectContaining({ stream_id: `recordAccess-${taskId}` })]);
    // a read's event reaches the trail as the history projector passes it (reads carry no position to wait for)
    const reads = await eventually(async () => {
      const found = (await trail(coordinator, { type: 'ProtectedRecordRead', stream: `recordAccess-${taskId}` }).expect(200))
        .body as HistoryEntryRecord[];
      return found.length > 0 && found;
    });
    expect(reads).toEqual([expect.objectContaining({ actor_label: 'Corinne Coleman', type: 'ProtectedRecordRead' })]);
    expect(reads[0]!.occurred_at).toEqual(expect.any(String));
  });

  it('revoking the grant ends the auditor session (401) and is in the trail', async () => {
    const revoked = await coordinator.delete(`/api/auditor-grants/${grantId}`);
    expect(revoked.status).toBe(200);
    const after = await auditor.get('/api/audit');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('This auditor access has ended.');
    coordinator.lastPosition = revoked.body.position as string;
    const entries = (await trail(coordinator, { type: 'AuditorAccessRevoked' }).expect(200)).body as HistoryEntryRecord[];
    expect(entries.map((entry) => entry.stream)).toContain(`auditorGrant-${grantId}`);
  });
});
