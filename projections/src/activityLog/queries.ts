// The activity log's read contract (spec 001 activity log, risk alerts): the entries a reader may see,
// joined with trainee, reviewer, activity type and plan colour, the records the API answers, and the
// Log activity form's choices. Visibility is SQL, the rule of shared/src/domain/activityLog/reach.ts: a trainee
// their own entries; faculty the entries of trainings they are primary faculty or assistant on; supervisors those
// of the trainings they supervise; coordinators their organization's; the platform admin all. Reviewers never see
// a trainee's drafts.
import type { Knex } from 'knex';
import { verificationOf } from '@practicum/shared/domain/activityLog/decider';
import type { ActivityEntryStatus } from '@practicum/shared/domain/activityLog/events';
import type { ActivityEntry, EntryActivity, EntryOptions, RiskAlert } from '@practicum/shared/domain/activityLog/records';
import { entryReach } from '@practicum/shared/domain/activityLog/reach';
import { usersReadModel } from '../identity/readModel.js';
import { placementsReadModel } from '../placements/readModel.js';
import { whereSupervised } from '../placements/supervision.js';
import { NO_ORGANIZATION, type Reader } from '../reader.js';
import { activityCatalogReadModel, trainingPlansReadModel, trainingsReadModel } from '../trainings/readModel.js';
import { activityLogReadModel } from './readModel.js';

/** The read models the entry queries join: a route answering with them waits for these under X-Min-Position. */
export const activityLogReads = [
  activityLogReadModel,
  activityCatalogReadModel,
  trainingsReadModel,
  trainingPlansReadModel,
  usersReadModel,
  placementsReadModel,
] as const;

const ENTRIES = activityLogReadModel.tables.activity_entries;
const { activities: ACTIVITIES, activity_types: ACTIVITY_TYPES } = activityCatalogReadModel.tables;

