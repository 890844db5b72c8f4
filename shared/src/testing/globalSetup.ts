// Jest global setup: tests run against DATABASE_URL (CI sets it to the machine's
// PostgreSQL); without it, against a private embedded server started here.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { startEmbeddedPostgres } from '@practicum/shared/platform/db/embeddedPostgres';
import { TEST_RUN_ENV } from '@practicum/shared/testing/testDatabase';

export default async function globalSetup(): Promise<void> {
  // every project's setup runs in jest's main process, and the workers inherit its environment: one id per run
  process.env[TEST_RUN_ENV] ??= `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  if (process.env.DATABASE_URL) return;
  const preferred = Number(process.env.TEST_PG_PORT ?? 54330);
  const server = await startEmbeddedPostgres({ dataDir: resolve('.data/test-postgres'), port: preferred }).catch((error: unknown) => {
    // jest prints a global setup's stack; the one line that says what to do goes first
    console.error(`\n[tests] the embedded PostgreSQL did not start: ${(error as Error).message}`);
    throw error;
  });
  process.env.DATABASE_URL = server.url;
  (globalThis as { __embeddedPg?: typeof server }).__embeddedPg = server;
  console.log(`\n[tests] no DATABASE_URL: using embedded PostgreSQL on port ${server.port}`);
}
