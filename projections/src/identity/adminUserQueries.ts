// The platform admin's reads of users (spec 000 §2.3 /admin/users, §2.4 user-details modal): every user
// with the roles and organization names of their positions, one user's details, and who of a list of ids
// (those online) the users read model knows.
import type { Knex } from 'knex';
import type { AdminUserDetails, AdminUserRecord, OnlineUser } from '@practicum/shared/domain/identity/records';
import { organizationsReadModel } from '../organizations/readModel.js';
import { usersReadModel } from './readModel.js';

/** The read models the admin's user reads join. */
export const adminUserReads = [usersReadModel, organizationsReadModel] as const;

const { users: USERS, positions: POSITIONS } = usersReadModel.tables;
const ORGANIZATIONS = organizationsReadModel.tables.organizations;

export interface AdminUserRow {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  status: string;
  created_at: Date;
  roles: string[] | null;
  organizations: string[] | null;
}

interface PositionDetailRow {
  id: string;
  role: string;
  role_name: string;
  status: string;
  organization_id: string;
  organization_name: string | null;
  created_at: Date;
}

/** API field → column, for the list's sort and filters. */
export const adminUserColumns = {
  id: 'u.id',
  name: 'u.name',
  first_name: 'u.first_name',
  last_name: 'u.last_name',
  email: 'u.email',
  status: 'u.status',
  created_at: 'u.created_at',
};
export const adminUserSearchColumns = ['u.name', 'u.email'];

export const adminUserRecord = (row: AdminUserRow): AdminUserRecord => ({
  id: row.id,
  name: row.name,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  status: row.status,
  joindate: row.created_at.toISOString(),
  roles: row.roles ?? [],
  organizations: row.organizations ?? [],
});

/** Every user, or those holding a position of one of the roles and/or in one of the organizations. */
export function adminUsers(knex: Knex, filter: { role?: string[]; organizationId?: string[] }): Knex.QueryBuilder {
  const qb = knex({ u: USERS }).select(
    'u.*',
    knex.raw(`(SELECT array_agg(DISTINCT p.role) FROM ${POSITIONS} p WHERE p.user_id = u.id) AS roles`),
    knex.raw(
      `(SELECT array_agg(DISTINCT o.name) FROM ${POSITIONS} p JOIN ${ORGANIZATIONS} o ON o.id = p.organization_id WHERE p.user_id = u.id) AS organizations`,
    ),
  );
  const { role, organizationId } = filter;
  if (role || organizationId)
    qb.whereExists((sub) => {
      sub.select(knex.raw('1')).from({ p: POSITIONS }).whereRaw('p.user_id = u.id');
      if (role) sub.whereIn('p.role', role);
      if (organizationId) sub.whereIn('p.organization_id', organizationId);
    });
  return qb;
}

/** The users of the ids the users read model knows, in the order given. */
export async function onlineUsers(knex: Knex, ids: readonly string[]): Promise<OnlineUser[]> {
  const rows: OnlineUser[] = ids.length ? await knex(USERS).select<OnlineUser[]>('id', 'name', 'email').whereIn('id', ids) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    return user ? [user] : [];
  });
}

/** One user with every position (the admin sees all organizations). */
export async function adminUserDetails(knex: Knex, id: string): Promise<AdminUserDetails | undefined> {
  const user = await knex<AdminUserRow>(USERS).where({ id }).first();
  if (!user) return undefined;
  const positions = (await knex({ p: POSITIONS })
    .leftJoin({ o: ORGANIZATIONS }, 'o.id', 'p.organization_id')
    .select('p.id', 'p.role', 'p.role_name', 'p.status', 'p.organization_id', 'o.name as organization_name', 'p.created_at')
    .where('p.user_id', id)
    .orderBy('p.created_at')) as PositionDetailRow[];
  return {
    id: user.id,
    name: user.name,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    status: user.status,
    joindate: user.created_at.toISOString(),
    // Contact and training fields arrive with the account and training issues.
    phone: null,
    address1: null,
    address2: null,
    city: null,
    state: null,
    zip: null,
    timezone: null,
    positions: positions.map((p) => ({
      id: p.id,
      status: p.status,
      role: { keyname: p.role, name: p.role_name },
      organization: { id: p.organization_id, name: p.organization_name },
    })),
  };
}
