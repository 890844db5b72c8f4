// The online count (presence channel `login`), shown as a badge on the admin
// dashboard's users shortcut; read again whenever someone joins or leaves.
import { useEffect, type ReactNode } from 'react';
import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';
import { connectRealtime } from '../realtime/socket';

const totalOf = (contentRange: string | null): number => Number(contentRange?.split('/').pop() ?? 0) || 0;
const PRESENCE_EVENTS = ['login.here', 'login.joining', 'login.leaving'] as const;

export const UsersOnlineBadge = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { data: online = 0, refetch } = useQuery({
    queryKey: ['users', 'online'],
    queryFn: async () => totalOf((await httpClient('/api/admin/users/online')).headers.get('Content-Range')),
    refetchInterval: 60_000,
  });
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
