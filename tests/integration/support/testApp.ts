// The whole app in-process on port 0 over a database of its own, and an API
// client that signs in as a demo role (session cookie + CSRF header).
import request from 'supertest';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import { startPracticum, type PracticumOptions, type RunningPracticum } from '@practicum/infra/app';
import { DEMO_PASSWORD } from '@practicum/infra/seed/demoData';
import { TEST_MIN_POSITION_WAIT_MS, createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { createLogger } from '@practicum/shared/platform/logging';
import { comparePositions, formatPosition, parsePosition } from '@practicum/shared/platform/eventstore/types';
import type { Origin } from '@practicum/shared/platform/commands/pipeline';
import type { Role } from '@practicum/shared/access/roles';
import { riversideOrganizationId } from './otherOrganization.js';
import { createDemoDatabase } from './demoTemplate.js';
import { closeAfterRebuildCheck } from './rebuildCheck.js';

export interface TestApp {
  app: RunningPracticum;
  db: TestDatabase;
  close(): Promise<void>;
}

/**
 * What a suite adds to the demo app (a mail server, an OIDC provider, SMS off); `name` names its database.
 * `checksRebuild: false` for a suite that edits its event history by hand (a rebuild cannot match it then).
 */
export type TestAppOptions = Partial<Omit<PracticumOptions, 'databaseUrl'>> & { name?: string; checksRebuild?: boolean };

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { name = 'api', checksRebuild = true, ...overrides } = options;
  const db = overrides.seedDemo === false ? await createTestDatabase(name) : await createDemoDatabase(name);
  const app = await startPracticum({
    databaseUrl: db.url,
    port: 0,
    seedDemo: true,
    sessionSecret: 'integration-test-session-secret',
    serveFrontend: false,
    poolSize: 4,
    // Test machines run several suites at once: read-your-writes may wait longer than production's 2 s.
    minPositionWaitMs: TEST_MIN_POSITION_WAIT_MS,
    logger: createLogger('silent'),
    ...overrides,
  });
  return {
    app,
    db,
    close: () => closeAfterRebuildCheck(app, db, checksRebuild),
  };
}

/**
 * The test file's app: started before its first hook runs (call this at the top of the file, before any
 * beforeAll of its own) and closed after its tests. Its fields are ready inside hooks and tests.
 */
export function testAppForFile(options: TestAppOptions = {}): TestApp {
  let running: TestApp | undefined;
  // a fresh database, the migrations and the demo data: on a loaded machine this alone outlasts the usual hook timeout
  beforeAll(async () => {
    running = await startTestApp(options);
  }, 300_000);
  afterAll(() => running?.close());
  const started = (): TestApp => {
    if (!running) throw new Error('testAppForFile: the app starts in beforeAll; use it inside hooks and tests');
    return running;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    close: () => started().close(),
  };
}

/** The file's app (testAppForFile) with the helpers that take an app bound to it. */
export interface TestHarness extends TestApp {
  anonymousClient(): Promise<ApiClient>;
  signIn(role: string): Promise<ApiClient>;
  signInAll<const R extends readonly string[]>(roles: R): Promise<{ [K in keyof R]: ApiClient }>;
  refusedWithoutEvents<R>(call: () => PromiseLike<R>): Promise<R>;
  otherOrganizationCoordinator(): Promise<ApiClient>;
}

export function testHarnessForFile(options: TestAppOptions = {}): TestHarness {
  const t = testAppForFile(options);
  return Object.assign(t, {
    anonymousClient: () => anonymousClient(t.app),
    signIn: (role: string) => signIn(t.app, role),
    signInAll: <const R extends readonly string[]>(roles: R) => signInAll(t.app, roles),
    refusedWithoutEvents: <R>(call: () => PromiseLike<R>) => refusedWithoutEvents(t.app, call),
    otherOrganizationCoordinator: () => otherOrganizationCoordinator(t.app),
  });
}

export type Agent = ReturnType<typeof request.agent>;

export interface ApiClient {
  agent: Agent;
  csrf: string;
  /** Position of the last command this client issued, sent as X-Min-Position on reads. */
  lastPosition: string | null;
  get(path: string): request.Test;
  /** A GET that writes (GET /api/auth/setup/authenticator, /api/userlockout/start): with the CSRF header, as the app sends it. */
  getThatWrites(path: string): request.Test;
  post(path: string, body?: object): Promise<request.Response>;
  put(path: string, body?: object): Promise<request.Response>;
  patch(path: string, body?: object): Promise<request.Response>;
  delete(path: string): Promise<request.Response>;
}

