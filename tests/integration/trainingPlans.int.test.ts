// Training levels and plans through the API (spec 001 §3, TRAIN-01..08): the
// coordinator creates, edits and archives; other roles 403; another
// organization's records 404; broken rules 422 with nothing stored.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { refusedWithoutEvents, signInAfterDemoData, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let faculty: ApiClient;
let other: ApiClient;
let types: { id: string; name: string; color: string }[];
let practicumLevel: string;

beforeAll(async () => {
  ({ other, coordinator, faculty } = await signInAfterDemoData(t.app, ['coordinator', 'faculty']));
  types = (await coordinator.get('/api/activity-types?range=[0,99]').expect(200)).body as typeof types;
  const levels = (await coordinator.get('/api/training-levels').expect(200)).body as { id: string; name: string }[];
  practicumLevel = levels.find((l) => l.name === 'Practicum I')!.id;
});

const typeId = (name: string) => types.find((x) => x.name === name)!.id;
const planBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Practicum II – Fall',
  level_id: practicumLevel,
  start_at: '2027-08-15',
  end_at: '2027-12-15',
  total_hours: 120,
  activity_types: [
    { activity_type_id: typeId('Direct client contact'), hours: 60, color: '#123456' },
    { activity_type_id: typeId('Individual supervision'), hours: 20 },
    { activity_type_id: typeId('Documentation'), hours: 10 },
  ],
  ...overrides,
});

const refused = (call: () => PromiseLike<{ status: number; body: { errors?: Record<string, string[]>; message?: string } }>) =>
  refusedWithoutEvents(t.app, call);

describe('TRAIN-07 training levels', () => {
  it('lists the demo levels in order for any member of the organization', async () => {
    const { body, headers } = await faculty.get('/api/training-levels').expect(200);
    expect((body as { name: string }[]).map((l) => l.name)).toEqual(['Practicum I', 'Internship']);
    expect(headers['content-range']).toBe('training-levels 0-1/2');
  });
  it('TRAIN-06 creates and renames a level; its details show the new name', async () => {
    const created = await coordinator.post('/api/training-levels', { name: 'Practicum II' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Practicum II', sort_order: 2 });
    const renamed = await coordinator.put(`/api/training-levels/${created.body.id}`, { name: 'Practicum 2' });
    expect(renamed.status).toBe(200);
    const { body } = await coordinator.get(`/api/training-levels/${created.body.id}`).expect(200);
    expect(body).toMatchObject({ name: 'Practicum 2', plans_count: 0 });
    // the old name is free again
    expect((await coordinator.post('/api/training-levels', { name: 'practicum ii' })).status).toBe(201);
  });
  it('TRAIN-06 refuses a level name already used in the organization (422)', async () => {
    const response = await refused(() => coordinator.post('/api/training-levels', { name: ' practicum  I ' }));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: ['The name has already been taken.'] });
  });
  it('lets another organization use the same level name', async () => {
    expect((await other.post('/api/training-levels', { name: 'Practicum I' })).status).toBe(201);
  });
  it('TRAIN-03 answers 403 to a non-coordinator and 404 to another organization', async () => {
    expect((await refused(() => faculty.post('/api/training-levels', { name: 'X' }))).status).toBe(403);
    expect((await faculty.get(`/api/training-levels/${practicumLevel}`)).status).toBe(403);
    expect((await other.get(`/api/training-levels/${practicumLevel}`)).status).toBe(404);
    expect((await refused(() => other.put(`/api/training-levels/${practicumLevel}`, { name: 'Mine' }))).status).toBe(404);
  });
});

describe('TRAIN-01 TRAIN-04 training plans list', () => {
  it('lists the demo plans with the spec’s fields, level name and activity types', async () => {
    const { body } = await coordinator.get('/api/training-plans?sort=["name","ASC"]').expect(200);
    const plans = body as Record<string, unknown>[];
    // the demo program's plans, and the plan its sample trainees get (ADMIN-27)
    expect(plans.map((p) => p.name)).toEqual(['Internship – Year', 'Practicum I – Fall', 'Practicum I – Spring', 'Sample practicum']);
    const fall = plans.find((p) => p.name === 'Practicum I – Fall')!;
    expect(Object.keys(fall)).toEqual(
      expect.arrayContaining(['id', 'name', 'archived', 'start_at', 'end_at', 'level_name', 'total_hours', 'activity_types']),
    );
    expect(fall).toMatchObject({ archived: false, level_name: 'Practicum I', total_hours: 100 });
    expect((fall.activity_types as unknown[])[0]).toEqual({
      id: typeId('Direct client contact'),
      activity_type_id: typeId('Direct client contact'),
      name: 'Direct client contact',
      hours: 40,
      color: '#1e88e5',
    });
  });
  it('filters by search, level and archived', async () => {
    const internship = ((await coordinator.get('/api/training-levels').expect(200)).body as { id: string; name: string }[]).find(
      (l) => l.name === 'Internship',
    )!.id;
    const q = await coordinator.get(`/api/training-plans?filter=${encodeURIComponent('{"q":"spring"}')}`).expect(200);
    expect((q.body as { name: string }[]).map((p) => p.name)).toEqual(['Practicum I – Spring']);
    const byLevel = await coordinator
      .get(`/api/training-plans?filter=${encodeURIComponent(JSON.stringify({ level_id: internship }))}`)
      .expect(200);
    expect((byLevel.body as { name: string }[]).map((p) => p.name)).toEqual(['Internship – Year']);
    const archived = await coordinator.get(`/api/training-plans?filter=${encodeURIComponent('{"archived":true}')}`).expect(200);
    expect(archived.body).toEqual([]);
  });
  it('TRAIN-01 answers 403 to other roles and shows another organization none of these plans', async () => {
    expect((await faculty.get('/api/training-plans')).status).toBe(403);
    const ids = async (client: ApiClient) =>
      ((await client.get('/api/training-plans').expect(200)).body as { id: string }[]).map((p) => p.id);
    const ours = await ids(coordinator);
    expect(ours.length).toBeGreaterThan(0);
    expect((await ids(other)).filter((id) => ours.includes(id))).toEqual([]);
  });
});

