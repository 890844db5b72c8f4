// Notifications (issue 5): task events → rows for the right users, the read API,
// realtime push, and exactly-once delivery across a notifier restart.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { connectedSocket, nextEvent } from './support/sockets.js';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/postgres/postgresEventStore';
import { createEventStoreBus, migrateBus, checkpointStore } from '@practicum/shared/platform/bus/index';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { taskStream, type TaskCreated } from '@practicum/shared/domain/tasks/events';
import { taskCreatedData } from '@practicum/shared/domain/tasks/testFixtures';
import { formatDateTime } from '@practicum/shared/format';
import { migrateNotifications, startNotifier } from '@practicum/projections/notifications/notifier';
import { pushToUsers } from '@practicum/query-service/realtime/pusher';
import { anonymousClient, demoEmail, sessionCookie, signIn, testAppForFile, type ApiClient } from './support/testApp.js';
import { eventually } from './support/eventually.js';

const t = testAppForFile();
let trainee: ApiClient;
let supervisor: ApiClient;
interface Party {
  userId: string;
  positionId: string;
  name: string;
}
let traineeParty: Party;
let supervisorParty: Party;

async function partyOf(role: string): Promise<Party> {
  const user = await t.app
    .knex('users')
    .where({ email: demoEmail(role) })
    .first<{ id: string; name: string }>();
  const position = await t.app.knex('positions').where({ user_id: user.id }).first<{ id: string }>();
  return { userId: user.id, positionId: position.id, name: user.name };
}

beforeAll(async () => {
  [trainee, supervisor] = await Promise.all([signIn(t.app, 'trainee'), signIn(t.app, 'supervisor')]);
  [traineeParty, supervisorParty] = await Promise.all([partyOf('trainee'), partyOf('supervisor')]);
  // The demo data notifies the trainee too (its tasks are seeded last, the to-do last of all): count once the notifier has them.
  await eventually(async () => {
    const messages = (await rowsFor(traineeParty.userId)).map((r: { message: string }) => r.message);
    return messages.some((m) => m.endsWith('Prepare notes for the first supervision meeting'));
  });
});

const taskCreated = (creator: Party | null, assignee: Party, overrides: Partial<TaskCreated['data']> = {}): TaskCreated['data'] =>
  taskCreatedData(
    {
      taskId: randomUUID(),
      organizationId: randomUUID(),
      creatorUserId: creator?.userId ?? null,
      creatorPositionId: creator?.positionId ?? null,
      assigneeUserId: assignee.userId,
      assigneePositionId: assignee.positionId,
    },
    { description: 'Complete the midterm evaluation', ...overrides },
  );

async function append(store: EventStore, taskId: string, type: string, data: Record<string, unknown>) {
  await store.appendToStream(taskStream(taskId), [{ type, data, metadata: systemMetadata() }]);
}

const rowsFor = (userId: string) => t.app.knex('notifications').where({ user_id: userId }).orderBy('happened_at');
const countFor = async (userId: string) =>
  Number(((await t.app.knex('notifications').where({ user_id: userId }).count({ c: '*' })) as [{ c: string }])[0].c);
const unreadFor = async (userId: string) =>
  Number(((await t.app.knex('notifications').where({ user_id: userId }).whereNull('read_at').count({ c: '*' })) as [{ c: string }])[0].c);

