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

-- One round trip per append (appendInOneStatement): stream lock, revision check and insert
-- in one autocommit statement. The lock comes before the insert, so the transaction id is
-- assigned with the stream held, as appendInTransaction guarantees. A wrong expected
-- revision raises SQLSTATE ES409 with the current revision (-1: no stream) as its detail.
create or replace function es_append(p_stream text, p_expected text, p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint) language plpgsql as $$
declare current_revision bigint;
begin
  perform pg_advisory_xact_lock(hashtextextended(p_stream, 0));
  select coalesce(max(e.revision), -1) into current_revision from es_events e where e.stream_id = p_stream;
  if not (p_expected = 'any'
          or (p_expected = 'no_stream' and current_revision = -1)
          or (p_expected = 'stream_exists' and current_revision <> -1)
          or (p_expected ~ '^[0-9]+$' and p_expected::bigint = current_revision)) then
    raise exception 'wrong expected revision % on %', p_expected, p_stream using errcode = 'ES409', detail = current_revision::text;
  end if;
  return query
    insert into es_events as e (event_id, stream_id, revision, type, data, metadata)
    select n.event_id, p_stream, current_revision + n.ord, n.type, n.data::jsonb, n.metadata::jsonb
      from unnest(p_event_ids, p_types, p_data, p_metadata) with ordinality as n(event_id, type, data, metadata, ord)
     order by n.ord
    returning e.tx_id::text, e.seq, e.revision;
end $$;
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
