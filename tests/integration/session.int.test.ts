import { beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { connectedSocket, nextEvent } from './support/sockets.js';
import { comparePositions, parsePosition } from '@practicum/shared/platform/eventstore/types';
import { anonymousClient, demoEmail, eventCount, sessionCookie, signIn, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let admin: ApiClient;
beforeAll(async () => {
  admin = await signIn(t.app, 'admin');
});

const userIdOf = async (client: ApiClient) => (await client.get('/api/users/current').expect(200)).body.id as string;

const socketFor = (cookie: string | null): Promise<Socket> => connectedSocket(t.app.url, cookie);
const onlineIds = async () => ((await admin.get('/api/admin/users/online').expect(200)).body as { id: string }[]).map((u) => u.id);

const eventually = async (check: () => Promise<boolean>, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('SPINE-04 AUTH-53 the initial page state', () => {
  it('answers the CSRF token, no user and the configured timers when signed out', async () => {
    const anonymous = await anonymousClient(t.app);
    const { body } = await anonymous.get('/api/initial-state').expect(200);
    expect(body).toMatchObject({
      current_user: null,
      idle_timeout_seconds: 600,
      idle_warning_seconds: 120,
      session_lifetime_seconds: 7200,
    });
    expect(body.csrf_token).toBe(anonymous.csrf);
  });

  it('names the signed-in user', async () => {
    const { body } = await admin.get('/api/initial-state').expect(200);
    expect(body.current_user).toMatchObject({ email: demoEmail('admin'), is_impersonating: false });
  });
});

describe('SPINE-01 SPINE-02 SPINE-03 SPINE-05 SPINE-06 SPINE-07 SPINE-08 SPINE-09 SPINE-10 SPINE-29 the initial page state, in full', () => {
  it('carries the token, the user, the links, realtime, uploads, words, texts, flash and limits', async () => {
    const anonymous = await anonymousClient(t.app);
    const signedOut = (await anonymous.get('/api/initial-state').expect(200)).body;
    expect(signedOut).toMatchObject({ csrf_token: anonymous.csrf, current_user: null });
    const { body } = await admin.get('/api/initial-state').expect(200);
    expect(body.csrf_token).toBe(admin.csrf);
    expect(body.current_user).toMatchObject({ email: demoEmail('admin'), name: expect.any(String) });
    // the deployment's outside links (defaults, docs/decisions.md)
    expect(body).toMatchObject({
      help_url: 'https://help.practicum.example/',
      support_url: '/site/contact',
      social_url: 'https://www.linkedin.com/company/practicum-example',
      status_url: 'https://status.practicum.example/',
      careers_url: 'https://practicum.example/careers',
      realtime_key: 'practicum',
      realtime_cluster: 'local',
      upload_cdn_url: '/api/uploads/',
      card_payment_public_key: null,
      inactive_position_archive_days: 365,
      live_session_participant_limits: { general: 10, big_blue_button: 100 },
      errors: {},
      flash: null,
    });
    expect(Object.keys(body.upload_extensions)).toEqual(['images', 'documents', 'audio', 'video', 'subtitles']);
    expect(body.upload_extensions.images).toContain('jpg');
    expect(body.upload_extensions.subtitles).toEqual(['vtt', 'srt']);
    expect(body.mimetype_categories.documents).toContain('application/pdf');
    expect(body.preferred_video_mimetypes[0]).toBe('video/webm;codecs=vp8,opus');
    expect(body.default_dynamic_words).toEqual({
      trainee: 'Trainee',
      supervisor: 'Supervisor',
      faculty: 'Faculty',
      coordinator: 'Coordinator',
      client: 'Client',
      supervision_site: 'Supervision Site',
      assistant: 'Assistant',
    });
    expect(Object.keys(body.tag_colors).length).toBeGreaterThan(0);
    expect(body.translations.errors).toEqual({
      bad_request: 'The request could not be understood.',
      unauthorized: 'Unauthenticated.',
      page_not_found: 'The requested resource was not found',
      method_not_allowed: 'This method is not allowed for the requested resource.',
      uri_too_long: 'The requested address is too long.',
      server_error: 'An error has occurred. Please try again later',
      service_unavailable: 'The service is temporarily unavailable. Please try again later.',
    });
    // the server answers with the same catalogue
    const missing = await admin.get('/api/no-such-thing').expect(404);
    expect(missing.body.message).toBe(body.translations.errors.page_not_found);
    const signedOutRead = await anonymous.get('/api/users/current').expect(401);
    expect(signedOutRead.body.message).toBe(body.translations.errors.unauthorized);
  });
});

describe('AUTH-59 AUTH-60 AUTH-61 ADMIN-17 when an admin logs in as a trainee', () => {
  let traineeId: string;
  let adminId: string;
  let session: ApiClient;
  beforeAll(async () => {
    const trainee = await signIn(t.app, 'trainee');
    traineeId = await userIdOf(trainee);
    session = await signIn(t.app, 'admin');
    adminId = await userIdOf(session);
  });

  it('acts as the trainee, and is_impersonating says so', async () => {
    const response = await session.put(`/api/users/loginas/${traineeId}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: traineeId, is_impersonating: true });
    const current = await session.get('/api/users/current').expect(200);
    expect(current.body).toMatchObject({ id: traineeId, email: demoEmail('trainee'), is_impersonating: true });
    expect(current.body.current_position.role.keyname).toBe('trainee');
    // The trainee's role now decides: admin screens are closed.
    await session.get('/api/admin/users').expect(403);
  });

  it('records the admin as impersonatorId on every event written meanwhile', async () => {
    const { rows } = await t.app.pool.query<{ stream_id: string }>(
      `SELECT stream_id FROM es_events WHERE type = 'ImpersonationStarted' ORDER BY stream_id DESC LIMIT 1`,
    );
    const [started] = await t.app.eventStore.readStream(rows[0]!.stream_id);
    expect(started).toMatchObject({
      type: 'ImpersonationStarted',
      data: { userId: traineeId, impersonatorId: adminId },
      metadata: { userId: traineeId, impersonatorId: adminId, userAgent: 'practicum-integration-tests' },
    });
    expect(started!.metadata.positionId).toEqual(expect.any(String));
  });

  it('returns to the admin on logout-as', async () => {
    const response = await session.put('/api/users/logoutas');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: adminId, is_impersonating: false, position: expect.any(String) });
    // Ending the login-as is itself written as the trainee, on the admin's behalf.
    const { rows } = await t.app.pool.query<{ metadata: { userId: string; impersonatorId: string } }>(
      `SELECT metadata FROM es_events WHERE type = 'ImpersonationEnded'`,
    );
    expect(rows.map((r) => r.metadata)).toEqual([expect.objectContaining({ userId: traineeId, impersonatorId: adminId })]);
    const current = await session.get('/api/users/current').expect(200);
    expect(current.body).toMatchObject({ id: adminId, is_impersonating: false });
    await session.get('/api/admin/users').expect(200);
    expect((await session.put('/api/users/logoutas')).status).toBe(409);
  });

  it('AUTH-63 refuses non-admins (403: only admins are permitted, docs/decisions.md), unknown users (404) and other admins (403), storing nothing', async () => {
    // signing in is itself recorded: count after it
    const trainee = await signIn(t.app, 'trainee');
    const coordinator = await signIn(t.app, 'coordinator');
    const before = await eventCount(t.app);
    expect((await trainee.put(`/api/users/loginas/${adminId}`)).status).toBe(403);
    expect((await coordinator.put(`/api/users/loginas/${traineeId}`)).status).toBe(403);
    expect((await session.put('/api/users/loginas/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await session.put('/api/users/loginas/not-an-id')).status).toBe(422);
    expect((await session.put(`/api/users/loginas/${adminId}`)).status).toBe(409);
    const otherAdmin = await admin.get('/api/admin/users?filter=' + encodeURIComponent(JSON.stringify({ role: 'admin' })));
    expect(otherAdmin.status).toBe(200);
    expect(await eventCount(t.app)).toBe(before);
    expect((await anonymousClient(t.app).then((c) => c.put('/api/users/logoutas'))).status).toBe(401);
  });
});

describe('AUTH-59 AUTH-61 a session id replaced by a switch, still sent by a browser that has not stored the new cookie', () => {
  /** A request as the browser sends it, with one cookie: its status, the cookie it sets and the replaced marker. */
  const send = async (path: string, cookie: string, init: { method?: string; csrf?: string } = {}) => {
    const response = await fetch(`${t.app.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        cookie,
        'content-type': 'application/json',
        'user-agent': 'practicum-integration-tests',
        ...(init.csrf ? { 'x-csrf-token': init.csrf } : {}),
      },
      ...(init.method && init.method !== 'GET' ? { body: '{}' } : {}),
    });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('practicum_session='));
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      newCookie: setCookie?.split(';')[0],
      replaced: response.headers.get('x-session-replaced'),
    };
  };
  const tokenFor = async (cookie: string) => (await send('/auth/csrf-token', cookie)).body.token as string;

  it('is answered as signed out without a new session, its 401 says so, and the new session stays signed in', async () => {
    const asAdmin = await sessionCookie(t.app, 'admin');
    const trainee = await signIn(t.app, 'trainee');
    const traineeId = await userIdOf(trainee);
    const loggedInAs = await send(`/api/users/loginas/${traineeId}`, asAdmin, { method: 'PUT', csrf: await tokenFor(asAdmin) });
    expect(loggedInAs.status).toBe(200);
    const asTrainee = loggedInAs.newCookie!;
    const returned = await send('/api/users/logoutas', asTrainee, { method: 'PUT', csrf: await tokenFor(asTrainee) });
    expect(returned.status).toBe(200);
    const backAsAdmin = returned.newCookie!;
    expect(new Set([asAdmin, asTrainee, backAsAdmin]).size).toBe(3);

    for (const replacedCookie of [asAdmin, asTrainee]) {
      // the page's first reads, as the navigation after the switch sends them: no new session, so no cookie that
      // would land in the browser after the switch's and sign it out
      const page = await send('/api/initial-state', replacedCookie);
      expect(page).toMatchObject({ status: 200, newCookie: undefined });
      expect(page.body.current_user).toBeNull();
      expect(await send('/api/users/current', replacedCookie)).toMatchObject({ status: 401, newCookie: undefined, replaced: '1' });
      expect(await send('/api/admin/users', replacedCookie)).toMatchObject({ status: 401, newCookie: undefined, replaced: '1' });
    }
    const current = await send('/api/users/current', backAsAdmin);
    expect(current).toMatchObject({ status: 200, newCookie: undefined });
    expect(current.body).toMatchObject({ email: demoEmail('admin'), is_impersonating: false });

    // a signed-out session is no replaced one: its next page starts a new anonymous session, as before
    const signedOut = await send('/api/logout', backAsAdmin, { method: 'POST', csrf: await tokenFor(backAsAdmin) });
    expect(signedOut.status).toBeLessThan(300);
    expect(await send('/api/users/current', backAsAdmin)).toMatchObject({ status: 401, replaced: null });
    expect((await send('/api/initial-state', backAsAdmin)).newCookie).toEqual(expect.stringMatching(/^practicum_session=/));
  });
});

describe('ADMIN-19 admin users', () => {
  it('lists users with search and filters in the list protocol', async () => {
    const all = await admin.get('/api/admin/users?range=[0,99]').expect(200);
    expect(all.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
    const emails = (all.body as { email: string }[]).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['admin', 'trainee', 'faculty'].map(demoEmail)));

    const search = await admin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: 'trainee@demo' }))}`).expect(200);
    expect((search.body as { email: string }[]).map((u) => u.email)).toEqual([demoEmail('trainee')]);

    const byRole = await admin.get(`/api/admin/users?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ role: 'supervisor' }))}`);
    expect(byRole.status).toBe(200);
    expect((byRole.body as { roles: string[] }[]).every((u) => u.roles.includes('supervisor'))).toBe(true);
    expect((byRole.body as { email: string }[]).map((u) => u.email)).toContain(demoEmail('supervisor'));

    const byStatus = await admin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ status: 'graduated' }))}`).expect(200);
    expect(byStatus.body).toEqual([]);
  });

  it('filters by organization', async () => {
    const trainee = (await admin.get(`/api/admin/users/${await userIdOf(await signIn(t.app, 'trainee'))}`).expect(200)).body as {
      positions: { organization: { id: string } }[];
    };
    const organizationId = trainee.positions[0]!.organization.id;
    const inOrg = await admin.get(
      `/api/admin/users?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ organization_id: organizationId }))}`,
    );
    expect(inOrg.status).toBe(200);
    const emails = (inOrg.body as { email: string }[]).map((u) => u.email);
    expect(emails).toContain(demoEmail('trainee'));
    expect(emails).not.toContain(demoEmail('admin'));
  });

  it('shows one user with positions, role, organization and status', async () => {
    const traineeId = await userIdOf(await signIn(t.app, 'trainee'));
    const { body } = await admin.get(`/api/admin/users/${traineeId}`).expect(200);
    expect(body).toMatchObject({ id: traineeId, email: demoEmail('trainee'), status: 'active' });
    expect(body.joindate).toEqual(expect.any(String));
    expect(body.positions[0]).toMatchObject({ role: { keyname: 'trainee', name: 'Trainee' }, status: 'active' });
    expect(body.positions[0].organization.name).toEqual(expect.any(String));
  });

  it('answers 422 to bad filters, 404 to unknown users and 403 to non-admins', async () => {
    expect((await admin.get('/api/admin/users?filter={bad')).status).toBe(422);
    const badOrg = await admin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ organization_id: 'x' }))}`);
    expect(badOrg.status).toBe(422);
    expect(badOrg.body.errors).toEqual({ 'filter.organization_id': ['The organization id filter is invalid.'] });
    expect((await admin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ password: 'x' }))}`)).status).toBe(422);
    await admin.get('/api/admin/users/00000000-0000-4000-8000-000000000000').expect(404);
    const trainee = await signIn(t.app, 'trainee');
    await trainee.get('/api/admin/users').expect(403);
    await trainee.get('/api/admin/users/online').expect(403);
  });
});

