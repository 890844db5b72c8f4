// Training reads (issue 4, spec 001 §7 Trainings): the list in the list protocol
// with its filters, one training, a trainee's trainings grouped previous/current/
// next, and the organization's training data for the training modal.
import { Router } from 'express';
import type { Knex } from 'knex';
import type { TraineeTrainings } from '@practicum/shared/domain/trainings/records';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { authOf, requireRole } from '@practicum/shared/platform/http/auth';
import { sendList } from '../http/simpleRest.js';
import {
  scopeTrainings,
  todayUtc,
  trainingRecord,
  trainingsQuery,
  whereTimeClass,
  type TimeClass,
  type TrainingRecord,
  type TrainingRow,
} from './trainingQueries.js';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { trainingsReadModel } from '@practicum/projections/trainings/readModel';
import { activityLogReadModel } from '@practicum/projections/activityLog/readModel';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { reportsReadModel } from '@practicum/projections/reports/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(trainingsReadModel, usersReadModel, activityLogReadModel, organizationsReadModel, reportsReadModel);

const columns = {
  id: 't.id',
  trainee_id: 't.trainee_id',
  training_plan_id: 't.training_plan_id',
  training_level_id: 'p.level_id',
  start_at: 't.start_at',
  end_at: 't.end_at',
  trainee: 'tu.name',
  training_plan_name: 'p.name',
  faculty: 'fu.name',
};
const timeClasses: readonly TimeClass[] = ['previous', 'current', 'next'];
export const isUuid = (value: string) => /^[0-9a-f-]{36}$/i.test(value);

/** The trainee's trainings by time class; `upcoming` is the earliest next one (TRAIN-11). */
export function groupByTime(records: TrainingRecord[]): TraineeTrainings {
  const byStart = [...records].sort((a, b) => a.start_at.localeCompare(b.start_at));
  const next = byStart.filter((r) => r.time === 'next');
  return {
    previous: byStart.filter((r) => r.time === 'previous').reverse(),
    current: byStart.filter((r) => r.time === 'current'),
    next,
    upcoming: next[0] ?? null,
  };
}

export function trainingRoutes(deps: { knex: Knex }): Router {
  const router = Router();

  router.get('/api/trainings', reads, async (req, res) => {
    const auth = authOf(req);
    const today = todayUtc();
    await sendList<TrainingRow>(req, res, {
      resource: 'trainings',
      query: () => scopeTrainings(trainingsQuery(deps.knex), auth),
      columns,
      searchColumns: ['p.name', 'tu.name'],
      customFilters: {
        time: (qb, value) => {
          if (!timeClasses.includes(value as TimeClass)) throw new ValidationError({ 'filter.time': ['The selected time is invalid.'] });
          whereTimeClass(qb, value as TimeClass, today);
        },
        // primary or assistant
        faculty_position_id: (qb, value) => {
          const id = String(value);
          if (!isUuid(id)) qb.whereRaw('false');
          else qb.where((w) => w.where('t.faculty_position_id', id).orWhereRaw('?::uuid = ANY(t.assistant_position_ids)', [id]));
        },
      },
      defaultSort: ['start_at', 'DESC'],
      toRecord: (row) => trainingRecord(row, today),
    });
  });

  router.get('/api/trainings/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const row = isUuid(id)
      ? await scopeTrainings(trainingsQuery(deps.knex), authOf(req)).where('t.id', id).first<TrainingRow>()
      : undefined;
    if (!row) throw new NotFoundError();
    res.json(trainingRecord(row, todayUtc()));
  });

  // The training modal's choices: levels, active plans, the organization's active faculty.
  router.get('/api/organization/training-data', reads, requireRole('coordinator'), async (req, res) => {
    const organizationId = authOf(req).organizationId;
    const [levels, plans, faculty] = await Promise.all([
      deps
        .knex(trainingsReadModel.tables.training_level_names)
        .where({ organization_id: organizationId })
        .orderBy(['sort_order', 'name'])
        .select('id', 'name'),
      deps
        .knex({ p: trainingsReadModel.tables.training_plan_names })
        .leftJoin({ l: trainingsReadModel.tables.training_level_names }, 'l.id', 'p.level_id')
        .where({ 'p.organization_id': organizationId, 'p.archived': false })
        .orderBy('p.name')
        .select('p.id', 'p.name', 'p.level_id', 'l.name as level_name'),
      deps
        .knex({ fp: usersReadModel.tables.positions })
        .join({ u: usersReadModel.tables.users }, 'u.id', 'fp.user_id')
        .where({ 'fp.organization_id': organizationId, 'fp.role': 'faculty', 'fp.status': 'active' })
        .orderBy('u.name')
        .select('fp.id', 'fp.id as position_id', 'u.id as user_id', 'u.name'),
    ]);
    res.json({ training_levels: levels, training_plans: plans, faculty });
  });

  return router;
}
