// A session that cannot be read sends the reader back to the index (spec 002 §2: "Loading a session by id that
// returns 403 or 404 redirects the user to /livesessions"), its details page and its room alike. A trainee refused
// for want of the HIPAA course or a current pass (LIVE-36, PASS-13) is told so, by the rule the server refused by.
import { useEffect } from 'react';
import { liveSessionRefusal } from '@practicum/shared/domain/liveSessions/index';
import { roleOf, useCurrentUser } from '../identity/currentUser';
import { useReadRefusedThenList } from '../layout/readRefusedThenList';
import { meetingPaths } from './types';

export function useSessionRefusedThenList(error: unknown): void {
  const { onError: readRefused } = useReadRefusedThenList(meetingPaths.list);
  const { user } = useCurrentUser();
  const refusal = user
    ? liveSessionRefusal({
        role: roleOf(user) ?? null,
        hipaaCompleted: user.hipaa_completed,
        accessPassRequired: user.current_position?.trainee_account_limited ?? false,
      })
    : null;
  useEffect(() => {
    const status = (error as { status?: number } | null)?.status;
    if (status === 403 || status === 404 || status === 422) readRefused(status === 403 ? (refusal ?? undefined) : undefined);
  }, [error, readRefused, refusal]);
}
