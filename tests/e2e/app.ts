// The all-in-one app for a browser test: its own database, port 0, demo data,
// and the built frontend.
import { startPracticum, type RunningPracticum } from '@practicum/infra/app';
import { createLogger } from '@practicum/shared/platform/logging';
import { TEST_MIN_POSITION_WAIT_MS, type TestDatabase } from '@practicum/shared/testing';
import { createDemoDatabase } from '../integration/support/demoTemplate.js';
import { closeAfterRebuildCheck } from '../integration/support/rebuildCheck.js';
import { afterAll, beforeAll, expect, jest } from '@jest/globals';
import { basename, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  apiCall,
  attemptTag,
  demoPassword,
  ensureFrontendBuilt,
  launchBrowser,
  type ApiMethod,
  openSession,
  signInAs,
  signInWithEmail,
  type DemoRole,
  type Session,
} from './browser.js';
import type { GoogleSignInConfig } from '@practicum/command-service/identity/googleSignIn';
import { assignPosition, registerUser } from '@practicum/command-service/identity/registerUser';
import type { Role } from '@practicum/shared/access/roles';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';

/** The demo's organization, the demo coordinator's. */
const demoOrganization = 'Demo University Counseling Program';

/**
 * Google sign-in is configured as in production (so the login page shows its
 * button); nothing contacts Google unless a test clicks it. A test that signs
 * in through a local OpenID provider passes that provider's configuration.
 */
const unusedGoogle: GoogleSignInConfig = { clientId: 'e2e-client', clientSecret: 'e2e-secret', issuerUrl: 'https://accounts.google.com' };

// A browser step waits on the app, the projectors and Chromium at once; under CI's parallel
// workers on two cores a whole flow may take twice its idle time.
jest.setTimeout(120_000);

export interface E2eApp {
  app: RunningPracticum;
  db: TestDatabase;
  url: string;
  close(): Promise<void>;
}

export interface E2eAppOptions {
  google?: GoogleSignInConfig;
  /** Short session timers for the idle tests (seconds). */
  idleTimeoutSeconds?: number;
  idleWarningSeconds?: number;
  /** false for a suite that edits its event history by hand (a rebuild cannot match it then). */
  checksRebuild?: boolean;
}

/**
 * Where a browser test's app writes its warnings and errors (a projector failing, a job retrying): one file per
 * test file, which CI's summary prints the end of when a test of that file fails.
 */
export const appLogFile = (testPath: string): string => resolve('test-results', 'app-logs', `${basename(testPath)}.log`);

export async function startE2eApp(options: E2eAppOptions = {}): Promise<E2eApp> {
  ensureFrontendBuilt();
  const db = await createDemoDatabase('e2e');
  const app = await startPracticum({
    databaseUrl: db.url,
    port: 0,
    seedDemo: true,
    sessionSecret: 'browser-test-session-secret',
    poolSize: 4,
    // Test machines run several suites at once: read-your-writes may wait longer than production's 2 s.
    minPositionWaitMs: TEST_MIN_POSITION_WAIT_MS,
    logger: createLogger('warn', 'practicum', appLogFile(expect.getState().testPath ?? 'unknown')),
    google: options.google ?? unusedGoogle,
    idleTimeoutSeconds: options.idleTimeoutSeconds,
    idleWarningSeconds: options.idleWarningSeconds,
    // the machines running browser tests are offline: maps draw their markers without tiles
    mapTileUrl: '',
  });
  return {
    app,
    db,
    url: app.url,
    close: () => closeAfterRebuildCheck(app, db, options.checksRebuild !== false),
  };
}

export interface FileApp {
  readonly e2e: E2eApp;
  readonly browser: Browser;
  /** Signs in through /login as the demo user of a role (a new browser context). */
  signIn(role: DemoRole): Promise<Session>;
  /** Signs in through /login as a demo person who is not one of the role logins (a new browser context). */
  signInEmail(email: string): Promise<Session>;
  /** A new signed-out browser context on the app. */
  open(): Promise<Session>;
  /**
   * Inside a describe: a browser context opened before its tests (signed in as `role`, or signed out
   * without one) and closed after them.
   */
  sessionFor(role?: DemoRole): Session;
  /** The page of a new context signed in as `role`; the context is closed after the file's tests. */
  pageAs(role: DemoRole): Promise<Page>;
  /** The page of a new context signed in as a person not one of the role logins; the context is closed after the file's tests. */
  pageAsEmail(email: string): Promise<Page>;
  /** The page of a new signed-out context; the context is closed after the file's tests. */
  openPage(): Promise<Page>;
  /** The text of the last mail the app sent to `to` (the dev outbox), waiting for it: `tries` reads `everyMs` apart. */
  lastMailTo(to: string, wait?: { tries?: number; everyMs?: number }): Promise<string>;
  /** An API call in a signed-in page (apiCall); a command's answer waits until the read side has it. */
  api(page: Page, method: ApiMethod, path: string, data?: object): Promise<Record<string, unknown>>;
  /**
   * A person of this attempt's own, made by commands: a new e-mail each call, the demo password, and a position of
   * `role` in the demo organization. A test whose action is one-way for the person who takes it (accepting the terms,
   * dismissing a prompt) takes it as a new person each attempt, so a retry finds the screen the first attempt found.
   * With `limited`, a trainee's account is limited as the demo's Lily Limited's is (no access pass yet).
   */
  newMember(role: Role, firstName: string, lastName: string, options?: NewMemberOptions): Promise<NewMember>;
}

