// The admin's positions (ADMIN-25): every position of every user, the removed ones too (with when), for the list
// that restores them; and a user's HIPAA-trained status (ADMIN-16).
import type { Knex } from 'knex';
import type { AdminPositionRecord, HipaaStatusRecord } from '@practicum/shared/domain/identity/records';
import { organizationsReadModel } from '../organizations/readModel.js';
import { usersReadModel } from './readModel.js';

const { users: USERS, positions: POSITIONS, removed_positions: REMOVED } = usersReadModel.tables;
const ORGANIZATIONS = organizationsReadModel.tables.organizations;

export const positionReads = [usersReadModel, organizationsReadModel] as const;

export interface AdminPositionRow {
  id: string;
  user_id: string;
  user_name: string;
  email: string;
  organization_id: string;
  organization_name: string | null;
  role: string;
  role_name: string;
  status: string;
  created_at: Date;
  removed_at: Date | null;
}

const positionColumns = ['id', 'user_id', 'organization_id', 'role', 'role_name', 'status', 'created_at'];

/** Live and removed positions as one relation `ap`, with their user and organization. */
export const adminPositions = (knex: Knex): Knex.QueryBuilder =>
  knex
    .from(
      knex
        .select([...positionColumns, knex.raw('null::timestamptz as removed_at')])
        .from(POSITIONS)
        .unionAll(knex.select([...positionColumns, 'removed_at']).from(REMOVED))
        .as('ap'),
    )
    .join({ u: USERS }, 'u.id', 'ap.user_id')
    .leftJoin({ o: ORGANIZATIONS }, 'o.id', 'ap.organization_id')
    .select('ap.*', 'u.name as user_name', 'u.email', 'o.name as organization_name');

/** API field → column, for the list's sort and filters. */
export const adminPositionColumns = {
  id: 'ap.id',
  user_id: 'ap.user_id',
  organization_id: 'ap.organization_id',
  role: 'ap.role',
  status: 'ap.status',
  user_name: 'u.name',
  organization_name: 'o.name',
  created_at: 'ap.created_at',
  removed_at: 'ap.removed_at',
};
export const adminPositionSearchColumns = ['u.name', 'u.email', 'o.name'];

export const adminPositionRecord = (row: AdminPositionRow): AdminPositionRecord => ({
  id: row.id,
  user_id: row.user_id,
  user_name: row.user_name,
  email: row.email,
  organization: { id: row.organization_id, name: row.organization_name },
  role: { keyname: row.role, name: row.role_name },
  status: row.status,
  created_at: row.created_at.toISOString(),
  removed: row.removed_at !== null,
  removed_at: row.removed_at?.toISOString() ?? null,
});

/** ADMIN-16: a trainee must have passed the HIPAA course; anyone else is always considered to meet it (000 §5). */
export async function hipaaStatus(knex: Knex, userId: string): Promise<HipaaStatusRecord | undefined> {
  const user = await knex(USERS)
    .where({ id: userId })
    .first<{ id: string; hipaa_completed_at: Date | null } | undefined>('id', 'hipaa_completed_at');
  if (!user) return undefined;
  const trainee = await knex(POSITIONS).where({ user_id: userId, role: 'trainee' }).first<{ id: string } | undefined>('id');
  const completed = user.hipaa_completed_at !== null;
  return {
    user_id: user.id,
    hipaa_completed: completed,
    hipaa_completed_at: user.hipaa_completed_at?.toISOString() ?? null,
    hipaa_required: trainee !== undefined,
    hipaa_trained: completed || trainee === undefined,
  };
}
