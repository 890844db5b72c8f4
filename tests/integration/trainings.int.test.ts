// Trainings through the API (spec 001 §5 Training create/edit, §7 Trainings, §8):
// batch create and edit with per-trainee failures, every rule broken once, the
// overlap race on one trainee's stream, delete, and who reads what.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { trainingLevelStream, trainingPlanStream } from '@practicum/shared/domain/trainings/events';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { trainingAtRiverside } from './support/otherOrganization.js';
import { readerAt } from './support/queryApp.js';
import { anonymousClient, eventCount, signIn, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let organizationId: string;
let facultyPositionId: string;
let assistantPositionId: string;
const trainees: string[] = [];
const plans: Record<string, string> = {};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A person of the demo organization made by commands (test trainees start with no trainings). */
async function person(role: 'trainee' | 'faculty', first: string) {
  const email = `${first.toLowerCase()}-${randomUUID().slice(0, 8)}@trainings.test`;
  const { userId } = await registerUser(t.app, { first_name: first, last_name: 'Tester', email, password: DEMO_PASSWORD }, { system: {} });
  const { positionId, position } = await assignPosition(t.app, { userId, organizationId, role }, { system: {} });
  coordinator.lastPosition = formatPosition(position!);
  return { userId, positionId, email };
}

/** Levels and plans as the setup area's commands record them (their events are the contract). */
async function plan(name: string, levelId: string, archived = false) {
  const planId = randomUUID();
  const events = [
    {
      type: 'TrainingPlanCreated',
      data: { planId, organizationId, levelId, name, startAt: day(-400), endAt: day(400), totalHours: 100, activityTypes: [] },
      metadata: systemMetadata(),
    },
    ...(archived ? [{ type: 'TrainingPlanArchived', data: { planId }, metadata: systemMetadata() }] : []),
  ];
  const result = await t.app.eventStore.appendToStream(trainingPlanStream(planId), events, { expectedRevision: 'no_stream' });
  coordinator.lastPosition = formatPosition(result.position);
  plans[name] = planId;
}

const payload = (overrides: Record<string, unknown> = {}) => ({
  trainee_ids: trainees.slice(0, 2),
  training_plan_id: plans.Fall,
  start_at: day(-30),
  end_at: day(60),
  faculty: { primary_position_id: facultyPositionId, assistant_position_ids: [assistantPositionId] },
  ...overrides,
});

beforeAll(async () => {
  coordinator = await signIn(t.app, 'coordinator');
  const org = await t.app.knex('organizations').where({ name: 'Demo University Counseling Program' }).first<{ id: string }>();
  organizationId = org.id;
  const faculty = await t.app
    .knex('users as u')
    .join('positions as p', 'p.user_id', 'u.id')
    .where('u.email', 'faculty@demo.practicum.test')
    .first<{ id: string }>('p.id');
  facultyPositionId = faculty.id;
  assistantPositionId = (await person('faculty', 'Assistant')).positionId;
  for (const name of ['Ann', 'Ben', 'Cid', 'Dee']) trainees.push((await person('trainee', name)).userId);
  const levelId = randomUUID();
  await t.app.eventStore.appendToStream(
    trainingLevelStream(levelId),
    [{ type: 'TrainingLevelCreated', data: { levelId, organizationId, name: 'Practicum I', sortOrder: 1 }, metadata: systemMetadata() }],
    { expectedRevision: 'no_stream' },
  );
  await plan('Fall', levelId);
  await plan('Spring', levelId);
  await plan('Old', levelId, true);
  // the read models catch up with this setup before the tests read (a loaded machine can take past the 2 s wait)
  for (let i = 0; i < 10 && (await coordinator.get('/api/trainings')).status === 504; i++);
});

describe('batch create (POST /api/trainings/batch)', () => {
  it('TRAIN-21 TRAIN-09 TRAIN-10 assigns one training per trainee, readable with plan, level, faculty and assistants', async () => {
    const response = await coordinator.post('/api/trainings/batch', payload());
    expect(response.status).toBe(200);
    expect(response.body.errors).toEqual([]);
    expect(response.body.data.map((d: { trainee_id: string }) => d.trainee_id)).toEqual(trainees.slice(0, 2));
    const list = await coordinator.get(`/api/trainings?filter=${encodeURIComponent(JSON.stringify({ trainee_id: trainees[0] }))}`);
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe('trainings 0-0/1');
    const [training] = list.body;
    expect(training).toMatchObject({
      trainee_id: trainees[0],
      training_plan_id: plans.Fall,
      training_plan: { id: plans.Fall, name: 'Fall', training_level: { name: 'Practicum I' } },
      training_plan_name: 'Fall',
      start_at: day(-30),
      end_at: day(60),
      faculty_position_id: facultyPositionId,
      faculty: { name: 'Felix Fernandez' },
      assistants: [{ id: assistantPositionId, faculty_position_id: assistantPositionId, name: 'Assistant Tester' }],
      placements: [],
      placement_not_required: false,
      current: true,
      time: 'current',
    });
    expect(training.display_name).toMatch(/^Fall \(\d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}\)$/);
    expect((await coordinator.get(`/api/trainings/${training.id}`)).body.id).toBe(training.id);
  });

  it('TRAIN-20 TRAIN-25 refuses only the trainee whose training overlaps, listing the other trainings; the others get theirs', async () => {
    const response = await coordinator.post(
      '/api/trainings/batch',
      payload({ trainee_ids: [trainees[0], trainees[2]], training_plan_id: plans.Spring, start_at: day(50), end_at: day(150) }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0].trainee_id).toBe(trainees[2]);
    expect(response.body.errors).toEqual([
      {
        failed_trainee_id: trainees[0],
        error: expect.stringContaining('overlap') as unknown as string,
        overlapping: [expect.objectContaining({ training_plan_name: 'Fall', start_at: day(-30), end_at: day(60) })],
      },
    ]);
  });

  it('TRAIN-20 answers 422 when every trainee failed, and adjacent dates are allowed', async () => {
    const before = await eventCount(t.app);
    const failed = await coordinator.post(
      '/api/trainings/batch',
      payload({ trainee_ids: [trainees[0]], start_at: day(60), end_at: day(90) }),
    );
    expect(failed.status).toBe(422);
    expect(failed.body.message).toMatch(/overlap/);
    expect(failed.body.errors[0].failed_trainee_id).toBe(trainees[0]);
    expect(await eventCount(t.app)).toBe(before);
    const adjacent = await coordinator.post(
      '/api/trainings/batch',
      payload({ trainee_ids: [trainees[0]], start_at: day(61), end_at: day(90) }),
    );
    expect(adjacent.status).toBe(200);
    expect(adjacent.body.data[0].start_at).toBe(day(61));
  });

  it('TRAIN-20 overlap is checked within one organization: a training elsewhere does not block these dates', async () => {
    const eve = await person('trainee', 'Eve');
    const clinic = await trainingAtRiverside(t.app, eve.userId, day(-10), day(40));
    coordinator.lastPosition = clinic.position;
    const response = await coordinator.post('/api/trainings/batch', payload({ trainee_ids: [eve.userId] }));
    expect(response.status).toBe(200);
    expect(response.body.errors).toEqual([]);
    expect(response.body.data.map((d: { start_at: string; end_at: string }) => [d.start_at, d.end_at])).toEqual([[day(-30), day(60)]]);
    const { body: listed } = await coordinator.get(
      `/api/trainings?filter=${encodeURIComponent(JSON.stringify({ trainee_id: eve.userId }))}`,
    );
    expect((listed as { id: string }[]).map((tr) => tr.id)).toEqual([response.body.data[0].id]);
  });

  it.each([
    ['TRAIN-20 missing start date', { start_at: '' }, 'start_at', 'The start date field is required.'],
    ['TRAIN-20 missing end date', { end_at: null }, 'end_at', 'The end date field is required.'],
    ['an end before the start', { start_at: day(500), end_at: day(400) }, 'end_at', 'The end date must be a date after the start date.'],
  ])('%s is refused with 422 and nothing is stored', async (_name, overrides, field, message) => {
    const before = await eventCount(t.app);
    const response = await coordinator.post('/api/trainings/batch', payload({ trainee_ids: [trainees[3]], ...overrides }));
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toEqual([message]);
    expect(await eventCount(t.app)).toBe(before);
  });

  it('TRAIN-18 refuses an assistant that duplicates the primary faculty or another assistant', async () => {
    const asPrimary = await coordinator.post(
      '/api/trainings/batch',
      payload({ faculty: { primary_position_id: facultyPositionId, assistant_position_ids: [facultyPositionId] } }),
    );
    expect(asPrimary.status).toBe(422);
    expect(asPrimary.body.errors['faculty.assistant_position_ids']).toEqual(['An assistant cannot be the primary faculty.']);
    const twice = await coordinator.post(
      '/api/trainings/batch',
      payload({ faculty: { primary_position_id: facultyPositionId, assistant_position_ids: [assistantPositionId, assistantPositionId] } }),
    );
    expect(twice.status).toBe(422);
    expect(twice.body.errors['faculty.assistant_position_ids']).toEqual(['The same assistant cannot be added twice.']);
  });

  it('refuses an archived or unknown plan, a faculty position that is not faculty, and names an invalid trainee', async () => {
    for (const planId of [plans.Old, randomUUID()]) {
      const response = await coordinator.post(
        '/api/trainings/batch',
        payload({ trainee_ids: [trainees[3]], training_plan_id: planId, start_at: day(500), end_at: day(600) }),
      );
      expect(response.status).toBe(422);
      expect(response.body.errors.training_plan_id).toEqual(['The selected training plan is invalid.']);
    }
    const traineePosition = await t.app.knex('positions').where({ user_id: trainees[3] }).first<{ id: string }>('id');
    const notFaculty = await coordinator.post(
      '/api/trainings/batch',
      payload({ trainee_ids: [trainees[3]], faculty: { primary_position_id: traineePosition.id, assistant_position_ids: [] } }),
    );
    expect(notFaculty.status).toBe(422);
    expect(notFaculty.body.errors['faculty.primary_position_id']).toEqual(['The selected primary faculty is invalid.']);
    const facultyUser = await t.app.knex('positions').where({ id: facultyPositionId }).first<{ user_id: string }>('user_id');
    const notTrainee = await coordinator.post(
      '/api/trainings/batch',
      payload({ trainee_ids: [facultyUser.user_id], start_at: day(500), end_at: day(600) }),
    );
    expect(notTrainee.status).toBe(422);
    expect(notTrainee.body.errors).toEqual([{ failed_trainee_id: facultyUser.user_id, error: 'The selected trainee is invalid.' }]);
  });

  it('TRAIN-14 is the coordinator’s: faculty, supervisor and trainee are refused with 403', async () => {
    for (const role of ['faculty', 'supervisor', 'trainee']) {
      const client = await signIn(t.app, role);
      expect((await client.post('/api/trainings/batch', payload())).status).toBe(403);
      expect((await client.put('/api/trainings/batch', { training_ids: [randomUUID()] })).status).toBe(403);
    }
  });

  it('TRAIN-20 two concurrent overlapping batches for one trainee: exactly one succeeds', async () => {
    const trainee = (await person('trainee', 'Racer')).userId;
    const body = payload({ trainee_ids: [trainee], start_at: day(200), end_at: day(300) });
    const responses = await Promise.all([
      coordinator.post('/api/trainings/batch', body),
      coordinator.post('/api/trainings/batch', { ...body, start_at: day(250) }),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 422]);
    const rows = await t.app.eventStore.readStream(`traineeTrainings-${trainee}`);
    expect(rows.filter((e) => e.type === 'TrainingAssigned')).toHaveLength(1);
  });
});