export const demoEmail = (role: string) => `${role}@demo.practicum.test`;

export async function anonymousClient(app: RunningPracticum): Promise<ApiClient> {
  const agent = request.agent(app.server);
  const { body } = await agent.get('/auth/csrf-token').expect(200);
  const client: ApiClient = {
    agent,
    csrf: body.token as string,
    lastPosition: null,
    get: (path) => {
      const test = agent.get(path);
      return client.lastPosition ? test.set('X-Min-Position', client.lastPosition) : test;
    },
    getThatWrites: (path) => client.get(path).set('X-CSRF-TOKEN', client.csrf),
    post: (path, payload) => write('post', path, payload),
    put: (path, payload) => write('put', path, payload),
    patch: (path, payload) => write('patch', path, payload),
    delete: (path) => track(agent.delete(path).set(writeHeaders())),
  };
  /** A write with the CSRF header and a JSON body ({} when none), remembered for read-your-writes. */
  function write(method: 'post' | 'put' | 'patch', path: string, payload?: object) {
    return track(
      agent[method](path)
        .set(writeHeaders())
        .send(payload ?? {}),
    );
  }
  function writeHeaders() {
    return { 'X-CSRF-TOKEN': client.csrf, 'User-Agent': 'practicum-integration-tests' };
  }
  async function track(test: request.Test) {
    const response = await test;
    const position = response.headers['x-position'];
    if (typeof position === 'string') client.lastPosition = position;
    return response;
  }
  return client;
}

export async function signIn(app: RunningPracticum, role: string): Promise<ApiClient> {
  const client = await anonymousClient(app);
  const response = await client.post('/api/login', { email: demoEmail(role), password: DEMO_PASSWORD });
  expect(response.status).toBe(200);
  return client;
}

/** Signs in the demo logins of `roles` at once; answers their clients in the same order. */
export async function signInAll<const R extends readonly string[]>(
  app: RunningPracticum,
  roles: R,
): Promise<{ [K in keyof R]: ApiClient }> {
  return (await Promise.all(roles.map((role) => signIn(app, role)))) as { [K in keyof R]: ApiClient };
}

/** The later of two X-Position values (either may be absent). */
export function laterPosition(a: string | null, b: string | null): string | null {
  const [pa, pb] = [a && parsePosition(a), b && parsePosition(b)];
  if (!pa) return b;
  if (!pb) return a;
  return comparePositions(pa, pb) >= 0 ? a : b;
}

/**
 * Moves the clients' read position up to the head of the store, so their reads wait for everything readable so
 * far. Never back: the store's readable head trails what was committed while a transaction elsewhere on the
 * server (another suite's database) is open, so it can lie below a client's own last write, and a read at it
 * would not wait for that write (a new user's first read answering 401 before the users projection has them).
 */
export async function catchUpToHead(app: RunningPracticum, ...clients: ApiClient[]): Promise<void> {
  const head = formatPosition(await app.eventStore.headPosition());
  for (const client of clients) client.lastPosition = laterPosition(client.lastPosition, head);
}

/** Signs in the demo logins of `roles` one after another, each then reading from the head of the store. */
export async function signInAtHead<const R extends readonly string[]>(
  app: RunningPracticum,
  roles: R,
): Promise<{ [K in keyof R]: ApiClient }> {
  const clients: ApiClient[] = [];
  for (const role of roles) clients.push(await signIn(app, role));
  await catchUpToHead(app, ...clients);
  return clients as { [K in keyof R]: ApiClient };
}

/** Runs a call that must be refused and checks it appended nothing; answers its response. */
export async function refusedWithoutEvents<R>(app: RunningPracticum, call: () => PromiseLike<R>): Promise<R> {
  const before = await eventCount(app);
  const response = await call();
  expect(await eventCount(app)).toBe(before);
  return response;
}

/**
 * Counts the events in the store: a rejected command must leave it unchanged. Sign-ins are left out: every
 * completed sign-in records UserSignedIn, and a test signing in mid-way is not storing what it tests. So are
 * the notifier's NotificationCreated announcements and every other system reaction (consumers such as the
 * placement agreements or submission tasks, scheduled jobs): they carry neither a user nor an IP, and are
 * appended whenever their consumer gets to earlier commands, so they may land during the refused call.
 */
