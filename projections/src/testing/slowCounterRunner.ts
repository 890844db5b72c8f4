// A runner process for the kill test: the slow, non-idempotent counter projector
// over DATABASE_URL. Prints "running" once started; SIGTERM stops it cleanly.
import knexFactory from 'knex';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import { migrateRunner } from '../runner/checkpoints.js';
import { startProjections } from '../runner/runner.js';
import { counterProjector } from './testProjectors.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is not set');
const delayMs = Number(process.env.DELAY_MS ?? 2);
const batchSize = Number(process.env.BATCH_SIZE ?? 100);

const knex = knexFactory({
  client: 'pg',
  connection: { connectionString: databaseUrl, application_name: 'slow-counter-runner' },
  pool: { min: 0, max: 4 },
});
const eventStore = PostgresEventStore.connect(databaseUrl, { poolSize: 4 });
await migrateRunner(knex);
const running = await startProjections({ knex, eventStore, projectors: [counterProjector({ delayMs })], batchSize });
process.stdout.write('running\n');

process.once('SIGTERM', () => {
  void (async () => {
    await running.stop();
    await eventStore.close();
    await knex.destroy();
    process.stdout.write('stopped\n');
  })();
});
