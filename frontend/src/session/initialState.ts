// GET /api/initial-state (spec 000 §3.1): the session timers from the server's
// configuration, loaded once per page.
export interface InitialState {
  csrf_token: string;
  current_user: { id: string; name: string; email: string; is_impersonating: boolean } | null;
  idle_timeout_seconds: number;
  idle_warning_seconds: number;
  session_lifetime_seconds: number;
  /** Tag colours by name (000 §3.1). */
  tag_colors: Record<string, string>;
  /** Map tile template of the site directory; empty: no tiles. */
  map_tile_url: string;
}

let pending: Promise<InitialState> | undefined;

export function loadInitialState(): Promise<InitialState> {
  pending ??= fetch('/api/initial-state', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
    async (response) => {
      if (!response.ok) throw new Error(`initial state failed with status ${response.status}`);
      return (await response.json()) as InitialState;
    },
  );
  pending.catch(() => (pending = undefined));
  return pending;
}
