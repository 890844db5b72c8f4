// Training reads (issue 4, spec 001 §7 Trainings): the list in the list protocol
// with its filters, one training, and the organization's training data for the
// training modal. Visibility and records are the read model's (projections/trainings/queries).
import { Router } from 'express';
import {
  isUuid,
  scopeTrainings,
  timeClasses,
  trainingColumns,
  trainingData,
  trainingQueryReads,
  trainingRecord,
  trainingSearchColumns,
  trainingsQuery,
  visibleTraining,
  whereTaughtBy,
  whereTimeClass,
  type TimeClass,
  type TrainingRow,
} from '@practicum/projections/trainings/queries';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import { readerToday, type ReaderDays } from '../http/readerZone.js';
import { readsFrom } from '../http/readsFrom.js';
import { sendList } from '../http/simpleRest.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...trainingQueryReads);

export function trainingRoutes(deps: ReaderDays): Router {
  const router = Router();

  router.get('/api/trainings', reads, async (req, res) => {
    const auth = authOf(req);
    const today = await readerToday(deps, req);
    await sendList<TrainingRow>(req, res, {
      resource: 'trainings',
      query: () => scopeTrainings(trainingsQuery(deps.knex), auth),
      columns: trainingColumns,
      searchColumns: trainingSearchColumns,
      customFilters: {
        time: (qb, value) => {
          if (!timeClasses.includes(value as TimeClass)) throw new ValidationError({ 'filter.time': ['The selected time is invalid.'] });
          whereTimeClass(qb, value as TimeClass, today);
        },
        // primary or assistant
        faculty_position_id: (qb, value) => {
          whereTaughtBy(qb, String(value));
        },
      },
      defaultSort: ['start_at', 'DESC'],
      toRecord: (row) => trainingRecord(row, today),
    });
  });

  router.get('/api/trainings/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const training = isUuid(id) ? await visibleTraining(deps.knex, authOf(req), id, await readerToday(deps, req)) : undefined;
    if (!training) throw new NotFoundError();
    res.json(training);
  });

  router.get('/api/organization/training-data', reads, requireRole('coordinator'), async (req, res) => {
    res.json(await trainingData(deps.knex, authOf(req).organizationId));
  });

  return router;
}
