// Read model of site imports (SITES-06): progress counts per import and the
// result of each row. Rows are keyed by (import, row number), so a redelivered
// batch inserts nothing twice and counts nothing twice.
import { assertNever } from '@practicum/shared/domain/decider';
import { siteImportEventTypes, type SiteImportEvent } from '@practicum/shared/domain/sites/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { tableNames } from '../runner/readModel.js';
import type { ProjectionContext, Projector } from '../runner/types.js';
import { siteImportsReadModel } from './importsReadModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as SiteImportEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'SiteImportStarted': {
      const d = event.data;
      await ctx
        .table('site_imports')
        .insert({
          id: d.importId,
          organization_id: d.organizationId,
          filename: d.filename,
          status: 'running',
          total_rows: d.totalRows,
          processed_rows: 0,
          created: 0,
          exists: 0,
          refused: 0,
          started_by: d.startedBy,
          started_at: at,
        })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'SiteImportRowsRecorded': {
      const inserted = await ctx
        .table('site_import_rows')
        .insert(event.data.rows.map((r) => ({ import_id: event.data.importId, ...r, errors: r.errors ? JSON.stringify(r.errors) : null })))
        .onConflict(['import_id', 'row'])
        .ignore()
        .returning<{ status: 'created' | 'exists' | 'refused' }[]>('status');
      const count = (status: string) => inserted.filter((r) => r.status === status).length;
      await ctx
        .table('site_imports')
        .where({ id: event.data.importId })
        .increment({ processed_rows: inserted.length, created: count('created'), exists: count('exists'), refused: count('refused') });
      return;
    }
    case 'SiteImportFinished':
      await ctx
        .table('site_imports')
        .where({ id: event.data.importId })
        .update({ status: 'finished', failure: event.data.failure, finished_at: at });
      return;
    default:
      assertNever(event);
  }
}

export const siteImportsProjector: Projector = {
  name: 'siteImports',
  version: 1,
  tables: tableNames(siteImportsReadModel),
  canHandle: siteImportEventTypes,
  async createTables(schema) {
    await schema
      .createTable('site_imports', (t) => {
        t.uuid('id').primary();
        t.uuid('organization_id').notNullable().index();
        t.text('filename').notNullable();
        t.text('status').notNullable();
        t.integer('total_rows').notNullable();
        t.integer('processed_rows').notNullable();
        t.integer('created').notNullable();
        t.integer('exists').notNullable();
        t.integer('refused').notNullable();
        t.text('failure');
        t.uuid('started_by');
        t.timestamp('started_at', { useTz: true }).notNullable();
        t.timestamp('finished_at', { useTz: true });
      })
      .createTable('site_import_rows', (t) => {
        t.uuid('import_id').notNullable();
        t.integer('row').notNullable();
        t.text('name').notNullable();
        t.text('status').notNullable();
        t.uuid('site_id');
        t.jsonb('errors');
        t.primary(['import_id', 'row']);
      });
  },
  apply,
};
