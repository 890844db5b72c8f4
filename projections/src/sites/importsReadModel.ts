// The site imports' read contract: one row per import (progress and counts) and
// one per file row (its result), for GET /api/supervision-sites/imports/{id}.
import type { Knex } from 'knex';
import type { SiteImportRecord, SiteImportRowResult } from '@practicum/shared/domain/sites/index';
import { defineReadModel } from '../runner/readModel.js';

export const siteImportsReadModel = defineReadModel({
  projections: ['siteImports'],
  tables: { site_imports: 'site_imports', site_import_rows: 'site_import_rows' },
});

const IMPORTS = siteImportsReadModel.tables.site_imports;
const ROWS = siteImportsReadModel.tables.site_import_rows;

export type ImportRowsShown = 'all' | 'refused' | 'none';

/** An import of the organization, with the rows asked for; undefined when it is not the organization's. */
export async function siteImport(
  knex: Knex,
  organizationId: string,
  importId: string,
  rowsShown: ImportRowsShown,
): Promise<SiteImportRecord | undefined> {
  const row = (await knex(IMPORTS).where({ id: importId, organization_id: organizationId }).first()) as
    (Omit<SiteImportRecord, 'rows' | 'started_at' | 'finished_at'> & { started_at: Date; finished_at: Date | null }) | undefined;
  if (!row) return undefined;
  const rows: SiteImportRowResult[] =
    rowsShown === 'none'
      ? []
      : await knex(ROWS)
          .where({ import_id: importId })
          .modify((q) => (rowsShown === 'refused' ? q.where({ status: 'refused' }) : q))
          .orderBy('row')
          .select('row', 'name', 'status', 'site_id', 'errors');
  return {
    id: row.id,
    filename: row.filename,
    status: row.status,
    total_rows: row.total_rows,
    processed_rows: row.processed_rows,
    created: row.created,
    exists: row.exists,
    refused: row.refused,
    failure: row.failure,
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
    rows,
  };
}
