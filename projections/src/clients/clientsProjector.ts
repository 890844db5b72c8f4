// Read model of clients (MISC-04 … 06): one row per client, its upload flags.
import { assertNever } from '@practicum/shared/domain/decider';
import { clientEventTypes, type ClientEvent } from '@practicum/shared/domain/clients/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext, Projector } from '../runner/types.js';
import { tableNames } from '../runner/readModel.js';
import { clientsReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ClientEvent;
  const clients = () => ctx.table('clients');
  switch (event.type) {
    case 'ClientAdded': {
      const d = event.data;
      await clients()
        .insert({
          id: d.clientId,
          organization_id: d.organizationId,
          trainee_id: d.traineeUserId,
          code: d.code,
          can_upload: false,
          upload_requested: false,
          requested_at: null,
          created_at: d.addedAt,
          updated_at: d.addedAt,
        })
        .onConflict('id')
        .ignore();
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

export const clientsProjector: Projector = {
  name: 'clients',
  version: 1,
  tables: tableNames(clientsReadModel),
  canHandle: clientEventTypes,
  async createTables(schema) {
    await schema.createTable('clients', (t) => {
      t.uuid('id').primary();
      t.uuid('organization_id').notNullable().index();
      t.uuid('trainee_id').notNullable().index();
      t.text('code').notNullable();
      t.boolean('can_upload').notNullable();
      t.boolean('upload_requested').notNullable();
      t.timestamp('requested_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  apply,
};
