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

-- Inserts events chained onto $all, each with its own stream and revision (per-event arrays, in the
-- order given). The chain lock comes before the insert, so sequence numbers and transaction ids are
-- taken in chain order, and is held to commit, so the newest chained row read here is the previous
-- event in $all order. Every append path comes here: one chained insert statement per append,
-- however many streams it writes.
create or replace function es_insert_chained_rows(p_streams text[], p_revisions bigint[], p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint, stream text) language plpgsql as $$
declare
  v_hash bytea;
  v_data jsonb[] := '{}';
  v_metadata jsonb[] := '{}';
  v_prevs bytea[] := '{}';
  v_hashes bytea[] := '{}';
begin
  perform pg_advisory_xact_lock(hashtextextended('es_events:chain', 0));
  select e.hash into v_hash from es_events e where e.hash is not null order by e.seq desc limit 1;
  v_hash := coalesce(v_hash, decode(repeat('00', 32), 'hex'));
  for i in 1 .. coalesce(array_length(p_event_ids, 1), 0) loop
    -- parsed once: the digest is over the stored (jsonb) form, as verification reads it
    v_data[i] := p_data[i]::jsonb;
    v_metadata[i] := p_metadata[i]::jsonb;
    v_prevs[i] := v_hash;
    v_hash := es_event_digest(v_hash, p_event_ids[i], p_streams[i], p_revisions[i], p_types[i], v_data[i], v_metadata[i]);
    v_hashes[i] := v_hash;
  end loop;
  return query
    insert into es_events as e (event_id, stream_id, revision, type, data, metadata, prev_hash, hash)
    select n.event_id, n.stream, n.revision, n.type, v_data[n.ord], v_metadata[n.ord], v_prevs[n.ord], v_hashes[n.ord]
      from unnest(p_streams, p_revisions, p_event_ids, p_types) with ordinality as n(stream, revision, event_id, type, ord)
     order by n.ord
    returning e.tx_id::text, e.seq, e.revision, e.stream_id;
end $$;

-- One stream's new events after p_base_revision (es_append, appendInTransaction).
create or replace function es_insert_chained(p_stream text, p_base_revision bigint, p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint) language plpgsql as $$
declare
  v_streams text[] := '{}';
  v_revisions bigint[] := '{}';
begin
  for i in 1 .. coalesce(array_length(p_event_ids, 1), 0) loop
    v_streams[i] := p_stream;
    v_revisions[i] := p_base_revision + i;
  end loop;
  return query select c.tx, c.seq, c.revision from es_insert_chained_rows(v_streams, v_revisions, p_event_ids, p_types, p_data, p_metadata) c;
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

-- Several streams in one transaction, all or nothing (EventStore.appendToStreams, a bulk import's batch),
-- set-based: a batch of hundreds of new streams (expected revision no_stream) costs a few statements,
-- not a few per stream. Every stream lock is taken first, in stream order (two batches cannot
-- deadlock), then every expected revision is checked in one query, before the one chained insert
-- assigns the transaction id: each stream stays in revision order in $all as with es_append. A wrong
-- revision on any stream raises ES409 (its stream in the hint) and writes nothing.
-- p_counts[i] events of p_event_ids… belong to p_streams[i].
create or replace function es_append_many(p_streams text[], p_expected text[], p_counts int[], p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint, stream text) language plpgsql as $$
declare
  v_currents bigint[];
  v_refused record;
  v_streams text[];
  v_revisions bigint[];
begin
  perform pg_advisory_xact_lock(hashtextextended(l.s, 0)) from (select distinct s from unnest(p_streams) s order by 1) l;
  select array_agg(coalesce((select max(e.revision) from es_events e where e.stream_id = u.stream), -1) order by u.ord) into v_currents
    from unnest(p_streams) with ordinality as u(stream, ord);
  select u.stream, u.expected, v_currents[u.ord] as current into v_refused
    from unnest(p_streams, p_expected) with ordinality as u(stream, expected, ord)
   where not (u.expected = 'any'
              or (u.expected = 'no_stream' and v_currents[u.ord] = -1)
              or (u.expected = 'stream_exists' and v_currents[u.ord] <> -1)
              or (u.expected ~ '^[0-9]+$' and u.expected::bigint = v_currents[u.ord]))
   order by u.ord limit 1;
  if found then
    raise exception 'wrong expected revision % on %', v_refused.expected, v_refused.stream
      using errcode = 'ES409', detail = v_refused.current::text, hint = v_refused.stream;
  end if;
  select array_agg(p_streams[u.ord] order by u.ord, k), array_agg(v_currents[u.ord] + k order by u.ord, k) into v_streams, v_revisions
    from generate_subscripts(p_streams, 1) as u(ord), generate_series(1, p_counts[u.ord]) as k;
  return query select * from es_insert_chained_rows(v_streams, v_revisions, p_event_ids, p_types, p_data, p_metadata);
end $$;
`;

/** Creates the event store schema; safe to run repeatedly and concurrently. */
export async function migrateEventStore(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(MIGRATION_LOCK);
    await client.query(SCHEMA);
  });
}
