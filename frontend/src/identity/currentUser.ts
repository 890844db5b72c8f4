// GET /api/users/current, loaded once per session and shared by the auth
// provider (checkAuth, identity, permissions) and the screens.
import { useGetIdentity } from 'ra-core';
import { type Role } from '@practicum/shared/access/roles';
import { type OrganizationSettings, type DynamicWords } from '../organizations/types';
import { httpClient } from '../dataProvider';

export interface CurrentPosition {
  id: string;
  status: string;
  user_id: string;
  role: { keyname: Role; name: string };
  organization: {
    id: string;
    name: string;
    logo_image_url: string | null;
    dynamic_words?: Partial<DynamicWords>;
    organization_settings?: Partial<OrganizationSettings>;
  };
}

export interface CurrentUser {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  status: string;
  is_impersonating: boolean;
  /** Spec 000 §7: the profile photo, and whether to prompt for one. */
  profile_image_url?: string | null;
  profile_image_uuid?: string | null;
  profile_image_prompt?: boolean;
  current_position: CurrentPosition | null;
  positions: CurrentPosition[];
}

let pending: Promise<CurrentUser> | undefined;

export function loadCurrentUser(): Promise<CurrentUser> {
  pending ??= httpClient('/api/users/current').then(
    ({ json }) => json as CurrentUser,
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export function forgetCurrentUser(): void {
  pending = undefined;
}

export const roleOf = (user: CurrentUser | undefined): Role | undefined => user?.current_position?.role.keyname;

/** The signed-in user, from react-admin's identity cache. */
export function useCurrentUser(): { user: CurrentUser | undefined; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  return { user: (identity as { user?: CurrentUser } | undefined)?.user, isPending };
}
