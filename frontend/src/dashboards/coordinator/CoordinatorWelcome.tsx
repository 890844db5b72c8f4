// DASH-33: the welcome block on the coordinator dashboard while the organization
// has show_welcome set, with the coordinator guide link; dismissing it turns the
// organization's setting off (PUT /api/organization/welcome/dismiss).
import { useState } from 'react';
import { Alert, AlertTitle, Button, Link } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { httpClient } from '../../dataProvider';
import { forgetCurrentUser, useCurrentUser } from '../../identity/currentUser';
import { shellLinks } from '../../shell/links';

export const CoordinatorWelcome = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const [dismissing, setDismissing] = useState(false);
  if (!user?.current_position?.organization?.organization_settings.show_welcome) return null;

  const dismiss = async () => {
    setDismissing(true);
    try {
      await httpClient('/api/organization/welcome/dismiss', { method: 'PUT', body: '{}' });
      forgetCurrentUser();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
    } catch {
      notify('app.errors.server', { type: 'error' });
      setDismissing(false);
    }
  };

  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" disabled={dismissing} onClick={() => void dismiss()}>
          {translate('app.dashboard.welcome.dismiss')}
        </Button>
      }
    >
      <AlertTitle>{translate('app.dashboard.welcome.title')}</AlertTitle>
      {translate('app.dashboard.welcome.text')}{' '}
      <Link href={`${shellLinks.help}coordinator-guide`} target="_blank" rel="noopener noreferrer">
        {translate('app.dashboard.welcome.guide')}
      </Link>
    </Alert>
  );
};
