// A training level as a row: each projector that shows levels keeps its own table
// (so none waits on another's progress), all with these columns.
import type { TrainingLevelChanged, TrainingLevelCreated } from '@practicum/shared/domain/trainings/events';

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
