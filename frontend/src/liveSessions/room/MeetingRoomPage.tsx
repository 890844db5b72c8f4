// /livesessions/:id/room: the signed-in way into a session's call, full screen.
// First a pre-join screen (camera preview, the session's title and status):
// the host of a scheduled session starts it, a participant of a started one
// joins it; then the room. Leaving goes back to the session's details.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { httpClient } from '../../dataProvider';
import { useApiRead } from '../../dataProvider/hooks';
import { useSessionRefusedThenList } from '../useSessionRefused';
import { MeetingRoom } from './MeetingRoom';
import { useErrorText } from '../../errors/errorText';
import { useTimes } from '../../identity/timeZone';

interface RoomMeeting {
  id: string;
  code: string;
  title: string;
  status: string;
  start_at: string | null;
  is_host: boolean;
  auto_record: boolean;
  audio_only: boolean;
  provider: string;
  started_at?: string | null;
}

interface Seat {
  participantId: string;
  startedAt: string;
  position: string | null;
}

/** The camera as the user will be seen, before joining. */
function Preview({ audioOnly }: { audioOnly: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (audioOnly) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices
      ?.getUserMedia({ video: true, audio: false })
      .then((s) => {
        if (stopped) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        if (video.current) video.current.srcObject = s;
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [audioOnly]);
  return (
    <Box sx={{ width: '100%', maxWidth: 480, aspectRatio: '16 / 9', bgcolor: 'grey.800', borderRadius: 2, overflow: 'hidden' }}>
      {!audioOnly && (
        <video
          ref={video}
          autoPlay
          playsInline
          muted
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' }}
        />
      )}
    </Box>
  );
}

export function MeetingRoomPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const t = useTranslate();
  const meeting = useApiRead<RoomMeeting>(`meetings/${id}`);
  const [seat, setSeat] = useState<Seat | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorText = useErrorText();
  const { formatDateTime } = useTimes();
  // one removed from the session leaves for the list: its page is no longer theirs to read
  const leave = (why?: 'removed') => void navigate(why === 'removed' ? '/livesessions' : `/livesessions/${id}`);

  useSessionRefusedThenList(meeting.error);

  if (seat && meeting.data)
    return (
      <MeetingRoom
        meetingId={id}
        meetingCode={meeting.data.code}
        isHost={meeting.data.is_host}
        participantId={seat.participantId}
        onLeave={leave}
        startedAt={meeting.data.started_at ?? seat.startedAt}
        autoRecord={meeting.data.auto_record}
        audioOnly={meeting.data.audio_only}
        title={meeting.data.title}
        provider={meeting.data.provider}
        joinPosition={seat.position}
      />
    );

  const m = meeting.data;
  const startable = m?.is_host && m.status === 'scheduled';
  const joinable = m?.status === 'started';
  const enter = async () => {
    setBusy(true);
    setError(null);
    try {
      if (startable) await httpClient(`/api/meetings/${id}/start`, { method: 'POST', body: '{}' });
      const { json } = await httpClient(`/api/meetings/${id}/join`, { method: 'POST', body: '{}' });
      const joined = json as { participant_id: string; position: string | null };
      setSeat({ participantId: joined.participant_id, startedAt: new Date().toISOString(), position: joined.position });
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };
  return (
    <Stack
      component="main"
      spacing={2}
      sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 2, bgcolor: 'grey.900', color: 'common.white' }}
    >
      {!m ? (
        <CircularProgress color="inherit" aria-label={t('app.meeting_room.connecting')} />
      ) : (
        <>
          <Typography variant="h5" component="h1" sx={{ textAlign: 'center' }}>
            {m.title}
          </Typography>
          <Preview audioOnly={m.audio_only} />
          {!startable && !joinable && (
            // a participant early for a scheduled session is told when it starts, not that joining failed
            <Alert severity="info" data-testid="room-not-started">
              {m.status === 'scheduled'
                ? t('app.meeting_room.not_started', { time: m.start_at ? formatDateTime(m.start_at) : '' })
                : t('app.meeting_room.ended')}
            </Alert>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" color="inherit" onClick={() => leave()}>
              {t('app.meeting_room.back')}
            </Button>
            {(startable || joinable) && (
              <Button variant="contained" onClick={() => void enter()} disabled={busy}>
                {t(startable ? 'app.meeting_room.start' : 'app.meeting_room.join')}
              </Button>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}
