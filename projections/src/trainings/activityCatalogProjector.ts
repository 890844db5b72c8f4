// Read model of each organization's activity catalogue (spec 002 §7): activity
// types, activities and tags, one table each, scoped by organization_id.
import { assertNever } from '@practicum/shared/domain/decider';
import { activityCatalogEventTypes, type ActivityCatalogEvent } from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext, Projector } from '../runner/types.js';
import { tableNames } from '../runner/readModel.js';
import { activityCatalogReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ActivityCatalogEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'ActivityTypeAdded': {
      const { activityTypeId: id, organizationId, name, color, symbol } = event.data;
      await ctx
        .table('activity_types')
        .insert({ id, organization_id: organizationId, name, color, symbol, created_at: at, updated_at: at })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'ActivityTypeChanged':
      await ctx
        .table('activity_types')
        .where({ id: event.data.activityTypeId })
        .update({ ...event.data.changes, updated_at: at });
      return;
    case 'ActivityAdded': {
      const { activityId: id, organizationId, name, group, raisesRiskAlert } = event.data;
      await ctx
        .table('activities')
        .insert({ id, organization_id: organizationId, name, group, raises_risk_alert: raisesRiskAlert, created_at: at, updated_at: at })
        .onConflict('id')
        .ignore();
      return;
    }
    case 'ActivityChanged': {
      const c = event.data.changes;
      await ctx
        .table('activities')
        .where({ id: event.data.activityId })
        .update({
          ...(c.name !== undefined && { name: c.name }),
          ...(c.group !== undefined && { group: c.group }),
          ...(c.raisesRiskAlert !== undefined && { raises_risk_alert: c.raisesRiskAlert }),
          updated_at: at,
        });
      return;
    }
    case 'ActivityTagAdded':
      await ctx
        .table('activity_tags')
        .insert({ id: event.data.tagId, organization_id: event.data.organizationId, name: event.data.name, created_at: at })
        .onConflict('id')
        .ignore();
      return;
    default:
      assertNever(event);
  }
}

export const activityCatalogProjector: Projector = {
  name: 'activityCatalog',
  version: 1,
  tables: tableNames(activityCatalogReadModel),
  canHandle: activityCatalogEventTypes,
  async createTables(schema) {
    await schema
      .createTable('activity_types', (t) => {
        t.uuid('id').primary();
        t.uuid('organization_id').notNullable().index();
        t.text('name').notNullable();
        t.text('color').notNullable();
        t.text('symbol').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      })
      .createTable('activities', (t) => {
        t.uuid('id').primary();
        t.uuid('organization_id').notNullable().index();
        t.text('group').notNullable();
        t.text('name').notNullable();
        t.boolean('raises_risk_alert').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
        t.timestamp('updated_at', { useTz: true }).notNullable();
      })
      .createTable('activity_tags', (t) => {
        t.uuid('id').primary();
        t.uuid('organization_id').notNullable().index();
        t.text('name').notNullable();
        t.timestamp('created_at', { useTz: true }).notNullable();
      });
  },
  apply,
};
