// The event store's tables, owned by shared/src/platform (ARCHITECTURE §3.7).
import type pg from 'pg';
import { inTransaction } from '../../db/transaction.js';

// One advisory lock for the migration, so that services starting together do not
// race each other's CREATE ... IF NOT EXISTS (which is not concurrency-safe).
const MIGRATION_LOCK = `select pg_advisory_xact_lock(hashtextextended('es_events:migrate', 0))`;
// es_chain's lock: the head is seeded while no pass can link rows past it.
const CHAIN_LOCK = `select pg_advisory_xact_lock(hashtextextended('es_events:chain', 0))`;
// A database chained before the head table (or a new one) gets its head from the linked rows, once.
const SEED_CHAIN_HEAD = `do $seed$ begin
  if not exists (select 1 from es_chain_head) then
    insert into es_chain_head (tx_id, seq, hash) select * from es_chain_head_of_rows();
  end if;
end $seed$`;

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

-- Tamper evidence (chain.ts): each event's hash is sha256(prev_hash || its content), prev_hash the hash of the
-- event before it in $all order. They live beside the events, one row per linked event, written once by the
-- chainer (es_chain) in a multi-row insert: an update of es_events' rows would lock the very heap pages the
-- appends are inserting into, and cost the appends 15 % (docs/decisions.md). Events from before the chain
-- have no row here. No foreign key: a removed event leaves its link, and the walk then names the gap.
create table if not exists es_links (
  seq        bigint primary key,
  prev_hash  bytea not null,
  hash       bytea not null
);

-- Databases that kept the hashes in es_events' own columns (and a fillfactor of 50 for updating them in place)
-- move them here, once: under the migration and chain locks, so no pass links meanwhile.
do $links$ begin
  if exists (select 1 from pg_attribute where attrelid = 'es_events'::regclass and attname = 'hash' and not attisdropped) then
    insert into es_links (seq, prev_hash, hash)
      select seq, prev_hash, hash from es_events where hash is not null and prev_hash is not null on conflict do nothing;
    alter table es_events drop column prev_hash, drop column hash;
  end if;
  if coalesce((select 'fillfactor=50' = any(c.reloptions) from pg_class c where c.oid = 'es_events'::regclass), false) then
    alter table es_events reset (fillfactor);
  end if;
end $links$;

-- Declared stable, as its body is (concat_ws and convert_to are): the planner inlines a SQL function only when
-- its body is no more volatile than it says; called instead of inlined (immutable) it cost 5.3 µs an event against
-- 4.0, and es_chain's passes took 23 % longer over settled rows. The hash is the same either way.
create or replace function es_event_digest(p_prev bytea, p_event_id uuid, p_stream text, p_revision bigint, p_type text, p_data jsonb, p_metadata jsonb)
  returns bytea language sql stable as $$
  select sha256(p_prev || convert_to(concat_ws(chr(31), p_event_id::text, p_stream, p_revision::text, p_type, p_data::text, p_metadata::text), 'UTF8'))
$$;

-- Inserts events, each with its own stream and revision (per-event arrays, in the order given), in one
-- statement; every append path comes here. No chain lock and no hash: es_chain links the rows once they
-- are committed and below the visibility horizon, in $all order (see chainer.ts and docs/decisions.md).
create or replace function es_insert_rows(p_streams text[], p_revisions bigint[], p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint, stream text) language sql as $$
  insert into es_events as e (event_id, stream_id, revision, type, data, metadata)
  select n.event_id, n.stream, n.revision, n.type, n.data::jsonb, n.metadata::jsonb
    from unnest(p_streams, p_revisions, p_event_ids, p_types, p_data, p_metadata) with ordinality as n(stream, revision, event_id, type, data, metadata, ord)
   order by n.ord
  returning e.tx_id::text, e.seq, e.revision, e.stream_id
$$;

-- The previous version's names (it chained in the append, under a chain lock held to commit), kept for
-- processes of that version still running during an upgrade: they now insert without chaining too.
create or replace function es_insert_chained_rows(p_streams text[], p_revisions bigint[], p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint, stream text) language sql as $$
  select * from es_insert_rows(p_streams, p_revisions, p_event_ids, p_types, p_data, p_metadata)
