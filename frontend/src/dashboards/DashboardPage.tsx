// /dashboard: the dashboard of the current role; an admin goes to /admin/dashboard.
import { Navigate } from 'react-router';
import { usePermissions } from 'ra-core';
import { type Role } from '@practicum/shared/access/roles';
import { TermsPrompt } from '../account/TermsPrompt';
import { CoordinatorDashboard } from './coordinator/CoordinatorDashboard';
import { FacultyDashboard } from './faculty/FacultyDashboard';
import { SupervisorDashboard } from './supervisor/SupervisorDashboard';
import { TraineeDashboard } from './trainee/TraineeDashboard';
import { RoleDashboard } from './common/RoleDashboard';

export const adminDashboardPath = '/admin/dashboard';

const dashboards: Partial<Record<Role, () => React.JSX.Element>> = {
  coordinator: CoordinatorDashboard,
  faculty: FacultyDashboard,
  supervisor: SupervisorDashboard,
  trainee: TraineeDashboard,
};

export const DashboardPage = () => {
  const { permissions: role, isPending } = usePermissions<Role | undefined>();
  if (isPending) return null;
  if (role === 'admin') return <Navigate to={adminDashboardPath} replace />;
  const Dashboard = (role && dashboards[role]) ?? RoleDashboard;
  return (
    <>
      <TermsPrompt />
      <Dashboard />
    </>
  );
};

/** react-admin's home ("/") is the role dashboard. */
export const HomeRedirect = () => <Navigate to="/dashboard" replace />;
