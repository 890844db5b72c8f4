// The demo organizations, loaded once per test run into a template database that each app-starting test file
// copies: loading them by commands and projecting them is most of an app's start, and every file loads the same.
import { startPracticum } from '@practicum/infra/app';
import { createLogger } from '@practicum/shared/platform/logging';
import { createTestDatabase, templateDatabase, type TestDatabase } from '@practicum/shared/testing';

const demoTemplate = (): Promise<string> =>
  templateDatabase('demo', async (databaseUrl) => {
    const app = await startPracticum({
      databaseUrl,
      port: 0,
      seedDemo: true,
      sessionSecret: 'demo-template-session-secret',
      serveFrontend: false,
      poolSize: 4,
      logger: createLogger('silent'),
    });
    await app.close();
  });

/** A database of the file's own holding the demo data, migrated and projected (its app finds the data loaded). */
export const createDemoDatabase = async (prefix: string): Promise<TestDatabase> =>
  createTestDatabase(prefix, { template: await demoTemplate() });