$$;
create or replace function es_insert_chained(p_stream text, p_base_revision bigint, p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint) language sql as $$
  select c.tx, c.seq, c.revision
    from es_insert_rows(array_fill(p_stream, array[cardinality(p_event_ids)]),
                        array(select p_base_revision + k from generate_series(1, cardinality(p_event_ids)) k order by k),
                        p_event_ids, p_types, p_data, p_metadata) c
$$;

-- The chain's head: the $all position and hash of the newest linked row, one row, written by es_chain in the
-- transaction that links, so a pass starts from it instead of looking for the newest link among the rows.
-- Seeded once from the linked rows by migrateEventStore (SEED_CHAIN_HEAD).
create table if not exists es_chain_head (
  one     boolean primary key default true check (one),
  tx_id   xid8 not null,
  seq     bigint not null,
  hash    bytea not null
);

-- The newest linked row among the rows (genesis: none), for seeding the head table.
create or replace function es_chain_head_of_rows() returns table (tx_id xid8, seq bigint, hash bytea) language sql stable as $$
  select coalesce(h.tx_id, '0'::xid8), coalesce(h.seq, 0), coalesce(h.hash, decode(repeat('00', 32), 'hex'))
    from (select 1) one
    left join lateral (select e.tx_id, e.seq, l.hash from es_links l join es_events e on e.seq = l.seq order by e.tx_id desc, e.seq desc limit 1) h on true
$$;

-- The chainer (chainer.ts): links the committed rows after the chain's head (es_chain_head) onto it, in $all order
-- (tx_id, seq), up to p_limit of them, and wakes listeners when it linked any. Only rows below the
-- visibility horizon (every transaction under it has ended, so no row can still appear before them)
-- are linked: the chain follows exactly the order readers see ($all is read below the same horizon).
-- One chainer at a time (the chain lock, also taken by the personal-data migration that re-chains).
-- Hashes are deterministic, so the pass commits without waiting for the WAL flush: a pass lost to a
-- crash is simply done again. waiting: committed rows remain after the head (held back by an open
-- transaction, or more than p_limit), so the caller passes again soon.
create or replace function es_chain(p_limit int default 5000) returns table (chained int, waiting boolean) language plpgsql as $$
declare
  v_tx xid8;
  v_seq bigint;
  v_hash bytea;
  v_seqs bigint[] := '{}';
  v_prevs bytea[] := '{}';
  v_hashes bytea[] := '{}';
  r record;
  n int := 0;
begin
  perform set_config('synchronous_commit', 'off', true);
  perform pg_advisory_xact_lock(hashtextextended('es_events:chain', 0));
  select h.tx_id, h.seq, h.hash into v_tx, v_seq, v_hash from es_chain_head h;
  if not found then
    -- the head row was removed by hand: continue from the newest linked row, as before the table
    select h.tx_id, h.seq, h.hash into v_tx, v_seq, v_hash from es_chain_head_of_rows() h;
    insert into es_chain_head (tx_id, seq, hash) values (v_tx, v_seq, v_hash);
  end if;
  for r in select e.tx_id, e.seq, e.event_id, e.stream_id, e.revision, e.type, e.data, e.metadata from es_events e
            where (e.tx_id, e.seq) > (v_tx, v_seq) and e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
            order by e.tx_id, e.seq limit p_limit loop
    n := n + 1;
    v_seqs[n] := r.seq;
    v_prevs[n] := v_hash;
    v_hash := es_event_digest(v_hash, r.event_id, r.stream_id, r.revision, r.type, r.data, r.metadata);
    v_hashes[n] := v_hash;
    v_tx := r.tx_id;
    v_seq := r.seq;
  end loop;
  if n > 0 then
    insert into es_links (seq, prev_hash, hash) select * from unnest(v_seqs, v_prevs, v_hashes);
    update es_chain_head set tx_id = v_tx, seq = v_seq, hash = v_hash;
    -- NOTIFY_CHANNEL (append.ts): once per pass, when rows became readable and chained; the payload is the newest
    -- linked position ("tx seq"), so a subscription already past it is not woken (changeListener.ts)
    perform pg_notify('es_events', v_tx::text || ' ' || v_seq::text);
  end if;
  -- a row after the head, found by the index in $all order: as exists (...), which drops order and limit,
  -- the planner expected many such rows and scanned the whole table for them, every pass
  perform 1 from es_events e where (e.tx_id, e.seq) > (v_tx, v_seq) order by e.tx_id, e.seq limit 1;
  return query select n, n = p_limit or found;