describe('ADMIN-17 ADMIN-19 when an admin edits a user', () => {
  let facultyId: string;
  beforeAll(async () => {
    facultyId = await userIdOf(await signIn(t.app, 'faculty'));
  });

  it('changes the name and the status, and the list shows them', async () => {
    const response = await admin.put(`/api/admin/users/${facultyId}`, {
      id: facultyId,
      first_name: 'Félix',
      last_name: "O'Hara-Fernandez",
      status: 'inactive',
      email: 'ignored@example.test',
      positions: [],
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: facultyId, name: "Félix O'Hara-Fernandez", status: 'inactive', email: demoEmail('faculty') });
    const { body } = await admin.get(`/api/admin/users/${facultyId}`).expect(200);
    expect(body).toMatchObject({ first_name: 'Félix', last_name: "O'Hara-Fernandez", status: 'inactive' });
    const { rows } = await t.app.pool.query<{ type: string }>(
      `SELECT type FROM es_events WHERE stream_id = $1 AND type IN ('UserDetailsChanged', 'UserStatusChanged') ORDER BY revision`,
      [`user-${facultyId}`],
    );
    expect(rows.map((r) => r.type)).toEqual(['UserDetailsChanged', 'UserStatusChanged']);
    // saving it unchanged appends nothing
    const again = await admin.put(`/api/admin/users/${facultyId}`, {
      first_name: 'Félix',
      last_name: "O'Hara-Fernandez",
      status: 'inactive',
    });
    expect(again.body.position).toBeNull();
  });

  it('answers 422 to markup, 10 kB names, wrong types and a pending status; 404 and 403 elsewhere; nothing stored', async () => {
    const trainee = await signIn(t.app, 'trainee');
    const before = await eventCount(t.app);
    const markup = await admin.put(`/api/admin/users/${facultyId}`, { first_name: '<script>x</script>', last_name: 'A', status: 'active' });
    expect(markup.status).toBe(422);
    expect(Object.keys(markup.body.errors)).toEqual(['first_name']);
    const long = await admin.put(`/api/admin/users/${facultyId}`, { first_name: 'a'.repeat(10_000), last_name: 'A', status: 'active' });
    expect(long.body.errors).toEqual({ first_name: ['The first name field must not be greater than 100 characters.'] });
    const types = await admin.put(`/api/admin/users/${facultyId}`, { first_name: 5, last_name: 'A', status: 'active' });
    expect(types.body.errors).toEqual({ first_name: ['The first name field must be a string.'] });
    const pending = await admin.put(`/api/admin/users/${facultyId}`, { first_name: 'A', last_name: 'B', status: 'pending' });
    expect(pending.status).toBe(422);
    expect(pending.body.errors.status).toEqual(['The selected status is invalid.']);
    expect(
      (await admin.put('/api/admin/users/00000000-0000-4000-8000-000000000000', { first_name: 'A', last_name: 'B', status: 'active' }))
        .status,
    ).toBe(404);
    expect((await trainee.put(`/api/admin/users/${facultyId}`, { first_name: 'A', last_name: 'B', status: 'active' })).status).toBe(403);
    expect(await eventCount(t.app)).toBe(before);
  });
});

