// Sharing a session with reviewers (LIVE-45, 24): the host or a participant shares with faculty of the
// organization; the host stops sharing. Archived sessions cannot be shared.
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'react-admin';
import type { PickerUser } from '@practicum/shared/domain/tasks/userPicker';
import { useApiRead } from '../dataProvider/hooks';
import { meetingCommands, useMeetingAbilities, useMeetingCommand, type MeetingDetails } from './meetingApi';
import { PeoplePicker } from './PeoplePicker';
import { useCanWrite } from '../session/useCanWrite';

export const MeetingSharing = ({ meeting }: { meeting: MeetingDetails }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const archived = meeting.status === 'archived';
  const may = useMeetingAbilities(meeting);
  const canWrite = useCanWrite();
  const unshares = meeting.is_host && canWrite;
  const faculty = useApiRead<PickerUser[]>(archived || !may.share ? null : 'organization/available-users?roles=faculty').data ?? [];
  const share = useMeetingCommand(meeting.id, meetingCommands.share(meeting.id));
  const unshare = useMeetingCommand(meeting.id, meetingCommands.unshare(meeting.id));
  const shared = new Set(meeting.assignees.map((a) => a.id));
  return (
    <Stack spacing={1}>
      {meeting.assignees.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={translate('app.live_sessions.reviewers')}>
          {meeting.assignees.map((a) => (
            <Chip
              key={a.id}
              label={a.name}
              data-testid="meeting-reviewer"
              onDelete={unshares ? () => unshare.mutate(a.id, { onSuccess: () => notify('app.live_sessions.unshared') }) : undefined}
            />
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('app.live_sessions.no_reviewers')}</Typography>
      )}
      {!archived && may.share ? (
        <PeoplePicker
          options={faculty.filter((f) => !shared.has(f.id))}
          label={translate('app.live_sessions.share_with')}
          action={translate('app.live_sessions.share')}
          command={share}
          done="app.live_sessions.shared"
        />
      ) : null}
    </Stack>
  );
};
