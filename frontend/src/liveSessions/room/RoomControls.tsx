import { Button, IconButton, Stack, Tooltip } from '@mui/material';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import ScreenShareIcon from '@mui/icons-material/ScreenShare';
import StopScreenShareIcon from '@mui/icons-material/StopScreenShare';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import PeopleIcon from '@mui/icons-material/People';
import CallEndIcon from '@mui/icons-material/CallEnd';
import { useTranslate } from 'ra-core';
import type { ReactElement } from 'react';

export interface RoomControlsProps {
  muted: boolean;
  cameraOff: boolean;
  sharing: boolean;
  hasCamera: boolean;
  canShare: boolean;
  isHost: boolean;
  recording: boolean;
  recordingBusy: boolean;
  busy: boolean;
  onMute: () => void;
  onCamera: () => void;
  onShare: () => void;
  onRecord: () => void;
  onParticipants: () => void;
  onLeave: () => void;
  onEnd: () => void;
}

function Control(props: {
  label: string;
  onClick: () => void;
  icon: ReactElement;
  active?: boolean;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          aria-label={props.label}
          aria-pressed={props.active}
          onClick={props.onClick}
          disabled={props.disabled}
          sx={{
            color: 'common.white',
            bgcolor: props.danger || props.active ? 'error.main' : 'grey.800',
            '&:hover': { bgcolor: props.danger || props.active ? 'error.dark' : 'grey.700' },
            '&.Mui-disabled': { color: 'grey.500', bgcolor: 'grey.800' },
          }}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The bar under the tiles: one's own microphone, camera and screen; recording and ending for the host; leaving. */
export function RoomControls(p: RoomControlsProps) {
  const t = useTranslate();
  return (
    <Stack
      component="nav"
      aria-label={t('app.meeting_room.controls')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', p: 1.5, bgcolor: 'grey.900' }}
    >
      <Control
        label={t(p.muted ? 'app.meeting_room.unmute' : 'app.meeting_room.mute')}
        active={p.muted}
        onClick={p.onMute}
        icon={p.muted ? <MicOffIcon /> : <MicIcon />}
      />
      <Control
        label={t(p.cameraOff ? 'app.meeting_room.camera_on' : 'app.meeting_room.camera_off')}
        active={p.cameraOff}
        disabled={!p.hasCamera}
        onClick={p.onCamera}
        icon={p.cameraOff ? <VideocamOffIcon /> : <VideocamIcon />}
      />
      {p.canShare && (
        <Control
          label={t(p.sharing ? 'app.meeting_room.stop_sharing' : 'app.meeting_room.share_screen')}
          active={p.sharing}
          onClick={p.onShare}
          icon={p.sharing ? <StopScreenShareIcon /> : <ScreenShareIcon />}
        />
      )}
      {p.isHost && (
        <Control
          label={t(p.recording ? 'app.meeting_room.stop_recording' : 'app.meeting_room.record')}
          active={p.recording}
          disabled={p.recordingBusy}
          onClick={p.onRecord}
          icon={p.recording ? <StopIcon /> : <FiberManualRecordIcon />}
        />
      )}
      <Control label={t('app.meeting_room.show_participants')} onClick={p.onParticipants} icon={<PeopleIcon />} />
      <Button variant="contained" color="inherit" onClick={p.onLeave} disabled={p.busy} sx={{ color: 'grey.900' }}>
        {t('app.meeting_room.leave')}
      </Button>
      {p.isHost && (
        <Button variant="contained" color="error" startIcon={<CallEndIcon />} onClick={p.onEnd} disabled={p.busy}>
          {t('app.meeting_room.end_for_all')}
        </Button>
      )}
    </Stack>
  );
}
