// The admin tools index (/admin/tools, ADMIN-28) and the organization exports (ADMIN-30).
import { definePage } from '../../layout/manifest';
import { lazyComponent } from '../../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const AdminToolsPage = lazyComponent(() => import('./AdminToolsPage'), 'AdminToolsPage');
const OrganizationsExportsPage = lazyComponent(() => import('./OrganizationsExportsPage'), 'OrganizationsExportsPage');

export default [definePage('/admin/tools', AdminToolsPage), definePage('/admin/tools/organizations-exports', OrganizationsExportsPage)];
