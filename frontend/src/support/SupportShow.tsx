// /supcon/:id (MISC-01, MISC-02): one thread — its messages oldest first, the
// reply form while it is open, the files (attachments panel), and for admins
// Close / Reopen. New messages arrive through the thread's realtime room; the
// reader's unread messages are marked read once shown (and, as on every record
// page, the reader's notifications about the thread).
import { useCallback, useEffect } from 'react';
import { useParams, Link as RouterLink } from 'react-router';
import { Alert, Box, Button, Card, CardContent, Divider, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useRecordPage } from '../layout/recordPage';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { useApiCommand } from '../dataProvider/hooks';
import { roleOf, useCurrentUser } from '../identity/currentUser';
import { SupportReplyForm } from './SupportReplyForm';
import { SupportStatusChip } from './SupportStatusChip';
import { supportPaths, supportResource, type SupportConversationRecord } from './types';
import { useSupportChannel } from './useSupportChannel';
import { useTimes } from '../identity/timeZone';

export const SupportShow = () => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const notify = useNotify();
  const { id = '' } = useParams<'id'>();
  const { user } = useCurrentUser();
  // always re-read: the create leaves only what it sent in react-admin's cache (no messages, no opener)
  const {
    record: thread,
    fallback,
    refetch,
  } = useRecordPage<SupportConversationRecord>(supportResource, id, { refetchOnMount: 'always', complete: (read) => !!read.messages });
  const reload = useCallback(() => void refetch(), [refetch]);
  useSupportChannel(id, reload);

  const markRead = useApiCommand<void>(() => ({ path: `${supportResource}/${id}/read`, method: 'POST' }));
  const { mutate: markReadNow } = markRead;
  const unread = thread?.unread_count ?? 0;
  useEffect(() => {
    if (unread > 0) markReadNow();
  }, [unread, markReadNow]);

  const setStatus = useApiCommand<'open' | 'closed'>((status) => ({
    path: `${supportResource}/${id}/status`,
    method: 'PATCH',
    body: { status },
  }));
  const toggle = (status: 'open' | 'closed') =>
    setStatus.mutate(status, { onSuccess: reload, onError: (e) => notify(e.message, { type: 'error' }) });

  if (fallback) return fallback;
  const isAdmin = roleOf(user) === 'admin';
  const open = thread.status === 'open';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={thread.subject} />
      <Card>
        <CardContent>
          <Link component={RouterLink} to={supportPaths.list}>
            {translate('app.support.back')}
          </Link>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
              {thread.subject}
            </Typography>
            <SupportStatusChip status={thread.status} />
            {isAdmin ? (
              <Button variant="outlined" onClick={() => toggle(open ? 'closed' : 'open')} disabled={setStatus.isPending}>
                {translate(open ? 'app.support.close' : 'app.support.reopen')}
              </Button>
            ) : null}
          </Box>
          <Typography color="text.secondary">{`${thread.opened_by.name} · ${thread.organization.name}`}</Typography>
          <List data-testid="support-messages">
            {(thread.messages ?? []).map((message) => (
              <Box key={message.id} component="li" sx={{ listStyle: 'none' }}>
                <Divider component="div" />
                <ListItem component="div" disableGutters>
                  <ListItemText
                    primary={`${message.author.name} · ${formatDateTime(message.created_at)}`}
                    secondary={message.body}
                    slotProps={{
                      primary: { variant: 'body2', color: 'text.secondary' },
                      secondary: { variant: 'body1', sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: 'text.primary' } },
                    }}
                  />
                </ListItem>
              </Box>
            ))}
          </List>
          {open ? (
            <SupportReplyForm conversationId={thread.id} sent={reload} />
          ) : (
            <Alert severity="info">{translate('app.support.closed_notice')}</Alert>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <AttachmentsPanel
            type="support_conversation"
            id={thread.id}
            userId={user?.id}
            isCoordinator={false}
            title="app.support.files"
            readOnly={!open}
          />
        </CardContent>
      </Card>
    </Stack>
  );
};