describe('batch edit (PUT /api/trainings/batch) and delete', () => {
  const trainingOf = async (traineeId: string) => {
    const list = await coordinator.get(
      `/api/trainings?filter=${encodeURIComponent(JSON.stringify({ trainee_id: traineeId, time: 'current' }))}`,
    );
    return list.body[0] as { id: string; start_at: string; end_at: string; training_plan_id: string; assistants: unknown[] };
  };

  it('TRAIN-22 TRAIN-19 changes the given fields and keeps the empty ones; TRAIN-17 a trainee without a training fails', async () => {
    const a = await trainingOf(trainees[1]!);
    const c = await trainingOf(trainees[2]!);
    expect(c).toBeUndefined(); // trainee C's training is the next one, not current
    const response = await coordinator.put('/api/trainings/batch', {
      training_ids: [a.id],
      trainee_ids: [trainees[1], trainees[3]],
      training_plan_id: plans.Spring,
      start_at: '',
      end_at: '',
      faculty: { primary_position_id: '', assistant_position_ids: null },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({ id: a.id, training_plan_id: plans.Spring, start_at: a.start_at, end_at: a.end_at }),
    ]);
    expect(response.body.errors).toEqual([{ failed_trainee_id: trainees[3], error: 'no valid training plan' }]);
    const after = await trainingOf(trainees[1]!);
    expect(after).toMatchObject({ training_plan_id: plans.Spring, start_at: a.start_at, assistants: a.assistants });
  });

  it('TRAIN-20 an edit that would overlap is refused with the other trainings listed', async () => {
    const a = await trainingOf(trainees[0]!);
    const response = await coordinator.put('/api/trainings/batch', { training_ids: [a.id], end_at: day(70) });
    expect(response.status).toBe(422);
    expect(response.body.errors[0]).toMatchObject({ failed_trainee_id: trainees[0], failed_training_id: a.id });
    expect(response.body.errors[0].overlapping[0]).toMatchObject({ start_at: day(61), end_at: day(90) });
  });

  it('TRAIN-27 deletes a training ("training deleted"); unknown ids answer 404', async () => {
    const a = await trainingOf(trainees[1]!);
    const response = await coordinator.delete(`/api/trainings/${a.id}`);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('training deleted');
    expect(await trainingOf(trainees[1]!)).toBeUndefined();
    expect((await coordinator.delete(`/api/trainings/${a.id}`)).status).toBe(404);
    expect((await coordinator.delete('/api/trainings/not-an-id')).status).toBe(422);
  });
});

