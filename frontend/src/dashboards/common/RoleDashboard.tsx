// Roles without a dashboard of their own (developer, manager, staff...) see
// their header only; coordinator, faculty, supervisor and trainee dashboards
// live in dashboards/<role>/.
import { DashboardPage } from './DashboardPage';

export const RoleDashboard = () => <DashboardPage />;
