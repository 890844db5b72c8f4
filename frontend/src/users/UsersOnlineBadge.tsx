// The online count (presence channel `login`), shown as a badge on the admin
// dashboard's users shortcut; refreshed every 30 s.
import { type ReactNode } from 'react';
import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';

const totalOf = (contentRange: string | null): number => Number(contentRange?.split('/').pop() ?? 0) || 0;

export const UsersOnlineBadge = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const { data: online = 0 } = useQuery({
    queryKey: ['users', 'online'],
    queryFn: async () => totalOf((await httpClient('/api/admin/users/online')).headers.get('Content-Range')),
    refetchInterval: 30_000,
  });
  return (
    <Badge badgeContent={online} color="success" max={999} title={translate('app.admin_dashboard.online', { count: online })}>
      {children}
    </Badge>
  );
};
