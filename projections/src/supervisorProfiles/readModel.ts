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
import { signupAnswerTexts, signupReadModel } from '../signup/readModel.js';
import type { MaybeOrganizationReader } from '../reader.js';
import { defineReadModel } from '../runner/readModel.js';

export const supervisorProfilesReadModel = defineReadModel({
  projections: ['supervisorProfiles'],
  tables: { supervisor_profiles: 'supervisor_profiles' },
});
/** The profile joins the user's name and positions and their signup answers, so reads wait for those. */
export const supervisorProfileReads = [supervisorProfilesReadModel, usersReadModel, signupReadModel] as const;

const PROFILES = supervisorProfilesReadModel.tables.supervisor_profiles;
const USERS = usersReadModel.tables.users;
const POSITIONS = usersReadModel.tables.positions;

export type ProfileReader = MaybeOrganizationReader;

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
    signup_responses: await signupAnswerTexts(knex, userId),
    profile_complete: complete,
    supervisor_profile_prompt: !complete && !row.prompt_dismissed,
    editable: reader.userId === userId && (reader.role === 'supervisor' || reader.role === 'faculty'),
    updated_at: row.updated_at ? row.updated_at.toISOString() : null,
  };
}

/** PEOPLE-15: what the current user carries of their supervision profile (its defaults without one). */
export async function directoryFieldsOf(
  knex: Knex,
  userId: string,
  role: string | null,
): Promise<{ supervisor_profile_prompt: boolean; accepting_trainees: boolean; directory_bio: string; directory_wants: string }> {
  const row = await knex(PROFILES).where({ user_id: userId }).first<ProfileRow | undefined>();
  const empty = emptyProfile();
  const details = Object.fromEntries(
    (Object.keys(empty) as (keyof ProfileDetails)[]).map((key) => [key, row?.[key] ?? empty[key]]),
  ) as ProfileDetails;
  const complete = isProfileComplete({ ...details, licenses: row?.licenses ?? [] });
  return {
    supervisor_profile_prompt: (role === 'supervisor' || role === 'faculty') && !complete && !row?.prompt_dismissed,
    accepting_trainees: details.accepting_trainees,
    directory_bio: details.directory_bio,
    directory_wants: details.directory_wants,
  };
}
