// GET /api/users/current in the spec 000 §3.4 shape (issue 12 item 7): the trainee's current and
// accessible trainings, whether HIPAA training is done, the training-access expiry (null until an
// access pass sets it), position statuses; and the admin's user details with the same fields.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CeCourseRecord } from '@practicum/shared/domain/ceCourses/index';
import type { AdminUserDetails, CurrentUser } from '@practicum/shared/domain/identity/records';
import { signInAtHead, signedInDemoTrainee, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let trainee: ApiClient;
let supervisor: ApiClient;
let admin: ApiClient;
let faculty: ApiClient;

const currentOf = async (client: ApiClient) => (await client.get('/api/users/current').expect(200)).body as CurrentUser;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await startTestApp();
  [trainee, supervisor, admin, faculty] = await signInAtHead(t.app, ['trainee', 'supervisor', 'admin', 'faculty']);
});
afterAll(() => t?.close());

describe('AUTH-17 AUTH-18 AUTH-19 PEOPLE-14 the demo trainee’s current user', () => {
  it('carries the current training, every own training by start date, HIPAA done and no access expiry yet', async () => {
    const user = await currentOf(trainee);
    expect(user.current_position).toMatchObject({
      role: { keyname: 'trainee' },
      status: 'active',
      trainee_account_limited: false,
      live_sessions_allowed: true,
    });
    expect(user.current_position?.organization?.organization_settings).toEqual(expect.any(Object));
    expect(user.hipaa_completed).toBe(true);
    expect(user.training_access_expires_at).toBeNull();

    const trainings = user.accessible_trainings;
    expect(trainings.length).toBeGreaterThan(0);
    expect(trainings.map((tr) => tr.start_at)).toEqual([...trainings.map((tr) => tr.start_at)].sort());
    for (const tr of trainings)
      expect(tr).toEqual({
        id: expect.any(String),
        training_plan_name: expect.any(String),
        start_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        end_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
    // the current training is today's (the earliest started), and one of the accessible ones
    const running = trainings.filter((tr) => tr.start_at <= today && today <= tr.end_at);
    expect(user.current_training?.id).toBe(running[0]?.id);
    expect(user.current_training).toMatchObject({ trainee_id: user.id, current: true, time: 'current' });
  });

  it('gives staff no trainings, and HIPAA is not done for someone who never took the course', async () => {
    const user = await currentOf(supervisor);
    expect(user).toMatchObject({
      current_training: null,
      accessible_trainings: [],
      hipaa_completed: false,
      training_access_expires_at: null,
    });
  });
});

describe('DASH-06 PEOPLE-14 a supervisor’s trainees', () => {
  it('DASH-06 are the trainees of trainings an approved, unarchived placement names them on; a trainee has none', async () => {
    const user = await currentOf(supervisor);
    // the demo seeders approve one placement with the demo supervisor: Theo Turner's current training
    expect(user.trainees).toEqual([expect.objectContaining({ name: 'Theo Turner', training_plan_name: 'Practicum I – Fall' })]);
    expect(user.past_trainees).toEqual([]);
    const own = await currentOf(trainee);
    expect([own.trainees, own.past_trainees]).toEqual([[], []]);
  });
});

describe('PEOPLE-14 a faculty member’s trainees', () => {
  it('are the trainees of the trainings they are the faculty or an assistant of, each with the latest, ended ones apart', async () => {
    const user = await currentOf(faculty);
    // every one of them: the list answers ten rows unless asked for more, and the demo faculty follows more
    const { body: trainings } = await faculty.get(`/api/trainings?range=${encodeURIComponent('[0,999]')}`).expect(200);
    const own = trainings as { trainee_id: string; end_at: string }[];
    expect(own.length).toBeGreaterThan(0);
    const latestEnd = new Map<string, string>();
    for (const training of own)
      if ((latestEnd.get(training.trainee_id) ?? '') < training.end_at) latestEnd.set(training.trainee_id, training.end_at);
    const ids = (ended: boolean) =>
      [...latestEnd]
        .filter(([, end]) => end < today === ended)
        .map(([id]) => id)
        .sort();
    expect(user.trainees.map((x) => x.id).sort()).toEqual(ids(false));
    expect(user.past_trainees.map((x) => x.id).sort()).toEqual(ids(true));
    expect(user.trainees[0]).toEqual(expect.objectContaining({ name: expect.any(String), training_id: expect.any(String) }));
  });
});

describe('AUTH-19 PEOPLE-14 a new trainee', () => {
  let newcomer: ApiClient;
  beforeAll(async () => {
    const nell = { first_name: 'Nell', last_name: 'Newcomer', email: 'nell.newcomer@demo.practicum.test' };
    const member = await signedInDemoTrainee(t.app, nell, { system: { correlationId: 'test-current-user-newcomer' } });
    newcomer = member.client;
    newcomer.lastPosition = member.position;
  });

  it('has an active position, no training yet and HIPAA not done', async () => {
    const user = await currentOf(newcomer);
    expect(user.positions.map((p) => [p.role.keyname, p.status])).toEqual([['trainee', 'active']]);
    expect(user).toMatchObject({ current_training: null, accessible_trainings: [], hipaa_completed: false });
  });

  it('has HIPAA done once the HIPAA exam is passed, and the admin’s user details say so too (PEOPLE-16)', async () => {
    const course = (await newcomer.get('/api/ce-courses/hipaa').expect(200)).body as CeCourseRecord;
    const authored = (await admin.get('/api/ce-courses').expect(200)).body as CeCourseRecord[];
    const withAnswers = authored.find((c) => c.id === course.id)!;
    const answers = Object.fromEntries(withAnswers.questions.map((q) => [q.id, q.answer!]));
    const passed = await newcomer.post('/api/ce-courses/hipaa/exam', { attempt: 1, answers });
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ passed: true });
    const user = await currentOf(newcomer);
    expect(user.hipaa_completed).toBe(true);

    admin.lastPosition = newcomer.lastPosition;
    const details = (await admin.get(`/api/admin/users/${user.id}`).expect(200)).body as AdminUserDetails;
    expect(details).toMatchObject({ name: 'Nell Newcomer', status: 'active', hipaa_completed: true, training_access_expires_at: null });
    expect(details.positions.map((p) => [p.role.keyname, p.status])).toEqual([['trainee', 'active']]);
  });
});
