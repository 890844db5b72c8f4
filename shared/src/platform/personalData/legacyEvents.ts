// Databases from before crypto-shredding hold personal fields in clear and reservation streams named by the
// address. Once, under the migration and chain locks: seal those fields, rename those streams to their keyed
// hash, and re-chain the hashes from the first row changed. The rewrite is recorded (old and new head hash) in
// personal_data_migrations so an auditor comparing a kept head hash sees why it moved. Read models built from the
// old rows still hold the clear values: the operator rebuilds them (npm run projections:rebuild) after upgrading.
import type pg from 'pg';
import { inTransaction } from '../db/transaction.js';
import type { EventToAppend } from '../eventstore/types.js';
import { isSealed, sealEvent } from './cipher.js';
import { EMAIL_STREAM_PREFIX, isHashedEmailStream, userEmailStream } from './emailStream.js';
import { mapPersonalFields, personalFields, subjectOf } from './fields.js';
import type { PersonalDataKeys } from './keyStore.js';

// v2: outside people (signers mailed a link) became personal data too; v3: registration codes mailed to an address
// and support texts. A database that ran an earlier version runs this once more, which seals only what is still clear.
const MIGRATION = 'seal-personal-fields-v3';

const SQL = `
create table if not exists personal_data_migrations (
  name       text primary key,
  done_at    timestamptz not null default now(),
  rows       integer not null,
  old_head   bytea,
  new_head   bytea
);
create or replace function es_rechain_from(p_seq bigint) returns void language plpgsql as $$
declare
  r record;
  v_from record;
  v_hash bytea;
begin
  -- $all order (tx_id, seq), the chainer's (es_chain); rows not yet chained are left to it
  select e.tx_id, e.seq into v_from from es_events e where e.seq = p_seq;
  select l.hash into v_hash from es_events e join es_links l on l.seq = e.seq
   where (e.tx_id, e.seq) < (v_from.tx_id, v_from.seq) order by e.tx_id desc, e.seq desc limit 1;
  v_hash := coalesce(v_hash, decode(repeat('00', 32), 'hex'));
  for r in select e.seq, e.event_id, e.stream_id, e.revision, e.type, e.data, e.metadata from es_events e join es_links l on l.seq = e.seq
            where (e.tx_id, e.seq) >= (v_from.tx_id, v_from.seq) order by e.tx_id, e.seq loop
    update es_links set prev_hash = v_hash, hash = es_event_digest(v_hash, r.event_id, r.stream_id, r.revision, r.type, r.data, r.metadata)
     where seq = r.seq returning hash into v_hash;
  end loop;
  -- the head moved with the hashes: the chainer links the next rows onto the new one
  update es_chain_head h set hash = l.hash from es_links l where l.seq = h.seq;
end $$;`;

const NEWEST_LINK = 'select l.hash from es_links l join es_events e on e.seq = l.seq order by e.tx_id desc, e.seq desc limit 1';

interface Row {
  seq: string;
  stream_id: string;
  type: string;
  data: Record<string, unknown>;
}

const hasClearField = (row: Row): boolean => {
  let clear = false;
  mapPersonalFields(row.type, row.data, (value) => {
    if (!isSealed(value)) clear = true;
    return value;
  });
  return clear;
};

/**
 * A signature made through a mailed link before signatures named their address: the address is the latest link's
 * for that role in the same submission (earlier rows come first), which makes it the outside person's to erase.
 */
function nameOutsideSigners(rows: Row[]): Row[] {
  const links = new Map<string, string>();
  return rows.map((row) => {
    const key = `${row.stream_id}:${String(row.data.role)}`;
    if (row.type === 'SubmissionLinkSent' && typeof row.data.email === 'string') links.set(key, row.data.email);
    const signedByLink = row.type === 'SubmissionSigned' && row.data.userId === null && row.data.signerEmail === undefined;
    const email = signedByLink ? links.get(key) : undefined;
    return email && !isSealed(email) ? { ...row, data: { ...row.data, signerEmail: email } } : row;
  });
}

/** A reservation stream's name as it is now (databases from before v1 named it by the address). */
const hashedName = (streamId: string): string =>
  isHashedEmailStream(streamId) ? streamId : userEmailStream(streamId.slice(EMAIL_STREAM_PREFIX.length));

/**
 * A code mailed before distributions named their recipient: the account that held the address then (the
 * reservation streams' events come in the same ordered rows), else nobody, which makes the address an outside
 * person's.
 */
function nameCodeRecipients(rows: Row[]): Row[] {
  const reservedBy = new Map<string, string | null>();
  return rows.map((row) => {
    if (row.stream_id.startsWith(EMAIL_STREAM_PREFIX) && (row.type === 'UserEmailReserved' || row.type === 'UserEmailReleased'))
      reservedBy.set(hashedName(row.stream_id), row.type === 'UserEmailReleased' ? null : (row.data.userId as string));
    if (row.type !== 'RegistrationCodeDistributed' || row.data.recipientUserId !== undefined) return row;
    const email = row.data.email;
    if (typeof email !== 'string' || isSealed(email)) return row;
    return { ...row, data: { ...row.data, recipientUserId: reservedBy.get(userEmailStream(email)) ?? null } };
  });
}

export async function protectLegacyEvents(pool: pg.Pool, keys: PersonalDataKeys): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query(`select pg_advisory_xact_lock(hashtextextended('es_events:migrate', 0))`);
    await client.query(SQL);
    const done = await client.query('select 1 from personal_data_migrations where name = $1', [MIGRATION]);
    if (done.rowCount) return;
    await client.query(`select pg_advisory_xact_lock(hashtextextended('es_events:chain', 0))`);
    const { rows: stored } = await client.query<Row>(
      `select seq::text as seq, stream_id, type, data from es_events
        where type = any($1::text[]) or stream_id like $2 order by tx_id, seq`,
      [Object.keys(personalFields), `${EMAIL_STREAM_PREFIX}%`],
    );
    const rows = nameCodeRecipients(nameOutsideSigners(stored));
    const oldHead = await client.query<{ hash: Buffer | null }>(NEWEST_LINK);
    let first: string | null = null;
    let changed = 0;
    const subjects = [...new Set(rows.flatMap((row) => (personalFields[row.type] ? (subjectOf(row.type, row.data) ?? []) : [])))];
    const ring = await keys.forWriting(subjects);
    for (const row of rows) {
      const sealData = personalFields[row.type] !== undefined && subjectOf(row.type, row.data) !== null && hasClearField(row);
      const rename = row.stream_id.startsWith(EMAIL_STREAM_PREFIX) && !isHashedEmailStream(row.stream_id);
      if (!sealData && !rename) continue;
      const data = sealData ? sealEvent({ type: row.type, data: row.data } as EventToAppend, ring).data : row.data;
      const stream = rename ? hashedName(row.stream_id) : row.stream_id;
      await client.query('update es_events set stream_id = $2, data = $3 where seq = $1', [row.seq, stream, data]);
      first ??= row.seq;
      changed += 1;
    }
    if (first !== null) await client.query('select es_rechain_from($1)', [first]);
    const newHead = await client.query<{ hash: Buffer | null }>(NEWEST_LINK);
    await client.query('insert into personal_data_migrations (name, rows, old_head, new_head) values ($1, $2, $3, $4)', [
      MIGRATION,
      changed,
      oldHead.rows[0]?.hash ?? null,
      newHead.rows[0]?.hash ?? null,
    ]);
  });
}
