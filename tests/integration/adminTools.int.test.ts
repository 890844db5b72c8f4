// The admin tools and the organization pages' calls (spec 000 §2.3, 002 §5, §7): positions removed and restored,
// HIPAA status by user, organization exports, integrations, the owner role by organization type, the settings a
// member keeps on /organization, signup question values, and the admin-only /admin/tools/* screens.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type ExcelJS from 'exceljs';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import { accessAllows, demoRoles, routeTable } from '@practicum/shared/access/routeTable';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import {
  anonymousClient,
  refusedWithoutEvents,
  signInAfterDemoData,
  type ApiClient,
  type TestApp,
  startTestApp,
} from './support/testApp.js';
import { downloadWorkbook } from './support/workbook.js';

let t: TestApp;
let admin: ApiClient;
let coordinator: ApiClient;
let trainee: ApiClient;
let other: ApiClient;
const organizations: Record<string, string> = {};
const origin = { system: { correlationId: 'admin-tools-test', userAgent: 'practicum-integration-tests' } };

beforeAll(async () => {
  t = await startTestApp({ name: 'admin_tools' });
  ({ admin, coordinator, trainee, other } = await signInAfterDemoData(t.app, ['admin', 'coordinator', 'trainee'] as const));
  for (const row of await t.app.knex('organizations').select<{ id: string; name: string }[]>('id', 'name'))
    organizations[row.name] = row.id;
});
afterAll(() => t?.close());

const DEMO = 'Demo University Counseling Program';
const CLINIC = 'Riverside Community Clinic';

/** Every later read of `readers` waits for the last command of `writer`. */
const after = (writer: ApiClient, ...readers: ApiClient[]) => {
  for (const reader of readers) reader.lastPosition = writer.lastPosition;
};

