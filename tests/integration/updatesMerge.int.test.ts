// Issue 10 item 6: updates merge, never wipe. A PUT that omits a field keeps
// it, or (where every field is required) is refused; one case per resource, as
// decided in docs/decisions.md "Hardening: updates merge, idempotent creates, files".
import { beforeAll, describe, expect, it } from '@jest/globals';
import { activityEntry, day, givenTraining, type ActivityLogFixture } from './support/activityLogFixture.js';
import { eventCount, positionOf, signInAll, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let admin: ApiClient;
let f: ActivityLogFixture;

beforeAll(async () => {
  let faculty: ApiClient;
  [coordinator, admin, faculty] = await signInAll(t.app, ['coordinator', 'admin', 'faculty']);
  f = await givenTraining(t.app, coordinator, faculty);
});

/** Reads after `writer`'s last command. */
const read = async (reader: ApiClient, writer: ApiClient, path: string) => {
  reader.lastPosition = writer.lastPosition;
  return (await reader.get(path).expect(200)).body as Record<string, unknown>;
};

describe('when a PUT omits fields', () => {
  it('TRAIN-04 TRAIN-06 renaming a training plan keeps its activity-type targets, dates and hours', async () => {
    const before = await read(coordinator, coordinator, `/api/training-plans/${f.planId}`);
    expect((await coordinator.put(`/api/training-plans/${f.planId}`, { name: 'Practicum I (renamed)' })).status).toBe(200);
    const after = await read(coordinator, coordinator, `/api/training-plans/${f.planId}`);
    expect(after.name).toBe('Practicum I (renamed)');
    expect(after.activity_types).toEqual(before.activity_types);
    expect((after.activity_types as unknown[]).length).toBe(2);
    expect([after.start_at, after.end_at, after.total_hours]).toEqual([before.start_at, before.end_at, before.total_hours]);
  });

  it('TRAIN-36 renaming an activity type keeps its colour and symbol', async () => {
    expect((await coordinator.put(`/api/activity-types/${f.types.notInPlan}`, { name: 'Research (renamed)' })).status).toBe(200);
    const types = (await read(coordinator, coordinator, '/api/activity-types?range=[0,99]')) as unknown as Record<string, unknown>[];
    expect(types.find((x) => x.id === f.types.notInPlan)).toMatchObject({ name: 'Research (renamed)', color: '#8e24aa', symbol: 'R' });
  });

  it('ADMIN-22 renaming an organization keeps its words, settings and retention', async () => {
    const created = await admin.post('/api/admin/organizations', {
      name: 'Merge Clinic',
      supervision_type: 'clinical',
      dynamic_words: { trainee: 'Intern' },
      organization_settings: { require_trainee_insurance: true },
      live_retention_days: 90,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await admin.put(`/api/admin/organizations/${id}`, { name: 'Merge Clinic II' })).status).toBe(200);
    expect((await admin.put(`/api/admin/organizations/${id}`, { dynamic_words: { client: 'Patient' } })).status).toBe(200);
    const after = await read(admin, admin, `/api/admin/organizations/${id}`);
    expect(after).toMatchObject({
      name: 'Merge Clinic II',
      supervision_type: 'clinical',
      live_retention_days: 90,
      dynamic_words: expect.objectContaining({ trainee: 'Intern', client: 'Patient' }),
      organization_settings: expect.objectContaining({ require_trainee_insurance: true }),
    });
  });

  it('AUTH-76 turning the maintenance banner on keeps its message', async () => {
    const put = (value: object) => admin.put('/api/settings/maintenance_banner', { value });
    expect((await put({ enabled: false, message: 'Upgrade on Sunday 8 pm' })).status).toBe(200);
    expect((await put({ enabled: true })).status).toBe(200);
    const after = await read(admin, admin, '/api/settings/maintenance_banner');
    expect(after.value).toEqual({ enabled: true, message: 'Upgrade on Sunday 8 pm' });
  });

  it('TRAIN-34 changing an activity entry’s notes keeps its date, type, activities and duration', async () => {
    const trainee = f.trainee.client;
    const logged = await trainee.post('/api/activity-log', activityEntry(f, { happened_at: day(-2), notes: 'First note' }));
    expect(logged.status).toBe(201);
    const id = logged.body.id as string;
    const before = await read(trainee, trainee, `/api/activity-log/${id}`);
    expect((await trainee.put(`/api/activity-log/${id}`, { notes: 'Second note' })).status).toBe(200);
    const after = await read(trainee, trainee, `/api/activity-log/${id}`);
    expect(after.notes).toBe('Second note');
    const kept = (r: Record<string, unknown>) => ({ ...r, notes: null, updated_at: null, revision: null });
    expect(kept(after)).toEqual(kept(before));
    expect((await trainee.put(`/api/activity-log/${id}`, { hours: 2 })).status).toBe(200);
    expect((await read(trainee, trainee, `/api/activity-log/${id}`)).notes).toBe('Second note');
  });

  it('TASKS-18 changing a task’s description keeps its due date', async () => {
    const assignee = await positionOf(coordinator, 'trainee', 'Theo Turner');
    const created = await coordinator.post('/api/tasks', { assignee, description: 'Before', due_date: day(7) });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await coordinator.put(`/api/tasks/${id}`, { description: 'After' })).status).toBe(200);
    expect(await read(coordinator, coordinator, `/api/tasks/${id}`)).toMatchObject({ description: 'After', due_date: day(7) });
  });

  it('PEOPLE-16 refuses a profile change without the required names (422), storing nothing', async () => {
    const before = await eventCount(t.app);
    const response = await coordinator.put('/api/users/current', { phone: '' });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors as object).sort()).toEqual(['first_name', 'last_name']);
    expect(await eventCount(t.app)).toBe(before);
  });
});
