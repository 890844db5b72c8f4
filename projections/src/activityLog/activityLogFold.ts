// The rows and changes activity entry events make, and the activity log projector's batch: the entries a batch
// names are read once, every event changes them in memory as its statement in activityLogProjector.ts changes
// the table, and the table is written back in two statements.
import { assertNever } from '@practicum/shared/domain/decider';
import type { ActivityEntryEvent, ActivityEntryFields, ActivityLogged } from '@practicum/shared/domain/activityLog/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import { timestampsAt } from '../runner/writes.js';

/** The columns the fields given set; `activity_ids` as its JSON value (knex wants it as text: see `asStatement`). */
const entryColumns = (fields: Partial<ActivityEntryFields>): Record<string, unknown> => {
  const row: Record<string, unknown> = {};
  if (fields.happenedAt !== undefined) row.happened_at = fields.happenedAt;
  if (fields.activityTypeId !== undefined) row.activity_type_id = fields.activityTypeId;
  if (fields.activityIds !== undefined) row.activity_ids = fields.activityIds;
  if (fields.minutes !== undefined) row.minutes = fields.minutes;
  if (fields.placementId !== undefined) row.placement_id = fields.placementId;
  if (fields.notes !== undefined) row.notes = fields.notes;
  if (fields.riskAlert !== undefined) row.risk_alert = fields.riskAlert;
  return row;
};

/** A row as knex inserts or updates it: the jsonb column as JSON text (an array would become a Postgres array). */
export const asStatement = (row: Record<string, unknown>): Record<string, unknown> =>
  row.activity_ids === undefined ? row : { ...row, activity_ids: JSON.stringify(row.activity_ids) };

export const entryRow = (d: ActivityLogged['data'], at: string): Record<string, unknown> => ({
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

type EntryChange = Exclude<ActivityEntryEvent, { type: 'ActivityLogged' | 'ActivityEntryDeleted' }>;

/** The columns an event that changes an entry sets. */
export function entryChanges(event: EntryChange, at: string): Record<string, unknown> {
  const reviewed = (reviewerUserId: string, patch: Record<string, unknown>) => ({
    reviewer_id: reviewerUserId,
    reviewed_at: at,
    updated_at: at,
    ...patch,
  });
  switch (event.type) {
    case 'ActivityEntryChanged':
      return { ...entryColumns(event.data.changes), updated_at: at };
    case 'ActivityEntrySubmitted':
      return { status: 'submitted', submitted_at: at, updated_at: at };
    case 'ActivityEntryApproved':
      return reviewed(event.data.reviewerUserId, { status: 'approved', review_comment: null });
    case 'ActivityEntryUnapproved':
      return reviewed(event.data.reviewerUserId, { status: 'submitted' });
    case 'ActivityEntryChangesRequested':
      return reviewed(event.data.reviewerUserId, { status: 'changes_requested', review_comment: event.data.comment });
    case 'ActivityEntryChangesRequestReverted':
      return reviewed(event.data.reviewerUserId, { status: 'submitted', review_comment: null });
    case 'RiskAlertDismissed':
      return { risk_alert_dismissed: true, updated_at: at };
    default:
      return assertNever(event);
  }
}

export async function foldActivityLog(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const entries = new FoldedTable<FoldedRow>(ctx, 'activity_entries', ['id']);
  await entries.load('id', named(events, 'entryId'));
  forEachEvent<ActivityEntryEvent>(events, (event, at) => {
    const id = { id: event.data.entryId };
    switch (event.type) {
      case 'ActivityLogged':
        entries.insertOnce(entryRow(event.data, at));
        break;
      case 'ActivityEntryDeleted':
        entries.delete(id);
        break;
      default:
        entries.update(id, entryChanges(event, at));
    }
  });
  await entries.write();
}