describe('NOTIF-08: task events become notifications for the right users', () => {
  it('TaskCreated (published) notifies the assignee with the creator name, cut at 125 characters', async () => {
    const long = 'x'.repeat(200);
    const data = taskCreated(supervisorParty, traineeParty, { description: long });
    await append(t.app.eventStore, data.taskId, 'TaskCreated', data);
    const row = await eventually(async () =>
      (await rowsFor(traineeParty.userId)).find((r) => r.link_uri === `/tasks/assigned/${data.taskId}`),
    );
    expect(row.message).toBe(`${supervisorParty.name} assigned you a task: ${'x'.repeat(125)}`);
    expect(row.position_id).toBe(traineeParty.positionId);
    // one notification for the event (counted by its link: the demo data's may still be arriving)
    expect((await rowsFor(traineeParty.userId)).filter((r) => r.link_uri === `/tasks/assigned/${data.taskId}`)).toHaveLength(1);
  });

  it('a system task says "system"; an unpublished one notifies only when TaskPublished', async () => {
    const data = taskCreated(null, traineeParty, { published: false, description: 'Upload your immunization record' });
    await append(t.app.eventStore, data.taskId, 'TaskCreated', data);
    const marker = taskCreated(null, traineeParty, { description: 'marker' });
    await append(t.app.eventStore, marker.taskId, 'TaskCreated', marker);
    await eventually(async () => (await rowsFor(traineeParty.userId)).some((r) => r.link_uri.endsWith(marker.taskId)));
    expect((await rowsFor(traineeParty.userId)).some((r) => r.link_uri.endsWith(data.taskId))).toBe(false);

    await append(t.app.eventStore, data.taskId, 'TaskPublished', {
      taskId: data.taskId,
      assigneeUserId: traineeParty.userId,
      assigneePositionId: traineeParty.positionId,
    });
    const row = await eventually(async () =>
      (await rowsFor(traineeParty.userId)).find((r) => r.link_uri === `/tasks/assigned/${data.taskId}`),
    );
    expect(row.message).toBe('system assigned you a task: Upload your immunization record');
  });

  it('TaskCompleted / TaskDismissed notify the creator; a comment notifies the other party', async () => {
    const data = taskCreated(supervisorParty, traineeParty, { description: 'Log your hours' });
    await append(t.app.eventStore, data.taskId, 'TaskCreated', data);
    await append(t.app.eventStore, data.taskId, 'TaskCommentAdded', {
      taskId: data.taskId,
      commentId: randomUUID(),
      authorUserId: traineeParty.userId,
      authorPositionId: traineeParty.positionId,
      body: 'Done?',
    });
    await append(t.app.eventStore, data.taskId, 'TaskCommentAdded', {
      taskId: data.taskId,
      commentId: randomUUID(),
      authorUserId: supervisorParty.userId,
      authorPositionId: supervisorParty.positionId,
      body: 'Yes',
    });
    await append(t.app.eventStore, data.taskId, 'TaskCompleted', {
      taskId: data.taskId,
      byUserId: traineeParty.userId,
      completedAt: new Date().toISOString(),
    });
    const created = `/tasks/created/${data.taskId}`;
    const toSupervisor = await eventually(async () => {
      const rows = (await rowsFor(supervisorParty.userId)).filter((r) => r.link_uri === created);
      return rows.length === 2 ? rows : undefined;
    });
    expect(toSupervisor.map((r) => r.message)).toEqual([
      `${traineeParty.name} commented on a task: Log your hours`,
      `${traineeParty.name} completed a task: Log your hours`,
    ]);
    const toTrainee = await eventually(async () => {
      const rows = (await rowsFor(traineeParty.userId)).filter((r) => r.link_uri === `/tasks/assigned/${data.taskId}`);
      return rows.length === 2 ? rows : undefined;
    });
    expect(toTrainee.map((r) => r.message)).toEqual([
      `${supervisorParty.name} assigned you a task: Log your hours`,
      `${supervisorParty.name} commented on a task: Log your hours`,
    ]);
  });
});

describe('NOTIF-08 TASKS-01: through the task commands', () => {
  it('POST /api/tasks notifies the assignee; completing it notifies the creator', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const coordinatorParty = await partyOf('coordinator');
    const before = await countFor(coordinatorParty.userId);
    const response = await coordinator.post('/api/tasks', { assignee: traineeParty.positionId, description: 'Sign the site agreement' });
    expect(response.status).toBe(201);
    const taskId = response.body.id as string;
    const row = await eventually(async () => (await rowsFor(traineeParty.userId)).find((r) => r.link_uri === `/tasks/assigned/${taskId}`));
    expect(row.message).toBe(`${coordinatorParty.name} assigned you a task: Sign the site agreement`);

    const done = await trainee.agent
      .patch(`/api/tasks/${taskId}/status`)
      .set({ 'X-CSRF-TOKEN': trainee.csrf })
      .send({ status: 'complete' });
    expect(done.status).toBe(200);
    const toCreator = await eventually(async () =>
      (await rowsFor(coordinatorParty.userId)).find((r) => r.link_uri === `/tasks/created/${taskId}`),
    );
    expect(toCreator.message).toBe(`${traineeParty.name} completed a task: Sign the site agreement`);
    expect(await countFor(coordinatorParty.userId)).toBe(before + 1);
  });
});

