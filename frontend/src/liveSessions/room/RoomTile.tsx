import { useEffect, useRef } from 'react';
import { Box, Typography } from '@mui/material';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { useTranslate } from 'ra-core';

export interface RoomTileProps {
  name: string;
  stream: MediaStream | null;
  /** This participant's own tile: mirrored, and never played back to them. */
  self?: boolean;
  muted: boolean;
  cameraOff: boolean;
  sharing?: boolean;
}

/** One participant's video, or their initials when the camera is off or nothing has arrived yet. */
export function RoomTile({ name, stream, self = false, muted, cameraOff, sharing = false }: RoomTileProps) {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== stream) video.current.srcObject = stream;
  }, [stream]);
  const initials = name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const label = self ? translate('app.meeting_room.you', { name }) : name;
  return (
    <Box
      component="figure"
      aria-label={label}
      data-testid={self ? 'room-tile-self' : 'room-tile'}
      sx={{ position: 'relative', m: 0, bgcolor: 'grey.900', borderRadius: 2, overflow: 'hidden', aspectRatio: '16 / 9', minHeight: 0 }}
    >
      <video
        ref={video}
        autoPlay
        playsInline
        muted={self}
        data-recordable={cameraOff ? undefined : ''}
        data-self={self ? '' : undefined}
        style={{
          width: '100%',
          height: '100%',
          objectFit: sharing ? 'contain' : 'cover',
          transform: self && !sharing ? 'scaleX(-1)' : undefined,
          visibility: cameraOff || !stream ? 'hidden' : 'visible',
        }}
      />
      {(cameraOff || !stream) && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Box
            sx={{
              width: 64,
              height: 64,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Typography variant="h6" component="span">
              {initials}
            </Typography>
          </Box>
        </Box>
      )}
      <Box
        component="figcaption"
        sx={{
          position: 'absolute',
          left: 8,
          bottom: 8,
          px: 1,
          py: 0.25,
          borderRadius: 1,
          bgcolor: 'rgba(0,0,0,0.6)',
          color: 'common.white',
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          maxWidth: 'calc(100% - 16px)',
        }}
      >
        {muted && <MicOffIcon fontSize="inherit" titleAccess={translate('app.meeting_room.muted')} />}
        {cameraOff && <VideocamOffIcon fontSize="inherit" titleAccess={translate('app.meeting_room.camera_is_off')} />}
        <Typography variant="caption" noWrap>
          {label}
        </Typography>
      </Box>
    </Box>
  );
}