describe('NOTIF-10 realtime channels', () => {
  it('knows who is online (presence) and forgets them when they leave', async () => {
    const socket = await socketFor(await sessionCookie(t.app, 'coordinator'));
    const onlineEmail = demoEmail('coordinator');
    await eventually(async () => {
      const { body } = await admin.get('/api/admin/users/online').expect(200);
      return (body as { email: string }[]).some((u) => u.email === onlineEmail);
    });
    socket.disconnect();
    await eventually(async () => {
      const { body } = await admin.get('/api/admin/users/online').expect(200);
      return !(body as { email: string }[]).some((u) => u.email === onlineEmail);
    });
  });
});

describe('NOTIF-11 the presence channel login', () => {
  it('tells who is here on joining, then who joins and who leaves', async () => {
    const watcher = await socketFor(await sessionCookie(t.app, 'admin'));
    const adminId = await userIdOf(admin);
    const supervisorId = await userIdOf(await signIn(t.app, 'supervisor'));
    const cookie = await sessionCookie(t.app, 'supervisor');
    const joining = nextEvent<{ id: string }>(watcher, 'login.joining');
    const other = connect(t.app.url, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    const here = nextEvent<{ id: string }[]>(other, 'login.here');
    expect((await joining).id).toBe(supervisorId);
    // the admin sees everyone online; the supervisor's own list names the supervisor alone (below)
    expect((await here).map((member) => member.id)).toEqual([supervisorId]);
    expect(await onlineIds()).toEqual(expect.arrayContaining([adminId, supervisorId]));
    const leaving = nextEvent<{ id: string }>(watcher, 'login.leaving');
    other.disconnect();
    expect((await leaving).id).toBe(supervisorId);
    watcher.disconnect();
  });
});

describe('NOTIF-11 ADMIN-08 who else is online is told to admins only', () => {
  it('a trainee is counted but hears only themself on joining, and nobody joining or leaving', async () => {
    const trainee = await socketFor(await sessionCookie(t.app, 'trainee'));
    const heard: string[] = [];
    trainee.onAny((name: string) => heard.push(name));
    const traineeId = await userIdOf(await signIn(t.app, 'trainee'));
    const watcher = await socketFor(await sessionCookie(t.app, 'admin'));
    const secondTab = connect(t.app.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: await sessionCookie(t.app, 'trainee') },
      reconnection: false,
    });
    // the admin is online, yet the trainee's own list names the trainee alone
    expect(await nextEvent<{ id: string }[]>(secondTab, 'login.here')).toEqual([{ id: traineeId }]);
    const supervisorId = await userIdOf(await signIn(t.app, 'supervisor'));
    const joining = nextEvent<{ id: string }>(watcher, 'login.joining');
    const supervisor = await socketFor(await sessionCookie(t.app, 'supervisor'));
    expect((await joining).id).toBe(supervisorId);
    const leaving = nextEvent<{ id: string }>(watcher, 'login.leaving');
    supervisor.disconnect();
    expect((await leaving).id).toBe(supervisorId);
    // an answer on the trainee's connection comes after anything the server sent it before: no presence news
    await trainee.emitWithAck('supcon.unsubscribe', { conversation_id: 'none' });
    expect(heard.filter((name) => name.startsWith('login.'))).toEqual([]);
    for (const socket of [trainee, watcher, secondTab]) socket.disconnect();
  });
});

