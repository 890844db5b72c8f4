// The site directory's read contract (ARCHITECTURE §4.1): the tables the sites
// projector keeps and every query the query service runs on them. Visibility is
// SQL: coordinators and faculty read all of their organization's sites,
// supervisors the published ones and their own, everyone else the published
// ones; coordinator-only tags are left out of the rows of every other role.
import type { Knex } from 'knex';
import {
  siteStatusBadges,
  type SiteMapPoint,
  type SiteRecord,
  type SitesSummary,
  type SiteStatus,
  type SiteTagRecord,
} from '@practicum/shared/domain/sites/index';
import { usersReadModel } from '../identity/readModel.js';
import type { OrganizationReader } from '../reader.js';
import { defineReadModel } from '../runner/readModel.js';

/** The directory's own tables; its queries also join users (names), so routes read both models. */
export const sitesReadModel = defineReadModel({
  projections: ['sites'],
  tables: { sites: 'sites', site_tags: 'site_tags' },
});
export const siteDirectoryReads = [sitesReadModel, usersReadModel] as const;

const SITES = sitesReadModel.tables.sites;
const TAGS = sitesReadModel.tables.site_tags;
const USERS = usersReadModel.tables.users;

export type SiteReader = OrganizationReader;

const seesAllSites = (reader: SiteReader) => reader.role === 'coordinator' || reader.role === 'faculty';
const seesCoordinatorTags = (reader: SiteReader) => reader.role === 'coordinator';

/** The sites a reader may see, with the record's joined columns (tags, supervisors, author). */
export function visibleSites(knex: Knex, reader: SiteReader): Knex.QueryBuilder {
  const query = knex({ s: SITES })
    .where('s.organization_id', reader.organizationId)
    .select(
      's.*',
      knex.raw(
        `(SELECT coalesce(json_agg(json_build_object('id', t.id, 'name', t.name, 'icon', t.icon, 'color', t.color,
            'coordinator_only', t.coordinator_only, 'order', t."order") ORDER BY t."order", t.name), '[]'::json)
          FROM ${TAGS} t WHERE t.id = ANY(s.tag_ids) AND (NOT t.coordinator_only OR ?)) AS tags`,
        [seesCoordinatorTags(reader)],
      ),
      knex.raw(
        `(SELECT coalesce(json_agg(json_build_object('id', u.id, 'name', u.name) ORDER BY u.name), '[]'::json)
          FROM ${USERS} u WHERE u.id = ANY(s.supervisor_ids)) AS supervisors`,
      ),
      knex.raw(`(SELECT u.name FROM ${USERS} u WHERE u.id = s.created_by) AS created_by_name`),
    );
  if (!seesAllSites(reader)) {
    query.where((w) => {
      w.where('s.published', true);
      if (reader.role === 'supervisor')
        w.orWhere('s.created_by', reader.userId).orWhereRaw('?::uuid = ANY(s.supervisor_ids)', [reader.userId]);
    });
  }
  return query;
}

export interface SiteRow extends Omit<SiteRecord, 'status_label' | 'status_color' | 'tag_ids' | 'created_at' | 'updated_at'> {
  tag_ids: string[];
  tags: SiteTagRecord[];
  created_at: Date;
  updated_at: Date;
}

