// Poison events (issue 10 item 1): the reported case, a task with repeat_days 3000000000, accepted before its
// schema was bounded, overflowed the tasks projector's integer column and stalled it for good, so every
// read-your-writes read in every area answered 504. Now the projector parks the event and goes on, the
// health check names it, other areas keep answering, and an admin sees it and retries it.
import { randomUUID } from 'node:crypto';
import { TEST_MIN_POSITION_WAIT_MS } from '@practicum/shared/testing';
import { eventually } from './support/eventually.js';
import { appendPoisonTask, type PoisonTask } from './support/poisonTask.js';
import { signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let admin: ApiClient;
let coordinator: ApiClient;
let poison: PoisonTask;

/**
 * "Fast": well inside the read-your-writes wait (a stalled projector made such reads wait it out, then 504).
 * Not a latency target: test machines run many suites at once.
 */
const FAST_MS = TEST_MIN_POSITION_WAIT_MS / 2;

interface Health {
  status: string;
  dead_letters: { projector: string; event_id: string; event_type: string; error: string }[];
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, 'admin');
  coordinator = await signIn(t.app, 'coordinator');
  poison = await appendPoisonTask(t.app);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('a task event the tasks projector cannot hold (repeat_days 3000000000)', () => {
  it('is parked and named by /api/health, which answers degraded', async () => {
    const health = await eventually(async () => {
      const { body } = await admin.agent.get('/api/health').expect(200);
      return (body as Health).status === 'degraded' && (body as Health);
    });
    expect(health.dead_letters).toEqual([
      expect.objectContaining({
        projector: 'tasks',
        event_id: poison.eventId,
        event_type: 'TaskCreated',
        error: expect.stringMatching(/^value "3000000000" is out of range for type integer\n\(in: insert into /),
      }),
    ]);
  });

  it('does not stall its own area: a task read waiting for the poison event answers at once', async () => {
    const started = Date.now();
    const response = await coordinator.agent.get('/api/tasks?filter={"list":"created"}').set('X-Min-Position', poison.position);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(FAST_MS);
    expect(response.body.map((task: { id: string }) => task.id)).not.toContain(poison.taskId);
  });

  it('leaves the other areas answering: a write in another area followed by a read of it succeeds fast', async () => {
    const name = `Consultation ${randomUUID().slice(0, 8)}`;
    expect((await coordinator.post('/api/activity-types', { name, color: '#1e88e5', symbol: 'C' })).status).toBe(201);
    const started = Date.now();
    const response = await coordinator.get(`/api/activity-types?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(FAST_MS);
    expect(response.body.map((type: { name: string }) => type.name)).toEqual([name]);
  });

  it('is listed to the admin under the admin tools, and to no one else', async () => {
    const { body, headers } = await admin.agent.get('/api/admin/tools/dead-letters').expect(200);
    expect(headers['content-range']).toBe('dead-letters 0-0/1');
    expect(body).toEqual([
      expect.objectContaining({ projector: 'tasks', event_id: poison.eventId, event_type: 'TaskCreated', attempts: 1 }),
    ]);
    const { body: one } = await admin.agent.get(`/api/admin/tools/dead-letters/${body[0].id}`).expect(200);
    expect(one.data).toMatchObject({ taskId: poison.taskId, repeatDays: 3_000_000_000 });
    await coordinator.agent.get('/api/admin/tools/dead-letters').expect(403);
    expect((await coordinator.post(`/api/admin/tools/dead-letters/${body[0].id}/retry`)).status).toBe(403);
  });

  it('stays parked when a retry still fails, and the admin is told why (409)', async () => {
    const { body } = await admin.agent.get('/api/admin/tools/dead-letters').expect(200);
    const response = await admin.post(`/api/admin/tools/dead-letters/${body[0].id}/retry`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('The event still fails: value "3000000000" is out of range for type integer');
    const { body: after } = await admin.agent.get('/api/admin/tools/dead-letters').expect(200);
    expect(after).toEqual([expect.objectContaining({ id: body[0].id, attempts: 2 })]);
    expect((await admin.post('/api/admin/tools/dead-letters/999999/retry')).status).toBe(404);
  });
});
