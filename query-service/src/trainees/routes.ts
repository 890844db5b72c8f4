// Trainee people pages (spec 000 §2.3, 001 §2): GET /api/trainees (coordinator:
// the organization's trainees; faculty: the trainees they teach) and
// GET /api/trainees/:id (any role of the same organization; a trainee only
// themselves), each with the current training (PEOPLE-17).
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import type { TraineeRecord } from '@practicum/shared/domain/trainings/records';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { sendList } from '../http/simpleRest.js';
import { groupByTime, isUuid } from '../trainings/routes.js';
import {
  scopeTrainings,
  todayUtc,
  trainingRecord,
  trainingsQuery,
  whereTimeClass,
  trainingQueryReads,
  type TrainingRow,
} from '../trainings/trainingQueries.js';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { trainingsReadModel } from '@practicum/projections/trainings/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(...trainingQueryReads);

interface TraineeRow {
  id: string;
  position_id: string;
  organization_id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  status: string;
  user_status: string;
  created_at: Date;
  current_plan: string | null;
  current_faculty: string | null;
}

const columns = {
  id: 'u.id',
  name: 'u.name',
  email: 'u.email',
  status: 'tp.status',
  current_plan: 'ct.plan_name',
  faculty: 'ct.faculty_name',
};

/** Trainee positions with their user and, through a lateral join, the current training's plan and faculty. */
function traineesQuery(knex: Knex, today: string): Knex.QueryBuilder {
  return knex({ tp: usersReadModel.tables.positions })
    .join({ u: usersReadModel.tables.users }, 'u.id', 'tp.user_id')
    .joinRaw(
      `LEFT JOIN LATERAL (
         SELECT p.name AS plan_name, fu.name AS faculty_name FROM ${trainingsReadModel.tables.trainings} c
         LEFT JOIN ${trainingsReadModel.tables.training_plan_names} p ON p.id = c.training_plan_id
         LEFT JOIN ${usersReadModel.tables.positions} fp ON fp.id = c.faculty_position_id
         LEFT JOIN ${usersReadModel.tables.users} fu ON fu.id = fp.user_id
         WHERE c.trainee_id = tp.user_id AND c.organization_id = tp.organization_id AND c.start_at <= ? AND c.end_at >= ?
         ORDER BY c.start_at LIMIT 1) ct ON true`,
      [today, today],
    )
    .where('tp.role', 'trainee')
    .select(
      'u.id',
      'tp.id as position_id',
      'tp.organization_id',
      'u.first_name',
      'u.last_name',
      'u.name',
      'u.email',
      'tp.status',
      'u.status as user_status',
      'u.created_at',
      'ct.plan_name as current_plan',
      'ct.faculty_name as current_faculty',
    );
}

const traineeRecord = (row: TraineeRow): TraineeRecord => ({
  id: row.id,
  position_id: row.position_id,
  organization_id: row.organization_id,
  first_name: row.first_name,
  last_name: row.last_name,
  name: row.name,
  email: row.email,
  status: row.status,
  user_status: row.user_status,
  current_plan: row.current_plan,
  faculty: row.current_faculty,
});

/** A trainee the caller may open (PEOPLE-10): same organization; a trainee only themselves; the admin anyone. */
function visibleTrainee(req: Request, qb: Knex.QueryBuilder, id: string): Knex.QueryBuilder {
  const auth = authOf(req);
  qb.where('u.id', id);
  if (auth.role !== 'admin') qb.where('tp.organization_id', auth.organizationId ?? null);
  if (auth.role === 'trainee' && auth.userId !== id) qb.whereRaw('false');
  return qb;
}

export function traineeRoutes(deps: { knex: Knex }): Router {
  const router = Router();

  router.get('/api/trainees', reads, requireRouteAccess('/trainees'), async (req, res) => {
    const auth = authOf(req);
    const today = todayUtc();
    await sendList<TraineeRow>(req, res, {
      resource: 'trainees',
      query: () => {
        const qb = traineesQuery(deps.knex, today).where('tp.organization_id', auth.organizationId ?? null);
        // faculty: the trainees of a training they are primary or assistant on
        if (auth.role === 'faculty')
          qb.whereExists(
            scopeTrainings(deps.knex({ t: trainingsReadModel.tables.trainings }).select(deps.knex.raw('1')), auth).whereRaw(
              't.trainee_id = u.id',
            ),
          );
        return qb;
      },
      columns,
      searchColumns: ['u.name', 'u.email'],
      defaultSort: ['name', 'ASC'],
      toRecord: traineeRecord,
    });
  });

  router.get('/api/trainees/:id', reads, requireRouteAccess('/trainees/:id'), async (req, res) => {
    const id = String(req.params.id);
    const today = todayUtc();
    const row = isUuid(id) ? await visibleTrainee(req, traineesQuery(deps.knex, today), id).first<TraineeRow>() : undefined;
    if (!row) throw new NotFoundError();
    const current = (await whereTimeClass(scopeTrainings(trainingsQuery(deps.knex), authOf(req)), 'current', today)
      .where('t.trainee_id', id)
      .orderBy('t.start_at')
      .first()) as TrainingRow | undefined;
    const trainee: TraineeRecord = { ...traineeRecord(row), current_training: current ? trainingRecord(current, today) : null };
    res.json(trainee);
  });

  router.get('/api/trainees/:id/trainings', reads, requireRouteAccess('/trainees/:id'), async (req, res) => {
    const id = String(req.params.id);
    const today = todayUtc();
    const visible = isUuid(id) ? await visibleTrainee(req, traineesQuery(deps.knex, today), id).first<TraineeRow>() : undefined;
    if (!visible) throw new NotFoundError();
    const rows = (await scopeTrainings(trainingsQuery(deps.knex), authOf(req)).where('t.trainee_id', id)) as TrainingRow[];
    res.json(groupByTime(rows.map((row) => trainingRecord(row, today))));
  });

  return router;
}
