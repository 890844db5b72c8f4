// A person placed with two programs holds a position in each, and a task is given to a position (TASKS-03): the
// dashboard's task tabs and the task lists show the tasks of the organization of the current position only, so
// the demo supervisor's university dashboard neither counts nor lists a task the clinic gave them, unnamed.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { laterPosition, testHarnessForFile, type ApiClient } from './support/testApp.js';

const t = testHarnessForFile({ name: 'tasks_across_organizations' });
let supervisor: ApiClient;
let clinicCoordinator: ApiClient;
let universityCoordinator: ApiClient;
let positions: Record<'university' | 'clinic', string>;

const UNIVERSITY = 'Demo University Counseling Program';
const CLINIC = 'Riverside Community Clinic';

beforeAll(async () => {
  [supervisor, universityCoordinator] = await t.signInAll(['supervisor', 'coordinator'] as const);
  clinicCoordinator = await t.otherOrganizationCoordinator();
  const { body } = await supervisor.get('/api/users/current').expect(200);
  const of = (name: string) =>
    (body.positions as { id: string; organization: { name: string } }[]).find((p) => p.organization.name === name)!.id;
  positions = { university: of(UNIVERSITY), clinic: of(CLINIC) };
  expect(body.current_position.organization.name).toBe(UNIVERSITY);
});

/** A list as the supervisor's dashboard tab reads it: its count (Content-Range total) and its rows' descriptions. */
async function tab(list: 'assigned' | 'all') {
  const response = await supervisor.get(`/api/tasks?filter=${encodeURIComponent(JSON.stringify({ list, q: 'Across:' }))}`).expect(200);
  return {
    total: Number(/\/(\d+)$/.exec(response.headers['content-range'] as string)![1]),
    rows: (response.body as { description: string }[]).map((r) => r.description).sort(),
  };
}

describe('when the demo supervisor has a task from each of their two organizations', () => {
  beforeAll(async () => {
    const fromClinic = await clinicCoordinator.post('/api/tasks', {
      assignee: positions.clinic,
      description: 'Across: clinic intake notes',
    });
    const fromUniversity = await universityCoordinator.post('/api/tasks', {
      assignee: positions.university,
      description: 'Across: university site visit',
    });
    expect([fromClinic.status, fromUniversity.status]).toEqual([201, 201]);
    supervisor.lastPosition = laterPosition(clinicCoordinator.lastPosition, universityCoordinator.lastPosition);
  });

  it('TASKS-03 TASKS-13 DASH-06 counts and lists only the university’s task on the university dashboard', async () => {
    expect(await tab('assigned')).toEqual({ total: 1, rows: ['Across: university site visit'] });
    expect(await tab('all')).toEqual({ total: 1, rows: ['Across: university site visit'] });
  });

  it('TASKS-03 TASKS-13 AUTH-68 shows the clinic’s task, and only it, once they switch to their clinic position', async () => {
    const switched = await supervisor.agent
      .patch(`/api/users/current_position/${positions.clinic}`)
      .set({ 'X-CSRF-TOKEN': supervisor.csrf })
      .send({});
    expect(switched.status).toBe(200);
    expect(await tab('assigned')).toEqual({ total: 1, rows: ['Across: clinic intake notes'] });
    expect(await tab('all')).toEqual({ total: 1, rows: ['Across: clinic intake notes'] });
  });
});
