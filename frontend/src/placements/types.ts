export type { PlacementRecord, PlacementBatchResult, PlacementAgreementRecord } from '@practicum/shared/domain/placements/records';

export const placementsResource = 'placements';

export const placementPaths = {
  list: '/applications',
  request: '/applications#request-placement',
  /** The request with a site already picked (the site page's "Request placement"). */
  requestAt: (siteId: string | number) => `/applications?site=${encodeURIComponent(String(siteId))}#request-placement`,
  show: (id: string | number) => `/applications/${id}`,
};
