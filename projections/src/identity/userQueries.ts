// Small reads of the users read model: a user's summary (the initial state), a name (pushed records), and
// the user picker's options (spec 001 §3 Available user option: active positions of an organization,
// admins left out, optionally some roles only, without some positions, matching a name).
import type { Knex } from 'knex';
import type { PickerUser } from '@practicum/shared/domain/tasks/userPicker';
import type { Supervisor } from '@practicum/shared/domain/placements/supervision';
import { whereSupervised } from '../placements/supervision.js';
import { usersReadModel } from './readModel.js';

const { users: USERS, positions: POSITIONS } = usersReadModel.tables;

export interface UserSummary {
  id: string;
  name: string;
  email: string;
  status: string;
}

export const userSummary = (knex: Knex, id: string): Promise<UserSummary | undefined> =>
  knex(USERS).select('id', 'name', 'email', 'status').where({ id }).first<UserSummary | undefined>();

/** The time zone of the user's profile (null: none set), in which the server writes the times it gives them. */
export async function userTimeZone(knex: Knex, id: string): Promise<string | null> {
  const row = await knex(USERS).where({ id }).first<{ timezone: string | null } | undefined>('timezone');
  return row?.timezone ?? null;
}

/** The profile time zone of the user with this (normalized) email, or null: no such user, or none set. */
export async function userTimeZoneByEmail(knex: Knex, email: string): Promise<string | null> {
  const row = await knex(USERS).where({ email }).first<{ timezone: string | null } | undefined>('timezone');
  return row?.timezone ?? null;
}

export async function userName(knex: Knex, id: string): Promise<string | null> {
  const row = await knex(USERS).where({ id }).first<{ name: string } | undefined>('name');
  return row?.name ?? null;
}

export interface PickerFilter {
  roles: readonly string[];
  /** Position ids left out (already picked). */
  omit: readonly string[];
  /** Part of the name, matched case-insensitively. */
  q: string;
  /** Only the trainees this supervisor supervises (the others of the organization are not theirs to assess). */
  supervisedBy?: Supervisor;
}

export async function availableUsers(knex: Knex, organizationId: string, filter: PickerFilter): Promise<PickerUser[]> {
  const query = knex({ p: POSITIONS })
    .join({ u: USERS }, 'u.id', 'p.user_id')
    .where({ 'p.organization_id': organizationId, 'p.status': 'active' })
    .whereNot('p.role', 'admin')
    .select('u.id', 'u.name', 'p.id as position_id', 'p.role as role_keyname', 'p.organization_role_name as role_name')
    .orderBy('u.name')
    .orderBy('p.id');
  if (filter.roles.length) query.whereIn('p.role', filter.roles);
  if (filter.omit.length) query.whereNotIn('p.id', filter.omit);
  if (filter.supervisedBy) {
    const supervisor = filter.supervisedBy;
    query.where((q) => {
      void q.whereNot('p.role', 'trainee').orWhere((trainees) => {
        void whereSupervised(trainees, 'p.user_id', 'trainee_id', supervisor);
      });
    });
  }
  if (filter.q) query.whereILike('u.name', `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`);
  return (await query) as PickerUser[];
}
