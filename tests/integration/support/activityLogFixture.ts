// Given facts for activity log tests, made through the API as the demo
// coordinator: an activity catalogue (three types, three activities, one
// raising risk alerts), a level and a plan with two of the types, a trainee of
// its own (so demo trainings never overlap) and their training with the demo
// faculty as primary faculty; `superviseTraining` places it with the demo supervisor.
import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import type { RunningPracticum } from '@practicum/infra/app';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { approvedPlacement } from '@practicum/infra/seed/demoPlacements';
import type { Role } from '@practicum/shared/access/roles';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { anonymousClient, catchUpToHead, type ApiClient } from './testApp.js';

export const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export interface ActivityLogFixture {
  organizationId: string;
  trainee: { userId: string; positionId: string; client: ApiClient };
  faculty: { positionId: string };
  trainingId: string;
  planId: string;
  types: { direct: string; supervision: string; notInPlan: string };
  activities: { intake: string; group: string; suicide: string };
}

async function created(client: ApiClient, path: string, body: object): Promise<string> {
  const response = await client.post(path, body);
  expect(response.status).toBe(201);
  return response.body.id as string;
}

/** A trainee of the coordinator's organization, signed in. */
export async function newTrainee(app: RunningPracticum, organizationId: string, email: string) {
  const { userId } = await registerUser(app, { first_name: 'Tess', last_name: 'Logger', email, password: DEMO_PASSWORD }, { system: {} });
  const { positionId } = await assignPosition(app, { userId, organizationId, role: 'trainee' }, { system: {} });
  const client = await anonymousClient(app);
  expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return { userId, positionId, client };
}

/** Assigns a plan for the past 60 days and the next 60 to one trainee, as the coordinator; answers the batch's response. */
export const assignPlan = (coordinator: ApiClient, planId: string, traineeId: string, extra: object = {}) =>
  coordinator.post('/api/trainings/batch', {
    trainee_ids: [traineeId],
    training_plan_id: planId,
    start_at: day(-60),
    end_at: day(60),
    ...extra,
  });

/** An activity entry of the fixture's training (yesterday, 1 h 30 of intake, direct contact), with `overrides`. */
export const activityEntry = (f: ActivityLogFixture, overrides: Record<string, unknown> = {}) => ({
  training_id: f.trainingId,
  happened_at: day(-1),
  activity_type_id: f.types.direct,
  activity_ids: [f.activities.intake],
  hours: 1,
  minutes: 30,
  notes: 'Intake with a new client',
  ...overrides,
});

export async function givenTraining(app: RunningPracticum, coordinator: ApiClient, facultyClient: ApiClient): Promise<ActivityLogFixture> {
  const { body: me } = await coordinator.get('/api/users/current').expect(200);
  const organizationId = (me as { current_position: { organization_id: string } }).current_position.organization_id;
  const type = (name: string, color: string) => created(coordinator, '/api/activity-types', { name, color, symbol: name[0] });
  const types = {
    direct: await type('Direct contact (test)', '#1e88e5'),
    supervision: await type('Supervision (test)', '#43a047'),
    notInPlan: await type('Research (test)', '#8e24aa'),
  };
  const activity = (name: string, group: string, raises_risk_alert = false) =>
    created(coordinator, '/api/activities', { name, group, raises_risk_alert });
  const activities = {
    intake: await activity('Intake (test)', 'Assessment'),
    group: await activity('Group (test)', 'Therapy'),
    suicide: await activity('Suicide risk (test)', 'Crisis', true),
  };
  const levelId = await created(coordinator, '/api/training-levels', { name: `Level ${randomUUID().slice(0, 8)}` });
  const planId = await created(coordinator, '/api/training-plans', {
    name: 'Practicum I (test)',
    level_id: levelId,
    start_at: day(-60),
    end_at: day(60),
    total_hours: 100,
    activity_types: [
      { activity_type_id: types.direct, hours: 60, color: '#d81b60' },
      { activity_type_id: types.supervision, hours: 40 },
    ],
  });
  const trainee = await newTrainee(app, organizationId, `tess.${randomUUID().slice(0, 8)}@demo.practicum.test`);
  const { body: facultyUser } = await facultyClient.get('/api/users/current').expect(200);
  const faculty = { position_id: (facultyUser as { current_position: { id: string } }).current_position.id };
  const batch = await assignPlan(coordinator, planId, trainee.userId, { faculty: { primary_position_id: faculty.position_id } });
  expect(batch.status).toBe(200);
  const trainingId = (batch.body as { data: { id: string }[] }).data[0]!.id;
  trainee.client.lastPosition = coordinator.lastPosition;
  return { organizationId, trainee, faculty: { positionId: faculty.position_id }, trainingId, planId, types, activities };
}

/** A demo login's position in the organization, as the placement commands name the person acting. */
async function memberOf(app: RunningPracticum, login: string, organizationId: string) {
  return app
    .knex('positions as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where({ 'u.email': `${login}@demo.practicum.test`, 'p.organization_id': organizationId })
    .first<{ userId: string; positionId: string; organizationId: string; role: Role }>(
      'u.id as userId',
      'p.id as positionId',
      'p.organization_id as organizationId',
      'p.role',
    );
}

/**
 * Makes the demo supervisor the supervisor of the fixture's training: a site of the organization listing them and an
 * approved placement of the training there (the same commands the demo seeders issue). Answers the placement's id.
 */
export async function superviseTraining(app: RunningPracticum, coordinator: ApiClient, f: ActivityLogFixture): Promise<string> {
  const [supervisor, coordinatorMember] = await Promise.all([
    memberOf(app, 'supervisor', f.organizationId),
    memberOf(app, 'coordinator', f.organizationId),
  ]);
  const site = await coordinator.post('/api/supervision-sites', {
    name: `Activity log site ${randomUUID().slice(0, 8)}`,
    supervisor_ids: [supervisor.userId],
    status: 'approved',
    published: true,
    accepting_trainees: true,
  });
  expect(site.status).toBe(201);
  const trainee = { ...f.trainee, organizationId: f.organizationId, role: 'trainee' as const };
  const pipeline = commandPipeline({ eventStore: app.eventStore });
  const placementId = await approvedPlacement(
    pipeline,
    { trainee, supervisor, coordinator: coordinatorMember },
    f.trainingId,
    site.body.id as string,
  );
  await catchUpToHead(app, coordinator, f.trainee.client);
  return placementId;
}
