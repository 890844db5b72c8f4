// The role dashboards' training parts (spec 001 §2): the trainee's trainings by
// time class with their reports, the coordinator's and faculty's progress per
// training level, and the faculty's upcoming trainees (projections/reports/dashboardQueries).
import { Router } from 'express';
import type { Knex } from 'knex';
import { dashboardTrainings, levelProgress, upcomingTrainees } from '@practicum/projections/reports/dashboardQueries';
import { reportReads } from '@practicum/projections/reports/reportQueries';
import { todayUtc } from '@practicum/projections/trainings/queries';
import { ForbiddenError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { readsFrom } from '../http/readsFrom.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...reportReads);

export function dashboardTrainingRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  const { knex } = deps;

  router.get('/api/dashboard/trainings', reads, async (req, res) => {
    const auth = authOf(req);
    if (auth.role !== 'trainee') throw new ForbiddenError();
    res.json(await dashboardTrainings(knex, auth, todayUtc()));
  });

  router.get('/api/dashboard/progress', reads, async (req, res) => {
    const auth = authOf(req);
    if (auth.role !== 'coordinator' && auth.role !== 'faculty') throw new ForbiddenError();
    res.json(await levelProgress(knex, auth, todayUtc()));
  });

  router.get('/api/dashboard/upcoming-trainees', reads, async (req, res) => {
    const auth = authOf(req);
    if (auth.role !== 'faculty') throw new ForbiddenError();
    res.json(await upcomingTrainees(knex, auth, todayUtc()));
  });

  return router;
}
