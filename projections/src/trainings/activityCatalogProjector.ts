// Read model of each organization's activity catalogue (spec 002 §7): activity
// types, activities and tags, one table each, scoped by organization_id.
import { assertNever } from '@practicum/shared/domain/decider';
import { activityCatalogEventTypes, type ActivityCatalogEvent } from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { activityChanges, activityRow, activityTypeChanges, activityTypeRow, foldActivityCatalog, tagRow } from './activityCatalogFold.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt, createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { activityCatalogReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ActivityCatalogEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'ActivityTypeAdded':
      await insertOnce(ctx, 'activity_types', activityTypeRow(event.data, at));
      return;
    case 'ActivityTypeChanged':
      await ctx.table('activity_types').where({ id: event.data.activityTypeId }).update(activityTypeChanges(event.data.changes, at));
      return;
    case 'ActivityAdded':
      await insertOnce(ctx, 'activities', activityRow(event.data, at));
      return;
    case 'ActivityChanged':
      await ctx.table('activities').where({ id: event.data.activityId }).update(activityChanges(event.data.changes, at));
      return;
    case 'ActivityTagAdded':
      await insertOnce(ctx, 'activity_tags', tagRow(event.data, at));
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
  applyBatch: foldingBatches(apply, foldActivityCatalog),
});
