// The report read model's tables (spec 001 §3 Training report). Totals are kept
// pre-aggregated per training, activity type and placement, so a level's report
// over hundreds of trainees reads a few rows per trainee, never their entries.
import type { TableColumns } from '../runner/defineProjector.js';
import { orgScopedId } from '../runner/columns.js';

export const reportTables: Record<string, TableColumns> = {
  report_levels: (t) => {
    orgScopedId(t);
    t.text('name').notNullable();
    t.integer('sort_order').notNullable();
  },
  report_plans: (t) => {
    orgScopedId(t);
    t.uuid('level_id').notNullable().index();
    t.text('name').notNullable();
    t.text('start_at').notNullable();
    t.text('end_at').notNullable();
    t.float('total_hours').notNullable();
    // [{ activityTypeId, name, hours, color }] in the plan's order
    t.jsonb('activity_types').notNullable();
    t.boolean('archived').notNullable().defaultTo(false);
  },
  report_activity_types: (t) => {
    orgScopedId(t);
    t.text('name').notNullable();
    t.text('color').notNullable();
    t.text('symbol').notNullable();
  },
  report_trainings: (t) => {
    orgScopedId(t);
    t.uuid('trainee_user_id').notNullable().index();
    t.uuid('trainee_position_id').notNullable();
    t.uuid('plan_id').notNullable().index();
    t.text('start_at').notNullable();
    t.text('end_at').notNullable();
    t.uuid('faculty_position_id').index();
    t.specificType('assistant_position_ids', 'uuid[]').notNullable();
    t.boolean('placement_not_required').notNullable();
    // the finished report row (JSON text) and its sort key, kept by reportRowRefresh: a level's report joins them
    t.text('trainee_name');
    t.text('row_json');
  },
  // What each entry contributes, so a status move, an edit or a delete can take it back exactly.
  report_entries: (t) => {
    t.uuid('id').primary();
    t.uuid('training_id').notNullable().index();
    t.uuid('activity_type_id').notNullable();
    t.text('placement_id').notNullable(); // '' when the entry names no site
    t.integer('minutes').notNullable();
    t.boolean('approved').notNullable();
  },
  // Placements' daily time on site (PLACE-26), a day's minutes replaced by each log: part of time_on_site.
  report_site_days: (t) => {
    t.uuid('placement_id').notNullable();
    t.text('date').notNullable();
    t.uuid('training_id').notNullable().index();
    t.integer('minutes').notNullable();
    t.primary(['placement_id', 'date']);
  },
  report_totals: (t) => {
    t.uuid('training_id').notNullable();
    t.uuid('activity_type_id').notNullable();
    t.text('placement_id').notNullable(); // '' for time not at a site
    t.bigInteger('approved_minutes').notNullable();
    t.bigInteger('unapproved_minutes').notNullable();
    t.primary(['training_id', 'activity_type_id', 'placement_id']);
  },
  // The names rows show, kept here (not read from identity's tables) so a rebuild never sees them half-projected.
  report_people: (t) => {
    t.uuid('id').primary();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('name').notNullable();
  },
  report_positions: (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').notNullable().index();
  },
};