describe('NOTIF-03 NOTIF-07: the read API', () => {
  it('lists only my own notifications, newest first, with the spec fields', async () => {
    // the earlier tests' notifications may still be arriving: compare once the API and the table agree
    const res = await eventually(async () => {
      const read = await trainee.get('/api/notifications?range=[0,999]').expect(200);
      const own = await rowsFor(traineeParty.userId);
      const ids = new Set((read.body as { id: string }[]).map((n) => n.id));
      return own.length === ids.size && own.every((r) => ids.has(r.id as string)) ? read : undefined;
    });
    const list = res.body as {
      id: string;
      happened_at: string;
      happened_at_formatted: string;
      link_uri: string;
      position_id: string;
      read_at: null;
    }[];
    expect(list.length).toBeGreaterThanOrEqual(4);
    expect(res.headers['content-range']).toMatch(/^notifications 0-\d+\/\d+$/);
    const times = list.map((n) => Date.parse(n.happened_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Object.keys(list[0]!).sort()).toEqual([
      'happened_at',
      'happened_at_formatted',
      'id',
      'link_uri',
      'message',
      'position_id',
      'read_at',
    ]);
    expect(list[0]!.happened_at_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (am|pm)$/);
  });

  it('recent: the latest 10 and the unread count', async () => {
    const start = await countFor(traineeParty.userId);
    for (let i = 0; i < 8; i++) {
      const data = taskCreated(supervisorParty, traineeParty, { description: `bulk ${i}` });
      await append(t.app.eventStore, data.taskId, 'TaskCreated', data);
    }
    await eventually(async () => (await countFor(traineeParty.userId)) >= start + 8);
    // the unread rows as stored just before and just after the read (a retried attempt runs after "mark all read")
    const before = await unreadFor(traineeParty.userId);
    const { body } = await trainee.get('/api/notifications/recent').expect(200);
    const after = await unreadFor(traineeParty.userId);
    expect(body.data).toHaveLength(10);
    expect(before).toBeGreaterThanOrEqual(8);
    expect(body.meta.unread).toBeGreaterThanOrEqual(before);
    expect(body.meta.unread).toBeLessThanOrEqual(after);
  });

  it('NOTIF-01 every signed-in role reads its own list (roles not shown: all of them); signed out is 401', async () => {
    for (const role of ['admin', 'coordinator', 'faculty', 'supervisor', 'trainee']) {
      const client = await signIn(t.app, role);
      const { userId } = await partyOf(role);
      const { body } = await client.get('/api/notifications?range=[0,999]').expect(200);
      const own = new Set((await rowsFor(userId)).map((r) => r.id as string));
      expect((body as { id: string }[]).every((n) => own.has(n.id))).toBe(true);
    }
    const guest = await anonymousClient(t.app);
    await guest.get('/api/notifications').expect(401);
  });

  it("another user's notification is 404", async () => {
    const [mine] = await rowsFor(supervisorParty.userId);
    await supervisor.get(`/api/notifications/${mine.id}`).expect(200);
    await trainee.get(`/api/notifications/${mine.id}`).expect(404);
  });

  it("NOTIF-05 NOTIF-06 AUTH-61: marks one read, then all; never while impersonating; not another user's", async () => {
    const unreadOf = async () =>
      ((await trainee.get('/api/notifications/recent').expect(200)).body as { meta: { unread: number } }).meta.unread;
    const before = await unreadOf();
    const [first] = (await trainee.get('/api/notifications').expect(200)).body as { id: string }[];

    // another user's: 404, nothing stored
    const res404 = await supervisor.put(`/api/notifications/${first!.id}/read`);
    expect(res404.status).toBe(404);

    // impersonating: 403 with the rule, nothing stored
    const admin = await signIn(t.app, 'admin');
    expect((await admin.put(`/api/users/loginas/${traineeParty.userId}`)).status).toBe(200);
    const impersonated = await admin.put(`/api/notifications/${first!.id}/read`);
    expect(impersonated.status).toBe(403);
    expect(impersonated.body.message).toBe('Notifications are not marked read while impersonating');
    expect((await admin.put('/api/notifications/all-read')).status).toBe(403);

    const marked = await trainee.put(`/api/notifications/${first!.id}/read`);
    expect(marked.status).toBe(200);
    await eventually(async () => (await unreadOf()) === before - 1);
    const again = await trainee.put(`/api/notifications/${first!.id}/read`);
    expect(again.status).toBe(200);
    expect(again.body.position).toBeNull(); // already read: nothing recorded

    expect((await trainee.put('/api/notifications/all-read')).status).toBe(200);
    await eventually(async () => (await unreadOf()) === 0);
    const list = (await trainee.get('/api/notifications').expect(200)).body as { read_at: string | null }[];
    expect(list.every((n) => n.read_at !== null)).toBe(true);
    // the supervisor's stay unread
    expect(
      ((await supervisor.get('/api/notifications/recent').expect(200)).body as { meta: { unread: number } }).meta.unread,
    ).toBeGreaterThan(0);
  });

  it('formats happened_at as MM/DD/YYYY h:mm a', () => {
    expect(formatDateTime(new Date('2026-03-04T15:07:00Z'), 'UTC')).toBe('03/04/2026 3:07 pm');
    expect(formatDateTime(new Date('2026-12-24T00:30:00Z'), 'UTC')).toBe('12/24/2026 12:30 am');
  });
});

describe('NOTIF-09: realtime push', () => {
  it('pushes notification.created to the recipient after a TaskCreated append', async () => {
    const socket = await connectedSocket(t.app.url, await sessionCookie(t.app, 'trainee'));
    try {
      const received = nextEvent<{ message: string; link_uri: string }>(socket, 'notification.created');
      const data = taskCreated(supervisorParty, traineeParty, { description: 'Realtime task' });
      await append(t.app.eventStore, data.taskId, 'TaskCreated', data);
      const payload = await received;
      expect(payload.message).toBe(`${supervisorParty.name} assigned you a task: Realtime task`);
      expect(payload.link_uri).toBe(`/tasks/assigned/${data.taskId}`);
    } finally {
      socket.disconnect();
    }
  });
});

describe('NOTIF-09: notification.deleted', () => {
  it('removes the notifications about a deleted task and pushes their deletion to the recipient once', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const created = await coordinator.post('/api/tasks', { assignee: traineeParty.positionId, description: 'Soon withdrawn' });
    expect(created.status).toBe(201);
    const taskId = created.body.id as string;
    const notification = await eventually(async () =>
      (await rowsFor(traineeParty.userId)).find((r: { link_uri: string }) => r.link_uri === `/tasks/assigned/${taskId}`),
    );
    const socket = await connectedSocket(t.app.url, await sessionCookie(t.app, 'trainee'));
    try {
      const deletions: unknown[] = [];
      socket.on('notification.deleted', (payload: unknown) => deletions.push(payload));
      // DELETE reads the series size from the tasks read model: read the task first
      await coordinator.get(`/api/tasks/${taskId}`).expect(200);
      expect((await coordinator.delete(`/api/tasks/${taskId}`)).status).toBe(200);
      await eventually(() => Promise.resolve(deletions.length > 0));
      expect(deletions).toEqual([{ id: notification.id }]);
      expect((await rowsFor(traineeParty.userId)).some((r: { id: string }) => r.id === notification.id)).toBe(false);
    } finally {
      socket.disconnect();
    }
  });
});

