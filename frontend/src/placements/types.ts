export type {
  PlacementRecord,
  PlacementBatchResult,
  PlacementCounts,
  PlacementAgreementRecord,
} from '@practicum/shared/domain/placements/records';

export const placementsResource = 'placements';

export const placementPaths = {
  list: '/applications',
  request: '/applications#request-placement',
  show: (id: string | number) => `/applications/${id}`,
};
