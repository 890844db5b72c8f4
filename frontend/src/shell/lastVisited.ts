// The last visited route, saved per user in local storage (spec 000 §2.1, 001 §2):
// route, params, query and time; never while logged in as someone else. After a
// sign-in it is reopened when less than 4 hours old, unless it is a sign-in
// screen or the dashboard.
import { routeFor } from '@practicum/shared/access/routeTable';

export const RESTORE_WINDOW_MS = 4 * 60 * 60 * 1000;
const key = (userId: string) => `practicum.lastVisited.${userId}`;
type Store = Pick<Storage, 'getItem' | 'setItem'>;

export interface VisitedRoute {
  route: string;
  params: Record<string, string>;
  query: string;
  hash: string;
  time: number;
  /** A sign-in screen (public layout): saved as such, never restored. */
  loggingIn: boolean;
}

const neverRestored = (path: string): boolean => path === '/dashboard' || path === '/' || path.startsWith('/login');

export function saveVisit(
  userId: string,
  location: { pathname: string; search: string; hash: string },
  now = Date.now(),
  storage: Store = localStorage,
): void {
  const route = routeFor(location.pathname);
  const visit: VisitedRoute = {
    route: location.pathname,
    params: {},
    query: location.search,
    hash: location.hash,
    time: now,
    loggingIn: route?.access === 'public',
  };
  try {
    storage.setItem(key(userId), JSON.stringify(visit));
  } catch {
    // storage full or disabled: nothing to restore later, nothing else lost
  }
}

/** Where to go after signing in, if a saved route qualifies. */
export function routeToRestore(userId: string, now = Date.now(), storage: Store = localStorage): string | undefined {
  let visit: VisitedRoute | undefined;
  try {
    visit = JSON.parse(storage.getItem(key(userId)) ?? 'null') as VisitedRoute | undefined;
  } catch {
    return undefined;
  }
  if (!visit || typeof visit.route !== 'string' || visit.loggingIn || neverRestored(visit.route)) return undefined;
  if (!(now - visit.time < RESTORE_WINDOW_MS)) return undefined;
  return `${visit.route}${visit.query ?? ''}${visit.hash ?? ''}`;
}