export interface NewMemberOptions {
  limited?: boolean;
}

export interface NewMember {
  userId: string;
  positionId: string;
  email: string;
}

export interface FileAppOptions {
  /** Runs before the app starts (environment, fake third parties). */
  setUp?: () => Promise<void> | void;
  /** Google sign-in configuration, read after setUp. */
  google?: () => GoogleSignInConfig;
  /** Runs once the app listens (a third party that needs the app's URL). */
  started?: (e2e: E2eApp) => Promise<void>;
  /** More Chromium flags for this file's browser. */
  browserArgs?: string[];
  /** Runs after the app and the browser are closed. */
  tearDown?: () => Promise<void> | void;
}

/**
 * The app and a browser for a whole test file: started before its tests and closed after them (read
 * `running.e2e` / `running.browser` inside the tests).
 */
export function appAndBrowserForFile(options: FileAppOptions = {}): FileApp {
  // the contexts of pageAs and openPage, closed after the file's tests
  const pageSessions: Session[] = [];
  const keptPage = (session: Session): Page => {
    pageSessions.push(session);
    return session.page;
  };
  const running = {
    signIn: (role: DemoRole) => signInAs(running.browser, running.e2e.url, role),
    signInEmail: (email: string) => signInWithEmail(running.browser, running.e2e.url, email),
    open: () => openSession(running.browser, running.e2e.url),
    pageAs: async (role: DemoRole) => keptPage(await running.signIn(role)),
    pageAsEmail: async (email: string) => keptPage(await running.signInEmail(email)),
    openPage: async () => keptPage(await running.open()),
    lastMailTo: (to: string, wait?: { tries?: number; everyMs?: number }) => lastMailTo(running.e2e, to, wait),
    api: (page: Page, method: ApiMethod, path: string, data?: object) =>
      apiCall(page, method, path, data, { caughtUp: (position) => running.e2e.app.caughtUp(position) }),
    newMember: (role: Role, firstName: string, lastName: string, options?: NewMemberOptions) =>
      newMember(running.e2e, role, firstName, lastName, options),
    sessionFor(role?: DemoRole): Session {
      let opened: Session | undefined;
      const current = (): Session => {
        if (!opened) throw new Error('the session opens in beforeAll: use it inside a test');
        return opened;
      };
      beforeAll(async () => {
        opened = await (role ? running.signIn(role) : running.open());
      }, 120_000);
      afterAll(() => opened?.context.close());
      return {
        get context() {
          return current().context;
        },
        get page() {
          return current().page;
        },
        get consoleErrors() {
          return current().consoleErrors;
        },
      };
    },
  } as FileApp & { e2e: E2eApp; browser: Browser };
  beforeAll(async () => {
    await options.setUp?.();
    running.e2e = await startE2eApp({ google: options.google?.() });
    await options.started?.(running.e2e);
    running.browser = await launchBrowser(options.browserArgs);
  }, 240_000);
  // the browser may already be closed when a context closes: it then has nothing to close
  afterAll(() => Promise.all(pageSessions.map((session) => session.context.close().catch(() => undefined))));
  afterAll(async () => {
    await running.browser?.close();
    await running.e2e?.close();
    await options.tearDown?.();
  });
  return running;
}

/** {@link FileApp.newMember}, for a file that starts its app itself. */
export async function newMember(
  e2e: E2eApp,
  role: Role,
  firstName: string,
  lastName: string,
  { limited = false }: NewMemberOptions = {},
): Promise<NewMember> {
  const { app } = e2e;
  const email = `${firstName}.${lastName}.${attemptTag()}@example.test`.toLowerCase();
  const origin = { system: { correlationId: 'e2e-new-member' } };
  const { id: organizationId } = await app.knex('organizations').where({ name: demoOrganization }).first<{ id: string }>('id');
  const { userId } = await registerUser(app, { first_name: firstName, last_name: lastName, email, password: demoPassword }, origin);
  const { positionId, position } = await assignPosition(
    app,
    { userId, organizationId, role, ...(limited ? { traineeAccountLimited: true } : {}) },
    origin,
  );
  // the read side has the person before the test signs them in
  if (position) await app.caughtUp(formatPosition(position));
  return { userId, positionId, email };
}

async function lastMailTo(e2e: E2eApp, to: string, { tries = 100, everyMs = 100 } = {}): Promise<string> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const { rows } = await e2e.app.pool.query<{ text: string }>('SELECT text FROM dev_outbox WHERE "to" = $1 ORDER BY id DESC LIMIT 1', [
      to,
    ]);
    if (rows[0]) return rows[0].text;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`no mail to ${to}`);
}
