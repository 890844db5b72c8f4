// The activity log's read model (spec 001 activity log): one row per entry.
import { defineReadModel } from '../runner/readModel.js';

export const activityLogReadModel = defineReadModel({
  projections: ['activityLog'],
  tables: { activity_entries: 'activity_entries' },
});
