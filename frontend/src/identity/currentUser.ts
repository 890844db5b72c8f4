// GET /api/users/current, loaded once per session and shared by the auth
// provider (checkAuth, identity, permissions) and the screens.
import { useGetIdentity } from 'ra-core';
import { type Role } from '@practicum/shared/access/roles';
import type { CurrentPosition, CurrentUser } from '@practicum/shared/domain/identity/records';
import { httpClient } from '../dataProvider';
import { takePageAnswer } from '../session/pageAnswers';

export type { CurrentUser, CurrentPosition };

let pending: Promise<CurrentUser> | undefined;

export function loadCurrentUser(): Promise<CurrentUser> {
  if (!pending) {
    // the page is sent with its signed-in user: the first load needs no round trip
    const sent = takePageAnswer<CurrentUser>('users/current');
    if (sent) pending = Promise.resolve(sent);
  }
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
