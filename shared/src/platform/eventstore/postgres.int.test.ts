import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../testing/index.js';
import { eventStoreContract } from './contract.js';
import { appendInTransaction } from './postgres/append.js';
import { PostgresEventStore } from './postgres/postgresEventStore.js';
import { migrateEventStore } from './postgres/schema.js';

let database: TestDatabase | undefined;
const pools: pg.Pool[] = [];

const openPool = async (): Promise<pg.Pool> => {
  database ??= await createTestDatabase('es');
  const pool = new pg.Pool({ connectionString: database.url, max: 20 });
  pools.push(pool);
  return pool;
};

afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.end()));
  await database?.drop();
});

eventStoreContract('Postgres', async () => {
  const pool = await openPool();
  await migrateEventStore(pool);
  await migrateEventStore(pool); // idempotent
  const store = PostgresEventStore.create(pool, { pollIntervalMs: 1000 });
  return {
    store,
    cleanup: () => store.close(),
    async holdOpenAppend(streamId, events) {
      const client = await pool.connect();
      await client.query('begin');
      await appendInTransaction(client, streamId, events, 'no_stream');
      return {
        async commit() {
          await client.query('commit');
          client.release();
        },
      };
    },
  };
});
