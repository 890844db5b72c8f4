// The admin console's reads (spec 000 §2.4): recent users, who is online over two query-service replicas on
// one database, and the user-details modal's record (ADMIN-06..16).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { sessionMiddleware } from '@practicum/shared/platform/http/session';
import { createLogger } from '@practicum/shared/platform/logging';
import { usePostgresAdapter } from '@practicum/query-service/realtime/adapter';
import { Presence } from '@practicum/query-service/realtime/presence';
import { PRESENCE_CHANNEL, REALTIME_PATH, attachRealtime, type RealtimeServer } from '@practicum/query-service/realtime/server';
import type { AdminUserDetails, RecentUsers } from '@practicum/shared/domain/identity/records';
import { anonymousClient, demoEmail, sessionCookie, signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let admin: ApiClient;
const SESSION = { secret: 'integration-test-session-secret', lifetimeSeconds: 7200, secureCookies: false };

beforeAll(async () => {
  t = await startTestApp({ name: 'admin_console', realtimeAdapter: 'postgres' });
  admin = await signIn(t.app, 'admin');
});
afterAll(() => t?.close());

const eventually = async (check: () => Promise<boolean>, ms = 20_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

function socketFor(url: string, cookie: string): Promise<Socket> {
  const socket = connect(url, { path: REALTIME_PATH, transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const userByName = async (name: string) => {
  const { body } = await admin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`).expect(200);
  return (body as { id: string; name: string }[]).find((u) => u.name === name)!.id;
};

describe('ADMIN-06 ADMIN-07 recent users', () => {
  it('answers the 20 latest sign-ins (one per user, newest first) and the 20 newest accounts', async () => {
    await signIn(t.app, 'trainee');
    await eventually(async () => {
      const { body } = await admin.get('/api/admin/recent-users').expect(200);
      return (body as RecentUsers).logins[0]?.email === demoEmail('trainee');
    });
    const { body } = await admin.get('/api/admin/recent-users').expect(200);
    const recent = body as RecentUsers;
    expect(recent.logins.length).toBeLessThanOrEqual(20);
    const all = await admin.get('/api/admin/users?range=[0,0]').expect(200);
    const total = Number(String(all.headers['content-range']).split('/')[1]);
    expect(recent.signups).toHaveLength(Math.min(20, total));
    expect(recent.logins[0]).toMatchObject({ email: demoEmail('trainee'), roles: ['trainee'], status: 'active' });
    expect(recent.logins.map((u) => u.email)).toContain(demoEmail('admin'));
    expect(new Set(recent.logins.map((u) => u.id)).size).toBe(recent.logins.length);
    const times = recent.signups.map((u) => u.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('refuses everyone but the admin', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    await coordinator.get('/api/admin/recent-users').expect(403);
    await coordinator.get('/api/admin/users/online').expect(403);
  });
});

describe('ADMIN-10 ADMIN-11 ADMIN-12 the user-details record', () => {
  it("shows a limited trainee as limited, from the same access passes read as the trainee's own", async () => {
    const lily = (await admin.get(`/api/admin/users/${await userByName('Lily Limited')}`).expect(200)).body as AdminUserDetails;
    expect(lily).toMatchObject({ trainee_account_limited: true, training_access_expires_at: null });
    expect(lily.training).toMatchObject({ plan_name: expect.any(String), start_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it("gives the full-access end date the trainee's own current user gives (PASS-14, DASH-14)", async () => {
    const erin = (await admin.get(`/api/admin/users/${await userByName('Erin Early')}`).expect(200)).body as AdminUserDetails;
    expect(erin.trainee_account_limited).toBe(false);
    const inTwelveDays = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
    expect(erin.training_access_expires_at).toBe(inTwelveDays);
  });

  it("shows the demo trainee's training, faculty supervisor and off-campus placements; staff have none", async () => {
    const trainee = await signIn(t.app, 'trainee');
    const own = (await trainee.get('/api/users/current').expect(200)).body as { id: string; training_access_expires_at: string | null };
    const details = (await admin.get(`/api/admin/users/${own.id}`).expect(200)).body as AdminUserDetails;
    expect(details.training_access_expires_at).toBe(own.training_access_expires_at);
    expect(details).toMatchObject({ email: demoEmail('trainee'), hipaa_completed: expect.any(Boolean) });
    expect(details.training).not.toBeNull();
    expect(details.training!.faculty_name).toEqual(expect.any(String));
    for (const placement of details.placements)
      expect(placement).toEqual({ id: expect.any(String), site_name: expect.any(String), status: expect.any(String) });
    const coordinator = (await admin.get(`/api/admin/users/${await userByName('Corinne Coleman')}`).expect(200)).body as AdminUserDetails;
    expect(coordinator).toMatchObject({ training: null, placements: [], trainee_account_limited: false, training_access_expires_at: null });
  });
});

describe('ADMIN-08 who is online, with two query-service replicas on one database', () => {
  let replica: { http: HttpServer; realtime: RealtimeServer; presence: Presence; url: string };
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // a second query-service replica: its own socket.io over the same sessions table and the Postgres adapter
    const presence = new Presence();
    const http = createServer();
    const realtime = attachRealtime({
      server: http,
      session: sessionMiddleware({ pool: t.app.pool, ...SESSION }),
      presence,
      logger: createLogger('silent'),
      idleTimeoutSeconds: 600,
    });
    await usePostgresAdapter(realtime.io, t.app.pool, createLogger('silent'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    replica = { http, realtime, presence, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await replica.realtime.close();
    await new Promise((resolve) => replica.http.close(resolve));
  });

  const onlineEmails = async () => {
    const response = await admin.get('/api/admin/users/online').expect(200);
    return { emails: (response.body as { email: string }[]).map((u) => u.email), range: response.headers['content-range'] };
  };

  it('counts people connected to either replica once each, and forgets them when they leave', async () => {
    const [coordinator, trainee] = [await sessionCookie(t.app, 'coordinator'), await sessionCookie(t.app, 'trainee')];
    sockets.push(await socketFor(t.app.url, coordinator), await socketFor(replica.url, trainee), await socketFor(replica.url, coordinator));
    await eventually(async () => {
      const { emails } = await onlineEmails();
      return emails.includes(demoEmail('trainee')) && emails.includes(demoEmail('coordinator'));
    });
    const { emails, range } = await onlineEmails();
    expect(emails.filter((e) => e === demoEmail('coordinator'))).toHaveLength(1);
    expect(range).toBe(`users 0-${emails.length - 1}/${emails.length}`);
    // the other replica counts the same people
    expect((await replica.presence.onlineUserIds(PRESENCE_CHANNEL)).length).toBe(emails.length);

    // the coordinator still has a socket on the other replica: still online; then none
    sockets[0]!.close();
    await new Promise((r) => setTimeout(r, 300));
    expect((await onlineEmails()).emails).toContain(demoEmail('coordinator'));
    sockets[2]!.close();
    sockets[1]!.close();
    await eventually(async () => {
      const { emails: now } = await onlineEmails();
      return !now.includes(demoEmail('coordinator')) && !now.includes(demoEmail('trainee'));
    });
  });

  it("tells an admin's login channel who joins on the other replica", async () => {
    // only an admin hears who joins (query-service realtime/server.ts)
    const watcher = await socketFor(t.app.url, await sessionCookie(t.app, 'admin'));
    sockets.push(watcher);
    const joined = new Promise<{ id: string }>((resolve) => watcher.on('login.joining', resolve));
    const faculty = await sessionCookie(t.app, 'faculty');
    // the adapter's heartbeat may not have found the other replica yet: connect until a joining arrives
    const got = await (async () => {
      for (let attempt = 0; attempt < 40; attempt++) {
        const socket = await socketFor(replica.url, faculty);
        sockets.push(socket);
        const member = await Promise.race([joined, new Promise<null>((r) => setTimeout(() => r(null), 500))]);
        if (member) return member;
        socket.close();
        await new Promise((r) => setTimeout(r, 200));
      }
      return null;
    })();
    expect(got).toMatchObject({ id: expect.any(String), impersonated: false });
  });
});

describe('DASH-02 the dashboard data by role keyname, and the dashboard counts', () => {
  it('answers risk alerts, current trainings and incomplete clients of the current role only', async () => {
    const faculty = await signIn(t.app, 'faculty');
    const { body } = await faculty.get('/api/dashboard/faculty').expect(200);
    expect(Object.keys(body as object).sort()).toEqual(['incomplete_clients', 'parts', 'risk_alerts', 'trainings']);
    const data = body as { risk_alerts: unknown[]; trainings: { time: string; faculty: { name: string } | null }[] };
    expect(data.risk_alerts.length).toBeLessThanOrEqual(20);
    for (const training of data.trainings) expect(training.time).toBe('current');
    await faculty.get('/api/dashboard/coordinator').expect(403);
    await faculty.get('/api/dashboard/nobody').expect(404);
    const trainee = await signIn(t.app, 'trainee');
    const own = (await trainee.get('/api/dashboard/trainee').expect(200)).body as { trainings: { trainee: { name: string } }[] };
    for (const training of own.trainings) expect(training.trainee.name).toBe('Theo Turner');
  });

  const tasksPart = (list: string, last: number) =>
    `tasks?${new URLSearchParams({ filter: JSON.stringify({ list }), range: JSON.stringify([0, last]), sort: '["created_at","DESC"]' }).toString()}`;

  it('DASH-02 answers in the same read the parts the screen names, each as its own path answers it', async () => {
    const [coordinator, trainee] = await Promise.all([signIn(t.app, 'coordinator'), signIn(t.app, 'trainee')]);
    const assignee = ((await trainee.get('/api/users/current').expect(200)).body as { current_position: { id: string } }).current_position
      .id;
    expect((await coordinator.post('/api/tasks', { assignee, description: 'Read with the dashboard' })).status).toBe(201);
    // read your writes reaches the parts: the task just made is in the list the same read answers
    trainee.lastPosition = coordinator.lastPosition;
    const parts = [tasksPart('assigned', 9), tasksPart('created', 0), 'placements/counts', 'meetings/shared/badge', 'admin/users'];
    const query = parts.map((part) => `part=${encodeURIComponent(part)}`).join('&');
    const { body } = await trainee.get(`/api/dashboard/trainee?${query}`).expect(200);
    const answers = (body as { parts: Record<string, { status: number; total: number | null; body: unknown }> }).parts;
    expect(Object.keys(answers).sort()).toEqual([...parts].sort());
    const assigned = answers[parts[0]!]!;
    expect(assigned.status).toBe(200);
    expect((assigned.body as { description: string }[]).map((task) => task.description)).toContain('Read with the dashboard');
    for (const part of parts.slice(0, 4)) {
      const own = await trainee.get(`/api/${part}`).expect(200);
      const range = own.headers['content-range'];
      expect(answers[part]).toEqual({ status: 200, total: range ? Number(range.split('/')[1]) : null, body: own.body });
    }
    // a part the reader may not read is refused as its own path refuses it, and the rest is still answered
    expect(answers['admin/users']).toMatchObject({ status: 403, total: null });
  });

  it('DASH-02 refuses parts that are not API paths, too many or too long, and parts within a part (422)', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const refused = async (query: string, message: RegExp) => {
      const { body } = await coordinator.get(`/api/dashboard/coordinator?${query}`).expect(422);
      expect((body as { errors: { part: string[] } }).errors.part[0]).toMatch(message);
    };
    await refused(`part=${encodeURIComponent('https://example.com/x')}`, /must be an API path/);
    await refused(`part=${encodeURIComponent('tasks/../admin/users')}`, /must be an API path/);
    await refused(`part=${'a'.repeat(1001)}`, /at most 1000 characters/);
    await refused(Array.from({ length: 25 }, (_, i) => `part=tasks${i}`).join('&'), /At most 24 parts/);
    const nested = `dashboard/coordinator?part=${encodeURIComponent('placements/counts')}`;
    const { body } = await coordinator.get(`/api/dashboard/coordinator?part=${encodeURIComponent(nested)}`).expect(200);
    expect((body as { parts: Record<string, { status: number }> }).parts[nested]!.status).toBe(422);
    await (await anonymousClient(t.app)).get(`/api/dashboard/coordinator?part=placements%2Fcounts`).expect(401);
  });

  it('answers the placements, live sessions and sites counts of the reader', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const { body } = await coordinator.get('/api/dashboard/counts').expect(200);
    expect(body).toEqual({
      placements: { ready: expect.any(Number), require_signature: expect.any(Number), submitted: expect.any(Number) },
      live_sessions: { newly_commented: expect.any(Number), newly_shared: expect.any(Number) },
      sites: { expired_count: expect.any(Number), pending_count: expect.any(Number) },
    });
    const placements = (await coordinator.get('/api/placements/counts').expect(200)).body as object;
    expect((body as { placements: object }).placements).toEqual(placements);
    await (await anonymousClient(t.app)).get('/api/dashboard/counts').expect(401);
  });
});
