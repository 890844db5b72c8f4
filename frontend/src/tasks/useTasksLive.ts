// Task lists follow the private channel: a task assigned, completed, commented
// on or deleted arrives as a notification (created or deleted), so lists and
// their badges refresh then (and on every reconnect), without a reload.
import { useEffect } from 'react';
import { positions } from '../dataProvider';
import { NOTIFICATION_CREATED, NOTIFICATION_DELETED } from '../notifications/api';
import { connectRealtime } from '../realtime/socket';

export function useTasksLive(refresh: () => void): void {
  useEffect(() => {
    const socket = connectRealtime();
    // read once the tasks projection has the event behind the notification
    const created = (payload?: { position?: string }) => {
      positions.note(payload?.position);
      refresh();
    };
    socket.on(NOTIFICATION_CREATED, created);
    socket.on(NOTIFICATION_DELETED, refresh);
    socket.on('connect', refresh);
    return () => {
      socket.off(NOTIFICATION_CREATED, created);
      socket.off(NOTIFICATION_DELETED, refresh);
      socket.off('connect', refresh);
    };
  }, [refresh]);
}
