// The all-in-one app for a browser test: its own database, port 0, demo data,
// and the built frontend.
import { startPracticum, type RunningPracticum } from '@practicum/infra/app';
import { createLogger } from '@practicum/shared/platform/logging';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { ensureFrontendBuilt } from './browser.js';

export interface E2eApp {
  app: RunningPracticum;
  db: TestDatabase;
  url: string;
  close(): Promise<void>;
}

export async function startE2eApp(): Promise<E2eApp> {
  ensureFrontendBuilt();
  const db = await createTestDatabase('e2e');
  const app = await startPracticum({
    databaseUrl: db.url,
    port: 0,
    seedDemo: true,
    sessionSecret: 'browser-test-session-secret',
    poolSize: 4,
    logger: createLogger('silent'),
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