const userIdByName = async (name: string): Promise<string> => {
  const { body } = await admin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`).expect(200);
  return (body as { id: string; name: string }[]).find((u) => u.name === name)!.id;
};

async function signInAs(email: string): Promise<ApiClient> {
  const client = await anonymousClient(t.app);
  expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  client.lastPosition = admin.lastPosition ?? other.lastPosition;
  return client;
}

async function newPerson(email: string, positions: { organization: string; role: 'faculty' | 'supervisor' | 'manager' | 'coordinator' }[]) {
  const { userId } = await registerUser(
    t.app,
    { first_name: 'Pat', last_name: email.split('@')[0]!.replace(/\W/g, ''), email, password: DEMO_PASSWORD },
    origin,
  );
  const ids: string[] = [];
  for (const { organization, role } of positions) {
    const { positionId, position } = await assignPosition(t.app, { userId, organizationId: organizations[organization]!, role }, origin);
    ids.push(positionId);
    admin.lastPosition = formatPosition(position!);
  }
  return { userId, positionIds: ids };
}

const column = (sheet: ExcelJS.Worksheet, n: number) => sheet.getColumn(n).values.slice(2).map(String);

describe('ADMIN-25 an admin removes a position and restores it', () => {
  let userId: string;
  let faculty: string;
  let supervisor: string;

  beforeAll(async () => {
    let ids: string[];
    ({ userId, positionIds: ids } = await newPerson('two.hats@demo.practicum.test', [
      { organization: DEMO, role: 'faculty' },
      { organization: CLINIC, role: 'supervisor' },
    ]));
    [faculty, supervisor] = ids as [string, string];
    after(admin, coordinator);
  });

  const positionsOf = async () => {
    const filter = encodeURIComponent(JSON.stringify({ user_id: userId }));
    const { body, headers } = await admin
      .get(`/api/admin/positions?filter=${filter}&sort=${encodeURIComponent('["role","ASC"]')}`)
      .expect(200);
    expect(headers['content-range']).toMatch(/^positions 0-\d+\/\d+$/);
    return body as { id: string; role: { keyname: string }; organization: { name: string }; removed: boolean; removed_at: string | null }[];
  };

  it('lists the user’s positions with role and organization, none removed', async () => {
    expect((await positionsOf()).map((p) => [p.role.keyname, p.organization.name, p.removed])).toEqual([
      ['faculty', DEMO, false],
      ['supervisor', CLINIC, false],
    ]);
  });

  it('refuses others than the admin, and a user’s only position, appending nothing', async () => {
    const refused = await refusedWithoutEvents(t.app, () => coordinator.delete(`/api/admin/users/${userId}/positions/${faculty}`));
    expect(refused.status).toBe(403);
    expect((await coordinator.get('/api/admin/positions')).status).toBe(403);
    const lone = await newPerson('one.hat@demo.practicum.test', [{ organization: DEMO, role: 'supervisor' }]);
    const only = await refusedWithoutEvents(t.app, () => admin.delete(`/api/admin/users/${lone.userId}/positions/${lone.positionIds[0]}`));
    expect(only.status).toBe(422);
    expect(only.body.errors).toEqual({ position: ["A user's only position cannot be removed."] });
    expect((await admin.delete(`/api/admin/users/${userId}/positions/${lone.positionIds[0]}`)).status).toBe(404);
  });

  it('removes the faculty position: gone from the faculty list and the user’s details, listed as removed', async () => {
    const response = await admin.delete(`/api/admin/users/${userId}/positions/${faculty}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: faculty, removed: true });
    after(admin, coordinator);
    const { body: facultyList } = await coordinator.get('/api/faculty').expect(200);
    expect((facultyList as { id: string }[]).map((f) => f.id)).not.toContain(userId);
    const { body: details } = await admin.get(`/api/admin/users/${userId}`).expect(200);
    expect((details as { positions: { role: { keyname: string } }[] }).positions.map((p) => p.role.keyname)).toEqual(['supervisor']);
    const positions = await positionsOf();
    expect(positions.map((p) => [p.role.keyname, p.removed])).toEqual([
      ['faculty', true],
      ['supervisor', false],
    ]);
    expect(positions[0]!.removed_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    const removedOnly = await admin.get(
      `/api/admin/positions?filter=${encodeURIComponent(JSON.stringify({ removed: true, user_id: userId }))}`,
    );
    expect((removedOnly.body as { id: string }[]).map((p) => p.id)).toEqual([faculty]);
  });

  it('restores it: back in the faculty list and the details', async () => {
    const response = await admin.post(`/api/admin/users/${userId}/positions/${faculty}/restore`, {});
    expect(response.status).toBe(200);
    after(admin, coordinator);
    const { body: facultyList } = await coordinator.get('/api/faculty').expect(200);
    expect((facultyList as { id: string }[]).map((f) => f.id)).toContain(userId);
    expect((await positionsOf()).map((p) => [p.role.keyname, p.removed])).toEqual([
      ['faculty', false],
      ['supervisor', false],
    ]);
    expect((await admin.post(`/api/admin/users/${userId}/positions/${supervisor}/restore`, {})).status).toBe(200);
  });
});

