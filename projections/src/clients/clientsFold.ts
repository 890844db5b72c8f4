// The rows and changes client events make, and the clients projector's batch: the clients a batch names are read
// once, every event changes them in memory as its statement in clientsProjector.ts changes the table, and the
// table is written back in one statement.
import { assertNever } from '@practicum/shared/domain/decider';
import type { ClientAdded, ClientEvent } from '@practicum/shared/domain/clients/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import { timestampsAt } from '../runner/writes.js';

export const clientRow = (d: ClientAdded['data']) => ({
  id: d.clientId,
  organization_id: d.organizationId,
  trainee_id: d.traineeUserId,
  code: d.code,
  can_upload: false,
  upload_requested: false,
  requested_at: null,
  ...timestampsAt(d.addedAt),
});

/** The columns an event that changes a client sets. */
export function clientChanges(event: Exclude<ClientEvent, ClientAdded>): Record<string, unknown> {
  switch (event.type) {
    case 'ClientUploadRequested':
      return { upload_requested: true, requested_at: event.data.requestedAt, updated_at: event.data.requestedAt };
    case 'ClientUploadToggled':
      return { can_upload: event.data.canUpload, upload_requested: false, updated_at: event.data.changedAt };
    default:
      return assertNever(event);
  }
}

export async function foldClients(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const clients = new FoldedTable<FoldedRow>(ctx, 'clients', ['id']);
  await clients.load('id', named(events, 'clientId'));
  forEachEvent<ClientEvent>(events, (event) => {
    switch (event.type) {
      case 'ClientAdded':
        clients.insertOnce(clientRow(event.data));
        break;
      default:
        clients.update({ id: event.data.clientId }, clientChanges(event));
    }
  });
  await clients.write();
}
