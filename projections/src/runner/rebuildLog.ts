// Rebuilds started from /admin/tools/projections (issue 20 item 6): one row per rebuild with its progress,
// so the query service (another process in the distributed deployment) shows the bar and the last rebuild.
import type { Knex } from 'knex';

export const REBUILDS_TABLE = 'projection_rebuilds';

export async function migrateRebuildLog(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS public.${REBUILDS_TABLE} (
      id bigserial PRIMARY KEY,
      projector text NOT NULL,
      status text NOT NULL,
      processed bigint NOT NULL DEFAULT 0,
      total bigint,
      started_by uuid,
      started_at timestamptz NOT NULL DEFAULT now(),
      finished_at timestamptz,
      error text
    );
    CREATE INDEX IF NOT EXISTS ${REBUILDS_TABLE}_projector ON public.${REBUILDS_TABLE} (projector, id DESC);
    -- one running rebuild per projector
    CREATE UNIQUE INDEX IF NOT EXISTS ${REBUILDS_TABLE}_running ON public.${REBUILDS_TABLE} (projector) WHERE status = 'running';`);
}

export interface RebuildLogRow {
  id: string;
  projector: string;
  status: 'running' | 'done' | 'failed';
  processed: string;
  total: string | null;
  started_at: Date;
  finished_at: Date | null;
  error: string | null;
}

/** The newest rebuild of each projector. */
export async function latestRebuilds(knex: Knex): Promise<Map<string, RebuildLogRow>> {
  const rows = await knex.raw<{ rows: RebuildLogRow[] }>(
    `SELECT DISTINCT ON (projector) * FROM public.${REBUILDS_TABLE} ORDER BY projector, id DESC`,
  );
  return new Map(rows.rows.map((row) => [row.projector, row]));
}
