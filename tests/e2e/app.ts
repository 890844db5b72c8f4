// The all-in-one app for a browser test: its own database, port 0, demo data,
// and the built frontend.
import { startPracticum, type RunningPracticum } from '@practicum/infra/app';
import { createLogger } from '@practicum/shared/platform/logging';
import { TEST_MIN_POSITION_WAIT_MS, createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { afterAll, beforeAll } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ensureFrontendBuilt, launchBrowser } from './browser.js';
import type { GoogleSignInConfig } from '@practicum/command-service/identity/googleSignIn';

/**
 * Google sign-in is configured as in production (so the login page shows its
 * button); nothing contacts Google unless a test clicks it. A test that signs
 * in through a local OpenID provider passes that provider's configuration.
 */
const unusedGoogle: GoogleSignInConfig = { clientId: 'e2e-client', clientSecret: 'e2e-secret', issuerUrl: 'https://accounts.google.com' };

export interface E2eApp {
  app: RunningPracticum;
  db: TestDatabase;
  url: string;
  close(): Promise<void>;
}

export async function startE2eApp(options: { google?: GoogleSignInConfig } = {}): Promise<E2eApp> {
  ensureFrontendBuilt();
  const db = await createTestDatabase('e2e');
  const app = await startPracticum({
    databaseUrl: db.url,
    port: 0,
    seedDemo: true,
    sessionSecret: 'browser-test-session-secret',
    poolSize: 4,
    // Test machines run several suites at once: read-your-writes may wait longer than production's 2 s.
    minPositionWaitMs: TEST_MIN_POSITION_WAIT_MS,
    logger: createLogger('silent'),
    google: options.google ?? unusedGoogle,
  });
  return {
    app,
    db,
    url: app.url,
    async close() {
      await app.close();
      await db.drop();
    },
  };
}

/**
 * The app and a browser for a whole test file: started before its tests and
 * closed after them (read `running.e2e` / `running.browser` inside the tests).
 */
export function appAndBrowserForFile(): { readonly e2e: E2eApp; readonly browser: Browser } {
  const running = {} as { e2e: E2eApp; browser: Browser };
  beforeAll(async () => {
    running.e2e = await startE2eApp();
    running.browser = await launchBrowser();
  }, 240_000);
  afterAll(async () => {
    await running.browser?.close();
    await running.e2e?.close();
  });
  return running;
}
