// Login-as (spec 000 §4): the admin's original location is remembered; logging
// out of login-as returns there, else to /dashboard. The page is reloaded both
// ways so that nothing cached for one identity shows for the other.
import { type Identifier } from 'ra-core';
import { httpClient, sessionSwitches } from '../dataProvider';
import { settleSessionSwitch } from '../identity/currentUser';

const RETURN_KEY = 'practicum.loginAs.returnTo';

export async function loginAs(userId: Identifier): Promise<void> {
  const { pathname, search, hash } = window.location;
  await sessionSwitches.during(() => httpClient(`/api/users/loginas/${encodeURIComponent(String(userId))}`, { method: 'PUT', body: '{}' }));
  await settleSessionSwitch();
  sessionStorage.setItem(RETURN_KEY, `${pathname}${search}${hash}`);
  window.location.assign('/dashboard');
}

/** `to`: where the admin goes once back in their own session, instead of where they came from. */
export async function logoutAs(to?: string): Promise<void> {
  await sessionSwitches.during(() => httpClient('/api/users/logoutas', { method: 'PUT', body: '{}' }));
  await settleSessionSwitch();
  const returnTo = to ?? sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  window.location.assign(returnTo && returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : '/dashboard');
}
