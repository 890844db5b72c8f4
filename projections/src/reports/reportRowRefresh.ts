// Keeps each training's finished report row (spec 001 §3, TRAIN-44/45) as JSON text in report_trainings, so a
// level's report is one indexed read of stored rows (docs/benchmarks.md, docs/decisions.md under Reports).
// The row is built by the same SQL the query service uses for the placement-filtered report, over this
// projector's own tables (names from report_people/report_positions).
import type { Knex } from 'knex';
import { reportRowsSql } from './reportRowsSql.js';
import type { ProjectionContext, Projector } from '../runner/types.js';

/** A SQL condition on `report_trainings as tr` (and `report_plans as p`) choosing the trainings to refresh. */
export interface TrainingFilter {
  sql: string;
  bindings: readonly Knex.RawBinding[];
  /** Set when the filter is a list of training ids (merged with others when refreshes are deferred). */
  ids?: readonly string[];
}

/** The refreshes asked for during a batch, done once at its end (a rebuild's batch touches a training many times). */
const deferred = new WeakMap<ProjectionContext, { ids: Set<string>; filters: TrainingFilter[] }>();

/**
 * Rebuilds the stored rows of the trainings the filter picks (at the batch's end inside `deferringRefreshes`).
 * A replay's pages leave them to `refreshAllRows` at its end: a training's entries span many pages.
 */
export async function refreshRows(ctx: ProjectionContext, filter: TrainingFilter): Promise<void> {
  if (ctx.replaying) return;
  const pending = deferred.get(ctx);
  if (!pending) return refreshNow(ctx, filter);
  if (filter.ids) for (const id of filter.ids) pending.ids.add(id);
  else pending.filters.push(filter);
}

/** Wraps an applyBatch so the rows its events touch are rebuilt once, in one statement after the batch's last event. */
export function deferringRefreshes(applyBatch: NonNullable<Projector['applyBatch']>): NonNullable<Projector['applyBatch']> {
  return async (events, ctx) => {
    const pending = { ids: new Set<string>(), filters: [] as TrainingFilter[] };
    deferred.set(ctx, pending);
    try {
      await applyBatch(events, ctx);
    } finally {
      deferred.delete(ctx);
    }
    const filters = pending.ids.size ? [trainingsIn([...pending.ids]), ...pending.filters] : pending.filters;
    if (filters.length) await refreshNow(ctx, anyOf(filters));
  };
}

/** The trainings any of the filters picks: their rows are rebuilt in one statement. */
const anyOf = (filters: readonly TrainingFilter[]): TrainingFilter =>
  filters.length === 1
    ? filters[0]!
    : { sql: filters.map((filter) => `(${filter.sql})`).join(' or '), bindings: filters.flatMap((filter) => filter.bindings) };

async function refreshNow(ctx: ProjectionContext, filter: TrainingFilter): Promise<void> {
  const knex = ctx.trx;
  const trainings = knex.raw(
    `(select tr.id, tr.organization_id, tr.trainee_user_id, tr.trainee_position_id, tu.name as trainee_name,
            tr.start_at, tr.end_at, tr.placement_not_required, tr.faculty_position_id, fu.id as faculty_user_id,
            fu.name as faculty_name, tr.assistant_position_ids, p.id as plan_id, p.name as plan_name,
            p.start_at as plan_start_at, p.end_at as plan_end_at, p.total_hours, p.level_id, l.name as level_name
       from ${ctx.ref('report_trainings')} tr
       join ${ctx.ref('report_plans')} p on p.id = tr.plan_id
       left join ${ctx.ref('report_levels')} l on l.id = p.level_id
       left join ${ctx.ref('report_people')} tu on tu.id = tr.trainee_user_id
       left join ${ctx.ref('report_positions')} fp on fp.id = tr.faculty_position_id
       left join ${ctx.ref('report_people')} fu on fu.id = fp.user_id
      where ${filter.sql})`,
    [...filter.bindings],
  );
  const rows = reportRowsSql(knex, trainings, {
    shape: 'rows',
    tables: {
      totals: ctx.ref('report_totals'),
      siteDays: ctx.ref('report_site_days'),
      plans: ctx.ref('report_plans'),
      activityTypes: ctx.ref('report_activity_types'),
      positions: ctx.ref('report_positions'),
      users: ctx.ref('report_people'),
    },
  });
  await knex.raw(
    `update ${ctx.ref('report_trainings')} as x set row_json = r.row, trainee_name = r.trainee_name from (?) r where x.id = r.id`,
    [rows],
  );
}

/** Trainings whose rows one call of refreshAllRows rebuilds: about 50 ms of work, the longest a replay's transaction stays open. */
const REFRESH_SLICE = 500;

/**
 * The end of a replay (Projector.finishReplay): rebuilds the stored rows of the next REFRESH_SLICE trainings in id
 * order after `after`; answers the last one when more may follow.
 */
export async function refreshAllRows(ctx: ProjectionContext, after?: string): Promise<string | undefined> {
  const ids = (await ctx
    .table('report_trainings')
    .modify((query) => (after === undefined ? query : query.where('id', '>', after)))
    .orderBy('id')
    .limit(REFRESH_SLICE)
    .pluck('id')) as string[];
  if (ids.length > 0) await refreshNow(ctx, trainingsIn(ids));
  return ids.length === REFRESH_SLICE ? ids.at(-1) : undefined;
}

export const trainingsIn = (ids: readonly string[]): TrainingFilter => ({ sql: 'tr.id = any(?::uuid[])', bindings: [[...ids]], ids });
export const trainingIs = (id: string): TrainingFilter => trainingsIn([id]);
