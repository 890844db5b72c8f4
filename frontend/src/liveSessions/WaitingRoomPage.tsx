// /join-session/:meeting_code? (LIVE-04, 06 … 12): the public waiting room, on the public layout without
// navigation. GET /api/meetings/{code}/waiting-room gives the state: invalid (unknown code or none), scheduled
// (waiting), started (a guest name, a join button, the dial-in phone and code) or ended; the realtime
// status-updated event on meeting.<code> reloads it. A guest who joins enters the room without an account.
import { useState } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { MEETING_CODE_PATTERN } from '@practicum/shared/domain/liveSessions/limits';
import { httpClient } from '../dataProvider';
import { PublicLayout } from '../shell/PublicLayout';
import { MeetingRoom } from './room/MeetingRoom';
import { useMeetingStatus } from './room/useMeetingStatus';
import type { WaitingRoomRecord } from './types';
import { showError } from '../layout/showError';
import { useErrorText } from '../errors/errorText';
import { useTimes } from '../identity/timeZone';

type RoomState = 'invalid' | 'scheduled' | 'started' | 'ended';

const stateOf = (room: WaitingRoomRecord | null | undefined): RoomState =>
  !room ? 'invalid' : room.status === 'scheduled' ? 'scheduled' : room.status === 'started' ? 'started' : 'ended';

function useWaitingRoom(code: string) {
  return useQuery<WaitingRoomRecord | null>({
    queryKey: ['waiting-room', code],
    enabled: MEETING_CODE_PATTERN.test(code),
    retry: false,
    queryFn: async () => {
      try {
        return (await httpClient(`/api/meetings/${encodeURIComponent(code)}/waiting-room`)).json as WaitingRoomRecord;
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  });
}

const GuestJoin = ({
  room,
  onJoined,
}: {
  room: WaitingRoomRecord;
  onJoined: (seat: { participantId: string; name: string; position: string | null }) => void;
}) => {
  const translate = useTranslate();
  const { meeting_code: code = '' } = useParams();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    try {
      const { json } = await httpClient(`/api/meetings/${code}/waiting-room/join`, {
        method: 'POST',
        body: JSON.stringify({ guest_name: name }),
      });
      const joined = json as { participant_id: string; position: string | null };
      onJoined({ participantId: joined.participant_id, name: name.trim(), position: joined.position });
    } catch (e) {
      setError(errorText(e, 'guest_name'));
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2}>
      <TextField
        label={translate('app.live_sessions.waiting.guest_name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        {...showError(error)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button variant="contained" onClick={() => void join()} disabled={busy}>
        {translate('app.live_sessions.waiting.join')}
      </Button>
      {room.dial_in_phone ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.live_sessions.waiting.dial_in', { phone: room.dial_in_phone, code: room.dial_in_code ?? '' })}
        </Typography>
      ) : null}
    </Stack>
  );
};

export const WaitingRoomPage = () => {
  const { formatDateTime } = useTimes();
  const translate = useTranslate();
  const errorText = useErrorText();
  const { meeting_code: code = '' } = useParams();
  const room = useWaitingRoom(code);
  const { refetch } = room;
  useMeetingStatus(MEETING_CODE_PATTERN.test(code) ? code : '', () => void refetch());
  const [seat, setSeat] = useState<{ participantId: string; name: string; position: string | null } | null>(null);

  if (seat && room.data)
    return (
      <MeetingRoom
        meetingId={room.data.id}
        meetingCode={code}
        isHost={false}
        participantId={seat.participantId}
        guestName={seat.name}
        joinPosition={seat.position}
        title={room.data.title}
        onLeave={() => {
          setSeat(null);
          void refetch();
        }}
      />
    );

  const loading = MEETING_CODE_PATTERN.test(code) && room.isPending;
  const state = stateOf(room.data);
  return (
    <PublicLayout navigation={false}>
      <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }}>
        <Card variant="outlined" data-state={loading ? 'loading' : state}>
          <CardContent>
            {loading ? (
              <CircularProgress aria-label={translate('ra.page.loading')} />
            ) : (
              <Stack spacing={2}>
                {room.data ? (
                  <Typography variant="overline" component="p">
                    {room.data.title}
                  </Typography>
                ) : null}
                <Typography variant="h5" component="h1">
                  {translate(`app.live_sessions.waiting.${state}_title`)}
                </Typography>
                {state === 'invalid' ? <Typography>{translate('app.live_sessions.waiting.invalid_body')}</Typography> : null}
                {/* too many codes tried from here (429): the server says how long to wait */}
                {room.error ? <Alert severity="warning">{errorText(room.error)}</Alert> : null}
                {state === 'scheduled' ? (
                  <>
                    <Alert severity="info">{translate('app.live_sessions.waiting.scheduled_body')}</Alert>
                    <Typography color="text.secondary">
                      {translate('app.live_sessions.waiting.starts_at', { time: formatDateTime(room.data!.start_at) })}
                    </Typography>
                  </>
                ) : null}
                {state === 'started' ? <GuestJoin room={room.data!} onJoined={setSeat} /> : null}
                {state === 'ended' ? <Typography>{translate('app.live_sessions.waiting.ended_body')}</Typography> : null}
              </Stack>
            )}
          </CardContent>
        </Card>
      </Container>
    </PublicLayout>
  );
};
