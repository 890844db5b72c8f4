// The in-session screen (issue 16 item 2): the participants' video tiles, one's
// own microphone, camera and screen, the participant list, a session timer,
// leaving, and for the host recording and ending the session for everyone.
// Audio and video travel browser to browser (useMeshCall); the meeting's
// status-updated channel ends the room for everyone when the host ends it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Chip, Drawer, Stack, Typography } from '@mui/material';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import { useNotify, useTranslate } from 'ra-core';
import { MessageDialog } from '../../layout/MessageDialog';
import { httpClient } from '../../dataProvider';
import { useLocalMedia } from './useLocalMedia';
import { useMeshCall } from './useMeshCall';
import { useRecorder } from './useRecorder';
import { useElapsed } from './useElapsed';
import { useMeetingStatus } from './useMeetingStatus';
import { useVideoTicket } from './useVideoTicket';
import { RoomTile } from './RoomTile';
import { RoomControls } from './RoomControls';
import { RoomParticipants, type RoomPerson } from './RoomParticipants';

export interface MeetingRoomProps {
  meetingId: string;
  meetingCode: string;
  isHost: boolean;
  participantId: string;
  guestName?: string;
  /** Leaves the room; `removed`: this person no longer takes part in the session (its page is not theirs any more). */
  onLeave: (why?: 'removed') => void;
  /** When the session started (ISO), for the timer; else the timer counts from joining. */
  startedAt?: string | null;
  /** The host's browser starts recording as soon as the room is up. */
  autoRecord?: boolean;
  audioOnly?: boolean;
  title?: string;
  /** The session's provider when the page knows it (no_provider: the embedded mesh, no ticket to wait for). */
  provider?: string;
  /** The join command's position: the signalling lets this seat in once its projection has it. */
  joinPosition?: string | null;
}

