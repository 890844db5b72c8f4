// Erasing someone with no account (issue 20 item 5), admin only, at /admin/tools/erasures.
import { definePage } from '../../layout/manifest';
import { lazyComponent } from '../../layout/lazyComponent';

const OutsideErasurePage = lazyComponent(() => import('./OutsideErasurePage'), 'OutsideErasurePage');

export const outsideErasurePaths = { page: '/admin/tools/erasures' };

export default definePage(outsideErasurePaths.page, OutsideErasurePage);
