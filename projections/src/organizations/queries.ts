// The organizations read contract: the rows the query service reads and the record it answers
// (/api/admin/organizations, /api/organizations/{id}, each position of /api/users/current).
import type { Knex } from 'knex';
import type { OrganizationDetails } from '@practicum/shared/domain/organizations/commands';
import { ownerRoleOf } from '@practicum/shared/domain/organizations/owner';
import type { OrganizationWords } from '@practicum/shared/domain/organizations/wording';
import type { MemberOrganizationRecord, OrganizationRecord } from '@practicum/shared/domain/organizations/records';
import { organizationsReadModel } from './readModel.js';
import { usersReadModel } from '../identity/readModel.js';

const ORGANIZATIONS = organizationsReadModel.tables.organizations;

export interface OrganizationRow {
  id: string;
  name: string;
  logo_image_url: string | null;
  supervision_type: OrganizationDetails['supervision_type'];
  dynamic_words: OrganizationDetails['dynamic_words'];
  organization_settings: OrganizationDetails['organization_settings'];
  live_retention_days: number;
  telehealth_retention_days: number;
  cloned_from_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export const organizationRecord = (row: OrganizationRow): OrganizationRecord => ({
  id: row.id,
  name: row.name,
  logo_image_url: row.logo_image_url,
  supervision_type: row.supervision_type,
  owner_role: ownerRoleOf(row.supervision_type),
  dynamic_words: row.dynamic_words,
  organization_settings: row.organization_settings,
  live_retention_days: row.live_retention_days,
  telehealth_retention_days: row.telehealth_retention_days,
  cloned_from_id: row.cloned_from_id,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** API field → column, for the admin list's sort and filters. */
export const organizationColumns = {
  id: 'id',
  name: 'name',
  supervision_type: 'supervision_type',
  created_at: 'created_at',
  updated_at: 'updated_at',
  live_retention_days: 'live_retention_days',
  telehealth_retention_days: 'telehealth_retention_days',
};
export const organizationSearchColumns = ['name', 'supervision_type'];

/** Every organization (the platform admin's list). */
export const allOrganizations = (knex: Knex): Knex.QueryBuilder => knex(ORGANIZATIONS).select('*');

export async function organizationById(knex: Knex, id: string): Promise<OrganizationRecord | undefined> {
  const row = await knex<OrganizationRow>(ORGANIZATIONS).where({ id }).first();
  return row && organizationRecord(row);
}

/** The organizations of the given ids, by id (a user's positions). */
export async function organizationsByIds(knex: Knex, ids: readonly string[]): Promise<Map<string, OrganizationRecord>> {
  const rows = ids.length ? await knex<OrganizationRow>(ORGANIZATIONS).whereIn('id', [...new Set(ids)]) : [];
  return new Map(rows.map((row) => [row.id, organizationRecord(row)]));
}

/** An organization as its members see it (the read-only /organization screen). */
export async function memberOrganization(knex: Knex, id: string): Promise<MemberOrganizationRecord | undefined> {
  const row = await knex<OrganizationRow>(ORGANIZATIONS).where({ id }).first();
  if (!row) return undefined;
  const longestServing = (role: string) =>
    knex({ p: usersReadModel.tables.positions })
      .join({ u: usersReadModel.tables.users }, 'u.id', 'p.user_id')
      .where({ 'p.organization_id': id, 'p.role': role, 'p.status': 'active' })
      .orderBy([{ column: 'p.created_at' }, { column: 'p.id' }])
      .first<{ id: string; name: string } | undefined>('u.id', 'u.name');
  const ownerRole = ownerRoleOf(row.supervision_type);
  const coordinator = await longestServing('coordinator');
  const owner = ownerRole === 'coordinator' ? coordinator : await longestServing(ownerRole);
  return {
    id: row.id,
    name: row.name,
    logo_image_url: row.logo_image_url,
    supervision_type: row.supervision_type,
    dynamic_words: row.dynamic_words,
    organization_settings: row.organization_settings,
    owner_role: ownerRole,
    owner: owner ? { id: owner.id, name: owner.name } : null,
    program_coordinator: coordinator ? { id: coordinator.id, name: coordinator.name } : null,
  };
}

/** An organization's words for roles and places (SPINE-12), for the server's own texts (organizationWording). */
export async function organizationWordsOf(knex: Knex, id: string | null | undefined): Promise<OrganizationWords> {
  if (!id) return undefined;
  const row = await knex(ORGANIZATIONS).where({ id }).first<Pick<OrganizationRow, 'dynamic_words'> | undefined>('dynamic_words');
  return row?.dynamic_words;
}
