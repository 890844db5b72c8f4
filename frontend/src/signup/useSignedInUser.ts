// Whether the visitor of a signup link is already signed in (join existing, SIGNUP-69): undefined while asking,
// null when nobody is. The page is sent with the answer, so this is usually no round trip.
import { useQuery } from '@tanstack/react-query';
import { loadCurrentUser, type CurrentUser } from '../identity/currentUser';

export function useSignedInUser(): CurrentUser | null | undefined {
  const { data } = useQuery({
    queryKey: ['signup', 'signed-in-user'],
    queryFn: () => loadCurrentUser().catch(() => null),
    retry: false,
    // not kept once the screen is left: a sign-in from this screen comes back to it as the new user
    gcTime: 0,
  });
  return data;
}
