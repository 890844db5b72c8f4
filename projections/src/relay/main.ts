// The Kafka relay as a service of its own (docker-compose `relay`): $all from the
// event store to one Kafka topic per stream category. Run one or more replicas;
// one publishes, the others wait on its lock and take over when it goes.
import knexFactory from 'knex';
import { createKafka, migrateBus, startKafkaRelay } from '@practicum/shared/platform/bus/index';
import { parseConfig } from '@practicum/shared/platform/config';
import { createEventStore } from '@practicum/shared/platform/eventstore/index';
import { createLogger } from '@practicum/shared/platform/logging';
import { configSchema } from './config.js';

const config = parseConfig(configSchema);
const logger = createLogger(config.LOG_LEVEL, 'kafka-relay');

const knex = knexFactory({ client: 'pg', connection: config.DATABASE_URL, pool: { min: 0, max: 4 } });
const eventStore = await createEventStore({
  databaseUrl: config.DATABASE_URL,
  eventStoreConnectionString: config.EVENTSTORE_CONNECTION_STRING,
  poolSize: 4,
});

const start = async () => {
  await eventStore.migrate();
  await migrateBus(knex);
  return startKafkaRelay({
    eventStore,
    knex,
    kafka: createKafka({ brokers: config.KAFKA_BROKERS, clientId: config.KAFKA_CLIENT_ID, logger }),
    logger,
  });
};
// Failing to reach the database or the brokers at start ends the process; the
// orchestrator restarts it (compose: restart unless-stopped).
const relay = await start().catch((error: unknown) => {
  logger.fatal({ err: error }, 'kafka relay failed to start');
  process.exit(1);
});
logger.info({ brokers: config.KAFKA_BROKERS, eventStore: eventStore.kind }, 'kafka relay started');

let stopping = false;
const shutdown = async (signal: string): Promise<void> => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal, position: formatRelayed() }, 'kafka relay stopping');
  try {
    await relay.stop();
    await eventStore.close();
    await knex.destroy();
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'kafka relay did not stop cleanly');
    process.exit(1);
  }
};
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

function formatRelayed(): string | null {
  const position = relay.lastRelayed();
  return position ? `${position.commit}.${position.prepare}` : null;
}