describe('ADMIN-16 HIPAA-trained status by user id', () => {
  it('says the demo trainee passed the course, another trainee has not, and staff need not', async () => {
    const theo = await userIdByName('Theo Turner');
    expect((await admin.get(`/api/admin/users/${theo}/hipaa`).expect(200)).body).toMatchObject({
      user_id: theo,
      hipaa_completed: true,
      hipaa_required: true,
      hipaa_trained: true,
      hipaa_completed_at: expect.stringMatching(/^\d{4}-/),
    });
    const maya = await userIdByName('Maya Patel');
    expect((await admin.get(`/api/admin/users/${maya}/hipaa`).expect(200)).body).toMatchObject({
      hipaa_completed: false,
      hipaa_required: true,
      hipaa_trained: false,
    });
    const corinne = await userIdByName('Corinne Coleman');
    expect((await admin.get(`/api/admin/users/${corinne}/hipaa`).expect(200)).body).toMatchObject({
      hipaa_completed: false,
      hipaa_required: false,
      hipaa_trained: true,
    });
  });

  it('is the admin’s only; an unknown user is 404', async () => {
    const theo = await userIdByName('Theo Turner');
    expect((await coordinator.get(`/api/admin/users/${theo}/hipaa`)).status).toBe(403);
    expect((await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000/hipaa')).status).toBe(404);
  });
});

describe('ADMIN-30 organization exports at /admin/tools/organizations-exports', () => {
  it('downloads an Excel workbook of the organization’s users, positions and trainings', async () => {
    const book = await downloadWorkbook(admin, `/api/admin/organizations-exports/${organizations[DEMO]}`);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Users', 'Positions', 'Trainings']);
    const [users, positions, trainings] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect(users.getRow(1).values).toEqual([undefined, 'Name', 'Email', 'Roles', 'Status', 'Phone', 'Timezone', 'Joined']);
    const userRow = users.getRow(column(users, 1).indexOf('Theo Turner') + 2);
    expect([userRow.getCell(2).value, userRow.getCell(3).value, userRow.getCell(4).value]).toEqual([
      'trainee@demo.practicum.test',
      'Trainee',
      'active',
    ]);
    expect(column(users, 1)).not.toContain('Olga Other'); // another organization's coordinator
    expect(positions.getRow(1).values).toEqual([undefined, 'Name', 'Email', 'Role', 'Status', 'Since']);
    const corinne = positions.getRow(column(positions, 1).indexOf('Corinne Coleman') + 2);
    expect([corinne.getCell(3).value, corinne.getCell(4).value]).toEqual(['Coordinator', 'active']);
    expect(trainings.getRow(1).values).toEqual([undefined, 'Trainee', 'Training plan', 'Start', 'End', 'Faculty']);
    const theo = trainings.getRow(column(trainings, 1).indexOf('Theo Turner') + 2);
    expect(theo.getCell(3).text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(theo.getCell(5).value).toBe('Felix Fernandez');
  });

  it('is the admin’s only; an unknown organization is 404', async () => {
    expect((await coordinator.get(`/api/admin/organizations-exports/${organizations[DEMO]}`)).status).toBe(403);
    expect((await admin.get('/api/admin/organizations-exports/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('ADMIN-24 an organization’s integrations', () => {
  const base = () => `/api/admin/organizations/${organizations[CLINIC]}/integrations`;

  it('refuses bad input with field errors and other roles, appending nothing', async () => {
    const bad = await refusedWithoutEvents(t.app, () => admin.post(base(), { name: '', provider: 'myspace', url: 'not a url' }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['name', 'provider', 'url']);
    expect((await refusedWithoutEvents(t.app, () => coordinator.post(base(), { name: 'Canvas', provider: 'canvas' }))).status).toBe(403);
    expect((await coordinator.get(base())).status).toBe(403);
    expect(
      (await admin.post('/api/admin/organizations/00000000-0000-4000-8000-000000000000/integrations', { name: 'X', provider: 'canvas' }))
        .status,
    ).toBe(404);
  });

  it('creates, reads, updates and deletes one', async () => {
    const created = await admin.post(base(), { name: 'Clinic calendar', provider: 'google_calendar', url: 'https://calendar.example.org' });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const list = await admin.get(base()).expect(200);
    expect(list.headers['content-range']).toBe('integrations 0-0/1');
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        name: 'Clinic calendar',
        provider: 'google_calendar',
        url: 'https://calendar.example.org',
        enabled: true,
      }),
    ]);
    const updated = await admin.put(`/api/admin/integrations/${id}`, { enabled: false, name: 'Staff calendar' });
    expect(updated.status).toBe(200);
    expect((await admin.get(`/api/admin/integrations/${id}`).expect(200)).body).toMatchObject({
      name: 'Staff calendar',
      provider: 'google_calendar',
      enabled: false,
      organization_id: organizations[CLINIC],
    });
    expect((await admin.put(`/api/admin/integrations/${id}`, { url: 'ftp://x' })).status).toBe(422);
    expect((await admin.delete(`/api/admin/integrations/${id}`)).status).toBe(200);
    expect((await admin.get(base()).expect(200)).body).toEqual([]);
    expect((await admin.get(`/api/admin/integrations/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/integrations/${id}`)).status).toBe(404);
  });
});

describe('ADMIN-26 the organization owner role follows the organization type', () => {
  it('is coordinator for academic, manager for clinical, admin for the admin organization', async () => {
    const { body } = await admin.get('/api/admin/organizations?range=[0,99]').expect(200);
    const roleOf = (name: string) => (body as { name: string; owner_role: string }[]).find((o) => o.name === name)?.owner_role;
    expect([roleOf(DEMO), roleOf(CLINIC), roleOf('Practicum Platform')]).toEqual(['coordinator', 'manager', 'admin']);
  });

  it('names the owner on /organization: the longest-serving coordinator of a program, the manager of a clinic', async () => {
    const mine = await coordinator.get(`/api/organizations/${organizations[DEMO]}`).expect(200);
    expect(mine.body).toMatchObject({ owner_role: 'coordinator', owner: { name: 'Corinne Coleman' } });
    const before = await other.get(`/api/organizations/${organizations[CLINIC]}`).expect(200);
    expect(before.body).toMatchObject({ owner_role: 'manager', owner: null });
    await newPerson('mona.manager@demo.practicum.test', [{ organization: CLINIC, role: 'manager' }]);
    after(admin, other);
    const clinic = await other.get(`/api/organizations/${organizations[CLINIC]}`).expect(200);
    expect(clinic.body).toMatchObject({ owner_role: 'manager', owner: { name: 'Pat monamanager' } });
  });
});

describe('PEOPLE-25 the organization’s settings on /organization', () => {
  const settingsPath = () => `/api/organizations/${organizations[DEMO]}/settings`;

  it('lets a coordinator turn on trainee code purchase: members read it on the organization and in their position', async () => {
    const response = await coordinator.put(settingsPath(), {
      organization_settings: { allow_trainee_code_purchase: true, require_trainee_insurance: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.organization_settings).toMatchObject({
      allow_trainee_code_purchase: true,
      require_trainee_insurance: true,
      show_welcome: expect.any(Boolean),
    });
    after(coordinator, trainee);
    const { body } = await coordinator.get(`/api/organizations/${organizations[DEMO]}`).expect(200);
    expect(body.organization_settings).toMatchObject({ allow_trainee_code_purchase: true, require_trainee_insurance: true });
    const current = await trainee.get('/api/users/current').expect(200);
    expect(current.body.current_position.organization.organization_settings).toMatchObject({ allow_trainee_code_purchase: true });
  });

  it('refuses a trainee (403), another organization (404), unknown or admin-only settings (422), appending nothing', async () => {
    const refused = await refusedWithoutEvents(t.app, () =>
      trainee.put(settingsPath(), { organization_settings: { show_welcome: false } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the organization's owner or coordinators can change its settings.");
    expect(
      (await refusedWithoutEvents(t.app, () => other.put(settingsPath(), { organization_settings: { show_welcome: false } }))).status,
    ).toBe(404);
    const bad = await refusedWithoutEvents(t.app, () =>
      coordinator.put(settingsPath(), { organization_settings: { allow_live_sessions: false, show_welcome: 'no' } }),
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['organization_settings', 'organization_settings.show_welcome']);
  });

  it('SPINE-12 lets a coordinator rename roles: members read the words on the organization and in their position', async () => {
    const response = await coordinator.put(settingsPath(), { dynamic_words: { trainee: '  Resident ', supervision_site: 'Clinic' } });
    expect(response.status).toBe(200);
    expect(response.body.dynamic_words).toMatchObject({ trainee: 'Resident', supervision_site: 'Clinic', supervisor: 'Supervisor' });
    after(coordinator, trainee);
    const { body } = await trainee.get(`/api/organizations/${organizations[DEMO]}`).expect(200);
    expect(body.dynamic_words).toMatchObject({ trainee: 'Resident', supervision_site: 'Clinic' });
    const current = await trainee.get('/api/users/current').expect(200);
    expect(current.body.current_position.organization.dynamic_words).toMatchObject({ trainee: 'Resident' });
    // the settings are untouched by a change of words
    expect(body.organization_settings).toMatchObject({ allow_trainee_code_purchase: true });
    const restored = await coordinator.put(settingsPath(), { dynamic_words: { trainee: 'Trainee', supervision_site: 'Supervision Site' } });
    expect(restored.status).toBe(200);
  });

  it('SPINE-12 refuses a blank word, one over 50 characters and an unknown word (422), and a trainee (403), appending nothing', async () => {
    const bad = await refusedWithoutEvents(t.app, () =>
      coordinator.put(settingsPath(), { dynamic_words: { trainee: '  ', client: 'x'.repeat(51), patient: 'Patient' } }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      'dynamic_words.trainee': [expect.stringMatching(/required/)],
      'dynamic_words.client': [expect.stringMatching(/50/)],
      dynamic_words: [expect.any(String)],
    });
    const refused = await refusedWithoutEvents(t.app, () => trainee.put(settingsPath(), { dynamic_words: { trainee: 'Intern' } }));
    expect(refused.status).toBe(403);
  });

  it('ADMIN-26 lets the clinic’s manager (its owner) keep its settings', async () => {
    const manager = await signInAs('mona.manager@demo.practicum.test');
    const response = await manager.put(`/api/organizations/${organizations[CLINIC]}/settings`, {
      organization_settings: { enable_stronger_passwords: true },
    });
    expect(response.status).toBe(200);
    expect(response.body.organization_settings).toMatchObject({ enable_stronger_passwords: true });
  });
});

describe('PEOPLE-26 supervision types', () => {
  it('accepts admin, academic and clinical organizations and refuses any other type', async () => {
    for (const type of ['admin', 'academic', 'clinical']) {
      const created = await admin.post('/api/admin/organizations', { name: `A ${type} organization`, supervision_type: type });
      expect(created.status).toBe(201);
      expect(created.body.supervision_type).toBe(type);
    }
    const bad = await refusedWithoutEvents(t.app, () =>
      admin.post('/api/admin/organizations', { name: 'A hospital', supervision_type: 'hospital' }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ supervision_type: ['The selected supervision type is invalid.'] });
  });
});

describe('ADMIN-32 signup question values at /admin/tools/signup-questions', () => {
  type Question = { id: string; body: string; values: { id: string; value: string; is_other: boolean }[] };
  const question = async (id: string) =>
    ((await admin.get('/api/admin/signup-questions').expect(200)).body as Question[]).find((q) => q.id === id)!;

  it('adds, renames and deletes a value with {value}', async () => {
    const { body: questions } = await admin.get('/api/admin/signup-questions').expect(200);
    const target = (questions as Question[]).find((q) => q.values.length > 0)!;
    const added = await admin.post(`/api/admin/signup-questions/${target.id}/values`, { value: 'Community college' });
    expect(added.status).toBe(201);
    const valueId = (added.body as { id: string }).id;
    expect((await question(target.id)).values).toContainEqual({ id: valueId, value: 'Community college', is_other: false });
    expect((await admin.put(`/api/admin/signup-questions/${target.id}/values/${valueId}`, { value: 'Two-year college' })).status).toBe(200);
    expect((await question(target.id)).values).toContainEqual({ id: valueId, value: 'Two-year college', is_other: false });
    expect((await admin.delete(`/api/admin/signup-questions/${target.id}/values/${valueId}`)).status).toBe(200);
    expect((await question(target.id)).values.map((v) => v.id)).not.toContain(valueId);
  });

  it('refuses an empty value and other roles, appending nothing', async () => {
    const { body: questions } = await admin.get('/api/admin/signup-questions').expect(200);
    const target = (questions as Question[])[0]!;
    const empty = await refusedWithoutEvents(t.app, () => admin.post(`/api/admin/signup-questions/${target.id}/values`, { value: '' }));
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors as object)).toEqual(['value']);
    expect(
      (await refusedWithoutEvents(t.app, () => coordinator.post(`/api/admin/signup-questions/${target.id}/values`, { value: 'X' }))).status,
    ).toBe(403);
  });
});

describe('ADMIN-28 /admin/tools and its children are the admin’s only', () => {
  const children = [
    'trainee-access-reports',
    'registration-code-batches',
    'registration-code-batches/:id',
    'supported-countries',
    'organizations-exports',
    'search/access-pass',
    'signup-questions',
  ];

  it('the route table opens every child to the admin alone', () => {
    const routeOf = (path: string) =>
      routeTable.find((r) => r.path === path || (r.path.endsWith('/*') && path.startsWith(r.path.slice(0, -1))))!;
    for (const child of ['/admin/tools', ...children.map((c) => `/admin/tools/${c}`)]) {
      const route = routeOf(child);
      expect(demoRoles.filter((role) => accessAllows(route.access, role))).toEqual(['admin']);
    }
  });

  it('the server answers their data to the admin and 403 to every other role', async () => {
    const reads = [
      '/api/admin/trainee-access-reports',
      '/api/admin/registration-code-batches',
      '/api/admin/countries',
      `/api/admin/organizations-exports/${organizations[DEMO]}`,
      '/api/admin/registration-codes',
      '/api/admin/signup-questions',
    ];
    for (const path of reads) {
      expect([path, (await admin.get(path)).status]).toEqual([path, 200]);
      for (const client of [coordinator, trainee, other]) expect([path, (await client.get(path)).status]).toEqual([path, 403]);
    }
  });
});
