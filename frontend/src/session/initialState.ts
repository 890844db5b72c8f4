// GET /api/initial-state (spec 000 §3.1): the session timers, links and upload
// settings from the server's configuration, loaded once per page.
import { useEffect, useState } from 'react';

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
  /** Live-session participant caps by provider (000 §3.1). */
  live_session_participant_limits: { general: number; big_blue_button: number };
  help_url: string;
  support_url: string;
  social_url: string;
  status_url: string;
  careers_url: string;
  realtime_key: string;
  realtime_cluster: string;
  upload_extensions: Record<string, string[]>;
  mimetype_categories: Record<string, string[]>;
  preferred_video_mimetypes: string[];
  upload_cdn_url: string;
  card_payment_public_key: string | null;
  inactive_position_archive_days: number;
  default_dynamic_words: Record<string, string>;
  translations: { errors: Record<string, string> };
  errors: Record<string, string[]>;
  flash: string | null;
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

/** The initial state once loaded (undefined before, or when it could not be read). */
export function useInitialState(): InitialState | undefined {
  const [state, setState] = useState<InitialState>();
  useEffect(() => {
    let live = true;
    loadInitialState()
      .then((loaded) => live && setState(loaded))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return state;
}
