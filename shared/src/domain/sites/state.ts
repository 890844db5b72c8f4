import { assertNever } from '../decider.js';
import type { SiteDetails, SiteEvent } from './events.js';
import type { SiteStatus } from './statuses.js';

export interface SiteData {
  id: string;
  organizationId: string;
  createdBy: string | null;
  details: SiteDetails;
  status: SiteStatus;
  published: boolean;
  placementIds: string[];
}

export type SiteState = { status: 'none' } | { status: 'active'; site: SiteData } | { status: 'deleted'; id: string };

export const initialState = (): SiteState => ({ status: 'none' });

const change = (state: SiteState, patch: (site: SiteData) => Partial<SiteData>): SiteState =>
  state.status === 'active' ? { ...state, site: { ...state.site, ...patch(state.site) } } : state;

export function evolve(state: SiteState, event: SiteEvent): SiteState {
  switch (event.type) {
    case 'SiteCreated': {
      const d = event.data;
      return {
        status: 'active',
        site: {
          id: d.siteId,
          organizationId: d.organizationId,
          createdBy: d.createdBy,
          details: d.details,
          status: d.status,
          published: d.published,
          placementIds: [],
        },
      };
    }
    case 'SiteUpdated':
      return change(state, (site) => ({ details: { ...site.details, ...event.data.changes } }));
    case 'SiteStatusChanged':
      return change(state, () => ({ status: event.data.to }));
    case 'SiteExpired':
      return change(state, () => ({ status: 'expired' }));
    case 'SitePublished':
      return change(state, () => ({ published: true }));
    case 'SiteUnpublished':
      return change(state, () => ({ published: false }));
    case 'SiteDeleted':
      return { status: 'deleted', id: event.data.siteId };
    case 'SitePlacementAdded':
      return change(state, (site) => ({ placementIds: [...site.placementIds, event.data.placementId] }));
    case 'SitePlacementRemoved':
      return change(state, (site) => ({ placementIds: site.placementIds.filter((id) => id !== event.data.placementId) }));
    default:
      return assertNever(event);
  }
}
