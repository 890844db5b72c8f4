// The event store's tables, owned by shared/src/platform (ARCHITECTURE §3.7).
import type pg from 'pg';

// One advisory lock for the migration, so that services starting together do not
// race each other's CREATE ... IF NOT EXISTS (which is not concurrency-safe).
const MIGRATION_LOCK = `select pg_advisory_xact_lock(hashtextextended('es_events:migrate', 0))`;

const SCHEMA = `
create table if not exists es_events (
  seq        bigint generated always as identity primary key,
  tx_id      xid8 not null default pg_current_xact_id(),
  event_id   uuid not null unique,
  stream_id  text not null,
  revision   bigint not null,
  type       text not null,
  data       jsonb not null,
  metadata   jsonb not null,
  created_at timestamptz not null default now(),
  unique (stream_id, revision)
);
create index if not exists es_events_tx_id_seq on es_events (tx_id, seq);
`;

/** Creates the event store schema; safe to run repeatedly and concurrently. */
export async function migrateEventStore(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(MIGRATION_LOCK);
    await client.query(SCHEMA);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
