// The event store: the port (types.ts) and its adapters, chosen by configuration.
import { PostgresEventStore } from './postgres/postgresEventStore.js';
import { type EventStore } from './types.js';
import { PersonalDataEventStore } from '../personalData/personalDataEventStore.js';

export * from './types.js';
export { PostgresEventStore, type PostgresEventStoreOptions } from './postgres/postgresEventStore.js';
export { migrateEventStore } from './postgres/schema.js';
export { appendInTransaction, AppendNotFirstWriteError } from './postgres/append.js';

export interface EventStoreConfig {
  /** Used by the Postgres adapter, the default. */
  databaseUrl: string;
  /** When set, the EventStoreDB adapter is used instead. */
  eventStoreConnectionString?: string | undefined;
  /** Postgres pool size; defaults to 10. */
  poolSize?: number;
}

/** An adapter as the composition root sees it: which one it is, and its schema setup. */
export interface ConfiguredEventStore extends EventStore {
  readonly kind: 'postgres' | 'eventstoredb';
  /** Creates what the adapter needs (the Postgres schema); idempotent. */
  migrate(): Promise<void>;
}

/**
 * The configured adapter behind the personal-data seal (keys in Postgres whichever adapter stores the events).
 * The EventStoreDB adapter is imported only when configured: its client and gRPC protocol files weigh about
 * 6 MB of heap, which every Postgres-backed process would otherwise keep (and mark in each major collection).
 */
export async function createEventStore(config: EventStoreConfig): Promise<ConfiguredEventStore> {
  const adapter = config.eventStoreConnectionString
    ? (await import('./eventstoredb/eventStoreDbEventStore.js')).EventStoreDbEventStore.connect(config.eventStoreConnectionString)
    : PostgresEventStore.connect(config.databaseUrl, { poolSize: config.poolSize ?? 10 });
  return PersonalDataEventStore.connect(adapter, config.databaseUrl);
}
