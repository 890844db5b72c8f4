// The rows and changes the report read model's events make, the same for one event at a time
// (reportsProjector.ts) and for a batch folded in memory (reportsFold.ts).
import { assertNever } from '@practicum/shared/domain/decider';
import type { ActivityEntryEvent, ActivityLogged } from '@practicum/shared/domain/activityLog/events';
import type { PositionAssigned, UserRegistered } from '@practicum/shared/domain/identity/events';
import type { PlacementTimeOnSiteLogged } from '@practicum/shared/domain/placements/events';
import type { ActivityTypeAdded, TrainingAssigned, TrainingChanged } from '@practicum/shared/domain/trainings/events';
import { fullName } from '@practicum/shared/format';

export interface EntryRow {
  id: string;
  training_id: string;
  activity_type_id: string;
  placement_id: string;
  minutes: number;
  approved: boolean;
}

export const loggedEntry = (d: ActivityLogged['data']): EntryRow => ({
  id: d.entryId,
  training_id: d.trainingId,
  activity_type_id: d.activityTypeId,
  placement_id: d.placementId ?? '',
  minutes: d.minutes,
  approved: false,
});

type Reshaping = Exclude<ActivityEntryEvent, { type: 'ActivityLogged' | 'ActivityEntryDeleted' | 'RiskAlertDismissed' }>;

/** The new shape of an entry an edit or a review changes. */
export function reshaped(event: Reshaping, entry: EntryRow): EntryRow {
  switch (event.type) {
    case 'ActivityEntryChanged': {
      const c = event.data.changes;
      return {
        ...entry,
        activity_type_id: c.activityTypeId ?? entry.activity_type_id,
        placement_id: c.placementId === undefined ? entry.placement_id : (c.placementId ?? ''),
        minutes: c.minutes ?? entry.minutes,
      };
    }
    case 'ActivityEntryApproved':
      return { ...entry, approved: true };
    case 'ActivityEntrySubmitted':
    case 'ActivityEntryUnapproved':
    case 'ActivityEntryChangesRequested':
    case 'ActivityEntryChangesRequestReverted':
      return { ...entry, approved: false };
    default:
      return assertNever(event);
  }
}

export const trainingRow = (d: TrainingAssigned['data']) => ({
  id: d.trainingId,
  organization_id: d.organizationId,
  trainee_user_id: d.traineeUserId,
  trainee_position_id: d.traineePositionId,
  plan_id: d.trainingPlanId,
  start_at: d.startAt,
  end_at: d.endAt,
  faculty_position_id: d.facultyPositionId,
  assistant_position_ids: d.assistantPositionIds,
  placement_not_required: d.placementNotRequired,
});

/** The column of report_trainings each field a training change can name sets (insurance shows in no report). */
const TRAINING_CHANGE_COLUMNS = {
  trainingPlanId: 'plan_id',
  startAt: 'start_at',
  endAt: 'end_at',
  facultyPositionId: 'faculty_position_id',
  assistantPositionIds: 'assistant_position_ids',
  placementNotRequired: 'placement_not_required',
} as const;

/** Only the columns the change names. */
export const trainingChanges = (c: TrainingChanged['data']['changes']): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(TRAINING_CHANGE_COLUMNS).flatMap(([field, column]) => {
      const value = c[field as keyof typeof TRAINING_CHANGE_COLUMNS];
      return value === undefined ? [] : [[column, value]];
    }),
  );

export const personRow = ({ userId, first_name, last_name }: UserRegistered['data']) => ({
  id: userId,
  first_name,
  last_name,
  name: fullName({ first_name, last_name }),
});

export const positionRow = (d: PositionAssigned['data']) => ({ id: d.positionId, user_id: d.userId });

export const activityTypeRow = (d: ActivityTypeAdded['data']) => ({
  id: d.activityTypeId,
  organization_id: d.organizationId,
  name: d.name,
  color: d.color,
  symbol: d.symbol,
});

/** A placement's day on site: the day's minutes replace what it held, the training stays the first log's. */
export const siteDayRow = (d: PlacementTimeOnSiteLogged['data']) => ({
  placement_id: d.placementId,
  date: d.date,
  training_id: d.trainingId,
  minutes: d.minutes,
});
export const SITE_DAY_COLUMNS = ['placement_id', 'date', 'training_id', 'minutes'];
export const SITE_DAY_KEY = ['placement_id', 'date'];
