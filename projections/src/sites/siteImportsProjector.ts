// Read model of site imports (SITES-06): progress counts per import and the
// result of each row. Rows are keyed by (import, row number), so a redelivered
// batch inserts nothing twice and counts nothing twice.
import { assertNever } from '@practicum/shared/domain/decider';
import { siteImportEventTypes, type SiteImportEvent } from '@practicum/shared/domain/sites/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { defineProjector } from '../runner/defineProjector.js';
import { orgScopedId } from '../runner/columns.js';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { siteImportsReadModel } from './importsReadModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as SiteImportEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'SiteImportStarted': {
      const d = event.data;
      await insertOnce(ctx, 'site_imports', {
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
      });
      return;
    }
    case 'SiteImportRowsRecorded': {
      const inserted = await insertOnce(
        ctx,
        'site_import_rows',
        event.data.rows.map((r) => ({ import_id: event.data.importId, ...r, errors: r.errors ? JSON.stringify(r.errors) : null })),
        ['import_id', 'row'],
      ).returning<{ status: 'created' | 'exists' | 'refused' }[]>('status');
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

export const siteImportsProjector = defineProjector({
  name: 'siteImports',
  version: 1,
  readModel: siteImportsReadModel,
  canHandle: siteImportEventTypes,
  tables: {
    site_imports: (t) => {
      orgScopedId(t);
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
    },
    site_import_rows: (t) => {
      t.uuid('import_id').notNullable();
      t.integer('row').notNullable();
      t.text('name').notNullable();
      t.text('status').notNullable();
      t.uuid('site_id');
      t.jsonb('errors');
      t.primary(['import_id', 'row']);
    },
  },
  apply,
});
