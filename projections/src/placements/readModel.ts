// The placements read contract (PLACE-04 … 13, 20 … 22, 24): the tables the
// placements projector keeps and every query run on them. Who sees a placement
// is SQL (PLACE-20, 21), the same rule as who may act on it
// (shared/src/domain/placements/parties.ts, placementReach): coordinators their
// organization's, supervisors those they supervise, faculty those of trainings
// they are faculty or assistant on, trainees their own; nobody else any.
import type { Knex } from 'knex';
import {
  decisionOf,
  listStatusOf,
  needsReview,
  placementReach,
  placementStatusColors,
  standingOf,
  type AgreementProgress,
  type PlacementCounts,
  type PlacementRecord,
  type PlacementStage,
} from '@practicum/shared/domain/placements/index';
import { usersReadModel } from '../identity/readModel.js';
import { sitesReadModel } from '../sites/readModel.js';
import { trainingsReadModel } from '../trainings/readModel.js';
import { NOBODY, type OrganizationReader } from '../reader.js';
import { defineReadModel } from '../runner/readModel.js';
import { orEmpty } from '../sqlColumns.js';

export const placementsReadModel = defineReadModel({
  projections: ['placements'],
  tables: { placements: 'placements', placement_days: 'placement_days' },
});
/** Placement queries also join users, sites and trainings (names, dates, faculty). */
export const placementReads = [placementsReadModel, usersReadModel, sitesReadModel, trainingsReadModel] as const;

const PLACEMENTS = placementsReadModel.tables.placements;
const USERS = usersReadModel.tables.users;
const SITES = sitesReadModel.tables.sites;
const TRAININGS = trainingsReadModel.tables.trainings;
const PLANS = trainingsReadModel.tables.training_plan_names;
const LEVELS = trainingsReadModel.tables.training_level_names;

/** Faculty read through their current position (the one a training names), as they act through it. */
export type PlacementReader = OrganizationReader & { positionId: string | null };

/** PLACE-20, PLACE-21: the placements a reader may see, with their joined columns. */
export function visiblePlacements(knex: Knex, reader: PlacementReader): Knex.QueryBuilder {
  const query = knex({ p: PLACEMENTS })
    .where('p.organization_id', reader.organizationId)
    .leftJoin({ tu: USERS }, 'tu.id', 'p.trainee_id')
    .leftJoin({ su: USERS }, 'su.id', 'p.supervisor_id')
    .leftJoin({ s: SITES }, 's.id', 'p.site_id')
    .leftJoin({ tr: TRAININGS }, 'tr.id', 'p.training_id')
    .leftJoin({ pl: PLANS }, 'pl.id', 'tr.training_plan_id')
    .leftJoin({ lv: LEVELS }, 'lv.id', 'pl.level_id')
    .select(
      'p.*',
      orEmpty(knex, 'tu.name', 'trainee_name'),
      orEmpty(knex, 'su.name', 'supervisor_name'),
      orEmpty(knex, 's.name', 'site_name'),
      orEmpty(knex, 'pl.name', 'plan_name'),
      orEmpty(knex, 'lv.name', 'level_name'),
      orEmpty(knex, 'tr.start_at', 'training_start_at'),
      orEmpty(knex, 'tr.end_at', 'training_end_at'),
    );
  switch (placementReach(reader.role ?? '')) {
    case 'organization':
      return query;
    case 'supervised':
      return query.where('p.supervisor_id', reader.userId);
    case 'own':
      return query.where('p.trainee_id', reader.userId);
    case 'training_faculty': {
      // the current position, as the command side's isPlacementParty: a second faculty position reads its own trainings
      const positionId = reader.positionId ?? NOBODY;
      // and, as a site's supervisor (a site may list faculty), the placements naming them
      return query.where((taught) =>
        taught
          .where('tr.faculty_position_id', positionId)
          .orWhereRaw('?::uuid = ANY(tr.assistant_position_ids)', [positionId])
          .orWhere('p.supervisor_id', reader.userId),
      );
    }
    case 'none':
      return query.where('p.id', NOBODY);
  }
}

interface AgreementRow {
  form_id: string;
  name: string;
  submitter_roles: string[];
  submission_id: string | null;
  status: AgreementProgress;
}

export interface PlacementRow {
  id: string;
  organization_id: string;
  trainee_id: string;
  training_id: string;
  site_id: string;
  supervisor_id: string;
  is_campus: boolean;
  comment: string;
  stage: PlacementStage;
  supervisor_joined: boolean;
  recurring: boolean;
  agreements: AgreementRow[];
  time_on_site_minutes: number;
  archived_at: Date | null;
  approved_at: Date | null;
  created_at: Date;
  updated_at: Date;
  trainee_name: string;
  supervisor_name: string;
  site_name: string;
  plan_name: string;
  level_name: string;
  training_start_at: string;
  training_end_at: string;
}

/** PLACE-13: approved date if approved, creation date if submitted, otherwise the last update. */
function statusDate(row: PlacementRow): Date {
  if (row.stage === 'approved' && row.approved_at) return row.approved_at;
  if (row.stage === 'submitted') return row.created_at;
  return row.updated_at;
}

