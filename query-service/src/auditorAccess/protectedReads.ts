// Reads of protected health information are recorded (issue 20, HIPAA access logging): each read of a
// HIPAA-enforced record (task attachments today; recordings and client records as their areas land) appends a
// ProtectedRecordRead event (who, as whom, from where and when are its metadata) on the record's access stream,
// so it appears in the audit trail beside the changes. The read answers only once the event is stored.
import type { Request } from 'express';
import { requestMetadata } from '@practicum/shared/platform/eventstore/metadata';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';

export const recordAccessStream = (recordId: string): string => `recordAccess-${recordId}`;

export interface ProtectedRead {
  /** What was read: 'attachments' (a record's files listed, with their links) or 'attachment' (one file). */
  recordType: string;
  recordId: string;
  /** The record the files belong to, when the read is of its files. */
  attachableType?: string;
  attachableId?: string;
}

export async function recordProtectedRead(eventStore: EventStore, req: Request, read: ProtectedRead): Promise<void> {
  await eventStore.appendToStream(
    recordAccessStream(read.recordId),
    [{ type: 'ProtectedRecordRead', data: { ...read }, metadata: requestMetadata(req, new Date()) }],
    { expectedRevision: 'any' },
  );
}
