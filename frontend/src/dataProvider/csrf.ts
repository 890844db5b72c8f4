// The session's CSRF token: sent with the page or fetched once, sent on every write, refreshed after
// a 419 (the server rotated it) and forgotten on sign-in and sign-out.
export const csrfTokenUrl = '/auth/csrf-token';

export interface CsrfTokenStore {
  get(): Promise<string>;
  refresh(): Promise<string>;
  forget(): void;
}

/** `sentWithPage`: the token the page came with (its initial state), used until the first refresh or forget. */
export function createCsrfTokenStore(fetchFn: typeof fetch = (...args) => fetch(...args), sentWithPage?: string): CsrfTokenStore {
  let pending: Promise<string> | undefined = sentWithPage ? Promise.resolve(sentWithPage) : undefined;
  const load = async (): Promise<string> => {
    const response = await fetchFn(csrfTokenUrl, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`CSRF token request failed with status ${response.status}`);
    const { token } = (await response.json()) as { token?: unknown };
    if (typeof token !== 'string' || token === '') throw new Error('CSRF token response has no token');
    return token;
  };
  const store: CsrfTokenStore = {
    get: () => {
      pending ??= load().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
    refresh: () => {
      pending = undefined;
      return store.get();
    },
    forget: () => {
      pending = undefined;
    },
  };
  return store;
}
