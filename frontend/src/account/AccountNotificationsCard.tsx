// /account: notification preferences (PEOPLE-23): email copies of notifications.
import { FormControlLabel, Switch } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import type { NotificationPreferences as Preferences } from '@practicum/shared/domain/notifications/preferences';
import { useApiCommand, useApiRead } from '../dataProvider';
import { AccountCard } from './AccountCard';

const preferencesPath = 'users/current/notification-preferences';

export const AccountNotificationsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: preferences } = useApiRead<Preferences>(preferencesPath);
  const save = useApiCommand((body: Preferences) => ({ path: preferencesPath, method: 'PUT', body }), [preferencesPath]);

  const toggle = (email: boolean) => {
    if (!preferences) return;
    save.mutate(
      { ...preferences, email },
      {
        onSuccess: () => notify('app.account.notifications_saved', { type: 'success' }),
        onError: () => notify('app.errors.server', { type: 'error' }),
      },
    );
  };

  if (!preferences) return null;
  const checked = save.isPending && save.variables ? save.variables.email : preferences.email;
  return (
    <AccountCard title="app.account.notifications_title">
      <FormControlLabel
        control={<Switch checked={checked} onChange={(e) => toggle(e.target.checked)} />}
        label={translate('app.account.notifications_email')}
      />
    </AccountCard>
  );
};
