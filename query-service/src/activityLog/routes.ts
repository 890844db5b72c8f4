// Activity log reads (issue 4): the entry list in the list protocol with the
// spec's query filters (trainee_id, id, happened_before, risk_alert,
// training_id, and status), one entry, the form's choices (trainings, plan
// activity types, catalogue activities), and the risk alerts (001 §3).
import { Router, type Request, type Response } from 'express';
import type { Knex } from 'knex';
import { verificationOf } from '@practicum/shared/domain/activityLog/decider';
import type { ActivityEntryStatus } from '@practicum/shared/domain/activityLog/events';
import type { ActivityEntry, EntryActivity, EntryOptions, RiskAlert } from '@practicum/shared/domain/activityLog/records';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { applyFilters, parseListParams } from '../http/simpleRest.js';
import { scopeEntries } from './visibility.js';
import { activityLogReadModel } from '@practicum/projections/activityLog/readModel';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { activityCatalogReadModel, trainingPlansReadModel, trainingsReadModel } from '@practicum/projections/trainings/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(activityLogReadModel, activityCatalogReadModel, trainingsReadModel, trainingPlansReadModel, usersReadModel);

interface EntryRow {
  id: string;
  trainee_id: string;
  trainee_name: string | null;
  training_id: string;
  happened_at: string;
  activity_type_id: string;
  activity_type_name: string | null;
  activity_type_color: string | null;
  activity_ids: string[];
  minutes: number;
  placement_id: string | null;
  notes: string;
  risk_alert: boolean;
  risk_alert_dismissed: boolean;
  status: ActivityEntryStatus;
  review_comment: string | null;
  reviewer_id: string | null;
  reviewer_name: string | null;
  submitted_at: Date | null;
  reviewed_at: Date | null;
  created_at: Date;
  updated_at: Date;
}
interface ActivityRow {
  id: string;
  name: string;
  group_name: string;
}

interface TrainingOptionRow {
  id: string;
  start_at: string;
  end_at: string;
  plan_name: string | null;
  activity_types: { activity_type_id: string; name: string; color: string }[] | null;
}

const columns = {
  id: 'e.id',
  trainee_id: 'e.trainee_id',
  training_id: 'e.training_id',
  happened_at: 'e.happened_at',
  minutes: 'e.minutes',
  status: 'e.status',
  created_at: 'e.created_at',
  submitted_at: 'e.submitted_at',
  trainee: 'u.name',
};

/** The plan's color for the type, else the type's own. */
const typeColor = `coalesce((select x->>'color' from jsonb_array_elements(p.activity_types) x
  where x->>'activity_type_id' = e.activity_type_id::text limit 1), ty.color)`;

function entries(knex: Knex, req: Request): Knex.QueryBuilder {
  const query = knex({ e: activityLogReadModel.tables.activity_entries })
    .leftJoin({ tr: trainingsReadModel.tables.trainings }, 'tr.id', 'e.training_id')
    .leftJoin({ p: trainingPlansReadModel.tables.training_plans }, 'p.id', 'tr.training_plan_id')
    .leftJoin({ ty: activityCatalogReadModel.tables.activity_types }, 'ty.id', 'e.activity_type_id')
    .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'e.trainee_id')
    .leftJoin({ rv: usersReadModel.tables.users }, 'rv.id', 'e.reviewer_id')
    .select(
      'e.*',
      'u.name as trainee_name',
      'ty.name as activity_type_name',
      knex.raw(`${typeColor} as activity_type_color`),
      'rv.name as reviewer_name',
    );
  return scopeEntries(query, authOf(req));
}

async function activitiesById(knex: Knex, rows: EntryRow[]): Promise<Map<string, ActivityRow>> {
  const ids = [...new Set(rows.flatMap((r) => r.activity_ids))];
  const found: ActivityRow[] = ids.length
    ? await knex(activityCatalogReadModel.tables.activities).whereIn('id', ids).select('id', 'name', 'group as group_name')
    : [];
  return new Map(found.map((a) => [a.id, a]));
}

const activitiesOf = (row: EntryRow, byId: Map<string, ActivityRow>): EntryActivity[] =>
  row.activity_ids.flatMap((id) => {
    const a = byId.get(id);
    return a ? [{ id: a.id, group: a.group_name, name: a.name }] : [];
  });

const iso = (instant: Date | null): string | null => instant?.toISOString() ?? null;

