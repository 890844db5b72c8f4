// GET /api/initial-state (spec 000 §3.1): what a page needs before anything else. Declared once for the query
// service that answers it and the frontend that reads it.
import type { UploadKind } from '../attachments/kinds.js';

/** The deployment's links, realtime key, upload settings and card key, from the query service's environment. */
export interface PageSettings {
  help_url: string;
  support_url: string;
  social_url: string;
  status_url: string;
  careers_url: string;
  realtime_key: string;
  realtime_cluster: string;
  upload_extensions: Record<UploadKind, readonly string[]>;
  mimetype_categories: Record<UploadKind, readonly string[]>;
  preferred_video_mimetypes: readonly string[];
  upload_cdn_url: string;
  card_payment_public_key: string | null;
  inactive_position_archive_days: number;
}

export interface InitialStateRecord extends PageSettings {
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
  default_dynamic_words: Record<string, string>;
  translations: { errors: Record<string, string> };
  errors: Record<string, string[]>;
  flash: string | null;
}
