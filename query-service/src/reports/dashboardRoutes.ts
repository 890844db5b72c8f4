// The role dashboards' training parts (spec 001 §2): the trainee's trainings by
// time class with their reports, the coordinator's and faculty's progress per
// training level, and the faculty's upcoming trainees (projections/reports/dashboardQueries).
import { Router } from 'express';
import {
  dashboardTrainings,
  levelProgress,
  upcomingTrainees,
  upcomingTraineesReads,
} from '@practicum/projections/reports/dashboardQueries';
import { reportReads } from '@practicum/projections/reports/reportQueries';
import { ForbiddenError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { readerToday, type ReaderDays } from '../http/readerZone.js';
import { readsFrom } from '../http/readsFrom.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...reportReads);

export function dashboardTrainingRoutes(deps: ReaderDays): Router {
  const router = Router();
  const { knex } = deps;

  router.get('/api/dashboard/trainings', reads, async (req, res) => {
    const auth = authOf(req);
    if (auth.role !== 'trainee') throw new ForbiddenError();
    res.json(await dashboardTrainings(knex, auth, await readerToday(deps, req)));
  });

  router.get('/api/dashboard/progress', reads, async (req, res) => {
    const auth = authOf(req);
    if (auth.role !== 'coordinator' && auth.role !== 'faculty') throw new ForbiddenError();
    res.json(await levelProgress(knex, auth, await readerToday(deps, req)));
  });

  router.get('/api/dashboard/upcoming-trainees', readsFrom(...upcomingTraineesReads), async (req, res) => {
    const auth = authOf(req);
    if (auth.role !== 'faculty') throw new ForbiddenError();
    res.json(await upcomingTrainees(knex, auth, await readerToday(deps, req)));
  });

  return router;
}
