import { dropRunDatabases } from '@practicum/shared/testing/testDatabase';

type Globals = { __embeddedPg?: { stop(): Promise<void> }; __testTornDown?: boolean };

// Each project names this teardown; jest runs them one after another once every project's tests are done.
export default async function globalTeardown(): Promise<void> {
  const globals = globalThis as Globals;
  if (globals.__testTornDown) return;
  globals.__testTornDown = true;
  await dropRunDatabases();
  await globals.__embeddedPg?.stop();
}
