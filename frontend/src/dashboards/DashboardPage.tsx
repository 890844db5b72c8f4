// /dashboard: the dashboard of the current role; an admin goes to /admin/dashboard, an auditor session to the trail
// it was opened for.
import { Navigate } from 'react-router';
import { usePermissions } from 'ra-core';
import { type Role } from '@practicum/shared/access/roles';
import { TermsPrompt } from '../account/TermsPrompt';
import { RoleDashboard } from './common/RoleDashboard';
import { lazyComponent } from '../layout/lazyComponent';
import { roleOf, type CurrentUser } from '../identity/currentUser';
import { peekPageAnswer } from '../session/pageAnswers';

// each role's dashboard is its own chunk: a trainee never loads the coordinator's
const CoordinatorDashboard = lazyComponent(() => import('./coordinator/CoordinatorDashboard'), 'CoordinatorDashboard');
const FacultyDashboard = lazyComponent(() => import('./faculty/FacultyDashboard'), 'FacultyDashboard');
const SupervisorDashboard = lazyComponent(() => import('./supervisor/SupervisorDashboard'), 'SupervisorDashboard');
const TraineeDashboard = lazyComponent(() => import('./trainee/TraineeDashboard'), 'TraineeDashboard');

export const adminDashboardPath = '/admin/dashboard';
const auditorHomePath = '/audit';

const dashboards: Partial<Record<Role, React.ComponentType & { preload(): void }>> = {
  coordinator: CoordinatorDashboard,
  faculty: FacultyDashboard,
  supervisor: SupervisorDashboard,
  trainee: TraineeDashboard,
};

// The page is sent with its signed-in user: a load of the dashboard starts loading that role's screen at once,
// beside the app's own start, instead of when the dashboard first renders.
if (typeof window !== 'undefined' && ['/', '/dashboard'].includes(window.location.pathname)) {
  const role = roleOf(peekPageAnswer<CurrentUser>('users/current'));
  if (role) dashboards[role]?.preload();
}

export const DashboardPage = () => {
  const { permissions: role, isPending } = usePermissions<Role | undefined>();
  if (isPending) return null;
  if (role === 'admin') return <Navigate to={adminDashboardPath} replace />;
  if (role === 'auditor') return <Navigate to={auditorHomePath} replace />;
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
