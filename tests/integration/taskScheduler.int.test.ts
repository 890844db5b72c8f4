import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { runTaskJobs, startTaskScheduler } from '@practicum/command-service/tasks/scheduler';
import { createLogger } from '@practicum/shared/platform/logging';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { eventually } from './support/eventually.js';
import { positionOf, signIn, signedInDemoTrainee, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let trainee: ApiClient;
let traineePosition: string;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** The clock the jobs see: `offset` days from now (injected, not slept). */
const clockAt = (offset: number) => () => new Date(Date.now() + offset * DAY);

beforeAll(async () => {
  coordinator = await signIn(t.app, 'coordinator');
  trainee = await signIn(t.app, 'trainee');
  // the demo trainee (the demo data adds more trainees)
  traineePosition = await positionOf(coordinator, 'trainee', 'Theo Turner');
});

const jobs = async (offset: number) => {
  const result = await runTaskJobs({ eventStore: t.app.eventStore, pool: t.app.pool }, clockAt(offset));
  if (result.position) coordinator.lastPosition = trainee.lastPosition = formatPosition(result.position);
  return result;
};

/** A new trainee of the demo organization whose profile zone is `zone`, as the users read model has it; their position. */
async function traineeIn(zone: string): Promise<string> {
  const person = { first_name: 'Zed', last_name: 'Zoned', email: `zoned.${randomUUID().slice(0, 8)}@demo.practicum.test` };
  const { client, positionId, userId } = await signedInDemoTrainee(t.app, person);
  expect(
    (await client.put('/api/users/current', { first_name: person.first_name, last_name: person.last_name, timezone: zone })).status,
  ).toBe(200);
  await eventually(async () => (await t.app.knex('users').where({ id: userId, timezone: zone }).first()) as unknown);
  coordinator.lastPosition = client.lastPosition;
  return positionId;
}

/** The jobs run once with the clock at the instant `at`. */
const jobsAt = async (at: string) => {
  const result = await runTaskJobs({ eventStore: t.app.eventStore, pool: t.app.pool }, () => new Date(at));
  if (result.position) coordinator.lastPosition = formatPosition(result.position);
  return result;
};

/** A task for the trainee that starts tomorrow (so unpublished today), projected; its id. */
const startingTomorrow = async (description: string): Promise<string> => {
  const created = await coordinator.post('/api/tasks', {
    assignee: traineePosition,
    description,
    publish_later: true,
    start_at: day(1),
    due_date: day(2),
  });
  expect(created.body.published).toBe(false);
  const id = created.body.id as string;
  await coordinator.get(`/api/tasks/${id}`).expect(200);
  return id;
};

describe('TASKS-11 TASKS-14 TASKS-17 scheduled task work (clock injected, not slept)', () => {
  it('creates the next instances of a schedule-repeating task until repeat_until, once', async () => {
    const created = await coordinator.post('/api/tasks', {
      assignee: traineePosition,
      description: 'Weekly log review',
      due_date: day(1),
      repeat_on: 'schedule',
      repeat_days: 2,
      repeat_until: day(5),
    });
    expect(created.status).toBe(201);
    const root = created.body.id as string;
    await coordinator.get(`/api/tasks/${root}`).expect(200); // projected
    const first = await jobs(4);
    expect(first.instances).toBe(2); // days +2 and +4
    const again = await jobs(4);
    expect(again.instances).toBe(0);
    const list = await coordinator.get('/api/tasks?filter={"list":"created","q":"Weekly log review"}&sort=["start_at","ASC"]').expect(200);
    const rows = list.body as { id: string; start_at: string | null; due_date: string | null; parent_id: string | null }[];
    expect(rows.map((r) => [r.start_at, r.due_date, r.parent_id])).toEqual([
      [day(2), day(3), root],
      [day(4), day(5), root],
      [null, day(1), null],
    ]);
    const later = await jobs(9);
    expect(later.instances).toBe(0); // day +6 is past repeat_until
  });

  it('TASKS-09 TASKS-48 an instance of a schedule-repeating evaluation task links the same form', async () => {
    const form = await coordinator.post('/api/forms', {
      name: 'Weekly self-evaluation',
      type: 'evaluation',
      assessment_category: 'self',
      submitter_roles: ['trainee'],
      reviewer_roles: ['faculty'],
      sections: [{ title: 'Week', questions: [{ type: 'string', label: 'What went well', required: true }] }],
    });
    expect(form.status).toBe(201);
    expect((await coordinator.patch(`/api/forms/${form.body.id}/publish`, { published: true })).status).toBe(200);
    const created = await coordinator.post('/api/tasks', {
      assignee: traineePosition,
      assignable_type: 'Form',
      assignable_id: form.body.id,
      description: 'Weekly self-evaluation',
      repeat_on: 'schedule',
      repeat_days: 3,
      repeat_until: day(4),
    });
    expect(created.status).toBe(201);
    const root = created.body.id as string;
    await coordinator.get(`/api/tasks/${root}`).expect(200);
    expect((await jobs(3)).instances).toBe(1);
    const [instance] = await eventually(async () => {
      const rows = (await t.app.knex('tasks').where({ parent_id: root })) as { assignable_type: string; assignable_id: string }[];
      return rows.length > 0 && rows;
    });
    expect(instance).toMatchObject({ assignable_type: 'Form', assignable_id: form.body.id });
  });

  it('publishes a task whose start has come and marks an overdue one past due', async () => {
    const id = await startingTomorrow('Starts tomorrow');
    await jobs(1);
    expect((await trainee.get(`/api/tasks/${id}`).expect(200)).body).toMatchObject({ published: true, past_due: false });
    await jobs(3);
    expect((await trainee.get(`/api/tasks/${id}`).expect(200)).body).toMatchObject({ past_due: true });
  });

  it('TASKS-04 marks a task past due once its due date has ended where the assignee is, not in UTC', async () => {
    const positionId = await traineeIn('America/Los_Angeles');
    const created = await coordinator.post('/api/tasks', { assignee: positionId, description: 'Due today in LA', due_date: day(0) });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    await coordinator.get(`/api/tasks/${id}`).expect(200);
    const pastDue = async (at: string) => {
      await jobsAt(at);
      return ((await coordinator.get(`/api/tasks/${id}`).expect(200)).body as { past_due: boolean }).past_due;
    };
    // 4 am UTC the next day: 8 or 9 pm of the due date in Los Angeles
    expect(await pastDue(`${day(1)}T04:00:00.000Z`)).toBe(false);
    // 9 am UTC: 1 or 2 am of the day after in Los Angeles
    expect(await pastDue(`${day(1)}T09:00:00.000Z`)).toBe(true);
  });

  it('runs the jobs on its cron while holding the scheduler lock, and lets the lock go on stop', async () => {
    const id = await startingTomorrow('Published by the cron');
    /** Whether a session holds the "tasks-scheduler" advisory lock (a bigint key shows as two 32-bit halves). */
    const lockHeld = async () => {
      const { rows } = await t.app.pool.query<{ held: boolean }>(
        `SELECT exists(
           SELECT 1 FROM pg_locks, (SELECT hashtextextended('tasks-scheduler', 0) AS k) AS key
            WHERE locktype = 'advisory' AND granted AND objsubid = 1
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
              AND classid::text::bigint = (k >> 32) & 4294967295 AND objid::text::bigint = k & 4294967295) AS held`,
      );
      return rows[0]!.held;
    };
    expect(await lockHeld()).toBe(false);
    // every second, with tomorrow's clock: the task's start has come
    const scheduler = startTaskScheduler(
      { eventStore: t.app.eventStore, pool: t.app.pool, knex: t.app.knex, logger: createLogger('silent') },
      { expression: '* * * * * *', clock: clockAt(1) },
    );
    try {
      const published = await eventually(async () => {
        const { body } = await trainee.get(`/api/tasks/${id}`);
        return (body as { published?: boolean }).published === true && (body as { published: boolean; past_due: boolean });
      }, 15_000);
      expect(published).toMatchObject({ published: true, past_due: false });
      expect(await lockHeld()).toBe(true);
    } finally {
      await scheduler.stop();
    }
    expect(await lockHeld()).toBe(false);
  });
});

describe('TASKS-11 TASKS-14 when the start date comes earlier or later where the assignee is than in UTC', () => {
  const published = async (id: string) =>
    ((await coordinator.get(`/api/tasks/${id}`).expect(200)).body as { published: boolean }).published;

  it('publishes a task on its start date where its assignee is', async () => {
    const [auckland, losAngeles] = [await traineeIn('Pacific/Auckland'), await traineeIn('America/Los_Angeles')];
    const startingTomorrowFor = async (assignee: string) => {
      const created = await coordinator.post('/api/tasks', {
        assignee,
        description: 'Starts tomorrow',
        publish_later: true,
        start_at: day(1),
      });
      expect(created.body.published).toBe(false);
      return created.body.id as string;
    };
    const [inAuckland, inLosAngeles] = [await startingTomorrowFor(auckland), await startingTomorrowFor(losAngeles)];
    // 1 pm UTC: 1 or 2 am of tomorrow in Auckland, today still in Los Angeles
    await jobsAt(`${day(0)}T13:00:00.000Z`);
    expect([await published(inAuckland), await published(inLosAngeles)]).toEqual([true, false]);
    // 4 am UTC tomorrow: 8 or 9 pm of today in Los Angeles
    await jobsAt(`${day(1)}T04:00:00.000Z`);
    expect(await published(inLosAngeles)).toBe(false);
    await jobsAt(`${day(1)}T09:00:00.000Z`);
    expect(await published(inLosAngeles)).toBe(true);
  });

  it('makes a series’ next task, published, once its start date has come where the assignee is', async () => {
    const created = await coordinator.post('/api/tasks', {
      assignee: await traineeIn('Pacific/Auckland'),
      description: 'Every other day in Auckland',
      due_date: day(1),
      repeat_on: 'schedule',
      repeat_days: 2,
      repeat_until: day(5),
    });
    const root = created.body.id as string;
    await coordinator.get(`/api/tasks/${root}`).expect(200);
    // 1 pm UTC tomorrow: the day after tomorrow in Auckland, the series' second start
    await jobsAt(`${day(1)}T13:00:00.000Z`);
    const instances = await coordinator
      .get(`/api/tasks?filter=${encodeURIComponent(JSON.stringify({ list: 'created', q: 'Every other day in Auckland' }))}`)
      .expect(200);
    const rows = instances.body as { start_at: string | null; published: boolean; parent_id: string | null }[];
    expect(rows.filter((r) => r.parent_id === root).map((r) => [r.start_at, r.published])).toEqual([[day(2), true]]);
  });
});
