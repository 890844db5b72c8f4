// GET /api/users/current, loaded once per session and shared by the auth
// provider (checkAuth, identity, permissions) and the screens.
import { useGetIdentity } from 'ra-core';
import { type Role } from '@practicum/shared/access/roles';
import type { CurrentPosition, CurrentUser } from '@practicum/shared/domain/identity/records';
import { httpClient, isSessionReplaced } from '../dataProvider';
import { takePageAnswerOf } from '../session/pageAnswers';
import { toHttpError } from '../dataProvider/httpErrors';
import { speakOrganizationWords } from '../i18n/i18nProvider';

export type { CurrentUser, CurrentPosition };

let pending: Promise<CurrentUser> | undefined;

/**
 * The browser stores a new session's cookie a moment after the answer that set it (sign-in, login-as and back, an
 * auditor session): until then its requests carry the replaced id and are refused as such. Asked again a few
 * times, about 3 s in all, before the user is taken for signed out.
 */
const REPLACED_RETRY_MS = [25, 50, 100, 200, 400, 800, 1600];

async function fetchCurrentUser(): Promise<CurrentUser> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return (await httpClient(`/api/${CURRENT_USER}`)).json as CurrentUser;
    } catch (error) {
      const wait = REPLACED_RETRY_MS[attempt];
      if (wait === undefined || !isSessionReplaced(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

const CURRENT_USER = 'users/current';

export function loadCurrentUser(): Promise<CurrentUser> {
  if (!pending) {
    // the page is sent with its user, or with the 401 of a signed-out visitor: no round trip until a sign-in
    // (every session change forgets it)
    const sent = takePageAnswerOf(CURRENT_USER);
    if (sent?.status === 200) pending = Promise.resolve(withUserPreferences(sent.body as CurrentUser));
    else if (sent) {
      pending = Promise.reject(toHttpError(sent.status, JSON.stringify(sent.body), `/api/${CURRENT_USER}`));
      pending.catch(() => undefined); // answered to each caller; unhandled by none
      return pending;
    }
  }
  pending ??= fetchCurrentUser()
    .then(withUserPreferences)
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** The screens name roles and places in the words of the user's current organization, and read times in the user's time zone. */
function withUserPreferences(user: CurrentUser): CurrentUser {
  speakOrganizationWords(user.current_position?.organization?.dynamic_words);
  profileZone.set(user.timezone);
  return user;
}

/**
 * The signed-in user's profile time zone as the app last loaded it (null: none, or nobody signed in), for the time
 * zone context (timeZone.tsx): a sign-in loads the user without reloading the page, so the context listens.
 */
export const profileZone = (() => {
  let zone: string | null = null;
  const listeners = new Set<() => void>();
  return {
    get: (): string | null => zone,
    set: (next: string | null): void => {
      if (next === zone) return;
      zone = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();

export function forgetCurrentUser(): void {
  pending = undefined;
}

/**
 * After a session switch: waits until the browser sends the new session (its user answers), so that the page the
 * switch then loads is asked for with the new cookie, not the replaced one.
 */
export async function settleSessionSwitch(): Promise<void> {
  forgetCurrentUser();
  // a failure is the next page's to show: it asks for the user itself
  await loadCurrentUser().catch(() => undefined);
}

/**
 * Loads `url` as a fresh start of the app once the browser sends the new session: nothing read or cached for the
 * old identity shows, and the new page is not asked for with the replaced cookie. `replace` leaves no history entry.
 */
export async function startInNewSession(url: string, how: 'assign' | 'replace' = 'assign'): Promise<void> {
  await settleSessionSwitch();
  window.location[how](url);
}

export const roleOf = (user: CurrentUser | undefined): Role | undefined => user?.current_position?.role.keyname;

/** The signed-in user, from react-admin's identity cache. */
export function useCurrentUser(): { user: CurrentUser | undefined; isPending: boolean } {
  const { identity, isPending } = useGetIdentity();
  return { user: (identity as { user?: CurrentUser } | undefined)?.user, isPending };
}
