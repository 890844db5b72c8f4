// Read model of the activity log (spec 002 §4; 001 §3 Risk alert): one row per
// entry. Names, colors and groups are joined at query time from the setup
// area's tables (training_plans, activity_types, activities), and who reviews
// whom from the trainings projector's `trainings` table.
import { assertNever } from '@practicum/shared/domain/decider';
import { activityEntryEventTypes, type ActivityEntryEvent, type ActivityEntryFields } from '@practicum/shared/domain/activityLog/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { activityLogReadModel } from './readModel.js';

const entryColumns = (fields: Partial<ActivityEntryFields>): Record<string, unknown> => {
  const row: Record<string, unknown> = {};
  if (fields.happenedAt !== undefined) row.happened_at = fields.happenedAt;
  if (fields.activityTypeId !== undefined) row.activity_type_id = fields.activityTypeId;
  if (fields.activityIds !== undefined) row.activity_ids = JSON.stringify(fields.activityIds);
  if (fields.minutes !== undefined) row.minutes = fields.minutes;
  if (fields.placementId !== undefined) row.placement_id = fields.placementId;
  if (fields.notes !== undefined) row.notes = fields.notes;
  if (fields.riskAlert !== undefined) row.risk_alert = fields.riskAlert;
  return row;
};

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as ActivityEntryEvent;
  const at = recorded.metadata.occurredAt;
  const entries = () => ctx.table('activity_entries');
  const reviewed = (entryId: string, reviewerUserId: string, patch: Record<string, unknown>) =>
    entries()
      .where({ id: entryId })
      .update({ reviewer_id: reviewerUserId, reviewed_at: at, updated_at: at, ...patch });
  switch (event.type) {
    case 'ActivityLogged': {
      const d = event.data;
      await insertOnce(ctx, 'activity_entries', {
        id: d.entryId,
        organization_id: d.organizationId,
        trainee_id: d.traineeUserId,
        trainee_position_id: d.traineePositionId,
        training_id: d.trainingId,
        ...entryColumns(d),
        risk_alert_dismissed: false,
        status: 'draft',
        ...timestampsAt(at),
      });
      return;
    }
    case 'ActivityEntryChanged':
      await entries()
        .where({ id: event.data.entryId })
        .update({ ...entryColumns(event.data.changes), updated_at: at });
      return;
    case 'ActivityEntryDeleted':
      await entries().where({ id: event.data.entryId }).delete();
      return;
    case 'ActivityEntrySubmitted':
      await entries().where({ id: event.data.entryId }).update({ status: 'submitted', submitted_at: at, updated_at: at });
      return;
    case 'ActivityEntryApproved':
      await reviewed(event.data.entryId, event.data.reviewerUserId, { status: 'approved', review_comment: null });
      return;
    case 'ActivityEntryUnapproved':
      await reviewed(event.data.entryId, event.data.reviewerUserId, { status: 'submitted' });
      return;
    case 'ActivityEntryChangesRequested':
      await reviewed(event.data.entryId, event.data.reviewerUserId, { status: 'changes_requested', review_comment: event.data.comment });
      return;
    case 'ActivityEntryChangesRequestReverted':
      await reviewed(event.data.entryId, event.data.reviewerUserId, { status: 'submitted', review_comment: null });
      return;
    case 'RiskAlertDismissed':
      await entries().where({ id: event.data.entryId }).update({ risk_alert_dismissed: true, updated_at: at });
      return;
    default:
      assertNever(event);
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
});
