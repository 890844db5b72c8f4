// Trainees as the people pages read them (spec 000 §2.3, 001 §2; PEOPLE-10, PEOPLE-17): trainee positions
// with their user and, through a lateral join, the current training's plan and faculty; who may open whom.
import type { Knex } from 'knex';
import type { TraineeRecord } from '@practicum/shared/domain/trainings/records';
import { usersReadModel } from '../identity/readModel.js';
import type { Reader } from '../reader.js';
import { scopeTrainings } from './queries.js';
import { trainingsReadModel } from './readModel.js';

/** The record's columns, with the current training's faculty under its column name. */
export type TraineeRow = Omit<TraineeRecord, 'faculty' | 'current_training'> & { created_at: Date; current_faculty: string | null };

export const traineeColumns = {
  id: 'u.id',
  name: 'u.name',
  email: 'u.email',
  status: 'tp.status',
  current_plan: 'ct.plan_name',
  faculty: 'ct.faculty_name',
};

/** Trainee positions with their user and, through a lateral join, the current training's plan and faculty. */
export function traineesQuery(knex: Knex, today: string): Knex.QueryBuilder {
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

export const traineeRecord = (row: TraineeRow): TraineeRecord => ({
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

export const traineeSearchColumns = ['u.name', 'u.email'];

/** A trainee the reader may open (PEOPLE-10): same organization; a trainee only themselves; the admin anyone. */
export function visibleTrainee(knex: Knex, auth: Reader, id: string, today: string): Promise<TraineeRow | undefined> {
  const qb = traineesQuery(knex, today);
  qb.where('u.id', id);
  if (auth.role !== 'admin') qb.where('tp.organization_id', auth.organizationId ?? null);
  if (auth.role === 'trainee' && auth.userId !== id) qb.whereRaw('false');
  return qb.first<TraineeRow | undefined>();
}

/** The reader's organization's trainees; faculty only those of a training they are primary or assistant on. */
export function visibleTrainees(knex: Knex, auth: Reader, today: string): Knex.QueryBuilder {
  const qb = traineesQuery(knex, today).where('tp.organization_id', auth.organizationId ?? null);
  if (auth.role === 'faculty')
    qb.whereExists(
      scopeTrainings(knex({ t: trainingsReadModel.tables.trainings }).select(knex.raw('1')), auth).whereRaw('t.trainee_id = u.id'),
    );
  return qb;
}
