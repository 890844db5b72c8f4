// SPINE-12: what the server names by role speaks the organization's words. Riverside Community Clinic calls its
// trainees Interns: its task and live-session pickers and its interns' own positions say so.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { anonymousClient, signInAfterDemoData, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let rita: ApiClient;
let ines: ApiClient;
let demoCoordinator: ApiClient;

async function signInEmail(email: string, after: ApiClient): Promise<ApiClient> {
  const client = await anonymousClient(t.app);
  expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  client.lastPosition = after.lastPosition;
  return client;
}

beforeAll(async () => {
  const { other, coordinator } = await signInAfterDemoData(t.app, ['coordinator']);
  demoCoordinator = coordinator;
  rita = await signInEmail('rita.rivera@demo.practicum.test', other);
  ines = await signInEmail('ines.moreau@demo.practicum.test', other);
});

type Picked = { name: string; role_keyname: string; role_name: string };

describe('SPINE-12 TASKS-43 the clinic’s picker', () => {
  it('groups its interns as "All interns" and names each one’s role Intern', async () => {
    const groups = (await rita.get('/api/organization/available-groups').expect(200)).body as {
      keyname: string;
      name: string;
      users: Picked[];
    }[];
    const interns = groups.find((g) => g.keyname === 'trainee')!;
    expect(interns.name).toBe('All interns');
    expect(new Set(interns.users.map((u) => u.role_name))).toEqual(new Set(['Intern']));
    const users = (await rita.get('/api/organization/available-users?roles=trainee').expect(200)).body as Picked[];
    expect(users.map((u) => [u.name, u.role_name])).toEqual([
      ['Caleb Ward', 'Intern'],
      ['Ines Moreau', 'Intern'],
      ['Talia Brennan', 'Intern'],
    ]);
  });

  it('names the assignee choices of a task in the clinic’s words too', async () => {
    const positions = (await rita.get('/api/tasks/assignable-positions').expect(200)).body as Picked[];
    expect(positions.filter((p) => p.role_keyname === 'trainee').map((p) => [p.name, p.role_name])).toEqual([
      ['Caleb Ward', 'Intern'],
      ['Ines Moreau', 'Intern'],
      ['Talia Brennan', 'Intern'],
    ]);
    const demo = (await demoCoordinator.get('/api/tasks/assignable-positions').expect(200)).body as Picked[];
    expect(new Set(demo.filter((p) => p.role_keyname === 'trainee').map((p) => p.role_name))).toEqual(new Set(['Trainee']));
  });

  it('keeps the default words at the organization that has them', async () => {
    const groups = (await demoCoordinator.get('/api/organization/available-groups').expect(200)).body as {
      keyname: string;
      name: string;
    }[];
    expect(groups.find((g) => g.keyname === 'trainee')!.name).toBe('All trainees');
  });
});

describe('SPINE-12 an intern’s own position', () => {
  it('is named Intern in the current user, as her menu and dashboard call her', async () => {
    const { body } = await ines.get('/api/users/current').expect(200);
    const current = (body as { current_position: { role: { keyname: string; name: string } } }).current_position;
    expect(current.role).toEqual({ keyname: 'trainee', name: 'Intern' });
  });
});