export function placementRecord(row: PlacementRow, reader: PlacementReader, today: string): PlacementRecord {
  const status = listStatusOf(row.stage, row.archived_at !== null);
  const agreements = row.agreements.map((a) => ({
    ...a,
    actionable: a.status !== 'signed' && reader.role !== null && a.submitter_roles.includes(reader.role),
  }));
  return {
    id: row.id,
    organization_id: row.organization_id,
    status,
    status_color: placementStatusColors[status],
    standing: standingOf(row.stage, row.archived_at !== null, row.training_end_at !== '' && row.training_end_at < today),
    decision: decisionOf(row.stage),
    status_date: statusDate(row).toISOString(),
    needs_review: needsReview(status),
    signature_required: row.agreements.some((a) => a.status === 'signature required'),
    supervisor_joined: row.supervisor_joined,
    trainee: { id: row.trainee_id, name: row.trainee_name },
    trainee_id: row.trainee_id,
    training_id: row.training_id,
    training: {
      id: row.training_id,
      display_name: row.plan_name,
      start_at: row.training_start_at,
      end_at: row.training_end_at,
      training_plan: { name: row.plan_name, training_level: { name: row.level_name } },
    },
    supervision_site: { id: row.site_id, name: row.site_name },
    supervision_site_id: row.site_id,
    supervisor: { id: row.supervisor_id, name: row.supervisor_name },
    supervisor_id: row.supervisor_id,
    is_campus: row.is_campus,
    recurring: row.recurring,
    comments: row.comment,
    placement_requirement: { agreements },
    submitted_agreements: row.agreements.filter((a) => a.status === 'signed').length,
    time_on_site_minutes: row.time_on_site_minutes,
    archived_at: row.archived_at?.toISOString() ?? null,
    approved_at: row.approved_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at_zulu: row.updated_at.toISOString(),
  };
}

/** API field → column, for sort and filters. */
export const placementColumns: Record<string, string> = {
  id: 'p.id',
  training_id: 'p.training_id',
  trainee_id: 'p.trainee_id',
  supervisor_id: 'p.supervisor_id',
  supervision_site_id: 'p.site_id',
  is_campus: 'p.is_campus',
  recurring: 'p.recurring',
  created_at: 'p.created_at',
  updated_at: 'p.updated_at',
  approved_at: 'p.approved_at',
  trainee: 'tu.name',
  supervision_site: 's.name',
};
export const placementSearchColumns = ['tu.name', 'su.name', 's.name'];

const truthy = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';
const signatureRequiredSql = `EXISTS (SELECT 1 FROM jsonb_array_elements(p.agreements) a WHERE a->>'status' = 'signature required')`;

/** PLACE-04: status (the list set), ready, submitted, signature_required and needs_review, archived left out unless asked. */
export const placementCustomFilters: Record<string, (qb: Knex.QueryBuilder, value: unknown) => void> = {
  status: (qb, value) => {
    const statuses = (Array.isArray(value) ? value : [value]).map(String);
    qb.where((w) => {
      const stages = statuses.filter((s) => s !== 'archived');
      if (stages.length) w.orWhere((x) => x.whereIn('p.stage', stages).whereNull('p.archived_at'));
      if (statuses.includes('archived')) w.orWhereNotNull('p.archived_at');
    });
  },
  ready: (qb, value) => {
    if (truthy(value)) qb.where('p.stage', 'ready').whereNull('p.archived_at');
  },
  submitted: (qb, value) => {
    if (truthy(value)) qb.where('p.stage', 'submitted').whereNull('p.archived_at');
  },
  signature_required: (qb, value) => {
    if (truthy(value)) qb.whereRaw(signatureRequiredSql).whereNull('p.archived_at');
  },
  // DASH-29: what the dashboards' "Review placements" badge counts and its tab lists, one set for both
  needs_review: (qb, value) => {
    if (truthy(value)) qb.where((w) => w.where('p.stage', 'ready').orWhereRaw(signatureRequiredSql)).whereNull('p.archived_at');
  },
  archived: (qb, value) => {
    if (truthy(value)) qb.whereNotNull('p.archived_at');
    else qb.whereNull('p.archived_at');
  },
};

/** DASH-29 and the dashboard counts (001 §3): ready, signature required and submitted, archived left out. */
export async function placementCounts(knex: Knex, reader: PlacementReader): Promise<PlacementCounts> {
  const row = (await visiblePlacements(knex, reader)
    .clearSelect()
    .whereNull('p.archived_at')
    .select(
      knex.raw(`count(*) FILTER (WHERE p.stage = 'ready')::int AS ready`),
      knex.raw(`count(*) FILTER (WHERE ${signatureRequiredSql})::int AS require_signature`),
      knex.raw(`count(*) FILTER (WHERE p.stage = 'submitted')::int AS submitted`),
    )
    .first()) as PlacementCounts | undefined;
  return row ?? { ready: 0, require_signature: 0, submitted: 0 };
}

/** The trainee's placements of each training, for the training card and the missing-placement notice. */
export async function placementsOfTrainings(knex: Knex, reader: PlacementReader, trainingIds: string[]): Promise<PlacementRow[]> {
  if (trainingIds.length === 0) return [];
  return (await visiblePlacements(knex, reader).whereIn('p.training_id', trainingIds).orderBy('p.created_at')) as PlacementRow[];
}

/** The trainees' placements still ahead or under way: not archived, not denied, of a training not yet ended. */
export async function openPlacementsOfTrainees(
  knex: Knex,
  reader: PlacementReader,
  traineeIds: string[],
  today: string,
): Promise<PlacementRow[]> {
  if (traineeIds.length === 0) return [];
  return (await visiblePlacements(knex, reader)
    .whereIn('p.trainee_id', traineeIds)
    .whereNull('p.archived_at')
    .whereNot('p.stage', 'denied')
    .where('tr.end_at', '>=', today)
    .orderBy('tr.start_at')
    .orderBy('s.name')) as PlacementRow[];
}