end $$;

-- The stream's current revision, checked against the caller's expectation (raises SQLSTATE ES409 with the
-- current revision, -1 for no stream, as its detail). 'any' and 'stream_exists' compute the revision, so
-- they hold the stream (until commit) while they do; an exact revision or no_stream needs no lock (es_append).
create or replace function es_checked_revision(p_stream text, p_expected text) returns bigint language plpgsql as $$
declare current_revision bigint;
begin
  if p_expected in ('any', 'stream_exists') then
    perform pg_advisory_xact_lock(hashtextextended(p_stream, 0));
  end if;
  select coalesce(max(e.revision), -1) into current_revision from es_events e where e.stream_id = p_stream;
  if not (p_expected = 'any'
          or (p_expected = 'no_stream' and current_revision = -1)
          or (p_expected = 'stream_exists' and current_revision <> -1)
          or (p_expected ~ '^[0-9]+$' and p_expected::bigint = current_revision)) then
    raise exception 'wrong expected revision % on %', p_expected, p_stream using errcode = 'ES409', detail = current_revision::text;
  end if;
  return current_revision;
end $$;

-- One round trip per append (appendInOneStatement): revision check and insert in one
-- autocommit statement (with the stream lock first for 'any' and 'stream_exists', see below): a stream
-- stays in revision order in $all, as appendInTransaction guarantees. A wrong expected revision raises SQLSTATE ES409 with
-- the current revision (-1: no stream) as its detail. It takes no global lock and commits like any
-- insert (synchronous commit, sharing WAL flushes with concurrent appends); es_chain links it after.
create or replace function es_append(p_stream text, p_expected text, p_event_ids uuid[], p_types text[], p_data text[], p_metadata text[])
  returns table (tx text, seq bigint, revision bigint) language plpgsql as $$
declare current_revision bigint;
begin
  -- An exact expected revision (or no_stream) needs no stream lock: a concurrent append of the same
  -- revision meets the unique (stream_id, revision) index, waits for the other's commit and fails
  -- (the adapter answers it as a wrong expected revision), and a revision read as committed was
  -- written by a transaction with a smaller id, so the stream stays in revision order in $all.
  -- 'any' and 'stream_exists' compute the revision, so they hold the stream while they do.
  current_revision := es_checked_revision(p_stream, p_expected);
  return query
    insert into es_events as e (event_id, stream_id, revision, type, data, metadata)
    select p_event_ids[k], p_stream, current_revision + k, p_types[k], p_data[k]::jsonb, p_metadata[k]::jsonb
      from generate_subscripts(p_event_ids, 1) as k
     order by k
    returning e.tx_id::text, e.seq, e.revision;
end $$;

-- es_append for one event (the usual command), with scalar parameters: the payload reaches the server as
-- jsonb text, not escaped inside an array literal (in the bench profile the scalar form ran up to 20 % faster).
create or replace function es_append_one(p_stream text, p_expected text, p_event_id uuid, p_type text, p_data jsonb, p_metadata jsonb)
  returns table (tx text, seq bigint, revision bigint) language plpgsql as $$
declare current_revision bigint;
begin
  current_revision := es_checked_revision(p_stream, p_expected);
  return query
    insert into es_events as e (event_id, stream_id, revision, type, data, metadata)
    values (p_event_id, p_stream, current_revision + 1, p_type, p_data, p_metadata)
    returning e.tx_id::text, e.seq, e.revision;
end $$;

-- Several streams in one transaction, all or nothing (EventStore.appendToStreams, a bulk import's batch),
-- set-based: a batch of hundreds of new streams (expected revision no_stream) costs a few statements,
-- not a few per stream. Every stream lock is taken first, in stream order (two batches cannot
-- deadlock), then every expected revision is checked in one query, before the one insert
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
  return query select * from es_insert_rows(v_streams, v_revisions, p_event_ids, p_types, p_data, p_metadata);
end $$;
`;

/** Creates the event store schema; safe to run repeatedly and concurrently. */
export async function migrateEventStore(pool: pg.Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(MIGRATION_LOCK);
    // Before the schema: a pass holds the chain lock and then reads es_events, which the schema's ALTERs
    // lock; taking the locks in the pass's order keeps the two from waiting on each other.
    await client.query(CHAIN_LOCK);
    await client.query(SCHEMA);
    await client.query(SEED_CHAIN_HEAD);
  });
}
