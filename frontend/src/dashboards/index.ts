// The role dashboards (spec 001 §2): /dashboard for every role but admin,
// /admin/dashboard for admins.
import { definePage } from '../layout/manifest';
import { AdminDashboard } from './admin/AdminDashboard';
import { DashboardPage, adminDashboardPath } from './DashboardPage';

export { HomeRedirect, adminDashboardPath } from './DashboardPage';

export default [definePage('/dashboard', DashboardPage), definePage(adminDashboardPath, AdminDashboard)];
