// The signed-in user as GET /api/users/current answers it (spec 000 §3.4, as far as the data exists):
// the users read model's row, every position with its organization, and which one is current.
import type { Knex } from 'knex';
import type { Role } from '@practicum/shared/access/roles';
import type { CurrentPosition, CurrentUser } from '@practicum/shared/domain/identity/records';
import { organizationsByIds } from '../organizations/queries.js';
import { organizationsReadModel } from '../organizations/readModel.js';
import { usersReadModel } from './readModel.js';

/** The read models the current user is read from. */
export const currentUserReads = [usersReadModel, organizationsReadModel] as const;

type UserRow = Pick<CurrentUser, 'id' | 'first_name' | 'last_name' | 'name' | 'email' | 'status' | 'phone' | 'timezone'> & {
  terms_accepted_at: Date | null;
  profile_image_uuid: string | null;
  profile_image_prompt_dismissed: boolean;
  created_at: Date;
};

interface PositionRow {
  id: string;
  user_id: string;
  organization_id: string;
  role: Role;
  role_name: string;
  status: string;
}

export interface CurrentUserQuery {
  userId: string;
  positionId: string | null;
  impersonating: boolean;
  /** The profile photo's url for this reader's session, if files can be served. */
  photoUrl: ((uuid: string) => string) | null;
}

/** The user with every position, or undefined when the users projection does not know them. */
export async function currentUser(knex: Knex, query: CurrentUserQuery): Promise<CurrentUser | undefined> {
  const user = await knex<UserRow>(usersReadModel.tables.users).where({ id: query.userId }).first();
  if (!user) return undefined;
  const positions = await knex<PositionRow>(usersReadModel.tables.positions).where({ user_id: query.userId }).orderBy('created_at');
  const organizations = await organizationsByIds(
    knex,
    positions.map((p) => p.organization_id),
  );
  const records = positions.map((p): CurrentPosition => ({
    id: p.id,
    is_current: p.id === query.positionId,
    status: p.status,
    user_id: p.user_id,
    organization_id: p.organization_id,
    role: { keyname: p.role, name: p.role_name },
    organization: organizations.get(p.organization_id) ?? null,
    trainee_account_limited: false,
    live_sessions_allowed: true,
  }));
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: user.name,
    email: user.email,
    status: user.status,
    phone: user.phone,
    timezone: user.timezone,
    has_accepted_terms: user.terms_accepted_at !== null,
    has_accepted_privacy: user.terms_accepted_at !== null,
    created_at: user.created_at.toISOString(),
    profile_image_uuid: user.profile_image_uuid,
    profile_image_id: user.profile_image_uuid,
    profile_image_url: user.profile_image_uuid && query.photoUrl ? query.photoUrl(user.profile_image_uuid) : null,
    profile_image_prompt: !user.profile_image_uuid && !user.profile_image_prompt_dismissed,
    is_impersonating: query.impersonating,
    current_position: records.find((p) => p.is_current) ?? null,
    positions: records,
  };
}
