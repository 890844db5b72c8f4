// Trainee people pages (spec 000 §2.3, 001 §2): GET /api/trainees (coordinator:
// the organization's trainees; faculty: the trainees they teach) and
// GET /api/trainees/:id (any role of the same organization; a trainee only
// themselves), each with the current training (PEOPLE-17).
import { Router } from 'express';
import { currentTraining, isUuid, traineeTrainings, trainingQueryReads } from '@practicum/projections/trainings/queries';
import {
  traineeColumns,
  traineeRecord,
  traineeSearchColumns,
  visibleTrainee,
  visibleTrainees,
  type TraineeRow,
} from '@practicum/projections/trainings/traineeQueries';
import type { TraineeRecord } from '@practicum/shared/domain/trainings/records';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readerToday, type ReaderDays } from '../http/readerZone.js';
import { readsFrom } from '../http/readsFrom.js';
import { sendList } from '../http/simpleRest.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...trainingQueryReads);

export function traineeRoutes(deps: ReaderDays): Router {
  const router = Router();

  router.get('/api/trainees', reads, requireRouteAccess('/trainees'), async (req, res) => {
    const today = await readerToday(deps, req);
    await sendList<TraineeRow>(req, res, {
      resource: 'trainees',
      query: () => visibleTrainees(deps.knex, authOf(req), today),
      columns: traineeColumns,
      searchColumns: traineeSearchColumns,
      defaultSort: ['name', 'ASC'],
      toRecord: traineeRecord,
    });
  });

  router.get('/api/trainees/:id', reads, requireRouteAccess('/trainees/:id'), async (req, res) => {
    const id = String(req.params.id);
    const today = await readerToday(deps, req);
    const row = isUuid(id) ? await visibleTrainee(deps.knex, authOf(req), id, today) : undefined;
    if (!row) throw new NotFoundError();
    const trainee: TraineeRecord = { ...traineeRecord(row), current_training: await currentTraining(deps.knex, authOf(req), id, today) };
    res.json(trainee);
  });

  router.get('/api/trainees/:id/trainings', reads, requireRouteAccess('/trainees/:id'), async (req, res) => {
    const id = String(req.params.id);
    const today = await readerToday(deps, req);
    const visible = isUuid(id) ? await visibleTrainee(deps.knex, authOf(req), id, today) : undefined;
    if (!visible) throw new NotFoundError();
    res.json(await traineeTrainings(deps.knex, authOf(req), id, today));
  });

  return router;
}
