// The rows and changes activity catalogue events make, and the activity catalogue projector's batch: the types
// and activities a batch names are read once, every event changes them in memory as its statement in
// activityCatalogProjector.ts changes the tables, and each table is written back in one or two statements.
// Tags are only ever inserted, so they are not read.
import { assertNever } from '@practicum/shared/domain/decider';
import type {
  ActivityAdded,
  ActivityCatalogEvent,
  ActivityChanged,
  ActivityTagAdded,
  ActivityTypeAdded,
  ActivityTypeChanged,
} from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import { insertFromJson } from '../runner/jsonRows.js';
import type { ProjectionContext } from '../runner/types.js';
import { timestampsAt } from '../runner/writes.js';

export const activityTypeRow = (d: ActivityTypeAdded['data'], at: string) => ({
  id: d.activityTypeId,
  organization_id: d.organizationId,
  name: d.name,
  color: d.color,
  symbol: d.symbol,
  ...timestampsAt(at),
});

/** The change's fields are the type's columns. */
export const activityTypeChanges = (c: ActivityTypeChanged['data']['changes'], at: string): Record<string, unknown> => ({
  ...c,
  updated_at: at,
});

export const activityRow = (d: ActivityAdded['data'], at: string) => ({
  id: d.activityId,
  organization_id: d.organizationId,
  name: d.name,
  group: d.group,
  raises_risk_alert: d.raisesRiskAlert,
  ...timestampsAt(at),
});

/** Only the columns the change names. */
export const activityChanges = (c: ActivityChanged['data']['changes'], at: string): Record<string, unknown> => ({
  ...(c.name !== undefined && { name: c.name }),
  ...(c.group !== undefined && { group: c.group }),
  ...(c.raisesRiskAlert !== undefined && { raises_risk_alert: c.raisesRiskAlert }),
  updated_at: at,
});

export const tagRow = (d: ActivityTagAdded['data'], at: string) => ({
  id: d.tagId,
  organization_id: d.organizationId,
  name: d.name,
  created_at: at,
});

export async function foldActivityCatalog(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const types = new FoldedTable<FoldedRow>(ctx, 'activity_types', ['id']);
  const activities = new FoldedTable<FoldedRow>(ctx, 'activities', ['id']);
  const tags: ReturnType<typeof tagRow>[] = [];
  await types.load('id', named(events, 'activityTypeId'));
  await activities.load('id', named(events, 'activityId'));
  forEachEvent<ActivityCatalogEvent>(events, (event, at) => {
    switch (event.type) {
      case 'ActivityTypeAdded':
        types.insertOnce(activityTypeRow(event.data, at));
        break;
      case 'ActivityTypeChanged':
        types.update({ id: event.data.activityTypeId }, activityTypeChanges(event.data.changes, at));
        break;
      case 'ActivityAdded':
        activities.insertOnce(activityRow(event.data, at));
        break;
      case 'ActivityChanged':
        activities.update({ id: event.data.activityId }, activityChanges(event.data.changes, at));
        break;
      case 'ActivityTagAdded':
        tags.push(tagRow(event.data, at));
        break;
      default:
        assertNever(event);
    }
  });
  await types.write();
  await activities.write();
  // in order, a taken id skipped: the first of a tag's deliveries kept, as one insert per event keeps it
  await insertFromJson(ctx, 'activity_tags', ['id', 'organization_id', 'name', 'created_at'], tags, 'id', 'ignore');
}
