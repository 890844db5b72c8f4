// The dashboards' profile-photo prompt (spec 000 §2.4, 001 §2; DASH-12): while the current user has no photo
// and has not dismissed it (profile_image_prompt), an upload button and a dismiss link.
import { Alert, Button, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useProfilePhoto } from '../../account/useProfilePhoto';
import { useCurrentUser } from '../../identity/currentUser';
import { useCanWrite } from '../../session/useCanWrite';

export const PhotoPrompt = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const { busy, error, choose, dismiss, fileInput } = useProfilePhoto();
  const canWrite = useCanWrite();
  // not while logged in as someone: the photo is theirs to choose; not for a read-only account, which keeps no new photo
  if (!canWrite || !user?.profile_image_prompt || user.profile_image_url || user.is_impersonating) return null;
  return (
    <Alert
      severity={error ? 'error' : 'info'}
      data-testid="photo-prompt"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <>
          <Button color="inherit" size="small" variant="outlined" disabled={busy} onClick={choose} sx={{ mr: 1 }}>
            {translate('app.account.photo_upload')}
          </Button>
          <Link component="button" color="inherit" onClick={busy ? undefined : dismiss}>
            {translate('app.account.photo_dismiss')}
          </Link>
        </>
      }
    >
      {error ?? translate('app.account.photo_prompt')}
      {fileInput('photo-prompt-input')}
    </Alert>
  );
};
