// Reading trainings (spec 001 §3 Training, §4 time classification): the joined
// query, who sees which training (in SQL), and the record the screens read.
// Visibility: the coordinator sees the organization's trainings, faculty the ones
// they are primary or assistant on, a supervisor the ones they supervise
// (placements/supervision.ts), a trainee their own, the platform admin all.
import type { Knex } from 'knex';
import type {
  TimeClass,
  TraineeTrainings,
  TrainingAssistant,
  TrainingModalChoices,
  TrainingRecord,
} from '@practicum/shared/domain/trainings/records';
import { formatCalendarDate, formatDateRange } from '@practicum/shared/format';
import { activityLogReadModel } from '../activityLog/readModel.js';
import { usersReadModel } from '../identity/readModel.js';
import { organizationsReadModel } from '../organizations/readModel.js';
import type { Reader } from '../reader.js';
import { reportsReadModel } from '../reports/readModel.js';
import { trainingPlansReadModel, trainingsReadModel } from './readModel.js';
import type { TrainingPlacement } from '@practicum/shared/domain/placements/records';
import { placementsReadModel } from '../placements/readModel.js';
import { whereSupervised } from '../placements/supervision.js';
import { sitesReadModel } from '../sites/readModel.js';

/** The read models trainingsQuery reads: a route answering with it waits for these under X-Min-Position. */
export const trainingQueryReads = [
  trainingsReadModel,
  usersReadModel,
  activityLogReadModel,
  organizationsReadModel,
  reportsReadModel,
  placementsReadModel,
  sitesReadModel,
] as const;

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
  training_insurance_required: boolean;
  report_approved_minutes: string | number | null;
  report_unapproved_minutes: string | number | null;
  report_time_on_site_minutes: string | number | null;
  placements: TrainingPlacement[];
}

export const timeClassOf = (row: Pick<TrainingRow, 'start_at' | 'end_at'>, today: string): TimeClass =>
  row.end_at < today ? 'previous' : row.start_at > today ? 'next' : 'current';

/** Joins the names a training row shows: its trainee's user (tu), its primary faculty's position (fp) and user (fu). */
export const joinTraineeAndFaculty =
  (traineeUserColumn: string, facultyPositionColumn: string) =>
  (query: Knex.QueryBuilder): Knex.QueryBuilder =>
    query
      .leftJoin({ tu: usersReadModel.tables.users }, 'tu.id', traineeUserColumn)
      .leftJoin({ fp: usersReadModel.tables.positions }, 'fp.id', facultyPositionColumn)
      .leftJoin({ fu: usersReadModel.tables.users }, 'fu.id', 'fp.user_id');

export function trainingsQuery(knex: Knex): Knex.QueryBuilder {
  return knex({ t: trainingsReadModel.tables.trainings })
    .leftJoin({ p: trainingsReadModel.tables.training_plan_names }, 'p.id', 't.training_plan_id')
    .leftJoin({ l: trainingsReadModel.tables.training_level_names }, 'l.id', 'p.level_id')
    .modify(joinTraineeAndFaculty('t.trainee_id', 't.faculty_position_id'))
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
      't.insurance_required as training_insurance_required',
      // INS-18: the training's own setting or the organization's require_trainee_insurance
      knex.raw(`(t.insurance_required OR coalesce((SELECT (o.organization_settings->>'require_trainee_insurance')::boolean
                 FROM ${organizationsReadModel.tables.organizations} o WHERE o.id = t.organization_id), false)) AS insurance_required`),
      knex.raw(
        `(SELECT sum(r.approved_minutes) FROM ${reportsReadModel.tables.report_totals} r WHERE r.training_id = t.id) AS report_approved_minutes`,
      ),
      knex.raw(
        `(SELECT sum(r.unapproved_minutes) FROM ${reportsReadModel.tables.report_totals} r WHERE r.training_id = t.id) AS report_unapproved_minutes`,
      ),
      // time on site: activity entries at a site plus the placements' daily logs (PLACE-26)
      knex.raw(`(SELECT coalesce(sum(r.approved_minutes + r.unapproved_minutes), 0) FROM ${reportsReadModel.tables.report_totals} r
                 WHERE r.training_id = t.id AND r.placement_id <> '')
               + (SELECT coalesce(sum(d.minutes), 0) FROM ${reportsReadModel.tables.report_site_days} d WHERE d.training_id = t.id)
                 AS report_time_on_site_minutes`),
      knex.raw(`(SELECT coalesce(json_agg(json_build_object('id', pl.id,
                   'status', CASE WHEN pl.archived_at IS NOT NULL THEN 'archived' ELSE pl.stage END,
                   'is_campus', pl.is_campus, 'supervision_site', json_build_object('id', pl.site_id, 'name', coalesce(ps.name, '')),
                   'time_on_site_minutes', pl.time_on_site_minutes) ORDER BY pl.created_at), '[]'::json)
                 FROM ${placementsReadModel.tables.placements} pl LEFT JOIN ${sitesReadModel.tables.sites} ps ON ps.id = pl.site_id
                 WHERE pl.training_id = t.id) AS placements`),
    );
}

