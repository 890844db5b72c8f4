// The session moves to another position (PATCH /api/users/current_position/{id}) or into an auditor
// session an organization granted (PUT /api/session/auditor/{id}); every cached read belonged to the old
// session, so all are refetched once the screen for the new role is open.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useNotify } from 'ra-core';
import { httpClient } from '../dataProvider';
import { forgetCurrentUser } from '../identity/currentUser';

function useSessionSwitch(request: (id: string) => Promise<unknown>, landing: string): (id: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  return async (id) => {
    try {
      await request(encodeURIComponent(id));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
      return;
    }
    forgetCurrentUser();
    // leave the old screen first: refetched under the new role, its reads could be refused (a Forbidden modal)
    await navigate(landing);
    await queryClient.invalidateQueries();
  };
}

export const useSwitchPosition = () =>
  useSessionSwitch((id) => httpClient(`/api/users/current_position/${id}`, { method: 'PATCH', body: '{}' }), '/dashboard');

/** Opens a grant made to the user: the read-only auditor session lands on the organization's audit trail. */
export const useOpenAuditorAccess = () =>
  useSessionSwitch((id) => httpClient(`/api/session/auditor/${id}`, { method: 'PUT', body: '{}' }), '/audit');
