import { beforeEach, describe, expect, it } from '@jest/globals';
import { RESTORE_WINDOW_MS, routeToRestore as restore, saveVisit as save } from './lastVisited';

const store = new Map<string, string>();
const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
const saveVisit = (user: string, location: { pathname: string; search: string; hash: string }, now: number) =>
  save(user, location, now, storage);
const routeToRestore = (user: string, now: number) => restore(user, now, storage);

const at = Date.UTC(2026, 10, 21, 9, 0, 0);
const visit = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('AUTH-15 AUTH-16 last visited route', () => {
  beforeEach(() => store.clear());

  it('reopens a route visited less than 4 hours ago, with its query', () => {
    saveVisit('u1', visit('/admin/organizations', '?page=2'), at);
    expect(routeToRestore('u1', at + RESTORE_WINDOW_MS - 1)).toBe('/admin/organizations?page=2');
  });
  it('not after 4 hours', () => {
    saveVisit('u1', visit('/account'), at);
    expect(routeToRestore('u1', at + RESTORE_WINDOW_MS)).toBeUndefined();
  });
  it('never the dashboard or a sign-in screen', () => {
    saveVisit('u1', visit('/dashboard'), at);
    expect(routeToRestore('u1', at + 1)).toBeUndefined();
    saveVisit('u1', visit('/login'), at);
    expect(routeToRestore('u1', at + 1)).toBeUndefined();
    saveVisit('u1', visit('/password/reset'), at);
    expect(routeToRestore('u1', at + 1)).toBeUndefined();
  });
  it('per user', () => {
    saveVisit('u1', visit('/account'), at);
    expect(routeToRestore('u2', at + 1)).toBeUndefined();
  });
});
