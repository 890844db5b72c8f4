// Mounted beside the error modal (outside the layout, which unmounts while a
// route re-checks the session): when a 401/423 arrives on a showTimeoutLogin
// route, the session's re-login modal opens for the user who was signed in (from
// the page's own memory of who was signed in), and the page's reads load
// again once they are back.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLogout } from 'ra-core';
import { csrfToken } from '../dataProvider';
import { ReloginDialog } from '../session/ReloginDialog';
import { forgetSignedInUser, signedInEmail } from '../shell/signedInUser';
import { registerTimeoutLogin } from './timeoutLogin';

export const TimeoutLoginHost = () => {
  const [email, setEmail] = useState<string | undefined>(undefined);
  const logout = useLogout();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      registerTimeoutLogin(() => {
        const known = signedInEmail();
        if (!known) return false;
        csrfToken.forget();
        setEmail(known);
        return true;
      }),
    [queryClient],
  );

  if (!email) return null;
  return (
    <ReloginDialog
      email={email}
      onSignedIn={() => {
        setEmail(undefined);
        void queryClient.invalidateQueries();
      }}
      onGiveUp={() => {
        setEmail(undefined);
        forgetSignedInUser();
        void logout();
      }}
    />
  );
};
