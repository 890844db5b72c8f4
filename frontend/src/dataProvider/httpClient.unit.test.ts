import { describe, expect, it } from '@jest/globals';
import { HttpError } from 'ra-core';
import { createCsrfTokenStore } from './csrf';
import { createHttpClient, getThatWrites, isSessionReplaced } from './httpClient';
import { createPositionTracker } from './positions';
import { flattenFieldErrors, serverMessage, toHttpError } from './httpErrors';
import { createDataProvider } from './dataProvider';
import { httpErrorFor } from '../errors/httpErrorRegistry';

interface Call {
  url: string;
  method: string;
  headers: Headers;
}

/** A fake server: answers by "METHOD url" from a queue of responses, records every request. */
function fakeServer(routes: Record<string, Array<{ status: number; body?: unknown; headers?: Record<string, string> }>>) {
  const calls: Call[] = [];
  let tokens = 0;
  const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(answer(input, init))) as typeof fetch;
  const answer = (input: RequestInfo | URL, init?: RequestInit): Response => {
    const url = input instanceof Request ? input.url : input.toString();
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ url, method, headers: new Headers(init?.headers) });
    if (url === '/auth/csrf-token') return Response.json({ token: `token-${++tokens}` });
    const next = routes[`${method} ${url}`]?.shift();
    if (!next) return new Response('', { status: 599 });
    return new Response(next.body === undefined ? '' : JSON.stringify(next.body), { status: next.status, headers: next.headers });
  };
  const positions = createPositionTracker();
  const client = createHttpClient({ csrf: createCsrfTokenStore(fetchFn), positions, fetchFn });
  return { client, calls, positions };
}

