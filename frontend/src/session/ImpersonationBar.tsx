// While an admin is logged in as someone else, a bar says so and offers the way back.
import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import { useNotify, useTranslate } from 'ra-core';
import { useCurrentUser } from '../identity/currentUser';
import { logoutAs } from './loginAs';

export const ImpersonationBar = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const { user } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  if (!user?.is_impersonating) return null;
  const back = () => {
    setBusy(true);
    logoutAs().catch((error: unknown) => {
      setBusy(false);
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    });
  };
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={back} disabled={busy}>
          {translate('app.login_as.return')}
        </Button>
      }
    >
      {translate('app.login_as.banner', { name: user.name })}
    </Alert>
  );
};
