// Training plan and level reads (spec 001 §3 Training plan, TRAIN-01..04/07):
// plans for the coordinator (list with q, archived and level_id filters; one
// plan), levels for any member of the organization (progress charts per level).
import { Router } from 'express';
import type { Knex } from 'knex';
import type { PlanActivityTypeRecord, TrainingLevelRecord, TrainingPlanRecord } from '@practicum/shared/domain/trainings/records';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { sendList } from '../http/simpleRest.js';
import { oneOr404, organizationScope } from './scope.js';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { activityCatalogReadModel, trainingPlansReadModel, trainingsReadModel } from '@practicum/projections/trainings/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(trainingPlansReadModel, activityCatalogReadModel, trainingsReadModel, usersReadModel);

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

const planColumns = {
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
export const plansOf = (knex: Knex, organizationId: string) =>
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

const levelColumns = { id: 'l.id', name: 'l.name', sort_order: 'l.sort_order', plans_count: 'plans_count' };
const levelsOf = (knex: Knex, organizationId: string) =>
  knex({ l: trainingPlansReadModel.tables.training_levels })
    .where('l.organization_id', organizationId)
    .select(
      'l.id',
      'l.name',
      'l.sort_order',
      knex.raw(`(SELECT count(*)::int FROM ${trainingPlansReadModel.tables.training_plans} p WHERE p.level_id = l.id) AS plans_count`),
    );

export function trainingPlanQueryRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.use('/api/training-plans', requireRouteAccess('/training-plans'));

  router.get('/api/training-plans', reads, (req, res) =>
    sendList<PlanRow>(req, res, {
      resource: 'training-plans',
      query: () => plansOf(deps.knex, organizationScope(req)),
      columns: planColumns,
      searchColumns: ['p.name', 'l.name'],
      defaultSort: ['name', 'ASC'],
      toRecord: planRecord,
    }),
  );

  router.get('/api/training-plans/:id', reads, async (req, res) => {
    const row = await oneOr404<PlanRow>(req.params.id, (id) => plansOf(deps.knex, organizationScope(req)).where('p.id', id));
    // the trainings using the plan (trainings read model), newest first
    const trainings: TrainingPlanRecord['trainings'] = await deps
      .knex({ t: trainingsReadModel.tables.trainings })
      .join({ u: usersReadModel.tables.users }, 'u.id', 't.trainee_id')
      .where('t.training_plan_id', row.id)
      .orderBy([{ column: 't.start_at', order: 'desc' }, 'u.name'])
      .select('t.id', 't.trainee_id', 'u.name as trainee_name', 't.start_at', 't.end_at');
    const plan: TrainingPlanRecord = { ...planRecord(row), trainings };
    res.json(plan);
  });

  // The list of levels (all) is read by dashboards and reports of every role; details are the coordinator's.
  router.get('/api/training-levels', reads, (req, res) =>
    sendList<TrainingLevelRecord>(req, res, {
      resource: 'training-levels',
      query: () => levelsOf(deps.knex, organizationScope(req)),
      columns: levelColumns,
      searchColumns: ['l.name'],
      defaultSort: ['sort_order', 'ASC'],
      toRecord: (row) => row,
    }),
  );

  router.get('/api/training-levels/:id', reads, requireRouteAccess('/training-levels/:id'), async (req, res) => {
    res.json(await oneOr404<TrainingLevelRecord>(req.params.id, (id) => levelsOf(deps.knex, organizationScope(req)).where('l.id', id)));
  });

  return router;
}
