// ADMIN-24: organizations' integrations as the admin lists them.
import { assertNever } from '@practicum/shared/domain/decider';
import { integrationEventTypes, type IntegrationEvent } from '@practicum/shared/domain/integrations/index';
import type { OrganizationDeleted } from '@practicum/shared/domain/organizations/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext, Projector } from '../runner/types.js';
import { tableNames } from '../runner/readModel.js';
import { integrationsReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as IntegrationEvent | OrganizationDeleted;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'IntegrationAdded': {
      const { integrationId, organizationId, details } = event.data;
      await ctx
        .table('integrations')
        .insert({ id: integrationId, organization_id: organizationId, ...details, created_at: at, updated_at: at })
        .onConflict('id')
        .ignore();
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

export const integrationsProjector: Projector = {
  name: 'integrations',
  version: 1,
  tables: tableNames(integrationsReadModel),
  canHandle: [...integrationEventTypes, 'OrganizationDeleted'],
  async createTables(schema) {
    await schema.createTable('integrations', (t) => {
      t.uuid('id').primary();
      t.uuid('organization_id').notNullable().index();
      t.text('name').notNullable();
      t.text('provider').notNullable();
      t.text('url');
      t.boolean('enabled').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  apply,
};
