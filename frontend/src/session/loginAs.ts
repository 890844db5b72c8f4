// Login-as (spec 000 §4): the admin's original location is remembered; logging
// out of login-as returns there, else to /dashboard. The page is reloaded both
// ways so that nothing cached for one identity shows for the other.
import { type Identifier } from 'ra-core';
import { httpClient } from '../dataProvider';
import { startInNewSession } from '../identity/currentUser';
import { tabValue } from './tabValue';

const returnTo = tabValue<string>('practicum.loginAs.returnTo');

export async function loginAs(userId: Identifier): Promise<void> {
  const { pathname, search, hash } = window.location;
  await httpClient(`/api/users/loginas/${encodeURIComponent(String(userId))}`, { method: 'PUT', body: '{}' });
  returnTo.remember(`${pathname}${search}${hash}`);
  await startInNewSession('/dashboard');
}

/** `to`: where the admin goes once back in their own session, instead of where they came from. */
export async function logoutAs(to?: string): Promise<void> {
  await httpClient('/api/users/logoutas', { method: 'PUT', body: '{}' });
  const back = to ?? returnTo.read();
  returnTo.forget();
  await startInNewSession(back && back.startsWith('/') && !back.startsWith('//') ? back : '/dashboard');
}