describe('reading trainings and trainees', () => {
  it('TRAIN-11 TRAIN-28 groups a trainee’s trainings into previous, current and next with the upcoming one', async () => {
    const trainee = (await person('trainee', 'Tim')).userId;
    await coordinator.post('/api/trainings/batch', payload({ trainee_ids: [trainee], start_at: day(-200), end_at: day(-100) }));
    await coordinator.post('/api/trainings/batch', payload({ trainee_ids: [trainee], start_at: day(-10), end_at: day(10) }));
    await coordinator.post('/api/trainings/batch', payload({ trainee_ids: [trainee], start_at: day(200), end_at: day(300) }));
    await coordinator.post('/api/trainings/batch', payload({ trainee_ids: [trainee], start_at: day(20), end_at: day(100) }));
    const response = await coordinator.get(`/api/trainees/${trainee}/trainings`);
    expect(response.status).toBe(200);
    expect(response.body.previous.map((r: { start_at: string }) => r.start_at)).toEqual([day(-200)]);
    expect(response.body.current.map((r: { start_at: string }) => r.start_at)).toEqual([day(-10)]);
    expect(response.body.next.map((r: { start_at: string }) => r.start_at)).toEqual([day(20), day(200)]);
    expect(response.body.upcoming.start_at).toBe(day(20));
    const nextOnly = await coordinator.get(
      `/api/trainings?filter=${encodeURIComponent(JSON.stringify({ trainee_id: trainee, time: 'next' }))}`,
    );
    expect(nextOnly.body).toHaveLength(2);
  });

  it('TRAIN-10 a training carries its entries waiting for review, insurance_required and its report totals', async () => {
    // the demo trainee's current training has seeded entries in every review state
    const demo = await t.app.knex('users').where({ email: 'trainee@demo.practicum.test' }).first<{ id: string }>();
    const [training] = (await coordinator.get(`/api/trainees/${demo.id}/trainings`).expect(200)).body.current as {
      id: string;
      unapproved_entries_count: number;
      insurance_required: boolean;
      report: { approved: number; unapproved: number; time_on_site: number };
    }[];
    const filter = encodeURIComponent(JSON.stringify({ training_id: training!.id, status: 'submitted' }));
    const submitted = (await coordinator.get(`/api/activity-log?filter=${filter}&range=[0,999]`).expect(200)).body as unknown[];
    expect(training!.unapproved_entries_count).toBe(submitted.length);
    expect(training!.unapproved_entries_count).toBeGreaterThan(0);
    expect(training!.insurance_required).toBe(true); // the demo organization requires trainee insurance
    const row = (await coordinator.get(`/api/reports/training/${training!.id}`).expect(200)).body as {
      training_report: { totals: { time: { approved: number; unapproved: number }; time_on_site: number } };
    };
    expect(training!.report).toEqual({
      approved: row.training_report.totals.time.approved,
      unapproved: row.training_report.totals.time.unapproved,
      time_on_site: row.training_report.totals.time_on_site,
    });
    expect(training!.report.approved).toBeGreaterThan(0);
  });

  it('visibility: faculty sees the trainings they teach, a trainee their own, a supervisor none', async () => {
    const faculty = await signIn(t.app, 'faculty');
    faculty.lastPosition = coordinator.lastPosition;
    const mine = await faculty.get(`/api/trainings?filter=${encodeURIComponent(JSON.stringify({ trainee_id: trainees[0] }))}`);
    expect(mine.body.length).toBeGreaterThan(0);
    // on /trainees, faculty see the trainees they teach: Ann (primary), not Dee (no training)
    const taught = (await faculty.get('/api/trainees?range=[0,99]').expect(200)).body as { id: string }[];
    expect(taught.map((r) => r.id)).toContain(trainees[0]);
    expect(taught.map((r) => r.id)).not.toContain(trainees[3]);
    const supervisor = await signIn(t.app, 'supervisor');
    supervisor.lastPosition = coordinator.lastPosition;
    const none = await supervisor.get(`/api/trainings?filter=${encodeURIComponent(JSON.stringify({ trainee_id: trainees[0] }))}`);
    expect(none.body).toEqual([]);
    const trainee = await signIn(t.app, 'trainee');
    const own = await trainee.get(`/api/trainings?filter=${encodeURIComponent(JSON.stringify({ trainee_id: trainees[0] }))}`);
    expect(own.body).toEqual([]);
  });

  it('PEOPLE-01 PEOPLE-17 the coordinator lists trainees with their current plan and faculty; details carry the current training', async () => {
    const list = await coordinator.get(`/api/trainees?filter=${encodeURIComponent(JSON.stringify({ q: 'Ann' }))}&range=[0,99]`);
    expect(list.status).toBe(200);
    const ann = list.body.find((r: { id: string }) => r.id === trainees[0]);
    expect(ann).toMatchObject({ name: 'Ann Tester', status: 'active', current_plan: 'Fall', faculty: 'Felix Fernandez' });
    const details = await coordinator.get(`/api/trainees/${trainees[0]}`);
    expect(details.body.current_training).toMatchObject({
      training_plan: { name: 'Fall' },
      faculty: { name: 'Felix Fernandez' },
      placements: [],
    });
    expect(details.body.current_training.start_at_formatted).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  });

  it('PEOPLE-05 PEOPLE-10 trainee details: a trainee opens only themselves; another organization gets 404', async () => {
    const trainee = await signIn(t.app, 'trainee');
    expect((await trainee.get(`/api/trainees/${trainees[0]}`)).status).toBe(404);
    const me = await t.app.knex('users').where({ email: 'trainee@demo.practicum.test' }).first<{ id: string }>('id');
    expect((await trainee.get(`/api/trainees/${me.id}`)).status).toBe(200);
    expect((await trainee.get('/api/trainees')).status).toBe(403);
    const other = await anonymousClient(t.app);
    const otherOrg = await t.app.knex('organizations').where({ name: 'Riverside Community Clinic' }).first<{ id: string }>('id');
    const email = 'other-coordinator@trainings.test';
    const { userId } = await registerUser(t.app, { first_name: 'O', last_name: 'C', email, password: DEMO_PASSWORD }, { system: {} });
    await assignPosition(t.app, { userId, organizationId: otherOrg.id, role: 'coordinator' }, { system: {} });
    expect((await other.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
    expect((await other.get(`/api/trainees/${trainees[0]}`)).status).toBe(404);
    expect((await other.get(`/api/trainees/${trainees[0]}/trainings`)).status).toBe(404);
  });

  it('TRAIN-15 the training modal’s data: levels, active plans only with their dates, the organization’s faculty', async () => {
    const response = await coordinator.get('/api/organization/training-data');
    expect(response.status).toBe(200);
    expect(response.body.training_levels.map((l: { name: string }) => l.name)).toContain('Practicum I');
    const planNames = response.body.training_plans.map((p: { name: string }) => p.name);
    expect(planNames).toEqual(expect.arrayContaining(['Fall', 'Spring']));
    expect(planNames).not.toContain('Old');
    // TRAIN-15: each plan carries its dates, which the assign modal prefills
    for (const plan of response.body.training_plans as { start_at: unknown; end_at: unknown }[]) {
      expect(plan.start_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(plan.end_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(response.body.faculty.map((f: { position_id: string }) => f.position_id)).toEqual(
      expect.arrayContaining([facultyPositionId, assistantPositionId]),
    );
    expect((await (await signIn(t.app, 'faculty')).get('/api/organization/training-data')).status).toBe(403);
  });
});

describe('TRAIN-11 PEOPLE-17 when today is another date where the reader is than in UTC', () => {
  it('splits trainings at today in the reader’s zone: at 4 am UTC, a Los Angeles coordinator is still on the day before', async () => {
    const trainee = (await person('trainee', 'Lou')).userId;
    await coordinator.post('/api/trainings/batch', payload({ trainee_ids: [trainee], start_at: day(-30), end_at: day(-1) }));
    await coordinator.post('/api/trainings/batch', payload({ trainee_ids: [trainee], start_at: day(0), end_at: day(30) }));
    await coordinator.get(`/api/trainees/${trainee}/trainings`).expect(200); // projected
    const at = `${day(0)}T04:00:00.000Z`; // 8 or 9 pm of the day before in Los Angeles
    const starts = (rows: { start_at: string }[]) => rows.map((r) => r.start_at);
    const position = { organizationId, role: 'coordinator' as const };
    for (const [zone, current, next] of [
      ['America/Los_Angeles', day(-30), day(0)],
      [null, day(0), undefined],
    ] as const) {
      const reader = await readerAt(t.app, position, zone, at);
      const split = (await reader.get(`/api/trainees/${trainee}/trainings`).expect(200)).body;
      expect([starts(split.current), starts(split.next)]).toEqual([[current], next ? [next] : []]);
      const details = (await reader.get(`/api/trainees/${trainee}`).expect(200)).body;
      expect(details.current_training.start_at).toBe(current);
      const filter = encodeURIComponent(JSON.stringify({ trainee_id: trainee, time: 'current' }));
      expect(starts((await reader.get(`/api/trainings?filter=${filter}`).expect(200)).body)).toEqual([current]);
    }
  });
});
