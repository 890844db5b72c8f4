// Roles without a dashboard of their own (developer, manager, staff...) see
// their header only; coordinator, faculty, supervisor and trainee dashboards
// live in dashboards/<role>/.
import { Title } from 'react-admin';
import { DashboardHeader } from './DashboardHeader';

export const RoleDashboard = () => (
  <>
    <Title title="app.dashboard.title" />
    <DashboardHeader />
  </>
);