const entryRecord = (row: EntryRow, byId: Map<string, ActivityRow>): ActivityEntry => ({
  id: row.id,
  trainee: { id: row.trainee_id, name: row.trainee_name ?? '' },
  trainee_id: row.trainee_id,
  training_id: row.training_id,
  happened_at: row.happened_at,
  activity_type: { id: row.activity_type_id, name: row.activity_type_name ?? '', color: row.activity_type_color ?? '#9e9e9e' },
  activity_type_id: row.activity_type_id,
  activities: activitiesOf(row, byId),
  activity_ids: row.activity_ids,
  minutes: row.minutes,
  hours: Math.round((row.minutes / 60) * 100) / 100,
  // Placements arrive with their own issue: the site stays empty until then.
  site: null,
  placement_id: row.placement_id,
  notes: row.notes,
  risk_alert: row.risk_alert,
  risk_alert_dismissed: row.risk_alert_dismissed,
  status: row.status,
  verification: verificationOf(row.status),
  review_comment: row.review_comment,
  reviewer: row.reviewer_id ? { id: row.reviewer_id, name: row.reviewer_name ?? '' } : null,
  submitted_at: iso(row.submitted_at),
  reviewed_at: iso(row.reviewed_at),
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

const riskAlertRecord = (row: EntryRow, byId: Map<string, ActivityRow>): RiskAlert => ({
  id: row.id,
  happened_at: row.happened_at,
  trainee: { id: row.trainee_id, name: row.trainee_name ?? '' },
  activity_type: { name: row.activity_type_name ?? '' },
  placement: null,
  activities: activitiesOf(row, byId).map(({ group, name }) => ({ group, name })),
  minutes: row.minutes,
});

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** Sends a page of the list protocol; `filterOut` handles the filters that are not plain columns. */
async function sendPage(
  knex: Knex,
  req: Request,
  res: Response,
  resource: string,
  base: Knex.QueryBuilder,
  toRecord: (row: EntryRow, byId: Map<string, ActivityRow>) => ActivityEntry | RiskAlert,
): Promise<void> {
  const { sort, range, filter } = parseListParams(req, { columns, defaultSort: ['happened_at', 'DESC'] });
  const { happened_before, risk_alert, ...rest } = filter;
  if (typeof happened_before === 'string' && happened_before) base.where('e.happened_at', '<=', happened_before);
  if (risk_alert !== undefined && risk_alert !== '') base.where('e.risk_alert', truthy(risk_alert));
  applyFilters(base, rest, { columns, searchColumns: ['e.notes', 'u.name', 'ty.name'] });
  const count = base.clone().clearSelect().clearOrder().count<{ count: string }[]>({ count: '*' });
  const page = base
    .clone()
    .orderBy(columns[sort[0] as keyof typeof columns], sort[1].toLowerCase() as 'asc' | 'desc')
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'asc')
    .offset(range[0])
    .limit(range[1] - range[0] + 1);
  const [rows, counted] = await Promise.all([page as Promise<EntryRow[]>, count]);
  const byId = await activitiesById(knex, rows);
  const total = Number(counted[0]?.count ?? 0);
  const end = rows.length ? range[0] + rows.length - 1 : range[0];
  res.setHeader('Content-Range', `${resource} ${range[0]}-${end}/${total}`);
  res.json(rows.map((row) => toRecord(row, byId)));
}

export function activityLogRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.use('/api/activity-log', requireRouteAccess('/activity-log'));
  router.use('/api/risk-alerts', requireRouteAccess('/activity-log'));

  router.get('/api/activity-log', reads, (req, res) => sendPage(deps.knex, req, res, 'activity-log', entries(deps.knex, req), entryRecord));

  router.get('/api/risk-alerts', reads, (req, res) =>
    sendPage(
      deps.knex,
      req,
      res,
      'risk-alerts',
      entries(deps.knex, req).where({ 'e.risk_alert': true, 'e.risk_alert_dismissed': false }),
      riskAlertRecord,
    ),
  );

  /** The Log activity form's choices: the caller's trainings with their plan's types, and the catalogue. */
  router.get('/api/activity-log/options', reads, async (req, res) => {
    const auth = authOf(req);
    const trainings = await deps
      .knex({ tr: trainingsReadModel.tables.trainings })
      .leftJoin({ p: trainingPlansReadModel.tables.training_plans }, 'p.id', 'tr.training_plan_id')
      .where('tr.trainee_id', auth.userId)
      .orderBy('tr.start_at', 'desc')
      .select<TrainingOptionRow[]>('tr.id', 'tr.start_at', 'tr.end_at', 'p.name as plan_name', 'p.activity_types');
    const types = await deps
      .knex(activityCatalogReadModel.tables.activity_types)
      .where('organization_id', auth.organizationId)
      .select<{ id: string; name: string; color: string }[]>('id', 'name', 'color');
    const typeById = new Map(types.map((t) => [t.id, t]));
    const activities = await deps
      .knex(activityCatalogReadModel.tables.activities)
      .where('organization_id', auth.organizationId)
      .orderBy(['group', 'name'])
      .select<(ActivityRow & { raises_risk_alert: boolean })[]>('id', 'name', 'group as group_name', 'raises_risk_alert');
    const today = new Date().toISOString().slice(0, 10);
    const options: EntryOptions = {
      current_training_id: trainings.find((t) => t.start_at <= today && today <= t.end_at)?.id ?? trainings[0]?.id ?? null,
      trainings: trainings.map((t) => ({
        id: t.id,
        start_at: t.start_at,
        end_at: t.end_at,
        name: t.plan_name ?? '',
        activity_types: (t.activity_types ?? []).map((a) => ({
          id: a.activity_type_id,
          name: typeById.get(a.activity_type_id)?.name ?? a.name,
          color: a.color || typeById.get(a.activity_type_id)?.color || '#9e9e9e',
        })),
      })),
      activities: activities.map((a) => ({ id: a.id, group: a.group_name, name: a.name, raises_risk_alert: a.raises_risk_alert })),
    };
    res.json(options);
  });

  router.get('/api/activity-log/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await entries(deps.knex, req).where('e.id', id).first<EntryRow | undefined>() : undefined;
    if (!row) throw new NotFoundError();
    res.json(entryRecord(row, await activitiesById(deps.knex, [row])));
  });

  return router;
}
