// The projections service on its own (distributed deployment): keeps every
// projector of the registry up to date. SIGTERM or SIGINT finishes the batches
// in flight and exits.
import knexFactory from 'knex';
import { parseConfig } from '@practicum/shared/platform/config';
import { createEventStore } from '@practicum/shared/platform/eventstore/index';
import { createLogger } from '@practicum/shared/platform/logging';
import { configSchema } from './config.js';
import { projectors } from './registry.js';
import { migrateRunner } from './runner/checkpoints.js';
import { startProjections } from './runner/runner.js';

const config = parseConfig(configSchema);
const logger = createLogger(config.LOG_LEVEL, 'projections');

// A connection per projector batch in flight, one for a rebuild's lock and one for its writes.
const knex = knexFactory({ client: 'pg', connection: config.DATABASE_URL, pool: { min: 0, max: projectors.length + 4 } });
const eventStore = await createEventStore({
  databaseUrl: config.DATABASE_URL,
  eventStoreConnectionString: config.EVENTSTORE_CONNECTION_STRING,
});
await eventStore.migrate();
await migrateRunner(knex);

const projections = await startProjections({ knex, eventStore, projectors, batchSize: config.PROJECTION_BATCH_SIZE, logger });
logger.info({ projectors: projectors.map((projector) => projector.name) }, 'projections running');

let stopping = false;
const stop = async (signal: NodeJS.Signals): Promise<void> => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping projections');
  try {
    await projections.stop();
    await eventStore.close();
    await knex.destroy();
  } catch (error) {
    logger.error({ err: error }, 'projections did not stop cleanly');
    process.exitCode = 1;
  }
};
process.once('SIGTERM', (signal) => void stop(signal));
process.once('SIGINT', (signal) => void stop(signal));
