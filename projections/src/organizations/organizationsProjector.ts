// Read model of organizations for the admin screens (and, later, every screen
// that shows an organization's name, logo and dynamic words).
import type { OrganizationEvent } from '@practicum/shared/domain/organizations/events';
import { organizationEventTypes } from '@practicum/shared/domain/organizations/events';
import { assertNever } from '@practicum/shared/domain/decider';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt } from '../runner/columns.js';
import { organizationsReadModel } from './readModel.js';

const json = (value: unknown) => JSON.stringify(value);

const detailColumns = (details: Record<string, unknown>) => {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    row[key] = key === 'dynamic_words' || key === 'organization_settings' ? json(value) : value;
  }
  return row;
};

type CreationEvent = Extract<OrganizationEvent, { type: 'OrganizationCreated' | 'OrganizationCloned' }>;

const isCreation = (type: string) => type === 'OrganizationCreated' || type === 'OrganizationCloned';

const creationRow = (event: CreationEvent, at: string) => ({
  id: event.data.organizationId,
  ...detailColumns(event.data.details),
  cloned_from_id: event.type === 'OrganizationCloned' ? event.data.sourceOrganizationId : null,
  ...timestampsAt(at),
});

/**
 * One INSERT for several creations. ON CONFLICT DO NOTHING also skips a row whose id an earlier row of
 * the same statement inserted, so the first creation of an id wins, as with one insert per event.
 */
async function insertCreations(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const rows = events.map((recorded) =>
    creationRow({ type: recorded.type, data: recorded.data } as CreationEvent, recorded.metadata.occurredAt),
  );
  await insertOnce(ctx, 'organizations', rows);
}

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as OrganizationEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'OrganizationCreated':
    case 'OrganizationCloned':
      await insertOnce(ctx, 'organizations', creationRow(event, at));
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

export const organizationsProjector = defineProjector({
  name: 'organizations',
  version: 1,
  readModel: organizationsReadModel,
  canHandle: organizationEventTypes,
  tables: {
    organizations: (t) => {
      t.uuid('id').primary();
      t.text('name').notNullable();
      t.text('logo_image_url');
      t.text('supervision_type').notNullable();
      t.jsonb('dynamic_words').notNullable();
      t.jsonb('organization_settings').notNullable();
      t.integer('live_retention_days').notNullable();
      t.integer('telehealth_retention_days').notNullable();
      t.uuid('cloned_from_id');
      createdUpdatedAt(t);
      t.index(['name', 'id']);
      t.index(['created_at']);
    },
  },
  apply,
  /**
   * Consecutive creations (OrganizationCreated and OrganizationCloned, mixed) become one multi-row
   * insert; updates and deletes go through apply one by one, so effects keep the events' order.
   */
  async applyBatch(events, ctx) {
    let start = 0;
    while (start < events.length) {
      if (!isCreation(events[start]!.type)) {
        await apply(events[start]!, ctx);
        start += 1;
        continue;
      }
      let end = start + 1;
      while (end < events.length && isCreation(events[end]!.type)) end += 1;
      await insertCreations(events.slice(start, end), ctx);
      start = end;
    }
  },
});
