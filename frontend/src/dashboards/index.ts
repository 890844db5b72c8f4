// The role dashboards (spec 001 §2): /dashboard for every role but admin,
// /admin/dashboard for admins.
import { definePage } from '../layout/manifest';
import { DashboardPage, adminDashboardPath } from './DashboardPage';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const AdminDashboard = lazyComponent(() => import('./admin/AdminDashboard'), 'AdminDashboard');

export { HomeRedirect, adminDashboardPath } from './DashboardPage';

export default [definePage('/dashboard', DashboardPage), definePage(adminDashboardPath, AdminDashboard)];
