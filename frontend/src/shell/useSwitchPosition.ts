// The session moves to another position (PATCH /api/users/current_position/{id}) or into an auditor
// session an organization granted (PUT /api/session/auditor/{id}). The landing page is then loaded anew, as
// login-as does: every cached read, the route guard's permissions and the realtime socket belonged to the old
// role. Navigating inside the app raced: the location change is a React transition, so the permissions refetched
// under the new role could reach the route guard while the old screen was still on, and it sent the user to
// "Permission denied" for the screen they were leaving (or the old screen's refetch was refused).
import { useNotify } from 'ra-core';
import { httpClient } from '../dataProvider';
import { startInNewSession } from '../identity/currentUser';

/** `open` loads the landing page: at once for a position (the session stays), after its settling for a new session. */
function useSessionSwitch(request: (id: string) => Promise<unknown>, open: () => Promise<void> | void): (id: string) => Promise<void> {
  const notify = useNotify();
  return async (id) => {
    try {
      await request(encodeURIComponent(id));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
      return;
    }
    // the answer's X-Position is kept in session storage: the new page's reads wait for it
    await open();
  };
}

export const useSwitchPosition = () =>
  useSessionSwitch(
    (id) => httpClient(`/api/users/current_position/${id}`, { method: 'PATCH', body: '{}' }),
    () => window.location.assign('/dashboard'),
  );

/** Opens a grant made to the user: the read-only auditor session lands on the organization's audit trail. */
export const useOpenAuditorAccess = () =>
  useSessionSwitch(
    (id) => httpClient(`/api/session/auditor/${id}`, { method: 'PUT', body: '{}' }),
    () => startInNewSession('/audit'),
  );
