// Training report rows (spec 001 §3 Training report, TRAIN-44/45), read from the
// report projector's pre-aggregated totals: a few rows per training, so a level
// of hundreds of trainees answers quickly. Minutes as the spec gives them, plus
// the same figures in report hours from the one shared formatter.
import type { Knex } from 'knex';
import { reportHours } from '@practicum/shared/domain/reports/hours';
import type { PlanActivityType } from '@practicum/shared/domain/trainings/events';

interface TrainingJoinRow {
  id: string;
  organization_id: string;
  trainee_user_id: string;
  trainee_position_id: string;
  trainee_name: string | null;
  start_at: string;
  end_at: string;
  placement_not_required: boolean;
  faculty_position_id: string | null;
  faculty_user_id: string | null;
  faculty_name: string | null;
  assistant_position_ids: string[];
  plan_id: string;
  plan_name: string;
  plan_start_at: string;
  plan_end_at: string;
  total_hours: number;
  plan_activity_types: PlanActivityType[];
  level_id: string;
  level_name: string | null;
}

interface TotalRow {
  training_id: string;
  activity_type_id: string;
  placement_id: string;
  approved: string;
  unapproved: string;
}

export interface ActivityTypeReport {
  id: string;
  name: string;
  approved: number;
  unapproved: number;
  hours: number;
  color: string;
  symbol: string;
}

export interface PersonRef {
  id: string;
  name: string;
  position_id: string;
}

export interface TrainingReportRow {
  id: string;
  training: { id: string; start_at: string; end_at: string; placement_not_required: boolean };
  trainee: PersonRef;
  faculty: (PersonRef & { primary: boolean })[];
  primaryUser: PersonRef | null;
  training_plan: {
    id: string;
    name: string;
    start_at: string;
    end_at: string;
    level_id: string;
    level_name: string | null;
    total_hours: number;
    activity_types: { id: string; name: string; hours: number; color: string }[];
  };
  training_report: {
    totals: { time: { approved: number; unapproved: number }; time_on_site: number };
    hours: { approved: number; unapproved: number; time_on_site: number };
    activity_types: ActivityTypeReport[];
  };
  placement_report: { placement_id: string; approved: number; unapproved: number }[];
  supervision_site: null;
  supervisor: null;
}

/** The base query: report trainings with plan, level, trainee and primary faculty (callers scope it). */
export const trainingsQuery = (knex: Knex): Knex.QueryBuilder =>
  knex('report_trainings as tr')
    .join('report_plans as p', 'p.id', 'tr.plan_id')
    .leftJoin('report_levels as l', 'l.id', 'p.level_id')
    .leftJoin('users as tu', 'tu.id', 'tr.trainee_user_id')
    .leftJoin('positions as fp', 'fp.id', 'tr.faculty_position_id')
    .leftJoin('users as fu', 'fu.id', 'fp.user_id')
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
 * Builds the spec's report rows for the trainings the (scoped) query returns; with `placementIds`, only
 * the time spent at those placements counts (the custom report).
 */
