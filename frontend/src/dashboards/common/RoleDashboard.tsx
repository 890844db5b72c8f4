// Coordinator, faculty, supervisor and trainee dashboards start as their header;
// their cards (spec 001 §2) arrive in dashboards/<role>/.
import { Title } from 'react-admin';
import { DashboardHeader } from './DashboardHeader';

export const RoleDashboard = () => (
  <>
    <Title title="app.dashboard.title" />
    <DashboardHeader />
  </>
);
