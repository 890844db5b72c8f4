// Reading trainings (spec 001 §3 Training, §4 time classification): the joined
// query, who sees which training (in SQL), and the record the screens read.
// Visibility: the coordinator sees the organization's trainings, faculty the ones
// they are primary or assistant on, a trainee their own, the platform admin all;
// supervisors none until placements link them to trainees.
import type { Knex } from 'knex';
import type { TimeClass, TrainingAssistant, TrainingRecord } from '@practicum/shared/domain/trainings/records';
import { formatCalendarDate } from '@practicum/shared/format';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import { activityLogReadModel } from '@practicum/projections/activityLog/readModel';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { reportsReadModel } from '@practicum/projections/reports/readModel';
import { trainingsReadModel } from '@practicum/projections/trainings/readModel';

/** The read models trainingsQuery reads: a route answering with it waits for these under X-Min-Position. */
export const trainingQueryReads = [trainingsReadModel, usersReadModel, activityLogReadModel, organizationsReadModel, reportsReadModel];

export type { TimeClass, TrainingRecord };

export interface TrainingRow {
  id: string;
  organization_id: string;
  trainee_id: string;
  trainee_position_id: string;
  trainee_name: string | null;
  training_plan_id: string;
  plan_name: string | null;
  level_id: string | null;
  level_name: string | null;
  start_at: string;
  end_at: string;
  faculty_position_id: string | null;
  faculty_user_id: string | null;
  faculty_name: string | null;
  assistants: TrainingAssistant[];
  placement_not_required: boolean;
  unapproved_entries_count: string | number;
  insurance_required: boolean | null;
  report_approved_minutes: string | number | null;
  report_unapproved_minutes: string | number | null;
  report_time_on_site_minutes: string | number | null;
}

/** Today's calendar date (UTC): the day trainings are classified by. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

export const timeClassOf = (row: Pick<TrainingRow, 'start_at' | 'end_at'>, today: string): TimeClass =>
  row.end_at < today ? 'previous' : row.start_at > today ? 'next' : 'current';

export function trainingsQuery(knex: Knex): Knex.QueryBuilder {
  return knex({ t: trainingsReadModel.tables.trainings })
    .leftJoin({ p: trainingsReadModel.tables.training_plan_names }, 'p.id', 't.training_plan_id')
    .leftJoin({ l: trainingsReadModel.tables.training_level_names }, 'l.id', 'p.level_id')
    .leftJoin({ tu: usersReadModel.tables.users }, 'tu.id', 't.trainee_id')
    .leftJoin({ fp: usersReadModel.tables.positions }, 'fp.id', 't.faculty_position_id')
    .leftJoin({ fu: usersReadModel.tables.users }, 'fu.id', 'fp.user_id')
    .select(
      't.*',
      'p.name as plan_name',
      'p.level_id',
      'l.name as level_name',
      'tu.name as trainee_name',
      'fu.id as faculty_user_id',
      'fu.name as faculty_name',
      knex.raw(`(SELECT coalesce(json_agg(json_build_object('id', ap.id, 'faculty_position_id', ap.id, 'user_id', au.id, 'name', au.name)
                   ORDER BY array_position(t.assistant_position_ids, ap.id)), '[]'::json)
                 FROM ${usersReadModel.tables.positions} ap JOIN ${usersReadModel.tables.users} au ON au.id = ap.user_id
                 WHERE ap.id = ANY(t.assistant_position_ids)) AS assistants`),
      // TRAIN-10, read from the activity log, organizations and reports read models at query time
      knex.raw(
        `(SELECT count(*) FROM ${activityLogReadModel.tables.activity_entries} e WHERE e.training_id = t.id AND e.status = 'submitted') AS unapproved_entries_count`,
      ),
      knex.raw(`(SELECT (o.organization_settings->>'require_trainee_insurance')::boolean FROM ${organizationsReadModel.tables.organizations} o
                 WHERE o.id = t.organization_id) AS insurance_required`),
      knex.raw(
        `(SELECT sum(r.approved_minutes) FROM ${reportsReadModel.tables.report_totals} r WHERE r.training_id = t.id) AS report_approved_minutes`,
      ),
      knex.raw(
        `(SELECT sum(r.unapproved_minutes) FROM ${reportsReadModel.tables.report_totals} r WHERE r.training_id = t.id) AS report_unapproved_minutes`,
      ),
      knex.raw(`(SELECT sum(r.approved_minutes + r.unapproved_minutes) FROM ${reportsReadModel.tables.report_totals} r
                 WHERE r.training_id = t.id AND r.placement_id <> '') AS report_time_on_site_minutes`),
    );
}

/** Narrows a trainings query to what the caller may see. */
export function scopeTrainings(qb: Knex.QueryBuilder, auth: SessionAuth): Knex.QueryBuilder {
  if (auth.role === 'admin') return qb;
  qb.where('t.organization_id', auth.organizationId ?? null);
  switch (auth.role) {
    case 'coordinator':
      return qb;
    case 'faculty':
      return qb.where((w) =>
        w.where('t.faculty_position_id', auth.positionId ?? null).orWhereRaw('?::uuid = ANY(t.assistant_position_ids)', [auth.positionId]),
      );
    case 'trainee':
      return qb.where('t.trainee_id', auth.userId);
    default:
      return qb.whereRaw('false');
  }
}

/** previous: ended before today; current: today within; next: starts after today (TRAIN-11). */
export function whereTimeClass(qb: Knex.QueryBuilder, time: TimeClass, today: string): Knex.QueryBuilder {
  if (time === 'previous') return qb.where('t.end_at', '<', today);
  if (time === 'next') return qb.where('t.start_at', '>', today);
  return qb.where('t.start_at', '<=', today).where('t.end_at', '>=', today);
}

export function trainingRecord(row: TrainingRow, today: string): TrainingRecord {
  const time = timeClassOf(row, today);
  const planName = row.plan_name ?? '';
  const dates = `${formatCalendarDate(row.start_at)} - ${formatCalendarDate(row.end_at)}`;
  return {
    id: row.id,
    organization_id: row.organization_id,
    trainee_id: row.trainee_id,
    trainee_position_id: row.trainee_position_id,
    trainee: { id: row.trainee_id, name: row.trainee_name ?? '' },
    training_plan_id: row.training_plan_id,
    training_plan: {
      id: row.training_plan_id,
      name: planName,
      training_level: { id: row.level_id, name: row.level_name ?? '' },
    },
    training_plan_name: planName,
    start_at: row.start_at,
    end_at: row.end_at,
    start_at_formatted: formatCalendarDate(row.start_at),
    end_at_formatted: formatCalendarDate(row.end_at),
    faculty_position_id: row.faculty_position_id,
    faculty: row.faculty_position_id
      ? { id: row.faculty_position_id, position_id: row.faculty_position_id, user_id: row.faculty_user_id, name: row.faculty_name ?? '' }
      : null,
    assistants: row.assistants,
    placements: [],
    placement_not_required: row.placement_not_required,
    display_name: `${planName} (${dates})`,
    current: time === 'current',
    time,
    unapproved_entries_count: Number(row.unapproved_entries_count),
    insurance_required: row.insurance_required === true,
    report: {
      approved: Number(row.report_approved_minutes ?? 0),
      unapproved: Number(row.report_unapproved_minutes ?? 0),
      time_on_site: Number(row.report_time_on_site_minutes ?? 0),
    },
  };
}
