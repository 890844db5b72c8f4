// The role dashboards' training parts (spec 001 §2): the trainee's trainings by time class with their
// reports, the coordinator's and faculty's progress per training level (approved hours of the plan's total,
// capped at 100), and the faculty's upcoming trainees. Scoped like every report read (reportScope).
import type { Knex } from 'knex';
import { progressBar, type DashboardTrainings, type LevelProgress, type UpcomingTrainee } from '@practicum/shared/domain/reports/dashboard';
import { usersReadModel } from '../identity/readModel.js';
import { listStatusOf } from '@practicum/shared/domain/placements/statuses';
import { openPlacementsOfTrainees, placementReads } from '../placements/readModel.js';
import { NO_ORGANIZATION, type Reader } from '../reader.js';
import { timeClassOf } from '../trainings/queries.js';
import { reportsReadModel } from './readModel.js';
import { reportReads, trainingReports, trainingsQuery } from './reportQueries.js';
import { scopeTrainings } from './reportScope.js';

/** The reader's trainings (a trainee's own) with reports, grouped by time class. */
export async function dashboardTrainings(knex: Knex, reader: Reader, today: string): Promise<DashboardTrainings> {
  const rows = await trainingReports(knex, scopeTrainings(trainingsQuery(knex), reader));
  const withTime = rows.map((row) => ({ ...row, time: timeClassOf(row.training, today) }));
  return {
    previous: withTime.filter((row) => row.time === 'previous'),
    current: withTime.filter((row) => row.time === 'current'),
    next: withTime.filter((row) => row.time === 'next'),
  };
}

/** Per training level, a bar per trainee with a current training: approved hours as a percent of the plan's total. */
export async function levelProgress(knex: Knex, reader: Reader, today: string): Promise<LevelProgress[]> {
  const query = scopeTrainings(trainingsQuery(knex), reader).where('tr.start_at', '<=', today).where('tr.end_at', '>=', today);
  const rows = await trainingReports(knex, query);
  const levels: { id: string; name: string }[] = await knex(reportsReadModel.tables.report_levels)
    .whereIn('id', [...new Set(rows.map((row) => row.training_plan.level_id))])
    .orderBy('sort_order')
    .orderBy('name')
    .select('id', 'name');
  return levels.map((level) => ({
    level_id: level.id,
    level_name: level.name,
    trainees: rows.filter((row) => row.training_plan.level_id === level.id).map(progressBar),
  }));
}

interface UpcomingRow {
  training_id: string;
  trainee_user_id: string;
  name: string | null;
  user_status: string | null;
  position_status: string | null;
  training_plan_name: string;
  start_at: string;
  end_at: string;
}

/** What the upcoming trainees read: the reports, and the placements with the sites and trainings they join. */
export const upcomingTraineesReads = [...new Set([...reportReads, ...placementReads])];

/**
 * Faculty: each trainee's earliest future training with this faculty (name, plan with dates, status), with the
 * trainee's placements still ahead or under way that this faculty may see (their organization's, their trainings').
 */
export async function upcomingTrainees(knex: Knex, reader: Reader, today: string): Promise<UpcomingTrainee[]> {
  const rows: UpcomingRow[] = await scopeTrainings(knex({ tr: reportsReadModel.tables.report_trainings }), reader)
    .join({ p: reportsReadModel.tables.report_plans }, 'p.id', 'tr.plan_id')
    .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'tr.trainee_user_id')
    .leftJoin({ tp: usersReadModel.tables.positions }, 'tp.id', 'tr.trainee_position_id')
    .where('tr.start_at', '>', today)
    .distinctOn('tr.trainee_user_id')
    .orderBy([{ column: 'tr.trainee_user_id' }, { column: 'tr.start_at' }])
    .select(
      'tr.id as training_id',
      'tr.trainee_user_id',
      'u.name',
      'u.status as user_status',
      'tp.status as position_status',
      'p.name as training_plan_name',
      'tr.start_at',
      'tr.end_at',
    );
  const placements = await openPlacementsOfTrainees(
    knex,
    { userId: reader.userId, positionId: reader.positionId, organizationId: reader.organizationId ?? NO_ORGANIZATION, role: reader.role },
    rows.map((row) => row.trainee_user_id),
    today,
  );
  return rows
    .map((row) => ({
      id: row.trainee_user_id,
      name: row.name ?? '',
      training_id: row.training_id,
      training_plan_name: row.training_plan_name,
      start_at: row.start_at,
      end_at: row.end_at,
      placements: placements
        .filter((p) => p.trainee_id === row.trainee_user_id)
        .map((p) => ({ id: p.id, name: p.site_name, status: listStatusOf(p.stage, false) })),
      user_status: row.user_status ?? 'active',
      position_status: row.position_status ?? 'active',
    }))
    .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.name.localeCompare(b.name));
}
