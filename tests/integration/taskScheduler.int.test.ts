import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runTaskJobs, startTaskScheduler } from '@practicum/command-service/tasks/scheduler';
import { createLogger } from '@practicum/shared/platform/logging';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let coordinator: ApiClient;
let trainee: ApiClient;
let traineePosition: string;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** The clock the jobs see: `offset` days from now (injected, not slept). */
const clockAt = (offset: number) => () => new Date(Date.now() + offset * DAY);

beforeAll(async () => {
  t = await startTestApp();
  coordinator = await signIn(t.app, 'coordinator');
  trainee = await signIn(t.app, 'trainee');
  const { body } = await coordinator.get('/api/tasks/assignable-positions').expect(200);
  // the demo trainee (the demo data adds more trainees)
  traineePosition = (body as { id: string; role_keyname: string; name: string }[]).find(
    (p) => p.role_keyname === 'trainee' && p.name === 'Theo Turner',
  )!.id;
});
afterAll(() => t?.close());

const jobs = async (offset: number) => {
  const result = await runTaskJobs({ eventStore: t.app.eventStore, pool: t.app.pool }, clockAt(offset));
  if (result.position) coordinator.lastPosition = trainee.lastPosition = formatPosition(result.position);
  return result;
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

  it('publishes a task whose start has come and marks an overdue one past due', async () => {
    const later = await coordinator.post('/api/tasks', {
      assignee: traineePosition,
      description: 'Starts tomorrow',
      publish_later: true,
      start_at: day(1),
      due_date: day(2),
    });
    const id = later.body.id as string;
    expect(later.body.published).toBe(false);
    await coordinator.get(`/api/tasks/${id}`).expect(200);
    await jobs(1);
    expect((await trainee.get(`/api/tasks/${id}`).expect(200)).body).toMatchObject({ published: true, past_due: false });
    await jobs(3);
    expect((await trainee.get(`/api/tasks/${id}`).expect(200)).body).toMatchObject({ past_due: true });
  });

  it('starts the cron under the scheduler lock and stops cleanly', async () => {
    const scheduler = startTaskScheduler({
      eventStore: t.app.eventStore,
      pool: t.app.pool,
      knex: t.app.knex,
      logger: createLogger('silent'),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await scheduler.stop();
  });
});
