// /account: the profile photo (spec 000 §7); without one, the prompt to add it can be dismissed.
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type CurrentUser } from '../identity/currentUser';
import { UserAvatar } from '../shell/UserAvatar';
import { AccountCard } from './AccountCard';
import { useProfilePhoto } from './useProfilePhoto';

export const AccountPhotoCard = ({ user }: { user: CurrentUser }) => {
  const translate = useTranslate();
  const { busy, error, choose, dismiss, fileInput } = useProfilePhoto();
  return (
    <AccountCard title="app.account.photo_title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UserAvatar id={user.id} name={user.name} photoUrl={user.profile_image_url} size={72} data-testid="account-photo" />
        <Stack spacing={1}>
          {user.profile_image_prompt ? (
            <Typography variant="body2" color="text.secondary">
              {translate('app.account.photo_prompt')}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={choose}>
              {translate(user.profile_image_url ? 'app.account.photo_change' : 'app.account.photo_upload')}
            </Button>
            {user.profile_image_prompt ? (
              <Button disabled={busy} onClick={dismiss}>
                {translate('app.account.photo_dismiss')}
              </Button>
            ) : null}
          </Stack>
          {error ? (
            <Typography variant="body2" color="error" role="alert">
              {error}
            </Typography>
          ) : null}
        </Stack>
      </Stack>
      {fileInput('account-photo-input')}
    </AccountCard>
  );
};
