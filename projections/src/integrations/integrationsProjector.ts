// ADMIN-24: organizations' integrations as the admin lists them.
import { assertNever } from '@practicum/shared/domain/decider';
import { integrationEventTypes, type IntegrationEvent } from '@practicum/shared/domain/integrations/index';
import type { OrganizationDeleted } from '@practicum/shared/domain/organizations/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { integrationsReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as IntegrationEvent | OrganizationDeleted;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'IntegrationAdded': {
      const { integrationId, organizationId, details } = event.data;
      await insertOnce(ctx, 'integrations', {
        id: integrationId,
        organization_id: organizationId,
        ...details,
        ...timestampsAt(at),
      });
      return;
    }
    case 'IntegrationChanged':
      await ctx
        .table('integrations')
        .where({ id: event.data.integrationId })
        .update({ ...event.data.changes, updated_at: at });
      return;
    case 'IntegrationRemoved':
      await ctx.table('integrations').where({ id: event.data.integrationId }).delete();
      return;
    case 'OrganizationDeleted':
      await ctx.table('integrations').where({ organization_id: event.data.organizationId }).delete();
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
});