describe('NOTIF-12 SPINE-40 channel authorization at /broadcasting/auth', () => {
  // the realtime secret defaults to the session secret (testApp.ts's)
  const TEST_SESSION_SECRET = 'integration-test-session-secret';
  const signature = (secret: string, text: string) => `practicum:${createHmac('sha256', secret).update(text).digest('hex')}`;

  it('signs the user’s own channel with the realtime key, and the presence channel for an admin', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const id = await userIdOf(coordinator);
    const own = await coordinator.post('/broadcasting/auth', { socket_id: '123.456', channel_name: `private-user.${id}` });
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ auth: signature(TEST_SESSION_SECRET, `123.456:private-user.${id}`) });
    const adminId = await userIdOf(admin);
    const presence = await admin.post('/broadcasting/auth', { socket_id: '123.456', channel_name: 'presence-login' });
    expect(presence.status).toBe(200);
    expect(JSON.parse(presence.body.channel_data)).toEqual({ user_id: adminId });
    expect(presence.body.auth).toBe(signature(TEST_SESSION_SECRET, `123.456:presence-login:${presence.body.channel_data}`));
  });

  it('NOTIF-11 ADMIN-08 refuses the presence channel (its member list: everyone online) to the other roles and to an admin logged in as someone (403)', async () => {
    for (const role of ['trainee', 'coordinator'] as const) {
      const refused = await (await signIn(t.app, role)).post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'presence-login' });
      expect([refused.status, refused.body.message, refused.body.auth]).toEqual([403, 'You may not listen on this channel.', undefined]);
    }
    const impersonating = await signIn(t.app, 'admin');
    expect((await impersonating.put(`/api/users/loginas/${await userIdOf(await signIn(t.app, 'trainee'))}`)).status).toBe(200);
    expect((await impersonating.post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'presence-login' })).status).toBe(403);
  });

  it('refuses another user’s channel, guests and unknown channels, writing nothing', async () => {
    const coordinator = await signIn(t.app, 'coordinator');
    const adminId = await userIdOf(admin);
    const before = await eventCount(t.app);
    const other = await coordinator.post('/broadcasting/auth', { socket_id: '1.2', channel_name: `private-user.${adminId}` });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You may not listen on this channel.');
    const guest = await anonymousClient(t.app);
    expect((await guest.post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'presence-login' })).status).toBe(403);
    const unknown = await coordinator.post('/broadcasting/auth', { socket_id: '1.2', channel_name: 'private-admin' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ channel_name: ['The channel name is invalid.'] });
    const bad = await coordinator.post('/broadcasting/auth', { socket_id: '<script>', channel_name: 'presence-login' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.socket_id).toEqual(['The socket id is invalid.']);
    expect(await eventCount(t.app)).toBe(before);
  });
});

