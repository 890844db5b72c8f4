// The session's recording (LIVE-03, 26, 48): a ready recording plays from its signed storage address with
// 10-second skips; a processing one says so; a failed one offers the host to process it again.
import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Replay10Icon from '@mui/icons-material/Replay10';
import Forward10Icon from '@mui/icons-material/Forward10';
import { useNotify, useTranslate } from 'react-admin';
import { meetingCommands, useMeetingCommand, type MeetingDetails } from './meetingApi';

/** LIVE-48 */
export const SKIP_SECONDS = 10;

export const MeetingPlayer = ({ meeting }: { meeting: MeetingDetails }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const video = useRef<HTMLVideoElement>(null);
  const reprocess = useMeetingCommand(meeting.id, meetingCommands.reprocess(meeting.id));
  const ready = meeting.recordings.filter((r) => r.status === 'ready' && r.url);
  const failed = meeting.recordings.find((r) => r.status === 'failed');
  const skip = (seconds: number) => {
    const player = video.current;
    if (player) player.currentTime = Math.max(0, Math.min(player.duration || Infinity, player.currentTime + seconds));
  };
  if (ready.length) {
    const recording = ready[ready.length - 1]!;
    return (
      <Stack spacing={1}>
        <Box
          component="video"
          ref={video}
          controls
          playsInline
          preload="metadata"
          src={recording.url!}
          poster={recording.thumbnail_url ?? undefined}
          aria-label={translate('app.live_sessions.recording')}
          sx={{ width: '100%', maxHeight: 480, bgcolor: 'common.black', borderRadius: 1 }}
        />
        <Stack direction="row" spacing={1}>
          <Button size="small" startIcon={<Replay10Icon />} onClick={() => skip(-SKIP_SECONDS)}>
            {translate('app.live_sessions.back_10')}
          </Button>
          <Button size="small" startIcon={<Forward10Icon />} onClick={() => skip(SKIP_SECONDS)}>
            {translate('app.live_sessions.forward_10')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  if (meeting.recording_status === 'processing')
    return <Alert severity="info">{translate('app.live_sessions.recording_processing')}</Alert>;
  if (failed)
    return (
      <Alert
        severity="error"
        action={
          meeting.is_host ? (
            <Button
              color="inherit"
              size="small"
              disabled={reprocess.isPending}
              onClick={() => reprocess.mutate(failed.id, { onSuccess: () => notify('app.live_sessions.reprocessing', { type: 'info' }) })}
            >
              {translate('app.live_sessions.reprocess')}
            </Button>
          ) : undefined
        }
      >
        {translate('app.live_sessions.recording_failed')}
      </Alert>
    );
  return <Alert severity="info">{translate('app.live_sessions.no_recording')}</Alert>;
};
