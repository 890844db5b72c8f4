// Read model of each organization's activity catalogue (spec 002 §7): activity
// types, activities and tags, one table each, scoped by organization_id.
import { assertNever } from '@practicum/shared/domain/decider';
import { activityCatalogEventTypes, type ActivityCatalogEvent } from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt, createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { activityCatalogReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ActivityCatalogEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'ActivityTypeAdded': {
      const { activityTypeId: id, organizationId, name, color, symbol } = event.data;
      await insertOnce(ctx, 'activity_types', { id, organization_id: organizationId, name, color, symbol, created_at: at, updated_at: at });
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
      await insertOnce(ctx, 'activities', {
        id,
        organization_id: organizationId,
        name,
        group,
        raises_risk_alert: raisesRiskAlert,
        ...timestampsAt(at),
      });
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
      await insertOnce(ctx, 'activity_tags', {
        id: event.data.tagId,
        organization_id: event.data.organizationId,
        name: event.data.name,
        created_at: at,
      });
      return;
    default:
      assertNever(event);
  }
}

export const activityCatalogProjector = defineProjector({
  name: 'activityCatalog',
  version: 1,
  readModel: activityCatalogReadModel,
  canHandle: activityCatalogEventTypes,
  tables: {
    activity_types: (t) => {
      orgScopedId(t);
      t.text('name').notNullable();
      t.text('color').notNullable();
      t.text('symbol').notNullable();
      createdUpdatedAt(t);
    },
    activities: (t) => {
      orgScopedId(t);
      t.text('group').notNullable();
      t.text('name').notNullable();
      t.boolean('raises_risk_alert').notNullable();
      createdUpdatedAt(t);
    },
    activity_tags: (t) => {
      orgScopedId(t);
      t.text('name').notNullable();
      createdAt(t);
    },
  },
  apply,
});
