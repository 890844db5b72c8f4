// Public channels (spec 000 §7, §8): `lockout` started → the "system lockout"
// modal with its message, then /login; `deploy` completed → an update modal with
// Later and Update (which reloads the page).
import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { csrfToken } from '../dataProvider';
import { forgetCurrentUser, useCurrentUser } from '../identity/currentUser';
import { connectRealtime, disconnectRealtime } from './socket';

export const RealtimeModals = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const [lockoutMessage, setLockoutMessage] = useState<string | null>(null);
  const [deployed, setDeployed] = useState(false);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const socket = connectRealtime();
    const onLockout = (payload: { message?: string }) => setLockoutMessage(payload.message ?? '');
    const onDeploy = () => setDeployed(true);
    socket.on('lockout.started', onLockout);
    socket.on('deploy.completed', onDeploy);
    return () => {
      socket.off('lockout.started', onLockout);
      socket.off('deploy.completed', onDeploy);
      // A new identity (login-as, sign-out) needs a new handshake with the new session.
      disconnectRealtime();
    };
  }, [userId]);

  const toLogin = () => {
    forgetCurrentUser();
    csrfToken.forget();
    window.location.assign('/login');
  };

  return (
    <>
      {lockoutMessage !== null ? (
        <Dialog open onClose={toLogin} aria-labelledby="lockout-title">
          <DialogTitle id="lockout-title">{translate('app.realtime.lockout_title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{lockoutMessage}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={toLogin} autoFocus>
              {translate('app.errors.ok')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
      {deployed ? (
        <Dialog open onClose={() => setDeployed(false)} aria-labelledby="deploy-title">
          <DialogTitle id="deploy-title">{translate('app.realtime.deploy_title')}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate('app.realtime.deploy_message')}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setDeployed(false)}>{translate('app.realtime.later')}</Button>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {translate('app.realtime.update')}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
};