describe('TRAIN-06 creating and editing a plan', () => {
  let planId: string;
  it('creates a plan with three activity types; a type without a colour takes its own', async () => {
    const response = await coordinator.post('/api/training-plans', planBody());
    expect(response.status).toBe(201);
    planId = response.body.id as string;
    const { body } = await coordinator.get(`/api/training-plans/${planId}`).expect(200);
    expect(body).toMatchObject({ name: 'Practicum II – Fall', level_name: 'Practicum I', total_hours: 120, archived: false });
    expect((body.activity_types as { name: string; hours: number; color: string }[]).map((a) => [a.name, a.hours, a.color])).toEqual([
      ['Direct client contact', 60, '#123456'],
      ['Individual supervision', 20, '#43a047'],
      ['Documentation', 10, '#8e24aa'],
    ]);
  });
  it('edits it, sending back the record as the form holds it', async () => {
    const { body: record } = await coordinator.get(`/api/training-plans/${planId}`).expect(200);
    const response = await coordinator.put(`/api/training-plans/${planId}`, {
      ...record,
      name: 'Practicum II – Autumn',
      activity_types: (record.activity_types as object[]).slice(0, 2),
    });
    expect(response.status).toBe(200);
    const { body } = await coordinator.get(`/api/training-plans/${planId}`).expect(200);
    expect(body.name).toBe('Practicum II – Autumn');
    expect(body.activity_types).toHaveLength(2);
  });
  it('TRAIN-05 TRAIN-06 archives and unarchives it (PATCH …/archive); archived, it cannot be edited (409)', async () => {
    const archived = await coordinator.patch(`/api/training-plans/${planId}/archive`, { archived: true });
    expect(archived.status).toBe(200);
    expect(archived.body.archived).toBe(true);
    const { body } = await coordinator.get(`/api/training-plans?filter=${encodeURIComponent('{"archived":true}')}`).expect(200);
    expect((body as { id: string }[]).map((p) => p.id)).toEqual([planId]);
    const edit = await refused(() => coordinator.put(`/api/training-plans/${planId}`, { name: 'Renamed while archived' }));
    expect([edit.status, edit.body.message]).toEqual([409, 'This training plan is archived. Unarchive it to change it.']);
    expect((await coordinator.get(`/api/training-plans/${planId}`).expect(200)).body.name).toBe('Practicum II – Autumn');
    expect((await coordinator.patch(`/api/training-plans/${planId}/archive`, { archived: false })).body.archived).toBe(false);
  });
  it('refuses the end before the start, hours ≤ 0, an unknown or repeated type and hours over the total (422)', async () => {
    const response = await refused(() =>
      coordinator.post(
        '/api/training-plans',
        planBody({
          end_at: '2027-08-01',
          total_hours: 0,
          activity_types: [
            { activity_type_id: 'not-a-type', hours: 1 },
            { activity_type_id: typeId('Documentation'), hours: 0 },
            { activity_type_id: typeId('Documentation'), hours: 2 },
          ],
        }),
      ),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      end_at: ['The end date must be a date after the start date.'],
      total_hours: ['The total hours field must be greater than 0.'],
      'activity_types.0.activity_type_id': ['The selected activity type is invalid.'],
      'activity_types.1.hours': ['The hours field must be greater than 0.'],
      'activity_types.2.activity_type_id': ['The activity type has already been added.'],
    });
    const over = await refused(() => coordinator.post('/api/training-plans', planBody({ total_hours: 50 })));
    expect(over.body.errors).toEqual({ activity_types: ['The activity type hours may not exceed the total hours.'] });
    const missing = await refused(() => coordinator.post('/api/training-plans', { name: '' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.name).toEqual(['The name field is required.']);
  });
  it('refuses a level of another organization (422) and another organization’s type', async () => {
    const theirs = (await other.post('/api/training-levels', { name: 'Their level' })).body.id as string;
    const response = await refused(() => coordinator.post('/api/training-plans', planBody({ level_id: theirs })));
    expect(response.body.errors).toEqual({ level_id: ['The selected level is invalid.'] });
  });
  it('TRAIN-02 answers 403 to other roles and 404 to another organization', async () => {
    expect((await refused(() => faculty.post('/api/training-plans', planBody()))).status).toBe(403);
    expect((await refused(() => faculty.patch(`/api/training-plans/${planId}/archive`, { archived: true }))).status).toBe(403);
    expect((await other.get(`/api/training-plans/${planId}`)).status).toBe(404);
    expect((await refused(() => other.put(`/api/training-plans/${planId}`, { name: 'Mine' }))).status).toBe(404);
    expect((await refused(() => other.patch(`/api/training-plans/${planId}/archive`, { archived: true }))).status).toBe(404);
    expect((await coordinator.get('/api/training-plans/not-an-id')).status).toBe(422);
  });
});
