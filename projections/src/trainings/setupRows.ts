// Training levels and plans as rows: each projector that shows them keeps its own table
// (so none waits on another's progress), all with these columns.
import {
  trainingLevelEventTypes,
  type PlanActivityType,
  type TrainingLevelChanged,
  type TrainingLevelCreated,
  type TrainingPlanChanged,
  type TrainingPlanCreated,
} from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';

export const levelRow = (d: TrainingLevelCreated['data']) => ({
  id: d.levelId,
  organization_id: d.organizationId,
  name: d.name,
  sort_order: d.sortOrder,
});

/** Only the columns the change names. */
export const levelChanges = (c: TrainingLevelChanged['data']['changes']): Record<string, unknown> => ({
  ...(c.name !== undefined && { name: c.name }),
  ...(c.sortOrder !== undefined && { sort_order: c.sortOrder }),
});

/**
 * How a table keeps a plan's activity types (a jsonb column: the event's shape, or the API's), as JSON text for
 * knex or as the JSON value for a batch folded in memory (jsonb_populate_recordset takes the value).
 */
export type ActivityTypesColumn = (types: PlanActivityType[]) => unknown;

export const planRow = (d: TrainingPlanCreated['data'], activityTypes: ActivityTypesColumn) => ({
  id: d.planId,
  organization_id: d.organizationId,
  level_id: d.levelId,
  name: d.name,
  start_at: d.startAt,
  end_at: d.endAt,
  total_hours: d.totalHours,
  activity_types: activityTypes(d.activityTypes),
});

/** Only the columns the change names. */
export const planChanges = (c: TrainingPlanChanged['data']['changes'], activityTypes: ActivityTypesColumn): Record<string, unknown> => ({
  ...(c.name !== undefined && { name: c.name }),
  ...(c.levelId !== undefined && { level_id: c.levelId }),
  ...(c.startAt !== undefined && { start_at: c.startAt }),
  ...(c.endAt !== undefined && { end_at: c.endAt }),
  ...(c.totalHours !== undefined && { total_hours: c.totalHours }),
  ...(c.activityTypes !== undefined && { activity_types: activityTypes(c.activityTypes) }),
});

/** For a fold's reads: a created plan names its level too, but only level events touch a level's row. */
export const isLevelEvent = (recorded: RecordedEvent): boolean => (trainingLevelEventTypes as readonly string[]).includes(recorded.type);