export function siteRecord(row: SiteRow): SiteRecord {
  const badge = siteStatusBadges[row.status];
  // which placements a site has is the placements' to tell (each placement's parties read it there); the site
  // answers only how many, which every reader of the directory may know
  const { placement_ids: _placements, ...shown } = row as SiteRow & { placement_ids?: unknown };
  return {
    ...shown,
    // the visible tags only: a coordinator-only tag's id would tell as much as its name
    tag_ids: row.tags.map((tag) => tag.id),
    status_label: badge.label,
    status_color: badge.color,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** API field → column, for sort and filters. */
export const siteColumns: Record<string, string> = {
  id: 's.id',
  name: 's.name',
  department: 's.department',
  city: 's.city',
  state: 's.state',
  county: 's.county',
  country: 's.country',
  postal_code: 's.postal_code',
  status: 's.status',
  published: 's.published',
  accepting_trainees: 's.accepting_trainees',
  expiration_date: 's.expiration_date',
  created_by: 's.created_by',
  created_at: 's.created_at',
  updated_at: 's.updated_at',
};
export const siteSearchColumns = ['s.name', 's.department', 's.city', 's.county', 's.contact_name', 's.postal_code'];

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const uuidLike = /^[0-9a-f-]{36}$/i;

/** Filters that are not a column comparison (SITES-02, SITES-04). */
export const siteCustomFilters = (reader: SiteReader): Record<string, (qb: Knex.QueryBuilder, value: unknown) => void> => ({
  tag_id: (qb, value) => {
    const ids = asList(value).filter((id): id is string => typeof id === 'string' && uuidLike.test(id));
    // a coordinator-only tag filters nothing for anyone else: it does not exist for them
    // array overlap, so the GIN index on tag_ids answers it when the tag is the narrowest filter
    qb.whereRaw(`s.tag_ids && ARRAY(SELECT t.id FROM ${TAGS} t WHERE t.id = ANY(?::uuid[]) AND (NOT t.coordinator_only OR ?))`, [
      ids,
      seesCoordinatorTags(reader),
    ]);
  },
  expired: (qb, value) => {
    if (value === true || value === 'true') qb.where('s.status', 'expired');
  },
  decision_pending: (qb, value) => {
    if (value === true || value === 'true') qb.where('s.status', 'pending');
  },
  supervisor_id: (qb, value) => {
    if (typeof value === 'string' && uuidLike.test(value)) qb.whereRaw('?::uuid = ANY(s.supervisor_ids)', [value]);
  },
});

/** Published sites with coordinates, for the map. */
export async function siteMapPoints(knex: Knex, reader: SiteReader): Promise<SiteMapPoint[]> {
  const rows = await knex(SITES)
    .where({ organization_id: reader.organizationId, published: true })
    .whereNotNull('latitude')
    .whereNotNull('longitude')
    .select('id', 'name', 'department', 'city', 'state', 'latitude', 'longitude', 'accepting_trainees');
  return rows as SiteMapPoint[];
}

/** Review-sites counts of an organization (DASH-03, DASH-28). */
export async function sitesSummary(knex: Knex, organizationId: string): Promise<SitesSummary> {
  const row = (await knex(SITES)
    .where({ organization_id: organizationId })
    .select(
      knex.raw(`count(*) FILTER (WHERE status = 'expired')::int AS expired_count`),
      knex.raw(`count(*) FILTER (WHERE status = 'pending')::int AS pending_count`),
    )
    .first()) as SitesSummary | undefined;
  return row ?? { expired_count: 0, pending_count: 0 };
}

/** The sites a user supervises or added, by name (SITES-22, DASH-42). */
export async function userSites(
  knex: Knex,
  organizationId: string,
  userId: string,
): Promise<{ id: string; name: string; status: SiteStatus }[]> {
  return knex(SITES)
    .where({ organization_id: organizationId })
    .where((w) => w.whereRaw('?::uuid = ANY(supervisor_ids)', [userId]).orWhere('created_by', userId))
    .orderBy('name')
    .select('id', 'name', 'status');
}

/** The organization's tags the reader may see, in their order. */
export function visibleTags(knex: Knex, reader: SiteReader): Knex.QueryBuilder {
  const query = knex({ t: TAGS })
    .where('t.organization_id', reader.organizationId)
    .select('t.id', 't.name', 't.icon', 't.color', 't.coordinator_only', 't.order');
  if (!seesCoordinatorTags(reader)) query.where('t.coordinator_only', false);
  return query;
}

export const tagColumns: Record<string, string> = {
  id: 't.id',
  name: 't.name',
  order: 't.order',
  color: 't.color',
  coordinator_only: 't.coordinator_only',
};

/** Sites whose expiration date has passed and that the expiry job may expire (its decider re-checks each). */
export async function sitesPastExpiration(knex: Knex, today: string): Promise<string[]> {
  const rows = await knex(SITES).whereIn('status', ['approved', 'pending', 'on_hold']).where('expiration_date', '<', today).select('id');
  return rows.map((row: { id: string }) => row.id);
}
