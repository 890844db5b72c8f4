// Saves every navigation of the signed-in user (not while logged in as someone else).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../identity/currentUser';
import { saveVisit } from './lastVisited';
import { rememberSignedInUser } from './signedInUser';

export const LastVisitedRecorder = () => {
  const location = useLocation();
  const { user } = useCurrentUser();
  const userId = user?.id;
  const impersonating = user?.is_impersonating ?? true;
  const email = user?.email;
  // a session under login-as ends into the normal sign-in, not a re-login as someone else
  useEffect(() => {
    // while the session is re-checked the user is momentarily unknown: keep the last one
    if (email) rememberSignedInUser(impersonating ? undefined : email);
  }, [email, impersonating]);
  useEffect(() => {
    if (userId && !impersonating) saveVisit(userId, location);
  }, [userId, impersonating, location]);
  return null;
};