export async function eventCount(app: RunningPracticum): Promise<number> {
  const { rows } = await app.pool.query<{ count: string }>(
    `SELECT count(*) FROM es_events
      WHERE type NOT IN ('UserSignedIn', 'NotificationCreated')
        AND NOT (metadata->>'userId' IS NULL AND metadata->>'ip' IS NULL)`,
  );
  return Number(rows[0]!.count);
}

/** Signs in over plain fetch and returns the session cookie, as a browser would hold it (for socket.io clients). */
export async function sessionCookie(app: RunningPracticum, role: string): Promise<string> {
  const first = await fetch(`${app.url}/auth/csrf-token`);
  const anonymous = first.headers.getSetCookie()[0]!.split(';')[0]!;
  const { token } = (await first.json()) as { token: string };
  const login = await fetch(`${app.url}/api/login`, {
    method: 'POST',
    headers: { cookie: anonymous, 'x-csrf-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoEmail(role), password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  // the session cookie, not the device cookie a sign-in also sets
  return login.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('practicum_session='))!
    .split(';')[0]!;
}

const testOrigin: Origin = { system: { correlationId: 'integration-test', userAgent: 'practicum-integration-tests' } };

/** Signs in a person made during the test (every such person has the demo password). */
export async function signInByEmail(app: RunningPracticum, email: string): Promise<ApiClient> {
  const client = await anonymousClient(app);
  expect((await client.post('/api/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
  return client;
}

export interface NewPerson {
  first_name: string;
  last_name: string;
  email: string;
}
export interface NewPosition {
  organizationId: string;
  role: Role;
  traineeAccountLimited?: boolean;
}

/** Registers a person with the demo password and gives them one position, by commands; answers the position's stream position too. */
export async function registerMember(app: RunningPracticum, person: NewPerson, position: NewPosition, origin: Origin = testOrigin) {
  const { userId } = await registerUser(app, { ...person, password: DEMO_PASSWORD }, origin);
  const assigned = await assignPosition(app, { userId, ...position }, origin);
  return { userId, positionId: assigned.positionId, position: formatPosition(assigned.position!) };
}

/** A member made by commands ({@link registerMember}) and signed in. */
export async function signedInMember(app: RunningPracticum, person: NewPerson, position: NewPosition, origin: Origin = testOrigin) {
  const member = await registerMember(app, person, position, origin);
  return { ...member, client: await signInByEmail(app, person.email) };
}

/** The demo organization (the one of the demo coordinator). */
export async function demoOrganizationId(app: RunningPracticum): Promise<string> {
  const row = await app.knex('positions').where({ role: 'coordinator' }).first<{ organization_id: string }>('organization_id');
  return row.organization_id;
}

/** A new trainee of the demo organization, made by commands and signed in. */
export async function signedInDemoTrainee(app: RunningPracticum, person: NewPerson, origin: Origin = testOrigin) {
  return signedInMember(app, person, { organizationId: await demoOrganizationId(app), role: 'trainee' }, origin);
}

/** A coordinator of the demo's other organization (Riverside Community Clinic), made by commands and signed in. */
export async function otherOrganizationCoordinator(app: RunningPracticum): Promise<ApiClient> {
  const organizationId = await riversideOrganizationId(app);
  const person = { first_name: 'Olga', last_name: 'Other', email: 'olga@riverside.test' };
  const { client, position } = await signedInMember(app, person, { organizationId, role: 'coordinator' });
  client.lastPosition = position;
  return client;
}

/**
 * Signs in the demo logins of `roles` so that every read waits for the whole demo data: the other organization's
 * coordinator, made after it, holds a position past every seeded event, and each client starts from that position.
 */
export async function signInAfterDemoData<R extends string>(
  app: RunningPracticum,
  roles: readonly R[],
): Promise<Record<R | 'other', ApiClient>> {
  const other = await otherOrganizationCoordinator(app);
  const clients = { other } as Record<R | 'other', ApiClient>;
  for (const role of roles) {
    clients[role] = await signIn(app, role);
    clients[role].lastPosition = other.lastPosition;
  }
  return clients;
}

/** The position id of a person of the client's organization, by role and name (from the task form's picker). */
export async function positionOf(client: ApiClient, role: string, name: string): Promise<string> {
  const { body } = await client.get('/api/tasks/assignable-positions').expect(200);
  return (body as { id: string; role_keyname: string; name: string }[]).find((p) => p.role_keyname === role && p.name === name)!.id;
}
