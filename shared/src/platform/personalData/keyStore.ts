// Per-person keys, kept in their own table, never in the event store: erasing a person sets the key to null
// (the row stays as the record that they were erased, so no new key is ever made for them).
import { randomBytes } from 'node:crypto';
import type pg from 'pg';

export const PERSONAL_DATA_KEYS_TABLE = 'personal_data_keys';

export const personalDataKeysTableSql = `
create table if not exists ${PERSONAL_DATA_KEYS_TABLE} (
  subject_id text primary key,
  key        bytea,
  created_at timestamptz not null default now(),
  erased_at  timestamptz
);`;

/** null: erased. */
export type KeyRing = Map<string, Buffer | null>;

export class PersonalDataKeys {
  constructor(private readonly pool: pg.Pool) {}

  /** Keys to seal with: made for subjects that have none (one round trip); an erased subject maps to null. */
  async forWriting(subjects: string[]): Promise<KeyRing> {
    if (subjects.length === 0) return new Map();
    const fresh = subjects.map(() => randomBytes(32));
    const { rows } = await this.pool.query<{ subject_id: string; key: Buffer | null }>(
      `with made as (
         insert into ${PERSONAL_DATA_KEYS_TABLE} (subject_id, key)
         select * from unnest($1::text[], $2::bytea[]) on conflict (subject_id) do nothing
         returning subject_id, key)
       select subject_id, key from made
       union all select subject_id, key from ${PERSONAL_DATA_KEYS_TABLE} where subject_id = any($1::text[])`,
      [subjects, fresh],
    );
    return new Map(rows.map((row) => [row.subject_id, row.key]));
  }

  /** Keys to open with; a subject without a row (or erased) maps to null. */
  async forReading(subjects: Iterable<string>): Promise<KeyRing> {
    const list = [...subjects];
    if (list.length === 0) return new Map();
    const { rows } = await this.pool.query<{ subject_id: string; key: Buffer | null }>(
      `select subject_id, key from ${PERSONAL_DATA_KEYS_TABLE} where subject_id = any($1::text[])`,
      [list],
    );
    return new Map(rows.map((row) => [row.subject_id, row.key]));
  }

  /** Destroys the subject's key; true when there was something to erase. */
  async erase(subject: string): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `insert into ${PERSONAL_DATA_KEYS_TABLE} (subject_id, key, erased_at) values ($1, null, now())
       on conflict (subject_id) do update set key = null, erased_at = now() where ${PERSONAL_DATA_KEYS_TABLE}.erased_at is null`,
      [subject],
    );
    return (rowCount ?? 0) > 0;
  }
}
