// /notifications (spec 001 §2): every notification of the signed-in user, newest
// first, and "mark all read" (not offered while impersonating, nor in a read-only session).
import { Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useGetList, useNotify, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useEffect } from 'react';
import { useCurrentUser } from '../identity/currentUser';
import { connectRealtime } from '../realtime/socket';
import { markAllAsRead, NOTIFICATION_CREATED, NOTIFICATION_DELETED, notificationsChanged, type NotificationRecord } from './api';
import { useConfirmSwitch } from './SwitchPositionDialog';
import { useOpenNotification } from './useOpenNotification';
import { useTimes } from '../identity/timeZone';
import { useCanWrite } from '../session/useCanWrite';

export const NotificationsPage = () => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const notify = useNotify();
  const { user } = useCurrentUser();
  // the newest 200, newest first (the API's order)
  const { data: rows, refetch } = useGetList<NotificationRecord>('notifications', { pagination: { page: 1, perPage: 200 } });
  const confirm = useConfirmSwitch();

  useEffect(() => {
    const socket = connectRealtime();
    const load = () => void refetch();
    socket.on(NOTIFICATION_CREATED, load);
    socket.on(NOTIFICATION_DELETED, load);
    return () => {
      socket.off(NOTIFICATION_CREATED, load);
      socket.off(NOTIFICATION_DELETED, load);
    };
  }, [refetch]);

  const canWrite = useCanWrite();
  const open = useOpenNotification({ confirmSwitch: () => confirm.ask(), onRead: () => void refetch() });
  const allRead = async () => {
    try {
      await markAllAsRead();
      await refetch();
      notificationsChanged();
      notify('app.notifications.all_marked', { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.notifications.title')} />
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h5" component="h1">
            {translate('app.notifications.title')}
          </Typography>
          {user?.is_impersonating || !canWrite ? null : (
            <Button onClick={() => void allRead()} disabled={!rows?.some((n) => n.read_at === null)}>
              {translate('app.notifications.mark_all_read')}
            </Button>
          )}
        </Stack>
        {rows && rows.length === 0 ? <Typography color="text.secondary">{translate('app.notifications.empty')}</Typography> : null}
        <List>
          {(rows ?? []).map((n) => (
            <ListItem key={n.id} disablePadding divider>
              <ListItemButton onClick={() => void open(n)}>
                <ListItemText
                  primary={n.message}
                  secondary={formatDateTime(n.happened_at)}
                  slotProps={{ primary: { sx: { fontWeight: n.read_at ? 400 : 600 } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
      {confirm.dialog}
    </Card>
  );
};
