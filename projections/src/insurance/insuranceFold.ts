// The rows and changes insurance document events make, and the insurance projector's batch: the documents a
// batch names are read once, every event changes them in memory as its statement in insuranceProjector.ts
// changes the table, and the table is written back in two statements.
import { assertNever } from '@practicum/shared/domain/decider';
import type { InsuranceDocumentAdded, InsuranceEvent } from '@practicum/shared/domain/insurance/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import { timestampsAt } from '../runner/writes.js';

export const documentRow = (d: InsuranceDocumentAdded['data'], at: string): Record<string, unknown> => ({
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

type DocumentChange = Extract<InsuranceEvent, { type: 'InsuranceDocumentChanged' | 'InsuranceExpiryNoticed' }>;

/** The columns an event that changes a document sets. */
export function documentChanges(event: DocumentChange, at: string): Record<string, unknown> {
  switch (event.type) {
    case 'InsuranceDocumentChanged': {
      const c = event.data.changes;
      return {
        ...(c.file ? { upload_uuid: c.file.uuid, filename: c.file.filename } : {}),
        ...(c.effectiveDate ? { effective_date: c.effectiveDate } : {}),
        ...(c.expirationDate ? { expiration_date: c.expirationDate } : {}),
        updated_at: at,
      };
    }
    case 'InsuranceExpiryNoticed':
      // the notice is not an edit: updated_at stays
      return { noticed_for: event.data.expirationDate };
    default:
      return assertNever(event);
  }
}

export async function foldInsurance(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const documents = new FoldedTable<FoldedRow>(ctx, 'insurance_documents', ['id']);
  await documents.load('id', named(events, 'documentId'));
  forEachEvent<InsuranceEvent>(events, (event, at) => {
    const id = { id: event.data.documentId };
    switch (event.type) {
      case 'InsuranceDocumentAdded':
        documents.insertOnce(documentRow(event.data, at));
        break;
      case 'InsuranceDocumentDeleted':
        documents.delete(id);
        break;
      default:
        documents.update(id, documentChanges(event, at));
    }
  });
  await documents.write();
}
