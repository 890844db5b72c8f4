// Training report reads and PDFs (spec 001 §3, §6, §7): the figures, who may read
// them, and PDFs whose totals (read by pdftotext) equal the API's.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { appendStreamEvents, planEvents, trainingAssigned } from '@practicum/projections/testing/reportEvents';
import { demoParty, pdfText, reportScenario, type DemoParty } from './support/reportFixtures.js';
import type { PlacementRecord } from '@practicum/shared/domain/placements/index';
import type { UpcomingTrainee } from '@practicum/shared/domain/reports/dashboard';
import { supervisorSites, userIdOf } from './support/placementFixture.js';
import { signIn, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let scenario: Awaited<ReturnType<typeof reportScenario>>;
let otherOrgTrainingId: string;
let otherOrgLevelId: string;
let nextTrainingId: string;
let people: Record<'coordinator' | 'faculty' | 'trainee' | 'supervisor' | 'admin', ApiClient>;
let trainee: DemoParty;
let faculty: DemoParty;

beforeAll(async () => {
  const entries = await Promise.all(
    (['coordinator', 'faculty', 'trainee', 'supervisor', 'admin'] as const).map(async (role) => [role, await signIn(t.app, role)] as const),
  );
  people = Object.fromEntries(entries) as typeof people;
  trainee = await demoParty(people.trainee);
  faculty = await demoParty(people.faculty);
  scenario = await reportScenario(t.app, trainee, faculty);
  // a training in another organization, for the tenancy checks
  const other = planEvents(randomUUID(), [{ name: 'Other', hours: 1, color: '#000000' }]);
  const assigned = trainingAssigned(other.plan, { userId: randomUUID(), positionId: randomUUID() });
  otherOrgTrainingId = assigned.training.trainingId;
  otherOrgLevelId = other.plan.levelId;
  // and the demo trainee's next training, with the demo faculty
  const next = trainingAssigned(scenario.plan, trainee, {
    facultyPositionId: faculty.positionId,
    startAt: '2027-01-10',
    endAt: '2027-05-01',
  });
  nextTrainingId = next.training.trainingId;
  scenario.position = formatPosition((await appendStreamEvents(t.app.eventStore, [...other.events, assigned.event, next.event]))!);
  for (const client of Object.values(people)) client.lastPosition = scenario.position;
  // the first read waits for the projections to pass the scenario (a slow machine may need more than one wait)
  while ((await people.admin.get('/api/reports/training/trainee/' + trainee.userId)).status === 504);
});

const mine = (rows: { id: string }[]) => rows.filter((row) => row.id === scenario.training.trainingId);

describe('a training with approved, submitted and changes-requested entries', () => {
  it('TRAIN-44 TRAIN-45 reports totals in minutes, per activity type with target hours, color and symbol', async () => {
    const { body } = await people.coordinator.get(`/api/reports/training/${scenario.training.trainingId}`).expect(200);
    expect(body.trainee).toEqual({ id: trainee.userId, name: expect.any(String), position_id: trainee.positionId });
    expect(body.primaryUser).toEqual({ id: faculty.userId, name: expect.any(String), position_id: faculty.positionId });
    expect(body.faculty).toEqual([{ id: faculty.userId, name: body.primaryUser.name, position_id: faculty.positionId, primary: true }]);
    expect(body.training_plan).toMatchObject({ id: scenario.plan.planId, level_id: scenario.plan.levelId, total_hours: 18 });
    expect(body.training_report.totals).toEqual({ time: { approved: 190, unapproved: 75 }, time_on_site: 100 });
    expect(body.training_report.hours).toEqual({ approved: 3.2, unapproved: 1.3, time_on_site: 1.7 });
    expect(body.training_report.activity_types).toEqual([
      {
        id: scenario.plan.types[0]!.activityTypeId,
        name: 'Individual',
        approved: 90,
        unapproved: 30,
        hours: 10,
        color: '#1976d2',
        symbol: 'I',
      },
      { id: scenario.plan.types[1]!.activityTypeId, name: 'Group', approved: 100, unapproved: 0, hours: 5, color: '#9c27b0', symbol: 'G' },
      {
        id: scenario.plan.types[2]!.activityTypeId,
        name: 'Supervision',
        approved: 0,
        unapproved: 45,
        hours: 3,
        color: '#2e7d32',
        symbol: 'S',
      },
    ]);
    expect(body.placement_report).toEqual([{ placement_id: scenario.placementId, approved: 100, unapproved: 0 }]);
    expect(body).toMatchObject({ supervision_site: null, supervisor: null });
  });

  it('TRAIN-46 answers the same row for the trainee, the level (all faculty) and the level for the faculty', async () => {
    const byTraining = await people.coordinator.get(`/api/reports/training/${scenario.training.trainingId}`).expect(200);
    const trainee_ = await people.trainee.get(`/api/reports/training/trainee/${trainee.userId}`).expect(200);
    const one = await people.trainee
      .get(`/api/reports/training/trainee/${trainee.userId}?training_id=${scenario.training.trainingId}`)
      .expect(200);
    const level = await people.coordinator.get(`/api/reports/training-levels/${scenario.plan.levelId}`).expect(200);
    const levelFaculty = await people.faculty
      .get(`/api/reports/training-levels/${scenario.plan.levelId}/faculty/${faculty.positionId}`)
      .expect(200);
    for (const rows of [trainee_.body, one.body, level.body, levelFaculty.body]) expect(mine(rows)).toEqual([byTraining.body]);
    expect(one.body).toHaveLength(1);
  });
});

describe('who reads reports', () => {
  it('TRAIN-50 lets the trainee, coordinator, faculty and admin read; a supervisor only the trainings they supervise (404)', async () => {
    const path = `/api/reports/training/${scenario.training.trainingId}`;
    for (const role of ['trainee', 'coordinator', 'faculty', 'admin'] as const) await people[role].get(path).expect(200);
    // no placement with the demo supervisor is approved for this training (activityLog.int.test.ts: one that is)
    await people.supervisor.get(path).expect(404);
    const json = await people.supervisor.get(`/api/reports/training/trainee/${trainee.userId}`).expect(200);
    expect((json.body as { id: string }[]).map((row) => row.id)).not.toContain(scenario.training.trainingId);
    await people.supervisor.get(`/api/reports/training-levels/${scenario.plan.levelId}`).expect(403);
    await people.trainee.get(`/api/reports/training-levels/${scenario.plan.levelId}`).expect(403);
  });

  it('answers 404 for another organization and another person’s report, 403 for another faculty position', async () => {
    await people.coordinator.get(`/api/reports/training/${otherOrgTrainingId}`).expect(404);
    await people.coordinator.get(`/api/reports/training/trainee/${randomUUID()}`).expect(404);
    await people.admin.get(`/api/reports/training/${otherOrgTrainingId}`).expect(200);
    await people.trainee.get(`/api/reports/training/trainee/${faculty.userId}`).expect(404);
    await people.faculty.get(`/api/reports/training-levels/${scenario.plan.levelId}/faculty/${trainee.positionId}`).expect(403);
    await people.coordinator.get('/api/reports/training/not-an-id').expect(422);
  });
});

describe('TRAIN-46 TRAIN-47 TRAIN-48 an id the reader cannot know', () => {
  it('is 404 on every report route, whatever the role, as in the rest of the app; 403 is for a known record the role may not read', async () => {
    const unknown = randomUUID();
    const status = async (client: ApiClient, path: string) => (await client.get(path)).status;
    // a trainee reads their own reports: anyone else's, as an id that names nothing, is 404 (as a supervisor's of a
    // trainee they do not supervise)
    for (const id of [unknown, faculty.userId])
      for (const tail of ['', '/pdf', `/placements/pdf?report_type=aggregate&placement_ids[]=${unknown}`])
        expect([tail, await status(people.trainee, `/api/reports/training/trainee/${id}${tail}`)]).toEqual([tail, 404]);
    // a level's report is the program's: trainees and supervisors are refused their organization's levels (403), and
    // told of no other level (404)
    for (const role of ['trainee', 'supervisor'] as const) {
      const levels = (id: string) => status(people[role], `/api/reports/training-levels/${id}`);
      expect([role, await levels(unknown), await levels(otherOrgLevelId), await levels(scenario.plan.levelId)]).toEqual([
        role,
        404,
        404,
        403,
      ]);
      expect(await status(people[role], `/api/reports/training-levels/${unknown}/faculty/${faculty.positionId}`)).toBe(404);
    }
    // faculty read their own position's report of a level: another position of the organization is 403, one that does
    // not exist 404, as is a level that does not
    const ofFaculty = (level: string, position: string) =>
      status(people.faculty, `/api/reports/training-levels/${level}/faculty/${position}`);
    expect(await ofFaculty(scenario.plan.levelId, unknown)).toBe(404);
    expect(await ofFaculty(unknown, trainee.positionId)).toBe(404);
    expect(await ofFaculty(otherOrgLevelId, faculty.positionId)).toBe(404);
    expect(await ofFaculty(scenario.plan.levelId, trainee.positionId)).toBe(403);
    expect(await status(people.coordinator, `/api/reports/training-levels/${otherOrgLevelId}`)).toBe(404);
  });
});

describe('/reports pickers', () => {
  it('TRAIN-42 gives the coordinator the levels and faculty; the faculty 403', async () => {
    const { body } = await people.coordinator.get('/api/reports/options').expect(200);
    expect(body.training_levels).toContainEqual({ id: scenario.plan.levelId, name: 'Practicum I' });
    expect(body.faculty).toContainEqual({ id: faculty.positionId, name: expect.any(String) });
    await people.faculty.get('/api/reports/options').expect(403);
  });
});

describe('PDFs', () => {
  const totalsLine = /Total approved hours: 3\.2\s+Total unapproved hours: 1\.3\s+Time on site: 1\.7 h/;

  it('TRAIN-47 TRAIN-52 the full trainee PDF carries the API totals in report hours', async () => {
    const pdf = await pdfText(people.trainee.agent, `/api/reports/training/trainee/${trainee.userId}/pdf`, scenario.position);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toMatch(totalsLine);
    expect(pdf.text).toContain(`Trainee: `);
    expect(pdf.text).toMatch(/Individual\s+10\s+1\.5\s+0\.5/);
    expect(pdf.text).toContain('01/01/2026 – 12/31/2026');
  });

  it('TRAIN-49 the training PDF, for the faculty', async () => {
    const pdf = await pdfText(people.faculty.agent, `/api/reports/training/${scenario.training.trainingId}/pdf`, scenario.position);
    expect(pdf.text).toMatch(totalsLine);
    expect(pdf.text).toContain('Approved hours against target');
  });

  it('TRAIN-48 TRAIN-43 the custom PDF counts only the placements ticked, aggregate or individual', async () => {
    const base = `/api/reports/training/trainee/${trainee.userId}/placements/pdf`;
    const aggregate = await pdfText(
      people.coordinator.agent,
      `${base}?report_type=aggregate&placement_ids[]=${scenario.placementId}`,
      scenario.position,
    );
    expect(aggregate.text).toMatch(/Total approved hours: 1\.7\s+Total unapproved hours: 0\s+Time on site: 1\.7 h/);
    const individual = await pdfText(
      people.coordinator.agent,
      `${base}?report_type=individual&placement_ids[]=${scenario.placementId}&placement_ids[]=${randomUUID()}`,
      scenario.position,
    );
    expect(individual.text).toContain('Placement 1');
    expect(individual.text).toContain('Placement 2');
  });

  it('TRAIN-51 the custom PDF needs a report type ("please select option") and a placement', async () => {
    const base = `/api/reports/training/trainee/${trainee.userId}/placements/pdf`;
    const noType = await people.trainee.get(`${base}?placement_ids[]=${scenario.placementId}`).expect(422);
    expect(noType.body).toEqual({ message: 'please select option', errors: { report_type: ['please select option'] } });
    const noPlacement = await people.trainee.get(`${base}?report_type=aggregate`).expect(422);
    expect(noPlacement.body.errors.placement_ids).toEqual(['please select at least one placement']);
    const many = Array.from({ length: 51 }, () => `placement_ids[]=${scenario.placementId}`).join('&');
    const tooMany = await people.trainee.get(`${base}?report_type=individual&${many}`).expect(422);
    expect(tooMany.body.errors.placement_ids).toEqual(['please select at most 50 placements']);
    // the demo supervisor supervises the demo trainee's current training (an approved placement): a PDF of it
    const pdf = await people.supervisor.get(`/api/reports/training/trainee/${trainee.userId}/pdf`).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });
});

describe('dashboards', () => {
  it('DASH-20 TRAIN-11 gives the trainee their trainings by time class with their reports', async () => {
    const { body } = await people.trainee.get('/api/dashboard/trainings').expect(200);
    expect(mine(body.current)).toHaveLength(1);
    expect(mine(body.current)[0]).toMatchObject({ time: 'current', training_report: { totals: { time: { approved: 190 } } } });
    expect(body.next.map((row: { id: string }) => row.id)).toContain(nextTrainingId);
    await people.coordinator.get('/api/dashboard/trainings').expect(403);
  });

  it('DASH-32 DASH-38 TRAIN-52 charts each level: approved hours of the plan total in percent, for coordinator and faculty', async () => {
    for (const role of ['coordinator', 'faculty'] as const) {
      const { body } = await people[role].get('/api/dashboard/progress').expect(200);
      const level = body.find((l: { level_id: string }) => l.level_id === scenario.plan.levelId);
      expect(level.trainees.filter((bar: { training_id: string }) => bar.training_id === scenario.training.trainingId)).toEqual([
        {
          trainee_id: trainee.userId,
          name: expect.any(String),
          training_id: scenario.training.trainingId,
          approved: 190,
          total_hours: 18,
          percent: 17.6,
        },
      ]);
    }
    await people.trainee.get('/api/dashboard/progress').expect(403);
  });

  it('DASH-40 lists the faculty their upcoming trainees with the next plan, dates, placements ahead or under way and status', async () => {
    // the trainee asks for a placement on the next training at one of the demo supervisor's sites
    const supervisorId = await userIdOf(t.app, 'supervisor');
    const sites = await supervisorSites(people.coordinator, supervisorId);
    const requestAt = async (site: string) => {
      const body = { training_id: nextTrainingId, supervision_site_id: sites.get(site)!.id, supervisor_id: supervisorId };
      const response = await people.trainee.post('/api/placements', body);
      expect(response.status).toBe(201);
      return response.body.id as string;
    };
    const requested = await requestAt('Harbor Counseling Center');
    // and one the coordinator put on hold (archived): not ahead any more
    const onHold = await requestAt('Riverside Family Clinic');
    people.coordinator.lastPosition = people.trainee.lastPosition;
    expect((await people.coordinator.patch(`/api/placements/${onHold}/archive`)).body.status).toBe('archived');
    people.faculty.lastPosition = people.coordinator.lastPosition;
    const placements = (await people.coordinator.get(`/api/placements?filter=${encodeURIComponent('{}')}&range=[0,99]`).expect(200))
      .body as PlacementRecord[];
    const { body } = await people.faculty.get('/api/dashboard/upcoming-trainees').expect(200);
    const row = (body as UpcomingTrainee[]).find((r) => r.id === trainee.userId)!;
    expect(row).toMatchObject({
      training_id: nextTrainingId,
      training_plan_name: 'Practicum I plan',
      start_at: '2027-01-10',
      end_at: '2027-05-01',
      user_status: 'active',
      position_status: 'active',
    });
    // the new one, open; and the current training's placements (the demo's), all but denied and archived ones, by site
    expect(row.placements).toContainEqual({ id: requested, name: 'Harbor Counseling Center', status: 'open' });
    expect(row.placements.map((p) => p.id)).not.toContain(onHold);
    // (the demo's trainings end months from today or months ago: the reader's zone cannot tip one over)
    const today = new Date().toISOString().slice(0, 10);
    const theirs = placements.filter((p) => p.trainee_id === trainee.userId && p.training.end_at >= today);
    const shown = theirs.filter((p) => p.status !== 'denied' && p.status !== 'archived').map((p) => p.id);
    expect(row.placements.map((p) => p.id).sort()).toEqual(shown.sort());
    await people.coordinator.get('/api/dashboard/upcoming-trainees').expect(403);
  });
});
