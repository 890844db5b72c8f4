// On every page of a read-only session, before any screen: the account can be read but not changed, and why. The
// screens offer no write action then (useCanWrite), so nothing below seems to promise what the server refuses.
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useCurrentUser } from '../identity/currentUser';
import { readOnlyReason } from './useCanWrite';

export const ReadOnlyBanner = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const reason = readOnlyReason(user);
  if (!reason) return null;
  return (
    <Alert severity="info" role="status" data-testid="read-only-banner" sx={{ mt: 1, mb: 1 }}>
      <AlertTitle>{translate('app.read_only.title')}</AlertTitle>
      {translate(`app.read_only.${reason}`)}
    </Alert>
  );
};