describe('the first reads after a session switch wait for it', () => {
  it('login-as, logout-as and a position switch answer X-Position at or after the store head', async () => {
    const session = await signIn(t.app, 'admin');
    const traineeId = await userIdOf(await signIn(t.app, 'trainee'));
    const atLeastHead = async (response: { headers: Record<string, string> }) => {
      const head = await t.app.eventStore.headPosition();
      const answered = parsePosition(response.headers['x-position'] ?? '');
      expect(answered).not.toBeNull();
      expect(comparePositions(answered!, head)).toBeGreaterThanOrEqual(0);
    };
    await atLeastHead(await session.put(`/api/users/loginas/${traineeId}`));
    await atLeastHead(await session.put('/api/users/logoutas'));
    // switching to the position that is already current writes nothing, and still answers a position
    const supervisor = await signIn(t.app, 'supervisor');
    const current = (await supervisor.get('/api/users/current').expect(200)).body.current_position.id as string;
    const before = await eventCount(t.app);
    const same = await supervisor.patch(`/api/users/current_position/${current}`);
    expect(same.status).toBe(200);
    expect(await eventCount(t.app)).toBe(before);
    await atLeastHead(same);
  });
});

describe('AUTH-73 AUTH-74 system lockout', () => {
  it('refuses to start unless the lockout is enabled and primed, and refuses non-admins', async () => {
    const response = await admin.agent.get('/api/userlockout/start').set('X-CSRF-TOKEN', admin.csrf);
    expect(response.status).toBe(409);
    const trainee = await signIn(t.app, 'trainee');
    expect((await trainee.agent.get('/api/userlockout/start').set('X-CSRF-TOKEN', trainee.csrf)).status).toBe(403);
    // Without the CSRF header a followed link cannot start it.
    expect((await admin.agent.get('/api/userlockout/start')).status).toBe(419);
  });

  it('broadcasts started on the lockout channel and ends every non-admin session, admins staying', async () => {
    const trainee = await signIn(t.app, 'trainee');
    const supervisor = await signIn(t.app, 'supervisor');
    const traineeSocket = await socketFor(await sessionCookie(t.app, 'trainee'));
    const anonymousSocket = await socketFor(null);
    await admin
      .put('/api/settings/user_lockout', { value: { lockout_enabled: true, lockout_primed: true } })
      .then((r) => expect(r.status).toBe(200));

    const received = nextEvent<{ message: string }>(traineeSocket, 'lockout.started');
    const receivedAnonymously = nextEvent<{ message: string }>(anonymousSocket, 'lockout.started');
    const start = await admin.agent.get('/api/userlockout/start').set('X-CSRF-TOKEN', admin.csrf);
    expect(start.status).toBe(200);
    expect((await received).message).toMatch(/locked/);
    expect((await receivedAnonymously).message).toBe((await received).message);

    await eventually(async () => (await trainee.get('/api/users/current')).status === 401);
    await supervisor.get('/api/users/current').expect(401);
    await admin.get('/api/users/current').expect(200);
    traineeSocket.disconnect();
    anonymousSocket.disconnect();
  });
});
