// Paths of the supervisor profile calls (issue 13 §8), relative to /api, and the read hook.
import type { SupervisionProfileRecord } from '@practicum/shared/domain/supervisorProfiles/records';
import { useApiRead } from '../dataProvider';
import { apiRead } from '../dataProvider/primedReads';

export const profilePaths = {
  screen: '/supervision-profile',
  profile: (userId = 'current') => `users/${userId}/supervision-profile`,
  dismissPrompt: 'users/current/supervision-profile/prompt/dismiss',
  licenses: 'users/current/licenses',
  license: (id: string) => `users/current/licenses/${id}`,
};

/** What the profile prompt and the directory status read on a dashboard: the reader's own profile. */
export const ownProfileParts = () => [apiRead(profilePaths.profile())];

/** The profile as the server shows it to this reader; `null` waits. */
export const useSupervisionProfile = (userId: string | null = 'current') =>
  useApiRead<SupervisionProfileRecord>(userId === null ? null : profilePaths.profile(userId), { retry: false });
