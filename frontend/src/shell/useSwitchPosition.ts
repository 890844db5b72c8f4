// The session moves to another position (PATCH /api/users/current_position/{id}) or into an auditor
// session an organization granted (PUT /api/session/auditor/{id}). The landing page is then loaded anew, as
// login-as does: every cached read, the route guard's permissions and the realtime socket belonged to the old
// role. Navigating inside the app raced: the location change is a React transition, so the permissions refetched
// under the new role could reach the route guard while the old screen was still on, and it sent the user to
// "Permission denied" for the screen they were leaving (or the old screen's refetch was refused).
import { useNotify } from 'ra-core';
import { httpClient, sessionSwitches } from '../dataProvider';
import { settleSessionSwitch } from '../identity/currentUser';

function useSessionSwitch(request: (id: string) => Promise<unknown>, landing: string): (id: string) => Promise<void> {
  const notify = useNotify();
  return async (id) => {
    try {
      await sessionSwitches.during(() => request(encodeURIComponent(id)));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
      return;
    }
    await settleSessionSwitch();
    // the answer's X-Position is kept in session storage: the new page's reads wait for it
    window.location.assign(landing);
  };
}

export const useSwitchPosition = () =>
  useSessionSwitch((id) => httpClient(`/api/users/current_position/${id}`, { method: 'PATCH', body: '{}' }), '/dashboard');

/** Opens a grant made to the user: the read-only auditor session lands on the organization's audit trail. */
export const useOpenAuditorAccess = () =>
  useSessionSwitch((id) => httpClient(`/api/session/auditor/${id}`, { method: 'PUT', body: '{}' }), '/audit');
