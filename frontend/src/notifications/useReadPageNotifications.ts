// Opening a record reads the signed-in user's notifications about it (those linking to the page now shown),
// so the bell's count follows what the user has seen, however they got there. Marking read is a write:
// not while impersonating, nor in a read-only session (the server refuses both). The bell hears the reads
// through its private channel once the notifier has applied them.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../identity/currentUser';
import { readOnlyReason } from '../session/useCanWrite';
import { markLinkRead } from './api';

/** Call on a record page with `shown` true once its record is on screen. */
export function useReadPageNotifications(shown: boolean): void {
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const canMark = !!user && !user.is_impersonating && readOnlyReason(user) === null;
  useEffect(() => {
    if (shown && canMark) markLinkRead(pathname).catch(() => undefined);
  }, [shown, canMark, pathname]);
}
