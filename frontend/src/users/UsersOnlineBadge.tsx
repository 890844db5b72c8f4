// The online count (presence channel `login`), shown as a badge on the admin
// dashboard's users shortcut; read again whenever someone joins or leaves.
import { useEffect, type ReactNode } from 'react';
import { Badge } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { connectRealtime } from '../realtime/socket';

const PRESENCE_EVENTS = ['login.here', 'login.joining', 'login.leaving'] as const;

export const UsersOnlineBadge = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  // the list's total is everyone online (the page itself holds at most 20 of them)
  const { total: online = 0, refetch } = useGetList('online-users', { pagination: { page: 1, perPage: 20 } }, { refetchInterval: 60_000 });
  useEffect(() => {
    const socket = connectRealtime();
    const refresh = () => void refetch();
    for (const name of PRESENCE_EVENTS) socket.on(name, refresh);
    return () => {
      for (const name of PRESENCE_EVENTS) socket.off(name, refresh);
    };
  }, [refetch]);
  return (
    <Badge badgeContent={online} color="success" max={999} title={translate('app.admin_dashboard.online', { count: online })}>
      {children}
    </Badge>
  );
};