describe('NOTIF-08: exactly once across a notifier restart', () => {
  let db: TestDatabase;
  let knex: Knex;
  let store: PostgresEventStore;
  beforeAll(async () => {
    db = await createTestDatabase('notifier');
    knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 3 } });
    store = PostgresEventStore.connect(db.url, { pollIntervalMs: 100 });
    await store.migrate();
    await migrateBus(knex);
    await migrateNotifications(knex);
    await knex.raw('create table if not exists users (id uuid primary key, name text not null)');
  });
  afterAll(async () => {
    await store?.close();
    await knex?.destroy();
    await db?.drop();
  });

  it('every notification is written and pushed exactly once when the notifier is killed mid-stream and replays', async () => {
    const pushed: string[] = [];
    const io = { to: () => ({ emit: (_name: string, payload: unknown) => pushed.push((payload as { id: string }).id) }) };
    const assignee: Party = { userId: randomUUID(), positionId: randomUUID(), name: 'A' };
    const bus = createEventStoreBus({
      eventStore: store,
      knex,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
    });
    const count = async () => Number(((await knex('notifications').count({ c: '*' })) as [{ c: string }])[0].c);

    let running = await startNotifier({ bus, knex, publish: pushToUsers(io) });
    for (let i = 0; i < 3; i++) {
      const data = taskCreated(null, assignee, { description: `first ${i}` });
      await append(store, data.taskId, 'TaskCreated', data);
    }
    await eventually(async () => (await count()) === 3);
    await running.stop(); // killed
    for (let i = 0; i < 3; i++) {
      const data = taskCreated(null, assignee, { description: `second ${i}` });
      await append(store, data.taskId, 'TaskCreated', data);
    }
    // A crash may lose the checkpoint after the rows were written: replay from the start.
    await checkpointStore(knex).reset('notifier');
    running = await startNotifier({ bus, knex, publish: pushToUsers(io) });
    await eventually(async () => (await count()) === 6);
    await new Promise((r) => setTimeout(r, 500)); // let the replay finish
    await running.stop();
    await bus.close();

    expect(await count()).toBe(6);
    expect(pushed).toHaveLength(6);
    expect(new Set(pushed).size).toBe(6);
  });
});
