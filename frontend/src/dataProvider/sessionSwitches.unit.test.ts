import { describe, expect, it } from '@jest/globals';
import { createCsrfTokenStore } from './csrf';
import { createHttpClient } from './httpClient';
import { createPositionTracker } from './positions';
import { createSessionSwitches } from './sessionSwitches';

/** A server whose answers the test releases: each request waits until the test answers it. */
function heldServer() {
  const waiting: { key: string; answer: (response: Response) => void }[] = [];
  const fetchFn = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (url === '/auth/csrf-token') return Promise.resolve(Response.json({ token: 't' }));
    return new Promise<Response>((answer) => waiting.push({ key: `${(init?.method ?? 'GET').toUpperCase()} ${url}`, answer }));
  }) as typeof fetch;
  const switches = createSessionSwitches();
  const client = createHttpClient({ csrf: createCsrfTokenStore(fetchFn), positions: createPositionTracker(), switches, fetchFn });
  const answer = async (key: string, status: number) => {
    for (let i = 0; i < 50 && !waiting.some((w) => w.key === key); i++) await Promise.resolve();
    const index = waiting.findIndex((w) => w.key === key);
    if (index < 0) throw new Error(`no request ${key} is waiting`);
    waiting.splice(index, 1)[0]!.answer(new Response(status === 401 ? '{"message":"Unauthorized"}' : '{}', { status }));
  };
  return { client, switches, answer };
}

const statusOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: unknown) => (error as { status: number }).status,
  );

describe('AUTH-59 AUTH-61 when the session is switched (login-as and back) while the page still has requests out', () => {
  it('a 401 to a request sent with the replaced session is silent (status 0), not a sign-out', async () => {
    const { client, switches, answer } = heldServer();
    const before = statusOf(client('/api/dashboard/trainee'));
    const switched = switches.during(() => client('/api/users/logoutas', { method: 'PUT', body: '{}' }));
    await answer('PUT /api/users/logoutas', 200);
    await switched;
    await answer('GET /api/dashboard/trainee', 401);
    expect(await before).toBe(0);
  });

  it('a 401 to a request sent while the switch is under way is silent too', async () => {
    const { client, switches, answer } = heldServer();
    const switched = switches.during(() => client('/api/users/logoutas', { method: 'PUT', body: '{}' }));
    const during = statusOf(client('/api/notifications'));
    await answer('GET /api/notifications', 401);
    expect(await during).toBe(0);
    await answer('PUT /api/users/logoutas', 200);
    await switched;
  });

  it('a 401 to a request sent while the switch was under way and answered after it ended is silent', async () => {
    const { client, switches, answer } = heldServer();
    const switched = switches.during(() => client('/api/users/logoutas', { method: 'PUT', body: '{}' }));
    const during = statusOf(client('/api/notifications'));
    await answer('PUT /api/users/logoutas', 200);
    await switched;
    await answer('GET /api/notifications', 401);
    expect(await during).toBe(0);
  });

  it('a 401 to a request sent after the switch ended is a 401: the new session itself was refused', async () => {
    const { client, switches, answer } = heldServer();
    const switched = switches.during(() => client('/api/users/logoutas', { method: 'PUT', body: '{}' }));
    await answer('PUT /api/users/logoutas', 200);
    await switched;
    const after = statusOf(client('/api/dashboard/admin'));
    await answer('GET /api/dashboard/admin', 401);
    expect(await after).toBe(401);
  });
});
