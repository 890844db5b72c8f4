// The file upload widget (spec 000 §4, §9; MISC-14, MISC-16): "Attach a file"
// opens a menu of sources — this device, the camera, and the remote sources
// configured (attachments/sources.ts) — and shows progress while a file uploads.
// Its state (closed, open, uploading) is on `data-state`.
import { Box, Button, LinearProgress, Menu, MenuItem } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import { uploadWidgetState, type UploadSource, type UploadState } from '@practicum/shared/domain/attachments/uploads';
import { offeredSources, remoteSourceAdapters } from './sources';

export const AttachmentUploadWidget = (props: { accept: string; states: readonly UploadState[]; onFiles: (files: File[]) => void }) => {
  const { accept, states, onFiles } = props;
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const local = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const state = uploadWidgetState(anchor !== null, states);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length) onFiles(chosen);
  };
  const choose = (source: UploadSource) => {
    setAnchor(null);
    if (source === 'local') local.current?.click();
    else if (source === 'camera') camera.current?.click();
    else void remoteSourceAdapters[source]?.pick().then(onFiles);
  };

  return (
    <Box data-testid="upload-widget" data-state={state} sx={{ mt: 1 }}>
      <input ref={local} type="file" hidden multiple accept={accept} onChange={pick} data-testid="attachment-input" />
      <input ref={camera} type="file" hidden accept="image/*" capture="environment" onChange={pick} data-testid="attachment-camera-input" />
      <Button variant="outlined" aria-haspopup="menu" aria-expanded={anchor !== null} onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('app.attachments.upload')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {offeredSources().map((source) => (
          <MenuItem key={source} onClick={() => choose(source)}>
            {translate(`app.attachments.source.${source}`)}
          </MenuItem>
        ))}
      </Menu>
      {state === 'uploading' ? <LinearProgress sx={{ mt: 1 }} aria-label={translate('app.attachments.state.creating')} /> : null}
    </Box>
  );
};