/** Narrows a trainings query to what the caller may see. */
export function scopeTrainings(qb: Knex.QueryBuilder, auth: Reader): Knex.QueryBuilder {
  if (auth.role === 'admin') return qb;
  qb.where('t.organization_id', auth.organizationId ?? null);
  switch (auth.role) {
    case 'coordinator':
      return qb;
    case 'faculty':
      return qb.where((w) =>
        w.where('t.faculty_position_id', auth.positionId ?? null).orWhereRaw('?::uuid = ANY(t.assistant_position_ids)', [auth.positionId]),
      );
    case 'supervisor':
      return whereSupervised(qb, 't.id', 'training_id', auth);
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
  const dates = formatDateRange(row.start_at, row.end_at);
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
    placements: row.placements,
    placement_not_required: row.placement_not_required,
    display_name: `${planName} (${dates})`,
    current: time === 'current',
    time,
    unapproved_entries_count: Number(row.unapproved_entries_count),
    insurance_required: row.insurance_required === true,
    training_insurance_required: row.training_insurance_required,
    report: {
      approved: Number(row.report_approved_minutes ?? 0),
      unapproved: Number(row.report_unapproved_minutes ?? 0),
      time_on_site: Number(row.report_time_on_site_minutes ?? 0),
    },
  };
}

export const isUuid = (value: string): boolean => /^[0-9a-f-]{36}$/i.test(value);

/** API field → column, for the list's sort and filters. */
export const trainingColumns = {
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
export const trainingSearchColumns = ['p.name', 'tu.name'];

export const timeClasses: readonly TimeClass[] = ['previous', 'current', 'next'];

/** Trainings a faculty position teaches, as primary or assistant (a malformed id matches none). */
export function whereTaughtBy(qb: Knex.QueryBuilder, positionId: string): Knex.QueryBuilder {
  if (!isUuid(positionId)) return qb.whereRaw('false');
  return qb.where((w) => w.where('t.faculty_position_id', positionId).orWhereRaw('?::uuid = ANY(t.assistant_position_ids)', [positionId]));
}

/** The trainings the reader may see, as records classified against today. */
export async function visibleTraining(knex: Knex, reader: Reader, id: string, today: string): Promise<TrainingRecord | undefined> {
  const row = await scopeTrainings(trainingsQuery(knex), reader).where('t.id', id).first<TrainingRow | undefined>();
  return row && trainingRecord(row, today);
}

/** A trainee's trainings the reader may see, by time class. */
export async function traineeTrainings(knex: Knex, reader: Reader, traineeId: string, today: string): Promise<TraineeTrainings> {
  const rows = (await scopeTrainings(trainingsQuery(knex), reader).where('t.trainee_id', traineeId)) as TrainingRow[];
  return groupByTime(rows.map((row) => trainingRecord(row, today)));
}

/** A trainee's current training the reader may see (the earliest started), if any. */
export async function currentTraining(knex: Knex, reader: Reader, traineeId: string, today: string): Promise<TrainingRecord | null> {
  const row = (await whereTimeClass(scopeTrainings(trainingsQuery(knex), reader), 'current', today)
    .where('t.trainee_id', traineeId)
    .orderBy('t.start_at')
    .first()) as TrainingRow | undefined;
  return row ? trainingRecord(row, today) : null;
}

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

/** The training modal's choices: levels, active plans, the organization's active faculty. */
export async function trainingData(knex: Knex, organizationId: string | null): Promise<TrainingModalChoices> {
  const [training_levels, training_plans, faculty] = await Promise.all([
    knex(trainingsReadModel.tables.training_level_names)
      .where({ organization_id: organizationId })
      .orderBy(['sort_order', 'name'])
      .select<TrainingModalChoices['training_levels']>('id', 'name'),
    knex({ p: trainingsReadModel.tables.training_plan_names })
      .leftJoin({ l: trainingsReadModel.tables.training_level_names }, 'l.id', 'p.level_id')
      .leftJoin({ d: trainingPlansReadModel.tables.training_plans }, 'd.id', 'p.id')
      .where({ 'p.organization_id': organizationId, 'p.archived': false })
      .orderBy('p.name')
      .select<TrainingModalChoices['training_plans']>('p.id', 'p.name', 'p.level_id', 'l.name as level_name', 'd.start_at', 'd.end_at'),
    knex({ fp: usersReadModel.tables.positions })
      .join({ u: usersReadModel.tables.users }, 'u.id', 'fp.user_id')
      .where({ 'fp.organization_id': organizationId, 'fp.role': 'faculty', 'fp.status': 'active' })
      .orderBy('u.name')
      .select<TrainingModalChoices['faculty']>('fp.id', 'fp.id as position_id', 'u.id as user_id', 'u.name'),
  ]);
  return { training_levels, training_plans, faculty };
}
