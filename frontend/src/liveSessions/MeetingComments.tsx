// The session's comments (LIVE-03, 24): everyone who sees it reads them; its participants and reviewers add
// them; archived sessions take none.
import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import { meetingCommands, useMeetingAbilities, useMeetingCommand, type MeetingDetails } from './meetingApi';
import { showError } from '../layout/showError';
import { useErrorText } from '../errors/errorText';
import { useTimes } from '../identity/timeZone';

export const MeetingComments = ({ meeting }: { meeting: MeetingDetails }) => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const notify = useNotify();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const comment = useMeetingCommand(meeting.id, meetingCommands.comment(meeting.id));
  const may = useMeetingAbilities(meeting);
  const errorText = useErrorText();
  const send = () =>
    comment.mutate(body, {
      onSuccess: () => {
        setBody('');
        setError(undefined);
        notify('app.live_sessions.commented', { type: 'info' });
      },
      onError: (e) => setError(errorText(e, 'body')),
    });
  return (
    <Stack spacing={1}>
      {meeting.comments.length ? (
        <List dense aria-label={translate('app.live_sessions.comments')}>
          {meeting.comments.map((c) => (
            <ListItem key={c.id} disableGutters data-testid="meeting-comment">
              <ListItemText
                primary={c.body}
                secondary={`${c.author ?? ''} · ${formatDateTime(c.created_at)}`}
                slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate('app.live_sessions.no_comments')}</Typography>
      )}
      {meeting.status !== 'archived' && may.comment ? (
        <>
          <TextField
            label={translate('app.live_sessions.comment')}
            multiline
            minRows={2}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            {...showError(error)}
            slotProps={{ htmlInput: { maxLength: 10_000 } }}
          />
          <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={send} disabled={comment.isPending || !body.trim()}>
            {translate('app.live_sessions.add_comment')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
};
