// Read model of the activity log (spec 002 §4; 001 §3 Risk alert): one row per
// entry. Names, colors and groups are joined at query time from the setup
// area's tables (training_plans, activity_types, activities), and who reviews
// whom from the trainings projector's `trainings` table.
import { activityEntryEventTypes, type ActivityEntryEvent } from '@practicum/shared/domain/activityLog/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { asStatement, entryChanges, entryRow, foldActivityLog } from './activityLogFold.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { activityLogReadModel } from './readModel.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ActivityEntryEvent;
  const at = recorded.metadata.occurredAt;
  const entry = () => ctx.table('activity_entries').where({ id: event.data.entryId });
  switch (event.type) {
    case 'ActivityLogged':
      await insertOnce(ctx, 'activity_entries', asStatement(entryRow(event.data, at)));
      return;
    case 'ActivityEntryDeleted':
      await entry().delete();
      return;
    default:
      await entry().update(asStatement(entryChanges(event, at)));
  }
}

export const activityLogProjector = defineProjector({
  name: 'activityLog',
  version: 1,
  readModel: activityLogReadModel,
  canHandle: activityEntryEventTypes,
  tables: {
    activity_entries: (t) => {
      orgScopedId(t);
      t.uuid('trainee_id').notNullable().index();
      t.uuid('trainee_position_id').notNullable();
      t.uuid('training_id').notNullable().index();
      t.text('happened_at').notNullable();
      t.uuid('activity_type_id').notNullable();
      t.jsonb('activity_ids').notNullable();
      t.integer('minutes').notNullable();
      t.uuid('placement_id');
      t.text('notes').notNullable();
      t.boolean('risk_alert').notNullable();
      t.boolean('risk_alert_dismissed').notNullable();
      t.text('status').notNullable();
      t.text('review_comment');
      t.uuid('reviewer_id');
      t.timestamp('submitted_at', { useTz: true });
      t.timestamp('reviewed_at', { useTz: true });
      createdUpdatedAt(t);
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldActivityLog),
});
