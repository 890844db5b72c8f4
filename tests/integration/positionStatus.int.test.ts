// A position's status set by its organization's coordinator (AUTH-66, PEOPLE-12, PEOPLE-13): a trainee
// graduates and reads but changes nothing, a position awaiting approval leaves the people lists until approved;
// each rule broken once.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { assignPosition } from '@practicum/command-service/identity/registerUser';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { positionStatusMessages } from '@practicum/shared/domain/identity/positionStatus';
import { testHarnessForFile, type ApiClient } from './support/testApp.js';

const t = testHarnessForFile({ name: 'position_status' });
let coordinator: ApiClient;

beforeAll(async () => {
  coordinator = await t.signIn('coordinator');
});

interface PositionRow {
  id: string;
  user_id: string;
  role: string;
}
const positionOf = async (email: string, role: string) =>
  t.app
    .knex({ p: 'positions' })
    .join({ u: 'users' }, 'u.id', 'p.user_id')
    .where({ 'u.email': email, 'p.role': role })
    .first<PositionRow>('p.id', 'p.user_id', 'p.role');
const statusPath = (p: PositionRow) => `/api/users/${p.user_id}/positions/${p.id}/status`;
const signInWith = async (email: string): Promise<ApiClient> => {
  const client = await t.anonymousClient();
  expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return client;
};

describe('AUTH-66 PEOPLE-12 PEOPLE-13 a coordinator graduates a trainee', () => {
  it('the trainee position reads graduated, the trainee signs in read-only, and is reinstated', async () => {
    const email = 'maya.patel@demo.practicum.test';
    const position = await positionOf(email, 'trainee');
    const graduated = await coordinator.put(statusPath(position), { status: 'graduated' });
    expect(graduated.status).toBe(200);
    expect(graduated.body).toMatchObject({ id: position.id, status: 'graduated' });

    // the trainee page carries the position's status (the graduated info label) and the user's
    const page = await coordinator.get(`/api/trainees/${position.user_id}`).expect(200);
    expect(page.body).toMatchObject({ status: 'graduated', user_status: 'active' });
    const person = await signInWith(email);
    const me = await person.get('/api/users/current').expect(200);
    expect(me.body.current_position).toMatchObject({ id: position.id, status: 'graduated' });
    const change = await person.put('/api/users/current', { first_name: 'Maya', last_name: 'Changed' });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe('This account has graduated: it can be viewed but not changed.');

    // the change ended the trainee's session at once; reinstated, the next sign-in writes again
    const reinstated = await coordinator.put(statusPath(position), { status: 'active' });
    expect(reinstated.status).toBe(200);
    expect((await person.get('/api/users/current')).status).toBe(401);
    const again = await signInWith(email);
    expect((await again.put('/api/users/current', { first_name: 'Maya', last_name: 'Patel' })).status).toBe(200);
  });

  it('the history of the user shows the change as a command by the coordinator', async () => {
    const position = await positionOf('grace.kim@demo.practicum.test', 'trainee');
    await coordinator.put(statusPath(position), { status: 'graduated' }).then((r) => expect(r.status).toBe(200));
    const { rows } = await t.app.pool.query<{ type: string; data: { status: string; previousStatus: string } }>(
      `SELECT type, data FROM es_events WHERE stream_id = $1 AND type = 'PositionStatusChanged'`,
      [`user-${position.user_id}`],
    );
    expect(rows).toEqual([
      { type: 'PositionStatusChanged', data: expect.objectContaining({ status: 'graduated', previousStatus: 'active' }) },
    ]);
  });
});

describe('AUTH-66 a position awaiting approval', () => {
  it('leaves the organization’s people lists while pending and is back once approved', async () => {
    const email = 'faculty@demo.practicum.test';
    const position = await positionOf(email, 'faculty');
    const emails = async () =>
      ((await coordinator.get('/api/faculty?range=[0,99]').expect(200)).body as { email: string }[]).map((p) => p.email);
    expect(await emails()).toContain(email);
    expect((await coordinator.put(statusPath(position), { status: 'pending' })).status).toBe(200);
    expect(await emails()).not.toContain(email);
    expect((await coordinator.put(statusPath(position), { status: 'active' })).status).toBe(200);
    expect(await emails()).toContain(email);
  });
});

describe('AUTH-66 the rules, each broken once', () => {
  it('only a trainee position graduates (422 with the message)', async () => {
    const position = await positionOf('supervisor@demo.practicum.test', 'supervisor');
    const refused = await t.refusedWithoutEvents(() => coordinator.put(statusPath(position), { status: 'graduated' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ status: [positionStatusMessages.onlyTraineesGraduate] });
  });
  it('refuses an unknown status with a field error, and inactive (an admin sets that on the user)', async () => {
    const position = await positionOf('trainee@demo.practicum.test', 'trainee');
    for (const status of ['alumni', 'inactive', '']) {
      const refused = await coordinator.put(statusPath(position), { status });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.body.errors)).toEqual(['status']);
    }
  });
  it('is refused to other roles, to the coordinator’s own position and hidden from another organization', async () => {
    const position = await positionOf('trainee@demo.practicum.test', 'trainee');
    for (const role of ['faculty', 'supervisor', 'trainee']) {
      const client = await t.signIn(role);
      expect((await t.refusedWithoutEvents(() => client.put(statusPath(position), { status: 'graduated' }))).status).toBe(403);
    }
    const own = await positionOf('coordinator@demo.practicum.test', 'coordinator');
    const self = await t.refusedWithoutEvents(() => coordinator.put(statusPath(own), { status: 'pending' }));
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(positionStatusMessages.notOwnPosition);
    const other = await t.otherOrganizationCoordinator();
    expect((await t.refusedWithoutEvents(() => other.put(statusPath(position), { status: 'graduated' }))).status).toBe(404);
    expect((await coordinator.put(`/api/users/${position.user_id}/positions/${own.user_id}/status`, { status: 'graduated' })).status).toBe(
      404,
    );
  });
  it('refuses a coordinator the position of a fellow coordinator (403 with the message); an admin sets it', async () => {
    const faculty = await positionOf('faculty@demo.practicum.test', 'faculty');
    const { organization_id: organizationId } = await t.app
      .knex('positions')
      .where({ id: faculty.id })
      .first<{ organization_id: string }>('organization_id');
    const { positionId } = await assignPosition(t.app, { userId: faculty.user_id, organizationId, role: 'coordinator' }, { system: {} });
    const fellow = { id: positionId, user_id: faculty.user_id, role: 'coordinator' };
    for (const status of ['pending', 'active', 'graduated']) {
      const refused = await t.refusedWithoutEvents(() => coordinator.put(statusPath(fellow), { status }));
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(positionStatusMessages.coordinatorPosition);
    }
    const admin = await t.signIn('admin');
    expect((await admin.put(statusPath(fellow), { status: 'pending' })).body).toMatchObject({ id: positionId, status: 'pending' });
  });
  it('an admin may set it in any organization', async () => {
    const admin = await t.signIn('admin');
    const position = await positionOf('lena.schmidt@demo.practicum.test', 'trainee');
    expect((await admin.put(statusPath(position), { status: 'graduated' })).status).toBe(200);
    expect((await admin.put(statusPath(position), { status: 'active' })).status).toBe(200);
  });
});
