// /account: notification preferences (PEOPLE-23): email copies of notifications.
import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useApiCommand, useApiRead } from '../dataProvider';

interface Preferences {
  email: boolean;
  sms: boolean;
}

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
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.account.notifications_title')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={checked} onChange={(e) => toggle(e.target.checked)} />}
          label={translate('app.account.notifications_email')}
        />
      </CardContent>
    </Card>
  );
};
