// Saves every navigation of the signed-in user (not while logged in as someone else).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../identity/currentUser';
import { saveVisit } from './lastVisited';

export const LastVisitedRecorder = () => {
  const location = useLocation();
  const { user } = useCurrentUser();
  const userId = user?.id;
  const impersonating = user?.is_impersonating ?? true;
  useEffect(() => {
    if (userId && !impersonating) saveVisit(userId, location);
  }, [userId, impersonating, location]);
  return null;
};
