// /account: the profile photo (spec 000 §7). The image goes up as the raw body of
// POST /api/uploads, then PUT /api/users/current/profile-photo {uuid} makes it the
// photo; without one, the prompt to add it can be dismissed.
import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';
import { forgetCurrentUser, type CurrentUser } from '../identity/currentUser';
import { fieldErrorsOf } from './accountForms';
import { AccountCard } from './AccountCard';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export const AccountPhotoCard = ({ user }: { user: CurrentUser }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const refresh = async () => {
    forgetCurrentUser();
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
  };

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await refresh();
      notify(success, { type: 'success' });
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      setError(errors ? Object.values(errors).join(' ') : translate('app.errors.server'));
    } finally {
      setBusy(false);
    }
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setError(translate('app.account.photo_too_large'));
      return;
    }
    void run(async () => {
      const { json } = await httpClient('/api/uploads', {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-Filename': encodeURIComponent(file.name) },
      });
      const { uuid, url } = json as { uuid: string; url: string };
      await httpClient('/api/users/current/profile-photo', { method: 'PUT', body: JSON.stringify({ uuid, cdnUrl: url }) });
    }, 'app.account.photo_saved');
  };

  const dismiss = () =>
    void run(async () => {
      await httpClient('/api/users/current/profile-photo-prompt/dismiss', { method: 'PUT', body: '{}' });
    }, 'app.account.photo_prompt_dismissed');

  return (
    <AccountCard title="app.account.photo_title">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={user.profile_image_url ?? undefined} alt={user.name} data-testid="account-photo" sx={{ width: 72, height: 72 }}>
          {user.first_name.charAt(0)}
          {user.last_name.charAt(0)}
        </Avatar>
        <Stack spacing={1}>
          {user.profile_image_prompt ? (
            <Typography variant="body2" color="text.secondary">
              {translate('app.account.photo_prompt')}
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
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
      <input ref={input} type="file" accept={ACCEPT} hidden onChange={upload} data-testid="account-photo-input" />
    </AccountCard>
  );
};