export function MeetingRoom(props: MeetingRoomProps) {
  const { meetingId, meetingCode, isHost, participantId } = props;
  const t = useTranslate();
  const media = useLocalMedia(props.audioOnly ?? false);
  const ticket = useVideoTicket(meetingId, participantId, props.provider);
  const call = useMeshCall({
    meetingId,
    participantId,
    joinPosition: props.joinPosition ?? null,
    local: media.local,
    enabled: ticket.kind === 'embedded',
  });
  const tiles = useRef<HTMLDivElement>(null);
  const voices = useMemo(
    () => [...(media.local ? [media.local.stream] : []), ...call.peers.flatMap((p) => (p.stream ? [p.stream] : []))],
    [media.local, call.peers],
  );
  const recorder = useRecorder({ meetingId, tiles, voices });
  const [joinedAt] = useState(() => Date.now());
  const elapsed = useElapsed(props.startedAt ? Date.parse(props.startedAt) : joinedAt);
  const recordingElapsed = useElapsed(recorder.startedAt);
  const [showPeople, setShowPeople] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [busy, setBusy] = useState(false);
  const [ended, setEnded] = useState(false);
  const status = useMeetingStatus(meetingCode);

  const { onLeave } = props;
  const leave = async () => {
    setBusy(true);
    // leaving stops one's recording: what was recorded goes to processing
    if (recorder.recording) await recorder.stop().catch(() => undefined);
    // a guest has no sign-in: the server finds its seat by the code and the cookie the join set
    const leaving =
      props.guestName === undefined
        ? httpClient(`/api/meetings/${meetingId}/leave`, { method: 'POST', body: JSON.stringify({ participant_id: participantId }) })
        : httpClient(`/api/meetings/${meetingCode}/waiting-room/leave`, { method: 'POST', body: '{}' });
    await leaving.catch(() => undefined);
    media.stopAll();
    onLeave();
  };
  const endForAll = async () => {
    setConfirmEnd(false);
    setBusy(true);
    // the last seconds are uploaded first: ending a recorded session processes what was recorded
    await recorder.flush().catch(() => undefined);
    await httpClient(`/api/meetings/${meetingId}/end`, { method: 'POST', body: '{}' }).catch(() => undefined);
    media.stopAll();
    onLeave();
  };

  // The host ended the session (here or elsewhere): everyone leaves.
  useEffect(() => {
    if ((status !== 'ended' && call.status !== 'ended') || ended) return;
    setEnded(true);
    void recorder.flush().finally(() => {
      media.stopAll();
      onLeave();
    });
  }, [status, call.status]);

  // The server took this window out of the call (the host removed its seat, or the seat went to another window):
  // it says so in words and leaves the room, its camera and microphone off.
  const notify = useNotify();
  useEffect(() => {
    if (call.status !== 'removed' && call.status !== 'replaced') return;
    const removed = call.status === 'removed';
    notify(`app.meeting_room.${call.status}`, { type: 'warning', autoHideDuration: 10_000 });
    void recorder.flush().finally(() => {
      media.stopAll();
      onLeave(removed ? 'removed' : undefined);
    });
  }, [call.status]);

  const autoRecord = props.autoRecord && isHost;
  useEffect(() => {
    if (autoRecord && call.status === 'joined' && recorder.state === 'idle') void recorder.start();
  }, [autoRecord, call.status]);

  const selfName = props.guestName ?? t('app.meeting_room.title');
  const people: RoomPerson[] = [
    {
      key: 'self',
      name: call.selfName ?? selfName,
      host: isHost,
      self: true,
      muted: media.local?.muted ?? false,
      cameraOff: media.local?.cameraOff ?? true,
    },
    ...call.peers.map((p) => ({ key: p.peer_id, name: p.name, host: p.host, self: false, muted: p.muted, cameraOff: p.camera_off })),
  ];
  const canShare = typeof navigator.mediaDevices?.getDisplayMedia === 'function';

  return (
    <Box
      data-testid="meeting-room"
      sx={{ display: 'flex', flexDirection: 'column', height: '100dvh', bgcolor: 'grey.900', color: 'common.white' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1, minHeight: 48 }}>
        <Typography variant="subtitle1" component="h1" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {props.title ?? t('app.meeting_room.title')}
        </Typography>
        {recorder.recording && (
          <Chip
            color="error"
            size="small"
            icon={<FiberManualRecordIcon />}
            label={t('app.meeting_room.recording', { elapsed: recordingElapsed })}
            role="status"
          />
        )}
        <Typography variant="body2" aria-label={t('app.meeting_room.timer')} role="timer" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {elapsed}
        </Typography>
      </Stack>
      {media.problem && (
        <Alert severity="warning" sx={{ mx: 2, mb: 1 }}>
          {t(media.problem === 'denied' ? 'app.meeting_room.media_denied' : 'app.meeting_room.media_unavailable')}
        </Alert>
      )}
      {recorder.state === 'failed' && (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
          {t('app.meeting_room.recording_failed')}
        </Alert>
      )}
      {(call.status === 'refused' || ticket.kind === 'refused') && (
        <Alert severity="error" sx={{ mx: 2, mb: 1 }}>
          {call.message ?? (ticket.kind === 'refused' ? ticket.message : null) ?? t('app.meeting_room.refused')}
        </Alert>
      )}
      <Box
        ref={tiles}
        data-testid="room-tiles"
        sx={{
          flex: 1,
          minHeight: 0,
          overflow: 'auto',
          p: 1,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(280px, 1fr))' },
          alignContent: 'center',
        }}
      >
        <RoomTile
          self
          name={call.selfName ?? selfName}
          stream={media.local?.stream ?? null}
          muted={media.local?.muted ?? false}
          cameraOff={media.local?.cameraOff ?? true}
          sharing={media.local?.sharing}
        />
        {call.peers.map((p) => (
          <RoomTile key={p.peer_id} name={p.name} stream={p.stream} muted={p.muted} cameraOff={p.camera_off} sharing={p.sharing} />
        ))}
        {call.status !== 'refused' && call.peers.length === 0 && (
          <Typography variant="body2" role="status" sx={{ textAlign: 'center', color: 'grey.400', gridColumn: '1 / -1' }}>
            {t(call.status === 'joined' ? 'app.meeting_room.waiting_for_others' : 'app.meeting_room.connecting')}
          </Typography>
        )}
      </Box>
      <RoomControls
        muted={media.local?.muted ?? false}
        cameraOff={media.local?.cameraOff ?? true}
        sharing={media.local?.sharing ?? false}
        hasCamera={media.hasCamera}
        canShare={canShare}
        isHost={isHost}
        recording={recorder.recording}
        recordingBusy={recorder.state === 'starting' || recorder.state === 'stopping' || call.status !== 'joined'}
        busy={busy}
        onMute={media.toggleMute}
        onCamera={media.toggleCamera}
        onShare={media.toggleSharing}
        onRecord={() => void (recorder.recording ? recorder.stop() : recorder.start())}
        onParticipants={() => setShowPeople(true)}
        onLeave={() => void leave()}
        onEnd={() => setConfirmEnd(true)}
      />
      <Drawer
        anchor="right"
        open={showPeople}
        onClose={() => setShowPeople(false)}
        slotProps={{ paper: { sx: { width: { xs: '85vw', sm: 320 } } } }}
      >
        <RoomParticipants people={people} />
      </Drawer>
      <MessageDialog
        open={confirmEnd}
        onClose={() => setConfirmEnd(false)}
        titleId="end-for-all-title"
        title={t('app.meeting_room.end_confirm_title')}
        message={t('app.meeting_room.end_confirm_body')}
        cancel={{ label: t('app.meeting_room.cancel'), onClick: () => setConfirmEnd(false) }}
        confirm={{ label: t('app.meeting_room.end_confirm'), onClick: () => void endForAll(), color: 'error' }}
      />
    </Box>
  );
}

export default MeetingRoom;
