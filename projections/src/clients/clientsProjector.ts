// Read model of clients (MISC-04 … 06): one row per client, its upload flags.
import { assertNever } from '@practicum/shared/domain/decider';
import { clientEventTypes, type ClientEvent } from '@practicum/shared/domain/clients/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { clientsReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ClientEvent;
  const clients = () => ctx.table('clients');
  switch (event.type) {
    case 'ClientAdded': {
      const d = event.data;
      await insertOnce(ctx, 'clients', {
        id: d.clientId,
        organization_id: d.organizationId,
        trainee_id: d.traineeUserId,
        code: d.code,
        can_upload: false,
        upload_requested: false,
        requested_at: null,
        ...timestampsAt(d.addedAt),
      });
      return;
    }
    case 'ClientUploadRequested':
      await clients()
        .where({ id: event.data.clientId })
        .update({ upload_requested: true, requested_at: event.data.requestedAt, updated_at: event.data.requestedAt });
      return;
    case 'ClientUploadToggled':
      await clients()
        .where({ id: event.data.clientId })
        .update({ can_upload: event.data.canUpload, upload_requested: false, updated_at: event.data.changedAt });
      return;
    default:
      assertNever(event);
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
});