describe('the http client', () => {
  describe('when a command answers with a position', () => {
    it('sends it as X-Min-Position on the following reads', async () => {
      const { client, calls } = fakeServer({
        'POST /api/admin/organizations': [{ status: 201, body: { id: 'o1' }, headers: { 'X-Position': '42/7' } }],
        'GET /api/admin/organizations/o1': [{ status: 200, body: { id: 'o1' } }],
      });
      await client('/api/admin/organizations', { method: 'POST', body: '{}' });
      await client('/api/admin/organizations/o1');
      expect(calls.at(-1)?.headers.get('X-Min-Position')).toBe('42/7');
    });

    it('sends no X-Min-Position before any command', async () => {
      const { client, calls } = fakeServer({ 'GET /api/settings/maintenance_banner': [{ status: 200, body: {} }] });
      await client('/api/settings/maintenance_banner');
      expect(calls[0]?.headers.has('X-Min-Position')).toBe(false);
    });
  });

  describe('on writes', () => {
    it('sends a write made again while the same one is on its way once, and gives both callers its answer (a double click)', async () => {
      const { client, calls } = fakeServer({
        'POST /api/activity-entries': [
          { status: 201, body: { id: 'a1' } },
          { status: 201, body: { id: 'a2' } },
          { status: 201, body: { id: 'a3' } },
        ],
      });
      const body = JSON.stringify({ date: '2026-11-20', hours: 1.5 });
      const [first, second] = await Promise.all([
        client('/api/activity-entries', { method: 'POST', body }),
        client('/api/activity-entries', { method: 'POST', body }),
      ]);
      expect([first.json, second.json]).toEqual([{ id: 'a1' }, { id: 'a1' }]);
      // another body is another write, and the same one sent after the first answered is a new one
      const [other] = await Promise.all([
        client('/api/activity-entries', { method: 'POST', body: JSON.stringify({ date: '2026-11-21', hours: 1 }) }),
        client('/api/activity-entries', { method: 'POST', body }),
      ]);
      expect(other.json).toEqual({ id: 'a2' });
      expect(calls.filter((call) => call.url === '/api/activity-entries')).toHaveLength(3);
    });

    it('sends the CSRF token, fetched once for the session', async () => {
      const { client, calls } = fakeServer({
        'PUT /api/settings/maintenance_banner': [
          { status: 200, body: {} },
          { status: 200, body: {} },
        ],
      });
      await client('/api/settings/maintenance_banner', { method: 'PUT', body: '{}' });
      await client('/api/settings/maintenance_banner', { method: 'PUT', body: '{}' });
      const writes = calls.filter((call) => call.method === 'PUT');
      expect(writes.map((call) => call.headers.get('X-CSRF-TOKEN'))).toEqual(['token-1', 'token-1']);
      expect(calls.filter((call) => call.url === '/auth/csrf-token')).toHaveLength(1);
    });

    it('gives every create an Idempotency-Key of its own and re-sends the same key on its retry', async () => {
      const { client, calls } = fakeServer({
        'POST /api/tasks': [
          { status: 419, body: { message: 'CSRF token mismatch.' } },
          { status: 201, body: { id: 't1' } },
          { status: 201, body: { id: 't2' } },
        ],
        'PUT /api/tasks/t1': [{ status: 200, body: { id: 't1' } }],
      });
      await client('/api/tasks', { method: 'POST', body: '{}' });
      await client('/api/tasks', { method: 'POST', body: '{}' });
      await client('/api/tasks/t1', { method: 'PUT', body: '{}' });
      const keys = calls.filter((call) => call.url.startsWith('/api/tasks')).map((call) => call.headers.get('Idempotency-Key'));
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
      expect(keys[3]).toBeNull();
    });

    it('re-sends a create once with the same key when its answer is lost on the network', async () => {
      const keys: (string | null)[] = [];
      const fetchFn = ((input: string, init?: RequestInit) => {
        if (input === '/auth/csrf-token') return Promise.resolve(Response.json({ token: 'token' }));
        keys.push(new Headers(init?.headers).get('Idempotency-Key'));
        if (keys.length === 1) return Promise.reject(new TypeError('Failed to fetch'));
        return Promise.resolve(Response.json({ id: 't1' }, { status: 201 }));
      }) as typeof fetch;
      const client = createHttpClient({ csrf: createCsrfTokenStore(fetchFn), positions: createPositionTracker(), fetchFn });
      expect((await client('/api/tasks', { method: 'POST', body: '{}' })).json).toEqual({ id: 't1' });
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    it('SPINE-16 refreshes the token after a 419 and retries once', async () => {
      const { client, calls } = fakeServer({
        'DELETE /api/admin/organizations/o1': [
          { status: 419, body: { message: 'CSRF token mismatch.' } },
          { status: 200, body: { id: 'o1' } },
        ],
      });
      const response = await client('/api/admin/organizations/o1', { method: 'DELETE' });
      expect(response.json).toEqual({ id: 'o1' });
      const deletes = calls.filter((call) => call.method === 'DELETE');
      expect(deletes.map((call) => call.headers.get('X-CSRF-TOKEN'))).toEqual(['token-1', 'token-2']);
    });

    it('sends a GET that writes with the CSRF token, refreshed on a 419, and plain GETs without it', async () => {
      const { client, calls } = fakeServer({
        'GET /api/auth/setup/authenticator': [
          { status: 419, body: { message: 'CSRF token mismatch.' } },
          { status: 200, body: { secret: 'S' } },
        ],
        'GET /api/auth/setup': [{ status: 200, body: {} }],
      });
      expect((await getThatWrites(client, '/api/auth/setup/authenticator')).json).toEqual({ secret: 'S' });
      await client('/api/auth/setup');
      const gets = calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/'));
      expect(gets.map((call) => call.headers.get('X-CSRF-TOKEN'))).toEqual(['token-1', 'token-2', null]);
    });

    it('SPINE-16 gives up with the 419 when the retry is refused too', async () => {
      const { client } = fakeServer({
        'DELETE /api/admin/organizations/o1': [
          { status: 419, body: { message: 'CSRF token mismatch.' } },
          { status: 419, body: { message: 'CSRF token mismatch.' } },
        ],
      });
      await expect(client('/api/admin/organizations/o1', { method: 'DELETE' })).rejects.toMatchObject({ status: 419 });
    });
  });

  describe('when the server refuses', () => {
    it('puts 422 field errors, nested names included, where react-admin forms read them', async () => {
      const { client } = fakeServer({
        'POST /api/admin/organizations': [
          {
            status: 422,
            body: {
              message: 'The logo image url field must be a valid URL.',
              errors: {
                logo_image_url: ['The logo image url field must be a valid URL.'],
                'dynamic_words.trainee': ['Too long.', 'Really.'],
              },
            },
          },
        ],
      });
      const error = await client('/api/admin/organizations', { method: 'POST', body: '{}' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).message).toBe('The logo image url field must be a valid URL.');
      expect((error as HttpError).body.errors).toEqual({
        logo_image_url: 'The logo image url field must be a valid URL.',
        'dynamic_words.trainee': 'Too long. Really.',
      });
    });

    it.each([
      [404, 'app.errors.not_found'],
      [500, 'app.errors.server'],
    ])('SPINE-28 a %i carries the catalogue message and is remembered with its status', async (status, message) => {
      const { client } = fakeServer({ 'GET /api/admin/organizations': [{ status, body: { message: 'internal detail' } }] });
      const error = (await client('/api/admin/organizations').catch((e: unknown) => e)) as HttpError;
      expect(error.message).toBe(message);
      expect(httpErrorFor(message)?.status).toBe(status);
    });

    it('SPINE-28 a refusal (403) carries the server’s reason, the catalogue message only when it gave none', async () => {
      const reason = 'Your access pass has expired. Redeem a code to log activity again.';
      const { client } = fakeServer({
        'POST /api/activity-entries': [
          { status: 403, body: { message: reason } },
          { status: 403, body: {} },
        ],
      });
      const refused = (await client('/api/activity-entries', { method: 'POST', body: '{}' }).catch((e: unknown) => e)) as HttpError;
      expect(refused.message).toBe(reason);
      expect(httpErrorFor(reason)?.status).toBe(403);
      const bare = (await client('/api/activity-entries', { method: 'POST', body: '{}' }).catch((e: unknown) => e)) as HttpError;
      expect(bare.message).toBe('app.errors.forbidden');
      expect(httpErrorFor('app.errors.forbidden')?.status).toBe(403);
    });

    it('AUTH-59 keeps a replaced session’s 401 silent and tells it from a sign-out', async () => {
      const { client } = fakeServer({
        'GET /api/users/current': [
          { status: 401, body: { message: 'Unauthenticated.' }, headers: { 'X-Session-Replaced': '1' } },
          { status: 401, body: { message: 'Unauthenticated.' } },
        ],
      });
      const replaced = (await client('/api/users/current').catch((e: unknown) => e)) as HttpError;
      expect(replaced.status).toBe(0);
      expect(isSessionReplaced(replaced)).toBe(true);
      const signedOut = (await client('/api/users/current').catch((e: unknown) => e)) as HttpError;
      expect(signedOut.status).toBe(401);
      expect(isSessionReplaced(signedOut)).toBe(false);
    });

    it('SPINE-25 falls back to a message naming the status and the endpoint', async () => {
      const { client } = fakeServer({ 'GET /api/things?x=1': [{ status: 409 }] });
      const error = (await client('/api/things?x=1').catch((e: unknown) => e)) as HttpError;
      expect(error.message).toBe('app.errors.fallback');
      expect(httpErrorFor('app.errors.fallback')).toEqual({ status: 409, args: { status: 409, endpoint: '/api/things' } });
    });
  });
});

describe('flattenFieldErrors', () => {
  it('turns nested objects and message lists into dotted names with one text', () => {
    expect(flattenFieldErrors({ name: ['Required.'], dynamic_words: { trainee: ['Too long.'] }, other: 'As is.' })).toEqual({
      name: 'Required.',
      'dynamic_words.trainee': 'Too long.',
      other: 'As is.',
    });
  });
});

describe('SPINE-17 answers are unwrapped to their data', () => {
  it('a read, a list and a command give the JSON body as data', async () => {
    const { client } = fakeServer({
      'GET /api/tasks/t1': [{ status: 200, body: { id: 't1', description: 'Sign the agreement' } }],
      'GET /api/tasks?filter=%7B%7D&range=%5B0%2C9%5D&sort=%5B%22id%22%2C%22ASC%22%5D': [
        { status: 200, body: [{ id: 't1' }, { id: 't2' }], headers: { 'Content-Range': 'tasks 0-1/12' } },
      ],
      'PUT /api/tasks/t1/complete': [{ status: 200, body: { id: 't1', status: 'completed' } }],
    });
    const provider = createDataProvider(client);
    expect(await provider.getOne('tasks', { id: 't1' })).toEqual({ data: { id: 't1', description: 'Sign the agreement' } });
    const list = await provider.getList('tasks', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(list).toEqual({ data: [{ id: 't1' }, { id: 't2' }], total: 12 });
    expect(await provider.command('tasks/t1/complete', { method: 'PUT', body: {} })).toEqual({ data: { id: 't1', status: 'completed' } });
  });
});

describe('SPINE-18 SPINE-24 the text of an error', () => {
  const plain = { hideAuthorizationError: false, hideServerError: false, showTimeoutLogin: false };

  it('is gathered from the flash, then the message, then the errors, or a string body', () => {
    expect(serverMessage({ flash: 'Code expired', message: 'ignored' })).toBe('Code expired');
    expect(serverMessage({ message: 'The given data was invalid.', errors: { name: ['x'] } })).toBe('The given data was invalid.');
    expect(serverMessage({ errors: { 'dynamic_words.trainee': ['The trainee word is too long.'] } })).toBe('The trainee word is too long.');
    expect(serverMessage('Gateway says no')).toBe('Gateway says no');
    expect(serverMessage({})).toBeUndefined();
  });

  it('for any other status is the server’s own text, with nothing added', () => {
    const conflict = toHttpError(409, JSON.stringify({ message: 'This site already exists.' }), '/api/sites', plain);
    expect(conflict.message).toBe('This site already exists.');
    const teapot = toHttpError(418, 'Short and stout', '/api/tea', plain);
    expect(teapot.message).toBe('Short and stout');
    expect(httpErrorFor('Short and stout')).toEqual({ status: 418, args: { status: 418, endpoint: '/api/tea' } });
  });
});
