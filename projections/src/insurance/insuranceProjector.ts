// Read model of liability insurance documents (INS-05): one row per document;
// a deleted document leaves it.
import { insuranceEventTypes, type InsuranceEvent } from '@practicum/shared/domain/insurance/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { documentChanges, documentRow, foldInsurance } from './insuranceFold.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { insuranceReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as InsuranceEvent;
  const at = recorded.metadata.occurredAt;
  const document = () => ctx.table('insurance_documents').where({ id: event.data.documentId });
  switch (event.type) {
    case 'InsuranceDocumentAdded':
      await insertOnce(ctx, 'insurance_documents', documentRow(event.data, at));
      return;
    case 'InsuranceDocumentDeleted':
      await document().delete();
      return;
    default:
      await document().update(documentChanges(event, at));
  }
}

export const insuranceProjector = defineProjector({
  name: 'insurance',
  version: 1,
  readModel: insuranceReadModel,
  canHandle: insuranceEventTypes,
  tables: {
    insurance_documents: (t) => {
      orgScopedId(t);
      t.uuid('trainee_id').notNullable().index();
      t.uuid('upload_uuid').notNullable();
      t.text('filename').notNullable();
      t.text('effective_date').notNullable();
      t.text('expiration_date').notNullable().index();
      t.text('noticed_for');
      createdUpdatedAt(t);
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldInsurance),
});
