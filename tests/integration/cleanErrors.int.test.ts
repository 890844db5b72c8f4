// Issue 10 item 8: malformed input is answered 4xx with the spec's error body and
// changes nothing: oversized bodies 413, NUL bytes and lone surrogates 422,
// numbers beyond what a read model holds 422, malformed ids 422 with a field
// error (well-formed unknown ids 404), malformed filters, sorts and ranges 422.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { BODY_TOO_LARGE } from '@practicum/shared/platform/http/errors';
import { anonymousClient, eventCount, signIn, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let trainee: ApiClient;

beforeAll(async () => {
  coordinator = await signIn(t.app, 'coordinator');
  trainee = await signIn(t.app, 'trainee');
});

/** Sends a raw JSON text (lone surrogates cannot go through JSON.stringify unchanged) and checks nothing was stored. */
async function refusedRaw(client: ApiClient, method: 'post' | 'put', path: string, json: string) {
  const before = await eventCount(t.app);
  const response = await client.agent[method](path).set({ 'X-CSRF-TOKEN': client.csrf, 'Content-Type': 'application/json' }).send(json);
  expect(await eventCount(t.app)).toBe(before);
  return response;
}

const oversized = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(1_100_000) });

describe('when a request body is over 1 MB', () => {
  it('answers 413 with a message on sign-in and on a command, storing nothing', async () => {
    const anonymous = await anonymousClient(t.app);
    const login = await refusedRaw(anonymous, 'post', '/api/login', oversized);
    expect(login.status).toBe(413);
    expect(login.body).toEqual({ message: BODY_TOO_LARGE, errors: { _: [BODY_TOO_LARGE] } });
    const task = await refusedRaw(trainee, 'post', '/api/tasks', oversized);
    expect(task.status).toBe(413);
    expect(task.body.message).toBe(BODY_TOO_LARGE);
  });
});

describe('when text carries a NUL byte or a lone surrogate', () => {
  it('refuses a NUL byte in a task description with 422 naming the field', async () => {
    const response = await refusedRaw(trainee, 'post', '/api/tasks', '{"description":"call\\u0000back"}');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ description: ['The description field contains characters that are not allowed.'] });
  });
  it('refuses a lone surrogate in a level name and in a key', async () => {
    const name = await refusedRaw(coordinator, 'post', '/api/training-levels', '{"name":"Level \\ud800"}');
    expect(name.status).toBe(422);
    expect(name.body.errors).toEqual({ name: ['The name field contains characters that are not allowed.'] });
    const key = await refusedRaw(coordinator, 'post', '/api/training-levels', '{"name":"L","\\udc00":1}');
    expect(key.status).toBe(422);
  });
  it('refuses them in a list filter too', async () => {
    const response = await trainee.get(`/api/tasks?filter=${encodeURIComponent('{"q":"a\\u0000"}')}`);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ 'filter.q': ['The q field contains characters that are not allowed.'] });
  });
});

describe('when a number is beyond what the read model holds', () => {
  it('refuses plan hours of 9007199254741002 with 422 and stores nothing', async () => {
    const levels = (await coordinator.get('/api/training-levels').expect(200)).body as { id: string }[];
    const response = await refusedRaw(
      coordinator,
      'post',
      '/api/training-plans',
      JSON.stringify({
        name: 'Huge',
        level_id: levels[0]!.id,
        start_at: '2027-01-01',
        end_at: '2027-06-01',
        total_hours: 9007199254741002,
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors.total_hours).toEqual(['The total hours field must not be greater than 100000.']);
  });
  it('refuses a date that does not exist', async () => {
    const response = await refusedRaw(trainee, 'post', '/api/tasks', '{"description":"x","due_date":"2027-02-30"}');
    expect(response.status).toBe(422);
    expect(response.body.errors.due_date).toEqual(['The date must be a date in the format YYYY-MM-DD.']);
  });
});

describe('when an id, a filter, a sort or a range is malformed', () => {
  it('answers 422 with a field error to ids that are not UUIDs, on reads and writes, and 404 to unknown ones', async () => {
    const malformed = { message: 'The id field must be a valid UUID.', errors: { id: ['The id field must be a valid UUID.'] } };
    const read = await trainee.get('/api/tasks/not-a-uuid');
    expect([read.status, read.body]).toEqual([422, malformed]);
    expect((await trainee.get('/api/tasks/------------------------------------')).status).toBe(422);
    const write = await refusedRaw(trainee, 'put', '/api/tasks/not-a-uuid', '{"description":"x"}');
    expect([write.status, write.body]).toEqual([422, malformed]);
    expect((await trainee.get('/api/tasks/0b7c3c5e-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await refusedRaw(trainee, 'put', '/api/tasks/0b7c3c5e-0000-4000-8000-000000000000', '{"description":"x"}')).status).toBe(404);
  });
  it('answers 422 to filters of the wrong shape or type', async () => {
    const objectValue = await trainee.get(`/api/tasks?filter=${encodeURIComponent('{"status":{"$ne":1}}')}`);
    expect(objectValue.status).toBe(422);
    expect(objectValue.body.errors).toEqual({ 'filter.status': ['The status filter is invalid.'] });
    const notAUuid = await trainee.get(`/api/tasks?filter=${encodeURIComponent('{"id":"nope"}')}`);
    expect(notAUuid.status).toBe(422);
    // named like a filter of the wrong shape, not the database's bare refusal
    expect(notAUuid.body.errors).toEqual({ 'filter.id': ['The id filter is invalid.'] });
    expect((await trainee.get('/api/tasks?filter=nope')).status).toBe(422);
  });
  it('answers 422 to a bad sort and to huge or inverted ranges', async () => {
    expect((await trainee.get(`/api/tasks?sort=${encodeURIComponent('["nope","ASC"]')}`)).status).toBe(422);
    for (const range of ['[1e15,1e15]', '[5,1]', '[-1,3]', '[0,"a"]', '[0]'])
      expect((await trainee.get(`/api/tasks?range=${encodeURIComponent(range)}`)).status).toBe(422);
    // a huge end is capped, not refused
    expect((await trainee.get(`/api/tasks?range=${encodeURIComponent('[0,1e300]')}`)).status).toBe(200);
  });
});

describe('when the server refuses for a reason the spec does not show', () => {
  it('SPINE-32 answers the one error body { message, errors } with the catalogue texts: unknown paths 404, unreadable JSON 422', async () => {
    for (const unknown of [trainee.get('/api/no-such-screen'), trainee.post('/api/no-such-command', {})]) {
      const response = await unknown;
      expect([response.status, response.body]).toEqual([404, { message: 'The requested resource was not found', errors: {} }]);
    }
    const unreadable = await refusedRaw(trainee, 'post', '/api/tasks', '{"description":');
    expect([unreadable.status, unreadable.body]).toEqual([
      422,
      { message: 'The request body is not valid JSON.', errors: { _: ['The request body is not valid JSON.'] } },
    ]);
  });
});
