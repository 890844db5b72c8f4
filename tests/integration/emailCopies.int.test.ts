// Email copies of notifications (issue 5; PEOPLE-23): the preference on /account,
// and a copy mailed by a bus consumer once per notification to those who asked.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { signIn, testAppForFile, type ApiClient } from './support/testApp.js';
import { eventually } from './support/eventually.js';

const t = testAppForFile();
let coordinator: ApiClient;
let trainee: ApiClient;
let traineePosition: string;

const outboxTo = async (to: string) =>
  (await t.app.pool.query<{ subject: string; text: string }>('SELECT subject, text FROM dev_outbox WHERE "to" = $1', [to])).rows;

beforeAll(async () => {
  coordinator = await signIn(t.app, 'coordinator');
  trainee = await signIn(t.app, 'trainee');
  const positions = (await coordinator.get('/api/organization/available-users?roles=trainee').expect(200)).body as {
    name: string;
    position_id: string;
  }[];
  traineePosition = positions.find((p) => p.name === 'Theo Turner')!.position_id;
});

describe('PEOPLE-23 notification preferences', () => {
  it('are off until the user turns email copies on, and 422 for bad input', async () => {
    expect((await trainee.get('/api/users/current/notification-preferences').expect(200)).body).toEqual({ email: false, sms: false });
    const bad = await trainee.put('/api/users/current/notification-preferences', { email: 'yes' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object)).toEqual(['email']);
    expect((await trainee.put('/api/users/current/notification-preferences', { email: true })).status).toBe(200);
    expect((await trainee.get('/api/users/current/notification-preferences').expect(200)).body).toEqual({ email: true, sms: false });
  });
});

describe('NOTIF-08 email copies', () => {
  it('mails the trainee who asked a copy of "assigned you a task" once, and the coordinator who did not, nothing', async () => {
    const created = await coordinator.post('/api/tasks', { assignee: traineePosition, description: 'Bring your supervision log' });
    expect(created.status).toBe(201);
    const mails = await eventually(async () => {
      const rows = (await outboxTo('trainee@demo.practicum.test')).filter((m) => m.text.includes('Bring your supervision log'));
      return rows.length > 0 ? rows : undefined;
    }, 60_000); // the consumer first works through the demo data's history
    expect(mails[0]!.subject).toBe('Practicum: Corinne Coleman assigned you a task: Bring your supervision log');
    expect(mails[0]!.text).toContain(`/tasks/assigned/${created.body.id as string}`);
    // the trainee comments: the coordinator is notified, but has not asked for email
    trainee.lastPosition = coordinator.lastPosition;
    await trainee.get(`/api/tasks/${created.body.id as string}`).expect(200);
    expect((await trainee.post(`/api/tasks/${created.body.id as string}/comments`, { body: 'Will do' })).status).toBe(201);
    await eventually(async () => {
      const { rows } = await t.app.pool.query("SELECT 1 FROM notifications WHERE message LIKE '%commented on a task: Bring your%'");
      return rows.length > 0;
    });
    await new Promise((r) => setTimeout(r, 500));
    expect((await outboxTo('coordinator@demo.practicum.test')).filter((m) => m.text.includes('Bring your supervision log'))).toEqual([]);
    expect((await outboxTo('trainee@demo.practicum.test')).filter((m) => m.text.includes('Bring your supervision log'))).toHaveLength(1);
  }, 90_000);
});
