// DASH-35, PEOPLE-32: the dashboard's prompt to complete the supervision profile,
// shown while the profile is incomplete; dismissing it is permanent (the server keeps it).
import { Alert, Button } from '@mui/material';
import { Link } from 'react-router';
import { useNotify, useTranslate } from 'react-admin';
import { useApiCommand } from '../dataProvider';
import { profilePaths, useSupervisionProfile } from './profileApi';

export const SupervisorProfilePrompt = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: profile } = useSupervisionProfile();
  const dismiss = useApiCommand(() => ({ path: profilePaths.dismissPrompt, method: 'PUT', body: {} }), [profilePaths.profile()]);
  if (!profile?.supervisor_profile_prompt) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <>
          <Button color="inherit" size="small" component={Link} to={profilePaths.screen}>
            {translate('app.supervision_profile.prompt.complete')}
          </Button>
          <Button
            color="inherit"
            size="small"
            disabled={dismiss.isPending}
            onClick={() => dismiss.mutate(undefined, { onError: () => notify('app.errors.server', { type: 'error' }) })}
          >
            {translate('app.supervision_profile.prompt.dismiss')}
          </Button>
        </>
      }
    >
      {translate('app.supervision_profile.prompt.text')}
    </Alert>
  );
};
