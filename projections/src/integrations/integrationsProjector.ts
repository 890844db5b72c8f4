// ADMIN-24: organizations' integrations as the admin lists them.
import { assertNever } from '@practicum/shared/domain/decider';
import { integrationEventTypes } from '@practicum/shared/domain/integrations/index';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { foldIntegrations, integrationChanges, integrationRow, type IntegrationsEvent } from './integrationsFold.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { integrationsReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as IntegrationsEvent;
  const at = recorded.metadata.occurredAt;
  const integrations = () => ctx.table('integrations');
  switch (event.type) {
    case 'IntegrationAdded':
      await insertOnce(ctx, 'integrations', integrationRow(event.data, at));
      return;
    case 'IntegrationChanged':
      await integrations().where({ id: event.data.integrationId }).update(integrationChanges(event.data, at));
      return;
    case 'IntegrationRemoved':
      await integrations().where({ id: event.data.integrationId }).delete();
      return;
    case 'OrganizationDeleted':
      await integrations().where({ organization_id: event.data.organizationId }).delete();
      return;
    default:
      assertNever(event);
  }
}

export const integrationsProjector = defineProjector({
  name: 'integrations',
  version: 1,
  readModel: integrationsReadModel,
  canHandle: [...integrationEventTypes, 'OrganizationDeleted'],
  tables: {
    integrations: (t) => {
      orgScopedId(t);
      t.text('name').notNullable();
      t.text('provider').notNullable();
      t.text('url');
      t.boolean('enabled').notNullable();
      createdUpdatedAt(t);
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldIntegrations),
});
