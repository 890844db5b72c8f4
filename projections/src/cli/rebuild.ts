// npm run projections:rebuild [name ...]: replays the whole history into fresh
// tables and swaps them in, while the application stays readable. Reads
// DATABASE_URL (and EVENTSTORE_CONNECTION_STRING) like the services do.
import knexFactory from 'knex';
import { parseConfig } from '@practicum/shared/platform/config';
import { createEventStore } from '@practicum/shared/platform/eventstore/index';
import { createLogger } from '@practicum/shared/platform/logging';
import { configSchema } from '../config.js';
import { projectors } from '../registry.js';
import { migrateRunner } from '../runner/checkpoints.js';
import { UnknownProjectorError, rebuildCommand, selectProjectors } from './rebuildCommand.js';

const names = process.argv.slice(2);
const config = parseConfig(configSchema);
// Progress bars own the terminal: log only what goes wrong unless asked for more.
const logger = createLogger(process.env.LOG_LEVEL ?? 'warn', 'projections-rebuild');

try {
  selectProjectors(projectors, names);
} catch (error) {
  if (!(error instanceof UnknownProjectorError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}

const knex = knexFactory({ client: 'pg', connection: config.DATABASE_URL, pool: { min: 0, max: 4 } });
const eventStore = await createEventStore({
  databaseUrl: config.DATABASE_URL,
  eventStoreConnectionString: config.EVENTSTORE_CONNECTION_STRING,
  poolSize: 2,
});
const abort = new AbortController();
process.once('SIGINT', () => abort.abort());
process.once('SIGTERM', () => abort.abort());

try {
  await eventStore.migrate();
  await migrateRunner(knex);
  const results = await rebuildCommand({
    knex,
    eventStore,
    projectors,
    names,
    logger,
    signal: abort.signal,
    progressStream: process.stderr,
  });
  for (const result of results) {
    process.stdout.write(
      `${result.projector}: version ${result.version}, ${result.events} events in ${(result.durationMs / 1000).toFixed(1)} s\n`,
    );
  }
} catch (error) {
  process.exitCode = abort.signal.aborted ? 130 : 1;
  process.stderr.write(
    abort.signal.aborted
      ? 'Rebuild interrupted; the live tables are unchanged.\n'
      : `Rebuild failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
} finally {
  await eventStore.close();
  await knex.destroy();
}
