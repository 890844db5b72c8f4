// SPINE-12: what the server names by role speaks the organization's words. Riverside Community Clinic calls its
// trainees Interns: its task and live-session pickers and its interns' own positions say so.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import type ExcelJS from 'exceljs';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { eventually } from './support/eventually.js';
import { multiwayAgreement } from './support/formBodies.js';
import { anonymousClient, signInAfterDemoData, testAppForFile, type ApiClient } from './support/testApp.js';
import { downloadWorkbook } from './support/workbook.js';
import { pdfText } from './support/reportFixtures.js';

const t = testAppForFile();
let rita: ApiClient;
let ines: ApiClient;
let demoCoordinator: ApiClient;
let admin: ApiClient;

async function signInEmail(email: string, after: ApiClient): Promise<ApiClient> {
  const client = await anonymousClient(t.app);
  expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  client.lastPosition = after.lastPosition;
  return client;
}

beforeAll(async () => {
  const { other, coordinator, admin: platformAdmin } = await signInAfterDemoData(t.app, ['coordinator', 'admin']);
  demoCoordinator = coordinator;
  admin = platformAdmin;
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

describe('SPINE-12 the server’s own texts at the clinic', () => {
  it('names a refused field in the clinic’s words, and in the default words at the organization that has them', async () => {
    const refused = await rita.post('/api/trainings/batch', {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors.trainee_ids).toEqual(['The interns field is required.']);
    const demo = await demoCoordinator.post('/api/trainings/batch', {});
    expect(demo.body.errors.trainee_ids).toEqual(['The trainees field is required.']);
  });

  it('FORMS-06 names the signers’ roles of an emailed agreement page as the clinic does', async () => {
    const form = await rita.post('/api/forms', multiwayAgreement('Clinic agreement'));
    expect(form.status).toBe(201);
    expect((await rita.patch(`/api/forms/${form.body.id}/publish`, { published: true })).status).toBe(200);
    ines.lastPosition = rita.lastPosition;
    const hugo = (await ines.get('/api/organization/available-users?roles=supervisor').expect(200)).body as { id: string; name: string }[];
    const started = await ines.post('/api/submitted-forms', {
      form_id: form.body.id,
      signers: { supervisor: hugo.find((u) => u.name === 'Hugo Alvarez')!.id },
    });
    expect(started.status).toBe(201);
    const id = started.body.id as string;
    const answers = { [(form.body as { sections: { questions: { id: string }[] }[] }).sections[0]!.questions[0]!.id]: true };
    expect((await ines.post(`/api/submitted-forms/${id}/submit`, { signature: 'Ines Moreau', answers })).status).toBe(200);
    const email = `clinic-${randomUUID().slice(0, 8)}@outside.test`;
    expect((await ines.post(`/api/submitted-forms/${id}/links`, { role: 'coordinator', name: 'Pat Outside', email })).status).toBe(201);
    const mail = await eventually(async () => {
      const { rows } = await t.app.pool.query<{ text: string }>('SELECT text FROM dev_outbox WHERE "to" = $1', [email]);
      return rows[0];
    }, 15_000);
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    const visitor = await anonymousClient(t.app);
    visitor.lastPosition = ines.lastPosition;
    const page = await visitor.get(`/api/public/forms/${encodeURIComponent(token)}`).expect(200);
    expect(page.body).toMatchObject({ role_name: 'Coordinator', waiting_for: 'Supervisor' });
    expect(page.body.signatures).toEqual([expect.objectContaining({ signature: 'Ines Moreau', role_name: 'Intern' })]);
  });

  it('ADMIN-30 names the clinic’s roles and its trainees’ column in its words in the organization export', async () => {
    const { body: organizations } = await admin.get('/api/admin/organizations?range=[0,99]').expect(200);
    const clinic = (organizations as { id: string; name: string }[]).find((o) => o.name === 'Riverside Community Clinic')!;
    const book = await downloadWorkbook(admin, `/api/admin/organizations-exports/${clinic.id}`);
    const [users, positions, trainings] = book.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    const rowOf = (sheet: ExcelJS.Worksheet, name: string) =>
      sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === name)!;
    expect(rowOf(users, 'Ines Moreau').getCell(3).value).toBe('Intern');
    expect(rowOf(positions, 'Ines Moreau').getCell(3).value).toBe('Intern');
    expect(trainings.getRow(1).values).toEqual([undefined, 'Intern', 'Training plan', 'Start', 'End', 'Faculty']);
  });

  it('TRAIN-47 TRAIN-49 names the clinic’s intern and no trainee in its training report PDFs', async () => {
    const { body: trainings } = await rita.get('/api/trainings?filter={"q":"Talia"}').expect(200);
    const training = (trainings as { id: string; trainee_id: string; trainee: { name: string } }[])[0]!;
    for (const path of [`/api/reports/training/${training.id}/pdf`, `/api/reports/training/trainee/${training.trainee_id}/pdf`]) {
      const pdf = await pdfText(rita.agent, path, rita.lastPosition ?? '0');
      expect(pdf.text).toContain(`Intern: ${training.trainee.name}`);
      expect(pdf.text).not.toMatch(/trainee/i);
    }
  });
});
