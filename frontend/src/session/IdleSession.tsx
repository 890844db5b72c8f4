// Signs an idle user out (spec 000 §4): the warning, then logout, or the
// re-login modal where the route has showTimeoutLogin.
import { useEffect, useState } from 'react';
import { useLogout } from 'ra-core';
import { csrfToken, httpClient } from '../dataProvider';
import { useCurrentUser } from '../identity/currentUser';
import { currentRouteFlags } from '../permissions/routeTable';
import { IdleWarningDialog } from './IdleWarningDialog';
import { ReloginDialog } from './ReloginDialog';
import { useIdleTimers } from './useIdleTimers';

export const IdleSession = () => {
  const { user } = useCurrentUser();
  const logout = useLogout();
  const { state, stayActive, restart } = useIdleTimers(Boolean(user));
  const [relogin, setRelogin] = useState(false);

  useEffect(() => {
    if (state.phase !== 'timedOut') return;
    if (!currentRouteFlags().showTimeoutLogin) {
      void logout();
      return;
    }
    // The session ends on the server too; only the page is kept for after the re-login.
    void httpClient('/api/logout', { method: 'POST', body: '{}' })
      .catch(() => undefined)
      .finally(() => {
        csrfToken.forget();
        setRelogin(true);
      });
  }, [state.phase, logout]);

  if (relogin && user)
    return (
      <ReloginDialog
        email={user.email}
        onSignedIn={() => {
          setRelogin(false);
          restart();
        }}
        onGiveUp={() => void logout()}
      />
    );
  if (state.phase === 'warning')
    return <IdleWarningDialog secondsLeft={state.secondsLeft} onStay={stayActive} onLogout={() => void logout()} />;
  return null;
};
