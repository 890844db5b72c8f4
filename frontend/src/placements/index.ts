// The placements manifest: /applications (list, #request-placement) and /applications/:id.
import AssignmentIcon from '@mui/icons-material/Assignment';
import { defineResource, shownAs } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';
import { placementPaths, placementsResource, type PlacementRecord } from './types';

// each screen loads when first opened (its own chunk)
const PlacementList = lazyComponent(() => import('./PlacementList'), 'PlacementList');
const PlacementShow = lazyComponent(() => import('./PlacementShow'), 'PlacementShow');

export { placementMessages, placementResources } from './messages';
export { usePlacementReviewTab } from './usePlacementReviewTab';

export default defineResource<PlacementRecord>({
  name: placementsResource,
  path: placementPaths.list,
  list: PlacementList,
  show: PlacementShow,
  ...shownAs('placements', AssignmentIcon),
  recordRepresentation: (record) => `${record.trainee.name} · ${record.supervision_site.name}`,
});
