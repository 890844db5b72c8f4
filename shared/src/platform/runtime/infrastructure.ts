// What every deployable connects to: a pg pool (tables owned by the command
// service), knex (read models, checkpoints), the event store and the bus.
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { createBus, migrateBus } from '../bus/index.js';
import type { Bus } from '../bus/types.js';
import { createEventStore, type ConfiguredEventStore } from '../eventstore/index.js';
import type { Logger } from '../logging.js';
import { closeSessionCache } from '../http/sessionCache.js';

export interface Infrastructure {
  pool: pg.Pool;
  knex: Knex;
  eventStore: ConfiguredEventStore;
  bus: Bus;
  logger: Logger;
  close(): Promise<void>;
}

export async function connectInfrastructure(options: {
  databaseUrl: string;
  eventStoreConnectionString?: string | undefined;
  kafkaBrokers?: string | undefined;
  poolSize?: number;
  logger: Logger;
}): Promise<Infrastructure> {
  const { logger } = options;
  const poolSize = options.poolSize ?? 10;
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: poolSize });
  // An idle connection closed by the server must not crash the process.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle database connection closed'));
  const knex = knexFactory({ client: 'pg', connection: options.databaseUrl, pool: { min: 0, max: poolSize } });
  const eventStore = await createEventStore({
    databaseUrl: options.databaseUrl,
    eventStoreConnectionString: options.eventStoreConnectionString,
    poolSize,
  });
  await eventStore.migrate();
  await migrateBus(knex);
  const bus = createBus({ eventStore, knex, kafkaBrokers: options.kafkaBrokers, logger });
  return {
    pool,
    knex,
    eventStore,
    bus,
    logger,
    async close() {
      await bus.close();
      await eventStore.close();
      await knex.destroy();
      await closeSessionCache(pool);
      await pool.end();
    },
  };
}
