// Training report rows (spec 001 §3 Training report, TRAIN-44/45), read from the
// report projector's pre-aggregated totals: a few rows per training, so a level
// of hundreds of trainees answers quickly. Minutes as the spec gives them, plus
// the same figures in report hours (reportHoursSql: the shared formatter's rule).
// PostgreSQL builds the rows' JSON in one statement (reportRowsSql), so a level's
// report reaches the client as the text the database sent: Node builds no object
// per row and serialises nothing (docs/benchmarks.md, training level report).
import type { Knex } from 'knex';
import type { ReportOptions } from '@practicum/shared/domain/reports/dashboard';
import type { TrainingReportRow } from '@practicum/shared/domain/reports/reportRow';
import { usersReadModel } from '../identity/readModel.js';
import { placementsReadModel } from '../placements/readModel.js';
import type { Reader } from '../reader.js';
import { joinTraineeAndFaculty } from '../trainings/queries.js';
import { reportsReadModel } from './readModel.js';
import { reportRowsSql } from './reportRowsSql.js';
import { scopeTrainings } from './reportScope.js';
export type { ActivityTypeReport, PersonRef, TrainingReportRow } from '@practicum/shared/domain/reports/reportRow';

/** The base query: report trainings with plan, level, trainee and primary faculty (callers scope it). */
export const trainingsQuery = (knex: Knex): Knex.QueryBuilder =>
  knex({ tr: reportsReadModel.tables.report_trainings })
    .join({ p: reportsReadModel.tables.report_plans }, 'p.id', 'tr.plan_id')
    .leftJoin({ l: reportsReadModel.tables.report_levels }, 'l.id', 'p.level_id')
    .modify(joinTraineeAndFaculty('tr.trainee_user_id', 'tr.faculty_position_id'))
    .select(
      'tr.id',
      'tr.organization_id',
      'tr.trainee_user_id',
      'tr.trainee_position_id',
      'tu.name as trainee_name',
      'tr.start_at',
      'tr.end_at',
      'tr.placement_not_required',
      'tr.faculty_position_id',
      'fu.id as faculty_user_id',
      'fu.name as faculty_name',
      'tr.assistant_position_ids',
      'p.id as plan_id',
      'p.name as plan_name',
      'p.start_at as plan_start_at',
      'p.end_at as plan_end_at',
      'p.total_hours',
      'p.activity_types as plan_activity_types',
      'p.level_id',
      'l.name as level_name',
    )
    .orderBy('tu.name')
    .orderBy('tr.start_at');

/**
 * The spec's report rows, as JSON text (an array, in the query's order: trainee name, then start), for the
 * trainings the (scoped) query returns; with `placementIds`, only the time spent at those placements counts
 * (the custom report).
 */
export async function trainingReportsJson(
  knex: Knex,
  query: Knex.QueryBuilder,
  options: { placementIds?: readonly string[] } = {},
): Promise<string> {
  const result = (await reportRowsSql(knex, query, options)) as { rows: { rows: string }[] };
  return result.rows[0]?.rows ?? '[]';
}

/** The same rows as objects, for the readers that reshape them (PDFs, dashboards, one training). */
export async function trainingReports(
  knex: Knex,
  query: Knex.QueryBuilder,
  options: { placementIds?: readonly string[] } = {},
): Promise<TrainingReportRow[]> {
  return JSON.parse(await trainingReportsJson(knex, query, options)) as TrainingReportRow[];
}

/**
 * The stored rows (report_trainings.row_json, kept by the reports projector) of the trainings a scoped query on
 * `report_trainings as tr` picks, joined into one JSON array in trainee name, then start order.
 */
export async function storedRowsJson(knex: Knex, query: Knex.QueryBuilder): Promise<string> {
  const row = await query
    .clearSelect()
    .clearOrder()
    .first<{ rows: string } | undefined>(
      knex.raw("'[' || coalesce(string_agg(tr.row_json, ',' order by tr.trainee_name, tr.start_at), '') || ']' as rows"),
    );
  return row?.rows ?? '[]';
}

/** The read models the report queries join. */
export const reportReads = [reportsReadModel, usersReadModel, placementsReadModel] as const;

/** Whether the position is one of the organization's (a faculty report names a position the reader may not read). */
export async function positionInOrganization(knex: Knex, organizationId: string, positionId: string): Promise<boolean> {
  return Boolean(await knex(usersReadModel.tables.positions).where({ id: positionId, organization_id: organizationId }).first('id'));
}

/** Whether the trainee holds a trainee position the reader may see (any for the admin, else the reader's organization). */
export async function traineeInReach(knex: Knex, reader: Pick<Reader, 'role' | 'organizationId'>, traineeId: string): Promise<boolean> {
  const position: unknown = await knex(usersReadModel.tables.positions)
    .where({ user_id: traineeId, role: 'trainee' })
    .modify((q: Knex.QueryBuilder) => {
      if (reader.role !== 'admin') void q.where('organization_id', reader.organizationId);
    })
    .first('id');
  return Boolean(position);
}

/** The stored rows' trainings (report_trainings as tr, with their plan as p) the reader may read. */
export const storedTrainings = (knex: Knex, reader: Reader): Knex.QueryBuilder =>
  scopeTrainings(
    knex({ tr: reportsReadModel.tables.report_trainings }).join({ p: reportsReadModel.tables.report_plans }, 'p.id', 'tr.plan_id'),
    reader,
  );

/** The organization a training level belongs to, if the level exists. */
export async function levelOrganization(knex: Knex, levelId: string): Promise<string | undefined> {
  const level = await knex(reportsReadModel.tables.report_levels)
    .where({ id: levelId })
    .first<{ organization_id: string } | undefined>('organization_id');
  return level?.organization_id;
}

/** The /reports screen's pickers: the organization's training levels and faculty (by position). */
export async function reportOptions(knex: Knex, organizationId: string | null): Promise<ReportOptions> {
  const [training_levels, faculty] = await Promise.all([
    knex(reportsReadModel.tables.report_levels)
      .where('organization_id', organizationId)
      .orderBy(['sort_order', 'name'])
      .select<ReportOptions['training_levels']>('id', 'name'),
    knex({ p: usersReadModel.tables.positions })
      .join({ u: usersReadModel.tables.users }, 'u.id', 'p.user_id')
      .where({ 'p.organization_id': organizationId, 'p.role': 'faculty' })
      .orderBy('u.name')
      .select<ReportOptions['faculty']>('p.id', 'u.name'),
  ]);
  return { training_levels, faculty };
}