export interface EntryRow {
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

/** API field → column, for sort and filters. */
export const entryColumns = {
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
export const entrySearchColumns = ['e.notes', 'u.name', 'ty.name'];

/** Narrows an entries query (aliases `e` entries, `tr` trainings) to what the reader may see (entryReach). */
export function scopeEntries(query: Knex.QueryBuilder, reader: Reader): Knex.QueryBuilder {
  const reach = entryReach(reader.role);
  // a trainee of two organizations sees, in each, only the entries logged there
  if (reach === 'own') return query.where({ 'e.trainee_id': reader.userId, 'e.organization_id': reader.organizationId });
  if (reach === 'none') return query.whereRaw('false');
  // reviewers never see a trainee's drafts
  query.whereNot('e.status', 'draft');
  if (reach === 'all') return query;
  query.where('e.organization_id', reader.organizationId ?? NO_ORGANIZATION);
  switch (reach) {
    case 'organization':
      return query;
    case 'training_faculty':
      return query.where((w) =>
        w.where('tr.faculty_position_id', reader.positionId).orWhereRaw('? = ANY(tr.assistant_position_ids)', [reader.positionId]),
      );
    case 'supervised_training':
      return whereSupervised(query, 'e.training_id', 'training_id', reader);
  }
}

/** The plan's color for the type, else the type's own. */
const typeColor = `coalesce((select x->>'color' from jsonb_array_elements(p.activity_types) x
  where x->>'activity_type_id' = e.activity_type_id::text limit 1), ty.color)`;

/** The entries the reader may see, with the names and colour the records show. */
export function visibleEntries(knex: Knex, reader: Reader): Knex.QueryBuilder {
  const query = knex({ e: ENTRIES })
    .leftJoin({ tr: trainingsReadModel.tables.trainings }, 'tr.id', 'e.training_id')
    .leftJoin({ p: trainingPlansReadModel.tables.training_plans }, 'p.id', 'tr.training_plan_id')
    .leftJoin({ ty: ACTIVITY_TYPES }, 'ty.id', 'e.activity_type_id')
    .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'e.trainee_id')
    .leftJoin({ rv: usersReadModel.tables.users }, 'rv.id', 'e.reviewer_id')
    .select(
      'e.*',
      'u.name as trainee_name',
      'ty.name as activity_type_name',
      knex.raw(`${typeColor} as activity_type_color`),
      'rv.name as reviewer_name',
    );
  return scopeEntries(query, reader);
}

/** Open risk alerts among the visible entries. */
export const openRiskAlerts = (knex: Knex, reader: Reader): Knex.QueryBuilder =>
  visibleEntries(knex, reader).where({ 'e.risk_alert': true, 'e.risk_alert_dismissed': false });

/** The catalogue activities the rows name, looked up once for a page. */
export type ActivitiesById = Map<string, ActivityRow>;

export async function activitiesOfRows(knex: Knex, rows: readonly EntryRow[]): Promise<ActivitiesById> {
  const ids = [...new Set(rows.flatMap((r) => r.activity_ids))];
  const found: ActivityRow[] = ids.length ? await knex(ACTIVITIES).whereIn('id', ids).select('id', 'name', 'group as group_name') : [];
  return new Map(found.map((a) => [a.id, a]));
}

const activitiesOf = (row: EntryRow, byId: ActivitiesById): EntryActivity[] =>
  row.activity_ids.flatMap((id) => {
    const a = byId.get(id);
    return a ? [{ id: a.id, group: a.group_name, name: a.name }] : [];
  });

const iso = (instant: Date | null): string | null => instant?.toISOString() ?? null;

export const entryRecord = (row: EntryRow, byId: ActivitiesById): ActivityEntry => ({
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

export const riskAlertRecord = (row: EntryRow, byId: ActivitiesById): RiskAlert => ({
  id: row.id,
  happened_at: row.happened_at,
  trainee: { id: row.trainee_id, name: row.trainee_name ?? '' },
  activity_type: { name: row.activity_type_name ?? '' },
  placement: null,
  activities: activitiesOf(row, byId).map(({ group, name }) => ({ group, name })),
  minutes: row.minutes,
});

/** One visible entry, or undefined. */
export async function visibleEntry(knex: Knex, reader: Reader, id: string): Promise<ActivityEntry | undefined> {
  const row = await visibleEntries(knex, reader).where('e.id', id).first<EntryRow | undefined>();
  return row && entryRecord(row, await activitiesOfRows(knex, [row]));
}

interface TrainingOptionRow {
  id: string;
  start_at: string;
  end_at: string;
  plan_name: string | null;
  activity_types: { activity_type_id: string; name: string; color: string }[] | null;
}

/** The Log activity form's choices: the reader's trainings with their plan's types, and the catalogue. */
export async function entryOptions(knex: Knex, reader: Reader, today: string): Promise<EntryOptions> {
  const trainings = await knex({ tr: trainingsReadModel.tables.trainings })
    .leftJoin({ p: trainingPlansReadModel.tables.training_plans }, 'p.id', 'tr.training_plan_id')
    .where({ 'tr.trainee_id': reader.userId, 'tr.organization_id': reader.organizationId })
    .orderBy('tr.start_at', 'desc')
    .select<TrainingOptionRow[]>('tr.id', 'tr.start_at', 'tr.end_at', 'p.name as plan_name', 'p.activity_types');
  const types = await knex(ACTIVITY_TYPES)
    .where('organization_id', reader.organizationId)
    .select<{ id: string; name: string; color: string }[]>('id', 'name', 'color');
  const typeById = new Map(types.map((t) => [t.id, t]));
  const activities = await knex(ACTIVITIES)
    .where('organization_id', reader.organizationId)
    .orderBy(['group', 'name'])
    .select<(ActivityRow & { raises_risk_alert: boolean })[]>('id', 'name', 'group as group_name', 'raises_risk_alert');
  return {
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
}

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/** The spec's query filters that are not a column comparison (happened_before, risk_alert). */
export const entryCustomFilters: Record<string, (qb: Knex.QueryBuilder, value: unknown) => void> = {
  happened_before: (qb, value) => {
    if (typeof value === 'string' && value) qb.where('e.happened_at', '<=', value);
  },
  risk_alert: (qb, value) => {
    qb.where('e.risk_alert', truthy(value));
  },
};

export type EntrySortField = keyof typeof entryColumns;

/** One page of a filtered entries query, newest first within a sort tie, as records; and the total. */
export async function entryPage<Record>(
  knex: Knex,
  filtered: Knex.QueryBuilder,
  page: { sort: [string, 'ASC' | 'DESC']; range: [number, number] },
  toRecord: (row: EntryRow, byId: ActivitiesById) => Record,
): Promise<{ records: Record[]; total: number }> {
  const { sort, range } = page;
  const count = filtered.clone().clearSelect().clearOrder().count<{ count: string }[]>({ count: '*' });
  const rowsQuery = filtered
    .clone()
    .orderBy(entryColumns[sort[0] as EntrySortField], sort[1].toLowerCase() as 'asc' | 'desc')
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'asc')
    .offset(range[0])
    .limit(range[1] - range[0] + 1);
  const [rows, counted] = await Promise.all([rowsQuery as Promise<EntryRow[]>, count]);
  const byId = await activitiesOfRows(knex, rows);
  return { records: rows.map((row) => toRecord(row, byId)), total: Number(counted[0]?.count ?? 0) };
}
