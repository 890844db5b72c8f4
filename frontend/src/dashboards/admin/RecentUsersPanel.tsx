// The admin dashboard's recent users (spec 000 §2.4; ADMIN-06..09): login activity, new users and who is
// online now (its count as a badge), 20 each; a row opens the user-details modal and has login-as.
import { useState, type ReactNode } from 'react';
import { Badge, Card, CardContent, CardHeader, List, ListItem, ListItemButton, ListItemText, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import type { OnlineUser, RecentUser, RecentUsers } from '@practicum/shared/domain/identity/records';
import { useApiRead } from '../../dataProvider/hooks';
import { UserDetailsDialog } from '../../users/UserDetailsDialog';
import { UserLoginAsButton } from '../../users/UserLoginAsButton';
import { useOnlineUsers } from '../../users/useOnlineUsers';
import { useTimes } from '../../identity/timeZone';

const t = (key: string) => `app.recent_users.${key}`;
type TabName = 'logins' | 'signups' | 'online';

const Rows = ({ users, empty, onOpen }: { users: (RecentUser | OnlineUser)[]; empty: string; onOpen: (id: Identifier) => void }) => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  if (users.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
        {translate(empty)}
      </Typography>
    );
  return (
    <List dense disablePadding>
      {users.map((user) => (
        <ListItem key={user.id} disablePadding secondaryAction={<UserLoginAsButton user={user} />}>
          <ListItemButton onClick={() => onOpen(user.id)} sx={{ pr: { xs: 8, sm: 16 } }}>
            <ListItemText
              primary={user.name}
              secondary={'at' in user ? `${user.email} · ${formatDateTime(user.at)}` : user.email}
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
};

export const RecentUsersPanel = () => {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('logins');
  const [openId, setOpenId] = useState<Identifier | null>(null);
  const { data: recent } = useApiRead<RecentUsers>('admin/recent-users', { refetchInterval: 60_000 });
  const { online, total } = useOnlineUsers();
  const panels: Record<TabName, ReactNode> = {
    logins: <Rows users={recent?.logins ?? []} empty={t('no_logins')} onOpen={setOpenId} />,
    signups: <Rows users={recent?.signups ?? []} empty={t('no_signups')} onOpen={setOpenId} />,
    online: (
      <>
        <Rows users={online} empty={t('nobody_online')} onOpen={setOpenId} />
        {total > online.length ? (
          <Typography variant="caption" color="text.secondary" sx={{ px: 2 }}>
            {translate(t('online_limit'), { count: online.length, total })}
          </Typography>
        ) : null}
      </>
    ),
  };
  return (
    <Card variant="outlined">
      <CardHeader title={translate(t('title'))} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <Tabs value={tab} onChange={(_e, value: TabName) => setTab(value)} variant="scrollable" allowScrollButtonsMobile>
        <Tab value="logins" label={translate(t('logins'))} />
        <Tab value="signups" label={translate(t('signups'))} />
        <Tab
          value="online"
          label={
            <Badge badgeContent={total} color="success" max={999} showZero sx={{ pr: 1.5 }}>
              {translate(t('online'))}
            </Badge>
          }
        />
      </Tabs>
      <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>{panels[tab]}</CardContent>
      <UserDetailsDialog id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
};
