// Staff people lists and details (PEOPLE-02..04, 06..10) and the organization's
// active users by role (TRAIN-08): scoped to the caller's organization.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { signInAfterDemoData, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
const as: Record<string, ApiClient> = {};

beforeAll(async () => {
  Object.assign(as, await signInAfterDemoData(t.app, ['admin', 'coordinator', 'faculty', 'supervisor', 'trainee']));
});

type Person = { id: string; name: string; email: string; status: string; position_id: string; role_keyname: string };

describe('PEOPLE-02 PEOPLE-03 PEOPLE-04 lists', () => {
  it('lists the faculty, supervisors and coordinators of the coordinator’s organization', async () => {
    for (const [resource, email] of [
      ['faculty', 'faculty@demo.practicum.test'],
      ['supervisors', 'supervisor@demo.practicum.test'],
      ['coordinators', 'coordinator@demo.practicum.test'],
    ] as const) {
      const { body, headers } = await as.coordinator!.get(`/api/${resource}`).expect(200);
      // the demo data adds people of some roles (an assistant faculty member): the demo login is among them
      const emails = (body as Person[]).map((p) => p.email);
      expect(emails).toContain(email);
      expect(headers['content-range']).toBe(`${resource} 0-${emails.length - 1}/${emails.length}`);
    }
  });
  it('gives the supervisors list to faculty but the faculty list only to coordinators', async () => {
    expect((await as.faculty!.get('/api/supervisors')).status).toBe(200);
    expect((await as.faculty!.get('/api/faculty')).status).toBe(403);
    expect((await as.trainee!.get('/api/supervisors')).status).toBe(403);
    expect((await as.faculty!.get('/api/coordinators')).status).toBe(403);
  });
  it('searches by name or email', async () => {
    const { body } = await as.coordinator!.get(`/api/faculty?filter=${encodeURIComponent('{"q":"nobody-here"}')}`).expect(200);
    expect(body).toEqual([]);
  });
});

describe('PEOPLE-06 PEOPLE-07 PEOPLE-08 PEOPLE-10 details', () => {
  it('shows a person with name, email, status and positions to every role of the organization', async () => {
    const faculty = ((await as.coordinator!.get('/api/faculty').expect(200)).body as Person[]).find(
      (p) => p.email === 'faculty@demo.practicum.test',
    );
    for (const role of ['trainee', 'supervisor', 'faculty', 'coordinator', 'admin']) {
      const { body } = await as[role]!.get(`/api/faculty/${faculty!.id}`).expect(200);
      expect(body).toMatchObject({ id: faculty!.id, email: 'faculty@demo.practicum.test', status: faculty!.status });
      expect(body.positions).toEqual([expect.objectContaining({ role_keyname: 'faculty', status: 'active' })]);
    }
  });
  it('answers 404 for another organization’s person or a person without that role', async () => {
    const [coordinator] = (await as.coordinator!.get('/api/coordinators').expect(200)).body as Person[];
    expect((await as.other!.get(`/api/coordinators/${coordinator!.id}`)).status).toBe(404);
    expect((await as.coordinator!.get(`/api/supervisors/${coordinator!.id}`)).status).toBe(404);
    expect((await as.coordinator!.get('/api/supervisors/not-an-id')).status).toBe(422);
  });
});

describe('TRAIN-08 active users by role', () => {
  it('lists the organization’s active faculty for pickers', async () => {
    const { body } = await as.coordinator!.get('/api/organization/users?role=faculty').expect(200);
    // the demo faculty member and the assistant the trainings demo adds
    expect((body as unknown[]).length).toBeGreaterThan(0);
    for (const option of body as unknown[])
      expect(option).toEqual({
        id: expect.any(String),
        name: expect.any(String),
        position_id: expect.any(String),
        role_keyname: 'faculty',
        role_name: expect.any(String),
      });
    expect((await as.other!.get('/api/organization/users?role=faculty').expect(200)).body).toEqual([]);
  });
  it('refuses an unknown role (422)', async () => {
    const response = await as.coordinator!.get('/api/organization/users?role=wizard');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ role: ['The selected role is invalid.'] });
  });
});

describe('PEOPLE-07 PEOPLE-09 a faculty member’s trainees, and TRAIN-02 the trainings using a plan', () => {
  it('lists the training a coordinator assigned with that faculty on both pages', async () => {
    const coordinator = as.coordinator!;
    const [faculty] = (await coordinator.get('/api/faculty').expect(200)).body as Person[];
    const [trainee] = (await coordinator.get('/api/organization/users?role=trainee').expect(200)).body as Person[];
    const plans = (await coordinator.get('/api/training-plans').expect(200)).body as { id: string; name: string }[];
    const plan = plans.find((p) => p.name === 'Internship – Year')!;
    const assigned = await coordinator.post('/api/trainings/batch', {
      trainee_ids: [trainee!.id],
      training_plan_id: plan.id,
      start_at: '2030-01-01',
      end_at: '2030-06-30',
      faculty: { primary_position_id: faculty!.position_id, assistant_position_ids: [] },
    });
    expect(assigned.status).toBe(200);
    const { body: details } = await coordinator.get(`/api/faculty/${faculty!.id}`).expect(200);
    // relative to the demo trainings: the new one is among them
    expect(details.trainees).toContainEqual(
      expect.objectContaining({
        trainee_id: trainee!.id,
        name: trainee!.name,
        training_plan_name: 'Internship – Year',
        start_at: '2030-01-01',
        faculty_role: 'primary',
      }),
    );
    const { body: planDetails } = await coordinator.get(`/api/training-plans/${plan.id}`).expect(200);
    expect(planDetails.trainings).toContainEqual(
      expect.objectContaining({ trainee_id: trainee!.id, trainee_name: trainee!.name, start_at: '2030-01-01', end_at: '2030-06-30' }),
    );
  });
});
