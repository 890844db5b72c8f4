// The supervisor profiles' read contract (ARCHITECTURE §4.1): one row per user
// who has ever saved a profile, licence or prompt dismissal; a user without a
// row has the empty profile. Who may read whose profile is SQL over positions.
import type { Knex } from 'knex';
import {
  emptyProfile,
  isProfileComplete,
  type License,
  type ProfileDetails,
  type SupervisionProfileRecord,
} from '@practicum/shared/domain/supervisorProfiles/index';
import { usersReadModel } from '../identity/readModel.js';
import { defineReadModel } from '../runner/readModel.js';

export const supervisorProfilesReadModel = defineReadModel({
  projections: ['supervisorProfiles'],
  tables: { supervisor_profiles: 'supervisor_profiles' },
});
/** The profile joins the user's name and positions, so reads wait for both. */
export const supervisorProfileReads = [supervisorProfilesReadModel, usersReadModel] as const;

const PROFILES = supervisorProfilesReadModel.tables.supervisor_profiles;
const USERS = usersReadModel.tables.users;
const POSITIONS = usersReadModel.tables.positions;

export interface ProfileReader {
  userId: string;
  organizationId: string | null;
  role: string | null;
}

/**
 * Its owner reads a profile; so do the coordinators and faculty of an organization
 * where the profile's user holds a position (the read-only view). Anyone else: absent.
 */
export async function canReadProfile(knex: Knex, reader: ProfileReader, userId: string): Promise<boolean> {
  if (reader.userId === userId) return true;
  if (!reader.organizationId || (reader.role !== 'coordinator' && reader.role !== 'faculty')) return false;
  const row: unknown = await knex(POSITIONS).where({ user_id: userId, organization_id: reader.organizationId }).first('id');
  return row !== undefined;
}

type ProfileRow = ProfileDetails & {
  user_id: string;
  name: string;
  email: string;
  licenses: License[] | null;
  prompt_dismissed: boolean | null;
  updated_at: Date | null;
};

/** The profile of a user as `reader` sees it, or undefined for an unknown user. */
export async function supervisionProfile(knex: Knex, reader: ProfileReader, userId: string): Promise<SupervisionProfileRecord | undefined> {
  const row = await knex({ u: USERS })
    .leftJoin({ p: PROFILES }, 'p.user_id', 'u.id')
    .where('u.id', userId)
    // p.* first: without a profile row its null user_id is overwritten by the user's id
    .first<ProfileRow | undefined>('p.*', 'u.id as user_id', 'u.name', 'u.email');
  if (!row) return undefined;
  const empty = emptyProfile();
  const details = Object.fromEntries(
    (Object.keys(empty) as (keyof ProfileDetails)[]).map((key) => [key, row[key] ?? empty[key]]),
  ) as ProfileDetails;
  const licenses = row.licenses ?? [];
  const complete = isProfileComplete({ ...details, licenses });
  return {
    id: row.user_id,
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    ...details,
    licenses,
    signup_responses: [],
    profile_complete: complete,
    supervisor_profile_prompt: !complete && !row.prompt_dismissed,
    editable: reader.userId === userId && (reader.role === 'supervisor' || reader.role === 'faculty'),
    updated_at: row.updated_at ? row.updated_at.toISOString() : null,
  };
}
