// Read model of clients (MISC-04 … 06): one row per client, its upload flags.
import { clientEventTypes, type ClientEvent } from '@practicum/shared/domain/clients/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { clientChanges, clientRow, foldClients } from './clientsFold.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { clientsReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ClientEvent;
  switch (event.type) {
    case 'ClientAdded':
      await insertOnce(ctx, 'clients', clientRow(event.data));
      return;
    default:
      await ctx.table('clients').where({ id: event.data.clientId }).update(clientChanges(event));
  }
}

export const clientsProjector = defineProjector({
  name: 'clients',
  version: 1,
  readModel: clientsReadModel,
  canHandle: clientEventTypes,
  tables: {
    clients: (t) => {
      orgScopedId(t);
      t.uuid('trainee_id').notNullable().index();
      t.text('code').notNullable();
      t.boolean('can_upload').notNullable();
      t.boolean('upload_requested').notNullable();
      t.timestamp('requested_at', { useTz: true });
      createdUpdatedAt(t);
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldClients),
});
