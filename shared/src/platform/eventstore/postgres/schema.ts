// The event store's tables, owned by shared/src/platform (ARCHITECTURE §3.7).
import type pg from 'pg';
import { inTransaction } from '../../db/transaction.js';

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

-- Tamper evidence (chain.ts): each row's hash is sha256(prev_hash || its content), prev_hash the hash of
-- the event before it in $all order. Rows from before the chain have neither.
alter table es_events add column if not exists prev_hash bytea;
alter table es_events add column if not exists hash bytea;

create or replace function es_event_digest(p_prev bytea, p_event_id uuid, p_stream text, p_revision bigint, p_type text, p_data jsonb, p_metadata jsonb)
  returns bytea language sql immutable as $$
  select sha256(p_prev || convert_to(concat_ws(chr(31), p_event_id::text, p_stream, p_revision::text, p_type, p_data::text, p_metadata::text), 'UTF8'))
$$;

-- Inserts a stream's new events chained onto $all. The chain lock comes before the insert, so
-- sequence numbers and transaction ids are taken in chain order, and is held to commit, so the
-- newest chained row read here is the previous event in $all order. Both append paths call it.
create or replace function es_insert_chained(p_stream text, p_base_revision bigint, p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint) language plpgsql as $$
declare
  v_hash bytea;
  v_prevs bytea[] := '{}';
  v_hashes bytea[] := '{}';
begin
  perform pg_advisory_xact_lock(hashtextextended('es_events:chain', 0));
  select e.hash into v_hash from es_events e where e.hash is not null order by e.seq desc limit 1;
  v_hash := coalesce(v_hash, decode(repeat('00', 32), 'hex'));
  for i in 1 .. coalesce(array_length(p_event_ids, 1), 0) loop
    v_prevs := v_prevs || v_hash;
    v_hash := es_event_digest(v_hash, p_event_ids[i], p_stream, p_base_revision + i, p_types[i], p_data[i]::jsonb, p_metadata[i]::jsonb);
    v_hashes := v_hashes || v_hash;
  end loop;
  return query
    insert into es_events as e (event_id, stream_id, revision, type, data, metadata, prev_hash, hash)
    select n.event_id, p_stream, p_base_revision + n.ord, n.type, n.data::jsonb, n.metadata::jsonb, v_prevs[n.ord], v_hashes[n.ord]
      from unnest(p_event_ids, p_types, p_data, p_metadata) with ordinality as n(event_id, type, data, metadata, ord)
     order by n.ord
    returning e.tx_id::text, e.seq, e.revision;
end $$;

-- One round trip per append (appendInOneStatement): stream lock, revision check and chained insert
-- in one autocommit statement. The lock comes before the insert, so the transaction id is
-- assigned with the stream held, as appendInTransaction guarantees. A wrong expected
-- revision raises SQLSTATE ES409 with the current revision (-1: no stream) as its detail.
-- It commits without waiting for the WAL flush: the chain lock is held to commit, and a flush
-- inside it would let one append at a time reach the disk. The caller then waits for the flush
-- (appendInOneStatement's durability barrier), where appends share flushes again.
create or replace function es_append(p_stream text, p_expected text, p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint) language plpgsql as $$
declare current_revision bigint;
begin
  perform set_config('synchronous_commit', 'off', true);
  perform pg_advisory_xact_lock(hashtextextended(p_stream, 0));
  select coalesce(max(e.revision), -1) into current_revision from es_events e where e.stream_id = p_stream;
  if not (p_expected = 'any'
          or (p_expected = 'no_stream' and current_revision = -1)
          or (p_expected = 'stream_exists' and current_revision <> -1)
          or (p_expected ~ '^[0-9]+$' and p_expected::bigint = current_revision)) then
    raise exception 'wrong expected revision % on %', p_expected, p_stream using errcode = 'ES409', detail = current_revision::text;
  end if;
  return query select * from es_insert_chained(p_stream, current_revision, p_event_ids, p_types, p_data, p_metadata);
end $$;

-- Several streams in one transaction, all or nothing (EventStore.appendToStreams, a bulk import's batch).
-- Every stream lock is taken first, in stream order (two batches cannot deadlock), and every expected
-- revision checked, before the first insert assigns the transaction id: each stream stays in revision
-- order in $all as with es_append. p_counts[i] events of p_event_ids… belong to p_streams[i].
create or replace function es_append_many(p_streams text[], p_expected text[], p_counts int[], p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint, stream text) language plpgsql as $$
declare
  v_stream text;
  v_currents bigint[] := '{}';
  v_current bigint;
  v_from int := 1;
  v_to int;
begin
  for v_stream in select distinct s from unnest(p_streams) s order by 1 loop
    perform pg_advisory_xact_lock(hashtextextended(v_stream, 0));
  end loop;
  for i in 1 .. coalesce(array_length(p_streams, 1), 0) loop
    select coalesce(max(e.revision), -1) into v_current from es_events e where e.stream_id = p_streams[i];
    if not (p_expected[i] = 'any'
            or (p_expected[i] = 'no_stream' and v_current = -1)
            or (p_expected[i] = 'stream_exists' and v_current <> -1)
            or (p_expected[i] ~ '^[0-9]+$' and p_expected[i]::bigint = v_current)) then
      raise exception 'wrong expected revision % on %', p_expected[i], p_streams[i]
        using errcode = 'ES409', detail = v_current::text, hint = p_streams[i];
    end if;
    v_currents := v_currents || v_current;
  end loop;
  for i in 1 .. coalesce(array_length(p_streams, 1), 0) loop
    v_to := v_from + p_counts[i] - 1;
    return query select c.tx, c.seq, c.revision, p_streams[i]
      from es_insert_chained(p_streams[i], v_currents[i], p_event_ids[v_from:v_to], p_types[v_from:v_to], p_data[v_from:v_to], p_metadata[v_from:v_to]) c;
    v_from := v_to + 1;
  end loop;
end $$;
`;

/** Creates the event store schema; safe to run repeatedly and concurrently. */
export async function migrateEventStore(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(MIGRATION_LOCK);
    await client.query(SCHEMA);
  });
}
