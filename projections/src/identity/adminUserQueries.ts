// The platform admin's reads of users (spec 000 §2.3 /admin/users, §2.4 user-details modal): every user
// with the roles and organization names of their positions, one user's details, and who of a list of ids
// (those online) the users read model knows.
import type { Knex } from 'knex';
import type { AdminUserDetails, AdminUserRecord, OnlineUser, RecentUser, RecentUsers } from '@practicum/shared/domain/identity/records';
import { accessPassesReadModel, traineeAccessOf } from '../accessPasses/readModel.js';
import { currentTraining, trainingQueryReads } from '../trainings/queries.js';
import { organizationsReadModel } from '../organizations/readModel.js';
import { personColumns, personSearchColumns } from './peopleQueries.js';
import { usersReadModel } from './readModel.js';

/** The read models the admin's user reads join. */
export const adminUserReads = [usersReadModel, organizationsReadModel, accessPassesReadModel, ...trainingQueryReads] as const;

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
export const adminUserColumns = { ...personColumns, created_at: 'u.created_at' };
export const adminUserSearchColumns = personSearchColumns;

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

/**
 * Every user, or those holding a position of one of the roles and/or in one of the organizations. With
 * `scope` (a coordinator's user search, PEOPLE-11) only the users holding a position in that organization,
 * and only that organization's roles and name: nothing of the user's other organizations shows.
 */
export function adminUsers(knex: Knex, filter: { role?: string[]; organizationId?: string[]; scope?: string }): Knex.QueryBuilder {
  const { role, organizationId, scope } = filter;
  const [inScope, bindings] = scope ? [' AND p.organization_id = ?', [scope]] : ['', []];
  const qb = knex({ u: USERS }).select(
    'u.*',
    knex.raw(`(SELECT array_agg(DISTINCT p.role) FROM ${POSITIONS} p WHERE p.user_id = u.id${inScope}) AS roles`, bindings),
    knex.raw(
      `(SELECT array_agg(DISTINCT o.name) FROM ${POSITIONS} p JOIN ${ORGANIZATIONS} o ON o.id = p.organization_id WHERE p.user_id = u.id${inScope}) AS organizations`,
      bindings,
    ),
  );
  if (role || organizationId || scope)
    qb.whereExists((sub) => {
      sub.select(knex.raw('1')).from({ p: POSITIONS }).whereRaw('p.user_id = u.id');
      if (role) sub.whereIn('p.role', role);
      if (organizationId) sub.whereIn('p.organization_id', organizationId);
      if (scope) sub.where('p.organization_id', scope);
    });
  return qb;
}

/** Every role the user holds in any organization (login-as is refused for admins, so rows hide it). */
const rolesOf = (knex: Knex) =>
  knex.raw(`coalesce((SELECT array_agg(DISTINCT p.role) FROM ${POSITIONS} p WHERE p.user_id = u.id), '{}') AS roles`);

/** The users of the ids the users read model knows, in the order given. */
export async function onlineUsers(knex: Knex, ids: readonly string[]): Promise<OnlineUser[]> {
  const rows: OnlineUser[] = ids.length
    ? await knex({ u: USERS }).select<OnlineUser[]>('u.id', 'u.name', 'u.email', rolesOf(knex)).whereIn('u.id', ids)
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const user = byId.get(id);
    return user ? [user] : [];
  });
}

/** One user with every position (the admin sees all organizations). */
type AdminUserDetailRow = AdminUserRow & {
  phone: string | null;
  timezone: string | null;
  state_id: string | null;
  zip: string | null;
  hipaa_completed_at: Date | null;
  current_position_id: string | null;
};

export async function adminUserDetails(knex: Knex, id: string, today: string): Promise<AdminUserDetails | undefined> {
  const user = await knex<AdminUserDetailRow>(USERS).where({ id }).first();
  if (!user) return undefined;
  const positions = (await knex({ p: POSITIONS })
    .leftJoin({ o: ORGANIZATIONS }, 'o.id', 'p.organization_id')
    .select('p.id', 'p.role', 'p.role_name', 'p.status', 'p.organization_id', 'o.name as organization_name', 'p.created_at')
    .where('p.user_id', id)
    .orderBy('p.created_at')) as PositionDetailRow[];
  const access = await traineeAccessOf(knex, positions, user.current_position_id);
  const isTrainee = positions.some((p) => p.role === 'trainee');
  const admin = { userId: id, positionId: null, organizationId: null, role: 'admin' as const };
  const training = isTrainee ? await currentTraining(knex, admin, id, today) : null;
  return {
    id: user.id,
    name: user.name,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    status: user.status,
    joindate: user.created_at.toISOString(),
    // PEOPLE-16: what the account and signup keep; no screen collects a street address yet
    phone: user.phone,
    address1: null,
    address2: null,
    city: null,
    state: user.state_id,
    zip: user.zip,
    timezone: user.timezone,
    hipaa_completed: user.hipaa_completed_at !== null,
    trainee_account_limited: access.trainee_account_limited,
    training_access_expires_at: access.training_access_expires_at,
    training: training && {
      id: training.id,
      plan_name: training.training_plan_name,
      start_at: training.start_at,
      end_at: training.end_at,
      faculty_name: training.faculty?.name ?? null,
    },
    // ADMIN-12: campus placements are not shown
    placements: (training?.placements ?? [])
      .filter((p) => !p.is_campus)
      .map((p) => ({ id: p.id, site_name: p.supervision_site.name, status: p.status })),
    positions: positions.map((p) => ({
      id: p.id,
      status: p.status,
      role: { keyname: p.role, name: p.role_name },
      organization: { id: p.organization_id, name: p.organization_name },
    })),
  };
}

export const RECENT_USERS_SIZE = 20;

type RecentRow = Omit<RecentUser, 'at'> & { at: Date };
const recentOf = (rows: RecentRow[]): RecentUser[] => rows.map((r) => ({ ...r, at: r.at.toISOString() }));

/** ADMIN-07: the latest sign-in of the 20 users who signed in last, and the 20 newest accounts. */
export async function recentUsers(knex: Knex): Promise<RecentUsers> {
  const base = () => knex({ u: USERS }).select('u.id', 'u.name', 'u.email', 'u.status', rolesOf(knex)).limit(RECENT_USERS_SIZE);
  const [logins, signups] = (await Promise.all([
    base()
      .select('u.last_signed_in_at as at')
      .whereNotNull('u.last_signed_in_at')
      .orderBy([
        { column: 'u.last_signed_in_at', order: 'desc' },
        { column: 'u.id', order: 'asc' },
      ]),
    base()
      .select('u.created_at as at')
      .orderBy([
        { column: 'u.created_at', order: 'desc' },
        { column: 'u.id', order: 'asc' },
      ]),
  ])) as [RecentRow[], RecentRow[]];
  return { logins: recentOf(logins), signups: recentOf(signups) };
}
