// DASH-33: the welcome block on the coordinator dashboard while the organization
// has show_welcome set, with the coordinator guide link; dismissing it turns the
// organization's setting off (PUT /api/organization/welcome/dismiss).
import { Alert, AlertTitle, Button, Link } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useApiCommand } from '../../dataProvider';
import { forgetCurrentUser, useCurrentUser } from '../../identity/currentUser';
import { useShellLinks } from '../../shell/links';

export const CoordinatorWelcome = () => {
  const translate = useTranslate();
  const shellLinks = useShellLinks();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const dismissWelcome = useApiCommand(() => ({ path: 'organization/welcome/dismiss', method: 'PUT', body: {} }));
  if (!user?.current_position?.organization?.organization_settings.show_welcome) return null;

  // the setting lives on the organization the current user carries: read it again once it is off
  const dismiss = () =>
    dismissWelcome.mutate(undefined, {
      onSuccess: () => {
        forgetCurrentUser();
        void queryClient.invalidateQueries({ queryKey: ['auth'] });
      },
      onError: () => notify('app.errors.server', { type: 'error' }),
    });

  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" disabled={dismissWelcome.isPending || dismissWelcome.isSuccess} onClick={dismiss}>
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
