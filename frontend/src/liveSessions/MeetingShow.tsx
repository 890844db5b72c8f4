// /livesessions/:id (LIVE-03, 13, 14, 15, 25): the session's fields and badges, its people, the recording
// player, sharing and comments, and the actions its viewer may take by role and status — the host starts a
// scheduled session (or changes it), everyone joins a started one (both in the room), the host ends, cancels or
// archives; the host adds and removes participants in the people card.
// A 403 or 404 goes back to the index. The realtime status channel refreshes the page as the session moves.
import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Title, useNotify, useTranslate } from 'react-admin';
import { SectionCard } from '../trainings/DetailsParts';
import { useMeetingStatus } from './room/useMeetingStatus';
import { MeetingBadges } from './MeetingBadges';
import { MeetingComments } from './MeetingComments';
import { MeetingCreateDialog } from './MeetingCreateDialog';
import { MeetingPeople } from './MeetingPeople';
import { MeetingPlayer } from './MeetingPlayer';
import { MeetingSharing } from './MeetingSharing';
import { meetingCommands, useMeeting, useMeetingCommand, type MeetingDetails } from './meetingApi';
import { meetingPaths } from './types';
import { useSessionRefusedThenList } from './useSessionRefused';
import { RecordHistoryTabs } from '../history';
import { ConfirmedButton } from '../layout/ConfirmedButton';
import { useTimes } from '../identity/timeZone';
import { useCanWrite } from '../session/useCanWrite';
import { useReadPageNotifications } from '../notifications/useReadPageNotifications';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ py: 0.25 }}>
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 150 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Stack>
);

const daysUntil = (iso: string) => Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 86_400_000));

/** Start / join (the room), end, cancel, archive: by the viewer's part in the session and its status. */
const MeetingActions = ({ meeting }: { meeting: MeetingDetails }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const notify = useNotify();
  const end = useMeetingCommand(meeting.id, meetingCommands.end(meeting.id));
  const cancel = useMeetingCommand(meeting.id, meetingCommands.cancel(meeting.id));
  const archive = useMeetingCommand(meeting.id, meetingCommands.archive(meeting.id));
  const done = (message: string) => ({
    onSuccess: () => notify(message, { type: 'info' }),
    onError: (e: Error) => notify(e.message, { type: 'error' }),
  });
  const { formatDateTime } = useTimes();
  const { status, is_host: host, type } = meeting;
  const live = type !== 'uploaded';
  // every action here is a command (joining the room included): a read-only session reads the session only
  if (!useCanWrite()) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {live && !host && status === 'scheduled' ? (
        // a participant early for the session: when it starts, rather than a join that can only be refused
        <Alert severity="info" data-testid="session-not-started">
          {translate('app.meeting_room.not_started', { time: meeting.start_at ? formatDateTime(meeting.start_at) : '' })}
        </Alert>
      ) : null}
      {live && host && status === 'scheduled' ? (
        <Button variant="contained" onClick={() => void navigate(meetingPaths.room(meeting.id))}>
          {translate('app.live_sessions.start')}
        </Button>
      ) : null}
      {live && status === 'started' ? (
        <Button variant="contained" onClick={() => void navigate(meetingPaths.room(meeting.id))}>
          {translate('app.live_sessions.join')}
        </Button>
      ) : null}
      {host && status === 'started' ? (
        <ConfirmedButton
          color="error"
          variant="outlined"
          disabled={end.isPending}
          label={translate('app.live_sessions.end')}
          title="app.meeting_room.end_confirm_title"
          content="app.meeting_room.end_confirm_body"
          confirm="app.meeting_room.end_confirm"
          onConfirm={() => end.mutate(undefined, done('app.live_sessions.ended'))}
        />
      ) : null}
      {host && status === 'scheduled' ? (
        <Button variant="outlined" onClick={() => setEditing(true)}>
          {translate('app.live_sessions.edit')}
        </Button>
      ) : null}
      {editing ? <MeetingCreateDialog editing={meeting} onClose={() => setEditing(false)} /> : null}
      {host && status === 'scheduled' ? (
        <ConfirmedButton
          color="warning"
          disabled={cancel.isPending}
          label={translate('app.live_sessions.cancel_session')}
          title="app.live_sessions.cancel_confirm_title"
          content="app.live_sessions.cancel_confirm_content"
          translateOptions={{ name: meeting.title }}
          confirm="app.live_sessions.cancel_session"
          onConfirm={() => cancel.mutate(undefined, done('app.live_sessions.canceled'))}
        />
      ) : null}
      {host && status === 'ended' ? (
        <Button disabled={archive.isPending} onClick={() => archive.mutate(undefined, done('app.live_sessions.archived'))}>
          {translate('app.live_sessions.archive')}
        </Button>
      ) : null}
    </Stack>
  );
};

