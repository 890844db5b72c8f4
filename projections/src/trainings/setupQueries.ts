// The training setup's read contract (spec 001 §3 Training plan, TRAIN-01..04/07; 002 §7): plans with
// their level and activity types under the types' current names, levels with their plan counts, the
// trainings using a plan, and the activity catalogue, each scoped to one organization in SQL.
import type { Knex } from 'knex';
import type { PlanActivityTypeRecord, TrainingPlanRecord } from '@practicum/shared/domain/trainings/records';
import { usersReadModel } from '../identity/readModel.js';
import { activityCatalogReadModel, trainingPlansReadModel, trainingsReadModel } from './readModel.js';

/** The read models the setup reads join. */
export const trainingSetupReads = [trainingPlansReadModel, activityCatalogReadModel, trainingsReadModel, usersReadModel] as const;

export interface PlanRow {
  id: string;
  name: string;
  archived: boolean;
  level_id: string;
  level_name: string;
  start_at: string;
  end_at: string;
  total_hours: number;
  activity_types_json: PlanActivityTypeRecord[];
  created_at: Date;
}

/** The spec's plan record: id, name, archived, start_at, end_at, level_name, total_hours, activity_types{id, name, hours, color}. */
export const planRecord = (row: PlanRow): TrainingPlanRecord => ({
  id: row.id,
  name: row.name,
  archived: row.archived,
  start_at: row.start_at,
  end_at: row.end_at,
  level_id: row.level_id,
  level_name: row.level_name,
  total_hours: Number(row.total_hours),
  activity_types: row.activity_types_json,
  created_at: row.created_at.toISOString(),
});

export const planColumns = {
  id: 'p.id',
  name: 'p.name',
  archived: 'p.archived',
  start_at: 'p.start_at',
  end_at: 'p.end_at',
  level_id: 'p.level_id',
  level_name: 'l.name',
  total_hours: 'p.total_hours',
  created_at: 'p.created_at',
};

/** Plans of one organization with their level's name and their activity types under the types' current names. */
export const plansOf = (knex: Knex, organizationId: string): Knex.QueryBuilder =>
  knex({ p: trainingPlansReadModel.tables.training_plans })
    .join({ l: trainingPlansReadModel.tables.training_levels }, 'l.id', 'p.level_id')
    .where('p.organization_id', organizationId)
    .select(
      'p.*',
      'l.name as level_name',
      knex.raw(`(SELECT COALESCE(jsonb_agg(jsonb_build_object(
          'id', e->>'activity_type_id', 'activity_type_id', e->>'activity_type_id',
          'name', COALESCE(t.name, e->>'name'), 'hours', (e->>'hours')::float8, 'color', e->>'color') ORDER BY x.ord), '[]'::jsonb)
        FROM jsonb_array_elements(p.activity_types) WITH ORDINALITY AS x(e, ord)
        LEFT JOIN ${activityCatalogReadModel.tables.activity_types} t ON t.id = (e->>'activity_type_id')::uuid) AS activity_types_json`),
    );

export const levelColumns = { id: 'l.id', name: 'l.name', sort_order: 'l.sort_order', plans_count: 'plans_count' };
export const levelsOf = (knex: Knex, organizationId: string): Knex.QueryBuilder =>
  knex({ l: trainingPlansReadModel.tables.training_levels })
    .where('l.organization_id', organizationId)
    .select(
      'l.id',
      'l.name',
      'l.sort_order',
      knex.raw(`(SELECT count(*)::int FROM ${trainingPlansReadModel.tables.training_plans} p WHERE p.level_id = l.id) AS plans_count`),
    );

/** The trainings using the plan (trainings read model), newest first. */
export const trainingsOfPlan = (knex: Knex, planId: string): Promise<NonNullable<TrainingPlanRecord['trainings']>> =>
  knex({ t: trainingsReadModel.tables.trainings })
    .join({ u: usersReadModel.tables.users }, 'u.id', 't.trainee_id')
    .where('t.training_plan_id', planId)
    .orderBy([{ column: 't.start_at', order: 'desc' }, 'u.name'])
    .select('t.id', 't.trainee_id', 'u.name as trainee_name', 't.start_at', 't.end_at');

/** The activity catalogue's lists (activity types, activities, tags): table, columns, search and order. */
export interface Catalogue {
  table: string;
  columns: Record<string, string>;
  searchColumns: string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  select: string[];
}

export const catalogues: Record<string, Catalogue> = {
  'activity-types': {
    table: activityCatalogReadModel.tables.activity_types,
    columns: { id: 'id', name: 'name', color: 'color', symbol: 'symbol' },
    searchColumns: ['name'],
    defaultSort: ['name', 'ASC'],
    select: ['id', 'name', 'color', 'symbol'],
  },
  activities: {
    table: activityCatalogReadModel.tables.activities,
    columns: { id: 'id', name: 'name', group: 'group', raises_risk_alert: 'raises_risk_alert' },
    searchColumns: ['name', 'group'],
    defaultSort: ['group', 'ASC'],
    select: ['id', 'group', 'name', 'raises_risk_alert'],
  },
  'activity-tags': {
    table: activityCatalogReadModel.tables.activity_tags,
    columns: { id: 'id', name: 'name' },
    searchColumns: ['name'],
    defaultSort: ['name', 'ASC'],
    select: ['id', 'name'],
  },
};

/** One catalogue list of an organization. */
export const catalogueOf = (knex: Knex, catalogue: Catalogue, organizationId: string): Knex.QueryBuilder =>
  knex(catalogue.table).where('organization_id', organizationId).select(catalogue.select);
