// Issue 10 item 9: a create carrying an Idempotency-Key is done once per user and
// key; a retry gets the same answer and stores nothing more.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { idempotencyMessages } from '@practicum/command-service/http/idempotency';
import { eventCount, positionOf, signInAll, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let trainee: ApiClient;
let traineePosition: string;

beforeAll(async () => {
  [coordinator, trainee] = await signInAll(t.app, ['coordinator', 'trainee']);
  traineePosition = await positionOf(coordinator, 'trainee', 'Theo Turner');
});

/** A task for the demo trainee (anyone in the organization may give one). */
const task = (description: string) => ({ description, assignee: traineePosition });

const post = (client: ApiClient, path: string, body: object, key?: string) => {
  const test = client.agent.post(path).set({ 'X-CSRF-TOKEN': client.csrf });
  return (key ? test.set('Idempotency-Key', key) : test).send(body);
};

describe('when a create is sent twice with one Idempotency-Key', () => {
  it('stores it once and answers the retry with the same body', async () => {
    const before = await eventCount(t.app);
    const first = await post(coordinator, '/api/training-levels', { name: 'Level once' }, 'key-level-1');
    expect(first.status).toBe(201);
    const afterFirst = await eventCount(t.app);
    expect(afterFirst).toBeGreaterThan(before);
    const second = await post(coordinator, '/api/training-levels', { name: 'Level once' }, 'key-level-1');
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['x-position']).toBe(first.headers['x-position']);
    expect(await eventCount(t.app)).toBe(afterFirst);
    const levels = (
      await coordinator.agent
        .get('/api/training-levels?range=[0,99]')
        .set('X-Min-Position', String(first.headers['x-position']))
        .expect(200)
    ).body as { name: string }[];
    expect(levels.filter((l) => l.name === 'Level once')).toHaveLength(1);
  });

  it('refuses the same key with a different body (422) and stores nothing', async () => {
    const first = await post(trainee, '/api/tasks', task('Read chapter 1'), 'key-task-1');
    expect(first.status).toBe(201);
    const before = await eventCount(t.app);
    const other = await post(trainee, '/api/tasks', task('Read chapter 2'), 'key-task-1');
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({ 'Idempotency-Key': [idempotencyMessages.reused] });
    expect(await eventCount(t.app)).toBe(before);
  });

  it('keeps keys per user: another user may use the same key', async () => {
    const mine = await post(coordinator, '/api/tasks', task('Same key, other user'), 'shared-key');
    const theirs = await post(trainee, '/api/tasks', task('Same key, other user'), 'shared-key');
    expect(mine.status).toBe(201);
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(mine.body.id);
  });

  it('releases the key of a refused create, so the corrected request goes through', async () => {
    const refused = await post(coordinator, '/api/training-levels', { name: '' }, 'key-level-2');
    expect(refused.status).toBe(422);
    const corrected = await post(coordinator, '/api/training-levels', { name: 'Level corrected' }, 'key-level-2');
    expect(corrected.status).toBe(201);
  });

  it('without a key, two creates make two records', async () => {
    const a = await post(trainee, '/api/tasks', task('No key'));
    const b = await post(trainee, '/api/tasks', task('No key'));
    expect(a.status).toBe(201);
    expect(b.body.id).not.toBe(a.body.id);
  });

  it('refuses a malformed key with 422', async () => {
    const response = await post(trainee, '/api/tasks', task('x'), 'x'.repeat(300));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ 'Idempotency-Key': [idempotencyMessages.invalidKey] });
  });
});
