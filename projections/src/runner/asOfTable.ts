// The table that tracks past-position snapshots (asOf.ts). Apart from the snapshot machinery, because the
// runner's migration creates it and that machinery builds on the rebuild, which builds on the checkpoints.
import type { Knex } from 'knex';

export const AS_OF_TABLE = 'projection_as_of';

export async function migrateAsOf(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS public.${AS_OF_TABLE} (
      schema_name text PRIMARY KEY,
      projector text NOT NULL,
      commit_position numeric(20, 0) NOT NULL,
      prepare_position numeric(20, 0) NOT NULL,
      status text NOT NULL,
      processed bigint NOT NULL DEFAULT 0,
      total bigint,
      error text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now()
    )`);
}