export async function trainingReports(
  knex: Knex,
  query: Knex.QueryBuilder,
  options: { placementIds?: readonly string[] } = {},
): Promise<TrainingReportRow[]> {
  const trainings = (await query) as TrainingJoinRow[];
  if (trainings.length === 0) return [];
  const ids = trainings.map((t) => t.id);
  const assistantIds = [...new Set(trainings.flatMap((t) => t.assistant_position_ids))];
  const [totals, types, assistants] = await Promise.all([
    knex('report_totals')
      .whereIn('training_id', ids)
      .modify((q: Knex.QueryBuilder) => {
        if (options.placementIds) void q.whereIn('placement_id', [...options.placementIds]);
      })
      .select<TotalRow[]>(
        'training_id',
        'activity_type_id',
        'placement_id',
        'approved_minutes as approved',
        'unapproved_minutes as unapproved',
      ),
    knex('report_activity_types')
      .whereIn('organization_id', [...new Set(trainings.map((t) => t.organization_id))])
      .select<{ id: string; name: string; color: string; symbol: string }[]>('id', 'name', 'color', 'symbol'),
    assistantIds.length
      ? knex('positions as p')
          .join('users as u', 'u.id', 'p.user_id')
          .whereIn('p.id', assistantIds)
          .select<{ position_id: string; id: string; name: string }[]>('p.id as position_id', 'u.id', 'u.name')
      : Promise.resolve([]),
  ]);
  const typeById = new Map(types.map((type) => [type.id, type]));
  const assistantById = new Map(assistants.map((a) => [a.position_id, a]));
  const totalsByTraining = new Map<string, TotalRow[]>();
  for (const total of totals) totalsByTraining.set(total.training_id, [...(totalsByTraining.get(total.training_id) ?? []), total]);
  return trainings.map((training) => {
    const faculty =
      training.faculty_position_id && training.faculty_user_id
        ? { id: training.faculty_user_id, name: training.faculty_name ?? '', position_id: training.faculty_position_id }
        : null;
    return {
      id: training.id,
      training: {
        id: training.id,
        start_at: training.start_at,
        end_at: training.end_at,
        placement_not_required: training.placement_not_required,
      },
      trainee: { id: training.trainee_user_id, name: training.trainee_name ?? '', position_id: training.trainee_position_id },
      faculty: [
        ...(faculty ? [{ ...faculty, primary: true }] : []),
        ...training.assistant_position_ids.flatMap((positionId) => {
          const assistant = assistantById.get(positionId);
          return assistant ? [{ id: assistant.id, name: assistant.name, position_id: positionId, primary: false }] : [];
        }),
      ],
      primaryUser: faculty,
      training_plan: {
        id: training.plan_id,
        name: training.plan_name,
        start_at: training.plan_start_at,
        end_at: training.plan_end_at,
        level_id: training.level_id,
        level_name: training.level_name,
        total_hours: training.total_hours,
        activity_types: training.plan_activity_types.map((type) => ({
          id: type.activityTypeId,
          name: type.name,
          hours: type.hours,
          color: type.color,
        })),
      },
      ...reportOf(training, totalsByTraining.get(training.id) ?? [], typeById),
      supervision_site: null,
      supervisor: null,
    };
  });
}

/** Totals of one training: per plan activity type (then any other type logged), per placement, overall. */
function reportOf(
  training: TrainingJoinRow,
  totals: readonly TotalRow[],
  typeById: Map<string, { name: string; color: string; symbol: string }>,
): Pick<TrainingReportRow, 'training_report' | 'placement_report'> {
  const byType = new Map<string, ActivityTypeReport>();
  for (const type of training.plan_activity_types) {
    const known = typeById.get(type.activityTypeId);
    byType.set(type.activityTypeId, {
      id: type.activityTypeId,
      name: type.name,
      approved: 0,
      unapproved: 0,
      hours: type.hours,
      color: type.color,
      symbol: known?.symbol ?? '',
    });
  }
  const byPlacement = new Map<string, { placement_id: string; approved: number; unapproved: number }>();
  let onSite = 0;
  for (const total of totals) {
    const approved = Number(total.approved);
    const unapproved = Number(total.unapproved);
    let type = byType.get(total.activity_type_id);
    if (!type) {
      const known = typeById.get(total.activity_type_id);
      type = {
        id: total.activity_type_id,
        name: known?.name ?? '',
        approved: 0,
        unapproved: 0,
        hours: 0,
        color: known?.color ?? '#9e9e9e',
        symbol: known?.symbol ?? '',
      };
      byType.set(total.activity_type_id, type);
    }
    type.approved += approved;
    type.unapproved += unapproved;
    if (total.placement_id) {
      onSite += approved + unapproved;
      const placement = byPlacement.get(total.placement_id) ?? { placement_id: total.placement_id, approved: 0, unapproved: 0 };
      placement.approved += approved;
      placement.unapproved += unapproved;
      byPlacement.set(total.placement_id, placement);
    }
  }
  const activityTypes = [...byType.values()];
  const approved = activityTypes.reduce((sum, type) => sum + type.approved, 0);
  const unapproved = activityTypes.reduce((sum, type) => sum + type.unapproved, 0);
  return {
    training_report: {
      totals: { time: { approved, unapproved }, time_on_site: onSite },
      hours: { approved: reportHours(approved), unapproved: reportHours(unapproved), time_on_site: reportHours(onSite) },
      activity_types: activityTypes,
    },
    placement_report: [...byPlacement.values()],
  };
}
