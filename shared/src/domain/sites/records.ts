// The records the query service answers and the screens read, in one place.
import type { SiteDetails } from './events.js';
import type { BadgeColor, SiteStatus } from './statuses.js';
import type { SiteTagColor } from './tags.js';

export interface SiteTagRecord {
  id: string;
  name: string;
  icon: string;
  color: SiteTagColor;
  coordinator_only: boolean;
  order: number;
}

export interface SiteRecord extends Omit<SiteDetails, 'tag_ids'> {
  id: string;
  organization_id: string;
  status: SiteStatus;
  /** The badge name (reading B) and class of the status. */
  status_label: string;
  status_color: BadgeColor;
  published: boolean;
  created_by: string | null;
  created_by_name: string | null;
  /** Only the tags the reader may see: coordinator-only tags reach coordinators alone. */
  tag_ids: string[];
  tags: SiteTagRecord[];
  supervisors: { id: string; name: string }[];
  placements_count: number;
  created_at: string;
  updated_at: string;
}

/** A published site on the map. */
export interface SiteMapPoint {
  id: string;
  name: string;
  department: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  accepting_trainees: boolean;
}

/** The coordinator's "Review sites" counts (DASH-03, DASH-28). */
export interface SitesSummary {
  expired_count: number;
  pending_count: number;
}
