// The report read model's tables (spec 001 §3 Training report); see reportTables.ts for their shape.
import { defineReadModel } from '../runner/readModel.js';

export const reportsReadModel = defineReadModel({
  projections: ['reports'],
  tables: {
    report_levels: 'report_levels',
    report_plans: 'report_plans',
    report_activity_types: 'report_activity_types',
    report_trainings: 'report_trainings',
    report_entries: 'report_entries',
    report_totals: 'report_totals',
    report_site_days: 'report_site_days',
    report_people: 'report_people',
    report_positions: 'report_positions',
  },
});
