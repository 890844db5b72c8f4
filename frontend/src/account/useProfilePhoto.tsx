// The profile photo's two actions (spec 000 §7): upload one (the raw body of POST /api/uploads, then
// PUT /api/users/current/profile-photo {uuid, cdnUrl}), or dismiss the prompt to add one. Used by /account
// and by the dashboards' prompt (DASH-12).
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../dataProvider';
import { forgetCurrentUser } from '../identity/currentUser';
import { fieldErrorsOf } from './accountForms';

const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

export function useProfilePhoto() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<void>, success: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      forgetCurrentUser();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
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

  const fileInput = (testId: string) => <input ref={input} type="file" accept={ACCEPT} hidden onChange={upload} data-testid={testId} />;

  return { busy, error, choose: () => input.current?.click(), dismiss, fileInput };
}
