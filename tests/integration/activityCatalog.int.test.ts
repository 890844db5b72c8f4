// The activity catalogue through the API (spec 002 §7; TRAIN-35, TRAIN-36):
// any member reads the organization's types, activities and tags; only the
// coordinator adds and edits them; names stay unique within their kind.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventCount, otherOrganizationCoordinator, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let coordinator: ApiClient;
let trainee: ApiClient;
let other: ApiClient;

beforeAll(async () => {
  t = await startTestApp();
  // made after the demo data: its position makes every read wait for the seeded catalogue
  other = await otherOrganizationCoordinator(t.app);
  coordinator = await signIn(t.app, 'coordinator');
  trainee = await signIn(t.app, 'trainee');
  coordinator.lastPosition = trainee.lastPosition = other.lastPosition;
});
afterAll(() => t?.close());

async function refused(call: () => PromiseLike<{ status: number; body: { errors?: Record<string, string[]> } }>) {
  const before = await eventCount(t.app);
  const response = await call();
  expect(await eventCount(t.app)).toBe(before);
  return response;
}

describe('TRAIN-36 reading the catalogue', () => {
  it('gives any member the demo organization’s types, activities and tags', async () => {
    const types = (await trainee.get('/api/activity-types').expect(200)).body as { name: string; color: string; symbol: string }[];
    expect(types.map((x) => x.name)).toEqual(['Direct client contact', 'Documentation', 'Group supervision', 'Individual supervision']);
    expect(types[0]).toMatchObject({ color: '#1e88e5', symbol: 'DC' });
    const activities = (await trainee.get('/api/activities?range=[0,99]&sort=["name","ASC"]').expect(200)).body as Record<
      string,
      unknown
    >[];
    expect(activities.find((a) => a.name === 'Suicide risk assessment')).toMatchObject({ group: 'Crisis', raises_risk_alert: true });
    expect(activities.find((a) => a.name === 'Intake interview')).toMatchObject({ group: 'Assessment', raises_risk_alert: false });
    const tags = (await trainee.get('/api/activity-tags').expect(200)).body as { name: string }[];
    expect(tags.map((x) => x.name)).toEqual(['Adolescent', 'Family', 'Telehealth']);
  });
  it('shows another organization none of them', async () => {
    expect((await other.get('/api/activity-types').expect(200)).body).toEqual([]);
  });
});

describe('TRAIN-35 TRAIN-36 editing the catalogue', () => {
  it('adds and edits (PUT) an activity type', async () => {
    const added = await coordinator.post('/api/activity-types', { name: 'Case management', color: '#00897b', symbol: 'CM' });
    expect(added.status).toBe(201);
    const edited = await coordinator.put(`/api/activity-types/${added.body.id}`, {
      name: 'Case management',
      color: '#004d40',
      symbol: 'CM',
    });
    expect(edited.status).toBe(200);
    expect((await coordinator.get(`/api/activity-types/${added.body.id}`).expect(200)).body).toEqual({
      id: added.body.id,
      name: 'Case management',
      color: '#004d40',
      symbol: 'CM',
    });
  });
  it('adds and edits an activity, and adds a tag', async () => {
    const added = await coordinator.post('/api/activities', { group: 'Crisis', name: 'Mandated report', raises_risk_alert: true });
    expect(added.status).toBe(201);
    expect((await coordinator.put(`/api/activities/${added.body.id}`, { raises_risk_alert: false })).status).toBe(200);
    expect((await coordinator.get(`/api/activities/${added.body.id}`).expect(200)).body).toMatchObject({
      group: 'Crisis',
      name: 'Mandated report',
      raises_risk_alert: false,
    });
    expect((await coordinator.post('/api/activity-tags', { name: 'Couples' })).status).toBe(201);
  });
  it('refuses a duplicate name within its kind (422), bad colours and empty names', async () => {
    const type = await refused(() => coordinator.post('/api/activity-types', { name: 'documentation', color: '#000000', symbol: 'D' }));
    expect({ status: type.status, errors: type.body.errors }).toEqual({
      status: 422,
      errors: { name: ['The name has already been taken.'] },
    });
    const activity = await refused(() => coordinator.post('/api/activities', { group: 'crisis', name: 'SUICIDE risk assessment' }));
    expect(activity.body.errors).toEqual({ name: ['The name has already been taken.'] });
    const tag = await refused(() => coordinator.post('/api/activity-tags', { name: 'telehealth' }));
    expect(tag.body.errors).toEqual({ name: ['The name has already been taken.'] });
    const color = await refused(() => coordinator.post('/api/activity-types', { name: 'New', color: 'red', symbol: 'N' }));
    expect(color.body.errors).toEqual({ color: ['The color must be a hex color like #1e88e5.'] });
    const empty = await refused(() => coordinator.post('/api/activity-tags', {}));
    expect(empty.body.errors).toEqual({ name: ['The name field is required.'] });
  });
  it('TRAIN-35 answers 403 to a non-coordinator and 404 to another organization’s entry', async () => {
    expect((await refused(() => trainee.post('/api/activity-types', { name: 'X', color: '#000000', symbol: 'X' }))).status).toBe(403);
    expect((await refused(() => trainee.post('/api/activity-tags', { name: 'X' }))).status).toBe(403);
    const [type] = (await coordinator.get('/api/activity-types').expect(200)).body as { id: string }[];
    expect((await refused(() => other.put(`/api/activity-types/${type!.id}`, { color: '#000000' }))).status).toBe(404);
    expect((await other.get(`/api/activity-types/${type!.id}`)).status).toBe(404);
  });
});
