// Read model of organizations for the admin screens (and, later, every screen
// that shows an organization's name, logo and dynamic words).
import type { OrganizationEvent } from '@practicum/shared/domain/organizations/events';
import { organizationEventTypes } from '@practicum/shared/domain/organizations/events';
import { assertNever } from '@practicum/shared/domain/decider';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext, Projector } from '../runner/types.js';

const json = (value: unknown) => JSON.stringify(value);

const detailColumns = (details: Record<string, unknown>) => {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    row[key] = key === 'dynamic_words' || key === 'organization_settings' ? json(value) : value;
  }
  return row;
};

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as OrganizationEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'OrganizationCreated':
    case 'OrganizationCloned':
      await ctx
        .table('organizations')
        .insert({
          id: event.data.organizationId,
          ...detailColumns(event.data.details),
          cloned_from_id: event.type === 'OrganizationCloned' ? event.data.sourceOrganizationId : null,
          created_at: at,
          updated_at: at,
        })
        .onConflict('id')
        .ignore();
      return;
    case 'OrganizationUpdated':
      await ctx
        .table('organizations')
        .where({ id: event.data.organizationId })
        .update({ ...detailColumns(event.data.changes), updated_at: at });
      return;
    case 'OrganizationDeleted':
      await ctx.table('organizations').where({ id: event.data.organizationId }).delete();
      return;
    default:
      assertNever(event);
  }
}

export const organizationsProjector: Projector = {
  name: 'organizations',
  version: 1,
  tables: ['organizations'],
  canHandle: organizationEventTypes,
  async createTables(schema) {
    await schema.createTable('organizations', (t) => {
      t.uuid('id').primary();
      t.text('name').notNullable();
      t.text('logo_image_url');
      t.text('supervision_type').notNullable();
      t.jsonb('dynamic_words').notNullable();
      t.jsonb('organization_settings').notNullable();
      t.integer('live_retention_days').notNullable();
      t.integer('telehealth_retention_days').notNullable();
      t.uuid('cloned_from_id');
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
      t.index(['name', 'id']);
      t.index(['created_at']);
    });
  },
  apply,
};
