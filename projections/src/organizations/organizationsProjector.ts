// Read model of organizations for the admin screens (and, later, every screen
// that shows an organization's name, logo and dynamic words).
import type { OrganizationEvent } from '@practicum/shared/domain/organizations/events';
import { organizationEventTypes } from '@practicum/shared/domain/organizations/events';
import { assertNever } from '@practicum/shared/domain/decider';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { type FoldedRow, FoldedTable, foldingBatches, forEachEvent, named } from '../runner/foldedTable.js';
import { createdUpdatedAt } from '../runner/columns.js';
import { organizationsReadModel } from './readModel.js';
import { jsonbAsIs, jsonbAsText, type JsonbValue } from '../runner/jsonRows.js';

/** Details → columns; `json` says how the jsonb columns go in (a string for knex, the value itself inside JSON rows). */
const detailColumns = (details: Record<string, unknown>, json: JsonbValue = jsonbAsText) => {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    row[key] = key === 'dynamic_words' || key === 'organization_settings' ? json(value) : value;
  }
  return row;
};

type CreationEvent = Extract<OrganizationEvent, { type: 'OrganizationCreated' | 'OrganizationCloned' }>;

const creationRow = (event: CreationEvent, at: string, json: JsonbValue = jsonbAsText) => ({
  id: event.data.organizationId,
  ...detailColumns(event.data.details, json),
  cloned_from_id: event.type === 'OrganizationCloned' ? event.data.sourceOrganizationId : null,
  ...timestampsAt(at),
});

/** A page folded in memory: the organizations it names read once, written back in two statements. */
async function foldOrganizations(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const organizations = new FoldedTable<FoldedRow>(ctx, 'organizations', ['id']);
  await organizations.load('id', named(events, 'organizationId'));
  forEachEvent<OrganizationEvent>(events, (event, at) => {
    const id = { id: event.data.organizationId };
    switch (event.type) {
      case 'OrganizationCreated':
      case 'OrganizationCloned':
        organizations.insertOnce(creationRow(event, at, jsonbAsIs));
        break;
      case 'OrganizationUpdated':
        organizations.update(id, { ...detailColumns(event.data.changes, jsonbAsIs), updated_at: at });
        break;
      case 'OrganizationDeleted':
        organizations.delete(id);
        break;
      default:
        assertNever(event);
    }
  });
  await organizations.write();
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
  applyBatch: foldingBatches(apply, foldOrganizations),
});
