// The online count (presence channel `login`), shown as a badge on the admin
// dashboard's users shortcut and its currently-online tab.
import { type ReactNode } from 'react';
import { Badge } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useOnlineUsers } from './useOnlineUsers';

export const UsersOnlineBadge = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  // the list's total is everyone online (the page itself holds at most 20 of them)
  const { total: online } = useOnlineUsers();
  return (
    <Badge badgeContent={online} color="success" max={999} title={translate('app.admin_dashboard.online', { count: online })}>
      {children}
    </Badge>
  );
};
