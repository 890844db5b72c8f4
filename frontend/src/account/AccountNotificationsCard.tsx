// /account: notification preferences (PEOPLE-23): email copies of notifications.
import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { httpClient } from '../dataProvider';

interface Preferences {
  email: boolean;
  sms: boolean;
}

export const AccountNotificationsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [preferences, setPreferences] = useState<Preferences | null>(null);

  useEffect(() => {
    httpClient('/api/users/current/notification-preferences').then(
      ({ json }) => setPreferences(json as Preferences),
      () => setPreferences(null),
    );
  }, []);

  const toggle = async (email: boolean) => {
    if (!preferences) return;
    try {
      await httpClient('/api/users/current/notification-preferences', { method: 'PUT', body: JSON.stringify({ ...preferences, email }) });
      setPreferences({ ...preferences, email });
      notify('app.account.notifications_saved', { type: 'success' });
    } catch {
      notify('app.errors.server', { type: 'error' });
    }
  };

  if (!preferences) return null;
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.account.notifications_title')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={preferences.email} onChange={(e) => void toggle(e.target.checked)} />}
          label={translate('app.account.notifications_email')}
        />
      </CardContent>
    </Card>
  );
};
