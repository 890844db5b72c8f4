// Public channels (spec 000 §7, §8): `lockout` started → the "system lockout"
// modal with its message, then /login; `deploy` completed → an update modal with
// Later and Update (which reloads the page).
import { useEffect, useState } from 'react';
import { MessageDialog } from '../layout/MessageDialog';
import { useTranslate } from 'ra-core';
import { csrfToken } from '../dataProvider';
import { forgetCurrentUser, useCurrentUser } from '../identity/currentUser';
import { connectRealtime, disconnectRealtime } from './socket';
import { lockoutNotice } from './lockoutNotice';

export const RealtimeModals = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const [lockoutMessage, setLockoutMessage] = useState<string | null>(null);
  const [deployed, setDeployed] = useState(false);
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    const socket = connectRealtime();
    const onLockout = (payload: { message?: string }) => {
      lockoutNotice.opened();
      setLockoutMessage(payload.message ?? '');
    };
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
        <MessageDialog
          open
          onClose={toLogin}
          titleId="lockout-title"
          title={translate('app.realtime.lockout_title')}
          message={lockoutMessage}
          confirm={{ label: translate('app.errors.ok'), onClick: toLogin, autoFocus: true }}
        />
      ) : null}
      {deployed ? (
        <MessageDialog
          open
          onClose={() => setDeployed(false)}
          titleId="deploy-title"
          title={translate('app.realtime.deploy_title')}
          message={translate('app.realtime.deploy_message')}
          cancel={{ label: translate('app.realtime.later'), onClick: () => setDeployed(false) }}
          confirm={{ label: translate('app.realtime.update'), onClick: () => window.location.reload() }}
        />
      ) : null}
    </>
  );
};