export const MeetingShow = () => {
  const { formatDateTime } = useTimes();
  const { id = '' } = useParams();
  const translate = useTranslate();
  const meeting = useMeeting(id);
  const { refetch } = meeting;
  useMeetingStatus(meeting.data?.code ?? '', () => void refetch());

  useSessionRefusedThenList(meeting.error);
  useReadPageNotifications(!!meeting.data);

  const m = meeting.data;
  if (!m) return meeting.isPending ? <CircularProgress sx={{ m: 4 }} aria-label={translate('ra.page.loading')} /> : null;
  const label = (name: string) => translate(`resources.meetings.fields.${name}`);
  const guestLink = `${window.location.origin}${m.join_url}`;
  return (
    <RecordHistoryTabs sources={[{ stream: `meeting-${m.id}` }]}>
      <Stack spacing={2} sx={{ py: 2, maxWidth: 1100 }}>
        <Title title={m.title} />
        <Stack spacing={1}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {m.title}
          </Typography>
          <MeetingBadges record={m} provider />
        </Stack>
        {m.archived_at ? <Alert severity="info">{translate('app.live_sessions.archived_note')}</Alert> : null}
        {m.archives_at ? (
          <Alert severity="warning">{translate('app.live_sessions.archives_in', { smart_count: daysUntil(m.archives_at) })}</Alert>
        ) : null}
        <MeetingActions meeting={m} />
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={2}>
              {m.status === 'ended' || m.recordings.length ? (
                <SectionCard title={translate('app.live_sessions.recording')}>
                  <MeetingPlayer meeting={m} />
                </SectionCard>
              ) : null}
              <SectionCard title={translate('app.live_sessions.details')}>
                <Field label={label('start_at')}>{formatDateTime(m.start_at)}</Field>
                <Field label={label('duration')}>{m.duration}</Field>
                <Field label={label('owner')}>{m.owner}</Field>
                {m.type !== 'uploaded' ? (
                  <>
                    <Field label={label('provider')}>{translate(`app.live_sessions.provider.${m.provider}`)}</Field>
                    <Field label={label('auto_record')}>{translate(m.auto_record ? 'ra.boolean.true' : 'ra.boolean.false')}</Field>
                    <Field label={label('audio_only')}>{translate(m.audio_only ? 'ra.boolean.true' : 'ra.boolean.false')}</Field>
                    {m.is_host ? <Field label={label('join_url')}>{guestLink}</Field> : null}
                  </>
                ) : null}
                {m.dial_in_phone ? (
                  <Field label={label('dial_in_phone')}>
                    {m.dial_in_phone} · {m.dial_in_code}
                  </Field>
                ) : null}
              </SectionCard>
              <SectionCard title={translate('app.live_sessions.comments')}>
                <MeetingComments meeting={m} />
              </SectionCard>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2}>
              <SectionCard title={translate('app.live_sessions.people')}>
                <MeetingPeople meeting={m} />
              </SectionCard>
              <SectionCard title={translate('app.live_sessions.reviewers')}>
                <MeetingSharing meeting={m} />
              </SectionCard>
            </Stack>
          </Grid>
        </Grid>
      </Stack>
    </RecordHistoryTabs>
  );
};
