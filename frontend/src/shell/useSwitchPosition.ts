// PATCH /api/users/current_position/{id}: the server moves the session to the
// position; every cached read belonged to the old one, so all are refetched.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useNotify } from 'ra-core';
import { httpClient } from '../dataProvider';
import { forgetCurrentUser } from '../identity/currentUser';

export function useSwitchPosition(): (positionId: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  return async (positionId) => {
    try {
      await httpClient(`/api/users/current_position/${encodeURIComponent(positionId)}`, { method: 'PATCH', body: '{}' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
      return;
    }
    forgetCurrentUser();
    await queryClient.invalidateQueries();
    await navigate('/dashboard');
  };
}
