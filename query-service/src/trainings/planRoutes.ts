// Training plan and level reads (spec 001 §3 Training plan, TRAIN-01..04/07):
// plans for the coordinator (list with q, archived and level_id filters; one
// plan), levels for any member of the organization (progress charts per level).
import { Router } from 'express';
import type { Knex } from 'knex';
import {
  levelColumns,
  levelsOf,
  planColumns,
  planRecord,
  plansOf,
  trainingSetupReads,
  trainingsOfPlan,
  type PlanRow,
} from '@practicum/projections/trainings/setupQueries';
import type { TrainingLevelRecord, TrainingPlanRecord } from '@practicum/shared/domain/trainings/records';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readsFrom } from '../http/readsFrom.js';
import { listRoute } from '../http/listRoute.js';
import { oneOr404, organizationScope } from './scope.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...trainingSetupReads);

export function trainingPlanQueryRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.use('/api/training-plans', requireRouteAccess('/training-plans'));

  listRoute<PlanRow>(router, '/api/training-plans', reads, (req) => ({
    query: () => plansOf(deps.knex, organizationScope(req)),
    columns: planColumns,
    searchColumns: ['p.name', 'l.name'],
    defaultSort: ['name', 'ASC'],
    toRecord: planRecord,
  }));

  router.get('/api/training-plans/:id', reads, async (req, res) => {
    const row = await oneOr404<PlanRow>(req.params.id, (id) => plansOf(deps.knex, organizationScope(req)).where('p.id', id));
    const plan: TrainingPlanRecord = { ...planRecord(row), trainings: await trainingsOfPlan(deps.knex, row.id) };
    res.json(plan);
  });

  // The list of levels (all) is read by dashboards and reports of every role; details are the coordinator's.
  listRoute<TrainingLevelRecord>(router, '/api/training-levels', reads, (req) => ({
    query: () => levelsOf(deps.knex, organizationScope(req)),
    columns: levelColumns,
    searchColumns: ['l.name'],
    defaultSort: ['sort_order', 'ASC'],
    toRecord: (row) => row,
  }));

  router.get('/api/training-levels/:id', reads, requireRouteAccess('/training-levels/:id'), async (req, res) => {
    res.json(await oneOr404<TrainingLevelRecord>(req.params.id, (id) => levelsOf(deps.knex, organizationScope(req)).where('l.id', id)));
  });

  return router;
}
