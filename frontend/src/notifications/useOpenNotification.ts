// Clicking a notification (spec 001 §2): another position's asks to switch first;
// an unread one is marked read unless impersonating; then its link opens
// (an external one in a new tab).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useNotify } from 'ra-core';
import { httpClient } from '../dataProvider';
import { forgetCurrentUser, useCurrentUser } from '../identity/currentUser';
import { isExternal, markAsRead, notificationsChanged, type NotificationRecord } from './api';
import { readOnlyReason } from '../session/useCanWrite';

export function useOpenNotification(options: {
  confirmSwitch: (notification: NotificationRecord) => Promise<boolean>;
  onRead: (id: string) => void;
}) {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return async (notification: NotificationRecord): Promise<void> => {
    try {
      const otherPosition =
        notification.position_id !== null && user?.current_position && notification.position_id !== user.current_position.id;
      let switched = false;
      if (otherPosition) {
        if (!(await options.confirmSwitch(notification))) return;
        await httpClient(`/api/users/current_position/${encodeURIComponent(notification.position_id!)}`, { method: 'PATCH', body: '{}' });
        switched = true;
      }
      // marking read is a write: not while impersonating, nor in a read-only session (the server refuses both)
      if (notification.read_at === null && !user?.is_impersonating && readOnlyReason(user) === null) {
        await markAsRead(notification.id);
        options.onRead(notification.id);
        notificationsChanged();
      }
      if (switched) {
        forgetCurrentUser();
        await queryClient.invalidateQueries();
      }
      if (isExternal(notification.link_uri)) window.open(notification.link_uri, '_blank', 'noopener');
      else await navigate(notification.link_uri);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
    }
  };
}
