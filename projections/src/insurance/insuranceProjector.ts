// Read model of liability insurance documents (INS-05): one row per document;
// a deleted document leaves it.
import { assertNever } from '@practicum/shared/domain/decider';
import { insuranceEventTypes, type InsuranceEvent } from '@practicum/shared/domain/insurance/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { insuranceReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as InsuranceEvent;
  const at = recorded.metadata.occurredAt;
  const documents = () => ctx.table('insurance_documents');
  switch (event.type) {
    case 'InsuranceDocumentAdded': {
      const d = event.data;
      await insertOnce(ctx, 'insurance_documents', {
        id: d.documentId,
        organization_id: d.organizationId,
        trainee_id: d.traineeUserId,
        upload_uuid: d.file.uuid,
        filename: d.file.filename,
        effective_date: d.effectiveDate,
        expiration_date: d.expirationDate,
        noticed_for: null,
        ...timestampsAt(at),
      });
      return;
    }
    case 'InsuranceDocumentChanged': {
      const c = event.data.changes;
      await documents()
        .where({ id: event.data.documentId })
        .update({
          ...(c.file ? { upload_uuid: c.file.uuid, filename: c.file.filename } : {}),
          ...(c.effectiveDate ? { effective_date: c.effectiveDate } : {}),
          ...(c.expirationDate ? { expiration_date: c.expirationDate } : {}),
          updated_at: at,
        });
      return;
    }
    case 'InsuranceDocumentDeleted':
      await documents().where({ id: event.data.documentId }).delete();
      return;
    case 'InsuranceExpiryNoticed':
      await documents().where({ id: event.data.documentId }).update({ noticed_for: event.data.expirationDate });
      return;
    default:
      assertNever(event);
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
});
