// The bell in the app bar (spec 001 §2): the unread count from /recent's meta, a
// dropdown of the latest ten, a link to all of them; it refreshes when the private
// channel says `notification.created` (and on every (re)connect), without a reload.
// A pushed notification counts at once: the notifier pushes only rows it has
// committed, so the bell need not wait for the refresh (which waits for every
// projection to reach the pushed position).
import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, Box, Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '@mui/utils';
import { Link } from 'react-router';
import { useCurrentUser } from '../identity/currentUser';
import { connectRealtime } from '../realtime/socket';
import {
  fetchRecent,
  NOTIFICATION_CREATED,
  NOTIFICATION_DELETED,
  NOTIFICATION_READ,
  NOTIFICATIONS_CHANGED,
  type NotificationRecord,
  type RecentNotifications,
} from './api';
import { useConfirmSwitch } from './SwitchPositionDialog';
import { useOpenNotification } from './useOpenNotification';
import { useTimes } from '../identity/timeZone';

/** How long a first load waits for the socket before it reads the bell without it. */
const READ_UNCONNECTED_AFTER_MS = 2000;

export const NotificationBell = () => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const userId = user?.id;
  const [recent, setRecent] = useState<RecentNotifications>({ data: [], meta: { unread: 0 } });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const confirm = useConfirmSwitch();

  // only the newest refresh's answer is kept: an older one may predate a pushed notification
  const latest = useRef(0);
  const refresh = useCallback(() => {
    const request = ++latest.current;
    fetchRecent().then(
      (answer) => {
        if (request === latest.current) setRecent(answer);
      },
      () => undefined,
    );
  }, []);
  const created = useCallback(
    (notification?: NotificationRecord) => {
      if (notification?.id)
        setRecent((current) =>
          current.data.some((n) => n.id === notification.id)
            ? current
            : {
                data: [notification, ...current.data].slice(0, 10),
                meta: { unread: current.meta.unread + (notification.read_at ? 0 : 1) },
              },
        );
      refresh();
    },
    [refresh],
  );

  useEffect(() => {
    if (!userId) return;
    const socket = connectRealtime();
    // Read once the socket is connected (each connect reads): nothing pushed between the read and the
    // subscription is missed, and a first load reads once, not twice. If it does not connect soon, read anyway.
    const unconnected = socket.connected ? undefined : setTimeout(refresh, READ_UNCONNECTED_AFTER_MS);
    if (socket.connected) refresh();
    socket.on(NOTIFICATION_CREATED, created);
    socket.on(NOTIFICATION_DELETED, refresh);
    socket.on(NOTIFICATION_READ, refresh);
    socket.on('connect', refresh);
    window.addEventListener(NOTIFICATIONS_CHANGED, refresh);
    const connected = () => clearTimeout(unconnected);
    socket.once('connect', connected);
    return () => {
      clearTimeout(unconnected);
      socket.off('connect', connected);
      window.removeEventListener(NOTIFICATIONS_CHANGED, refresh);
      socket.off(NOTIFICATION_CREATED, created);
      socket.off(NOTIFICATION_DELETED, refresh);
      socket.off(NOTIFICATION_READ, refresh);
      socket.off('connect', refresh);
    };
  }, [userId, refresh, created]);

  const markedRead = (id: string) =>
    setRecent((current) => ({
      data: current.data.map((n) => (n.id === id ? { ...n, read_at: new Date().toISOString() } : n)),
      meta: { unread: Math.max(0, current.meta.unread - 1) },
    }));
  const open = useOpenNotification({ confirmSwitch: () => confirm.ask(), onRead: markedRead });

  if (!userId) return null;
  const label = translate('app.notifications.bell', { count: recent.meta.unread });
  return (
    <>
      <Tooltip title={label} describeChild>
        {/* named by its text, not aria-label: the badge's number is drawn, the name says it in words */}
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} data-testid="notification-bell">
          <Badge badgeContent={recent.meta.unread} color="error" data-testid="notification-count" aria-hidden>
            <NotificationsIcon />
          </Badge>
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { width: 360 } } }}>
        {recent.data.length === 0 ? (
          <MenuItem disabled>{translate('app.notifications.empty')}</MenuItem>
        ) : (
          recent.data.map((n) => (
            <MenuItem
              key={n.id}
              onClick={() => {
                setAnchor(null);
                void open(n);
              }}
              sx={{ whiteSpace: 'normal', fontWeight: n.read_at ? 'normal' : 'bold' }}
            >
              <ListItemText
                primary={n.message}
                secondary={formatDateTime(n.happened_at)}
                slotProps={{ primary: { sx: { fontWeight: n.read_at ? 400 : 600 } } }}
              />
            </MenuItem>
          ))
        )}
        <Divider />
        <MenuItem component={Link} to="/notifications" onClick={() => setAnchor(null)}>
          <Box sx={{ width: '100%', textAlign: 'center' }}>
            <Typography variant="body2" color="primary">
              {translate('app.notifications.see_all')}
            </Typography>
          </Box>
        </MenuItem>
      </Menu>
      {confirm.dialog}
    </>
  );
};
