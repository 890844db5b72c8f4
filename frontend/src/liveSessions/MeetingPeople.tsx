// The session's people (LIVE-14, 43, 44): the host, the participants and, for the host, the guests' addresses.
// While the session is scheduled or under way the host resends invitations, removes participants after confirming (never
// themself) and adds people of the organization, up to the participant limit of the initial state (000 §3.1).
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { useNotify, useTranslate } from 'react-admin';
import type { PickerUser } from '@practicum/shared/domain/tasks/userPicker';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, useApiRead } from '../dataProvider/hooks';
import { meetingCommands, meetingPath, useMeetingCommand, type MeetingDetails } from './meetingApi';
import { firstErrorText } from '../errors/firstError';
import { PeoplePicker } from './PeoplePicker';
import { useParticipantLimit } from './useParticipantLimit';
import { useCanWrite } from '../session/useCanWrite';
import { ConfirmedButton } from '../layout/ConfirmedButton';

export const MeetingPeople = ({ meeting }: { meeting: MeetingDetails }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const resend = useMeetingCommand(meeting.id, meetingCommands.resend(meeting.id));
  const remove = useMeetingCommand(meeting.id, meetingCommands.removeUser(meeting.id));
  const add = useMeetingCommand(meeting.id, meetingCommands.addUsers(meeting.id));
  const canWrite = useCanWrite();
  const manages = canWrite && meeting.is_host && (meeting.status === 'scheduled' || meeting.status === 'started');
  const candidates = useApiRead<PickerUser[]>(manages ? 'organization/available-users' : null).data ?? [];
  const limit = useParticipantLimit(meeting.provider);
  const onSession = new Set(meeting.users.map((u) => u.id));
  const seats = meeting.users.length + meeting.guest_emails.length;
  // a refused removal or resend: the first error in a toast (spec 001 §8); the refusal usually means the page is behind
  // (someone else removed the person), so the session is read again
  const failed = {
    onError: (e: Error) => {
      notify(firstErrorText(e), { type: 'error' });
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(meetingPath(meeting.id)) });
    },
  };
  return (
    <Stack spacing={1}>
      <List dense disablePadding aria-label={translate('app.live_sessions.participants')}>
        {meeting.users.map((user) => {
          const host = user.id === meeting.owner_id;
          return (
            <ListItem
              key={user.id}
              disableGutters
              data-testid="meeting-participant"
              secondaryAction={
                manages && !host ? (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Button
                      size="small"
                      disabled={resend.isPending}
                      onClick={() =>
                        resend.mutate(user.id, { onSuccess: () => notify('app.live_sessions.resent', { type: 'info' }), ...failed })
                      }
                    >
                      {translate('app.live_sessions.resend')}
                    </Button>
                    <ConfirmedButton
                      size="small"
                      icon={<PersonRemoveIcon fontSize="small" />}
                      label={translate('app.live_sessions.remove_participant', { name: user.name })}
                      disabled={remove.isPending}
                      title="app.live_sessions.remove_confirm_title"
                      content="app.live_sessions.remove_confirm_content"
                      confirm="app.live_sessions.remove"
                      translateOptions={{ name: user.name }}
                      onConfirm={() =>
                        remove.mutate(user.id, {
                          onSuccess: () => notify('app.live_sessions.participant_removed', { type: 'info' }),
                          ...failed,
                        })
                      }
                    />
                  </Stack>
                ) : undefined
              }
            >
              <ListItemText
                primary={user.name}
                secondary={
                  host ? translate('app.live_sessions.host') : translate(`app.roles.${user.role_keyname}`, { _: user.role_keyname ?? '' })
                }
              />
            </ListItem>
          );
        })}
        {meeting.guest_emails.map((email) => (
          <ListItem key={email} disableGutters>
            <ListItemText primary={email} secondary={translate('app.live_sessions.guests')} />
          </ListItem>
        ))}
      </List>
      {manages ? (
        <>
          {limit ? (
            <Typography variant="body2" color="text.secondary" data-testid="meeting-seats">
              {translate('app.live_sessions.seats', { count: seats, limit })}
            </Typography>
          ) : null}
          <PeoplePicker
            options={candidates.filter((c) => !onSession.has(c.id))}
            label={translate('app.live_sessions.add_participants')}
            action={translate('app.live_sessions.add')}
            command={add}
            done="app.live_sessions.participants_added"
          />
        </>
      ) : null}
    </Stack>
  );
};
