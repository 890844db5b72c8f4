// Read models and their rebuilds (issue 20 item 6), admin only, at /admin/tools/projections.
import { definePage } from '../../layout/manifest';
import { lazyComponent } from '../../layout/lazyComponent';

const ProjectionsPage = lazyComponent(() => import('./ProjectionsPage'), 'ProjectionsPage');

export const projectionPaths = { page: '/admin/tools/projections' };

export default definePage(projectionPaths.page, ProjectionsPage);
