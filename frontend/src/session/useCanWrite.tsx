// Whether the signed-in user may change anything: a graduated user (or one acting in a graduated position) and an
// auditor only read, and the command service refuses their every write (readOnlyGuard). The screens ask this one
// hook, so they offer no action the server would refuse; react-admin's own buttons ask it through canAccess.
import type { ReactNode } from 'react';
import { isReadOnly, type PositionStatus, type UserStatus } from '@practicum/shared/domain/identity/statuses';
import { useCurrentUser, type CurrentUser } from '../identity/currentUser';

/** Why the user only reads: their account (or position) graduated, or this is an auditor session; null: they may write. */
export function readOnlyReason(user: CurrentUser | undefined): 'graduated' | 'auditor' | null {
  if (!user) return null;
  if (user.current_position?.role.keyname === 'auditor') return 'auditor';
  return isReadOnly(user.status as UserStatus, user.current_position?.status as PositionStatus | undefined) ? 'graduated' : null;
}

/** False while the signed-in user may only read (and while nobody is known to be signed in yet: nothing to offer). */
export function useCanWrite(): boolean {
  const { user } = useCurrentUser();
  return user !== undefined && readOnlyReason(user) === null;
}

/** Its children only for a user who may write: the way a screen leaves out an action the server would refuse. */
export const WhenCanWrite = ({ children }: { children: ReactNode }) => (useCanWrite() ? <>{children}</> : null);
