// Tests of the Postgres event store and of what runs on it need the same thing: a database of their own
// with the event store's schema, a pool and a store on it, all closed and dropped afterwards.
import pg from 'pg';
import { PostgresEventStore } from '../platform/eventstore/postgres/postgresEventStore.js';
import { migrateEventStore } from '../platform/eventstore/postgres/schema.js';
import { createTestDatabase, type TestDatabase } from './testDatabase.js';

export interface MigratedEventStore {
  database: TestDatabase;
  pool: pg.Pool;
  store: PostgresEventStore;
  /** Closes the store and the pool, then drops the database. */
  close(): Promise<void>;
}

export async function openMigratedEventStore(prefix: string): Promise<MigratedEventStore> {
  const database = await createTestDatabase(prefix);
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => undefined);
  await migrateEventStore(pool);
  const store = PostgresEventStore.create(pool);
  return {
    database,
    pool,
    store,
    close: async () => {
      await store.close();
      await pool.end();
      await database.drop();
    },
  };
}
