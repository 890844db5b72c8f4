// /dashboard: the dashboard of the current role; an admin goes to /admin/dashboard.
import { Navigate } from 'react-router';
import { usePermissions } from 'ra-core';
import { type Role } from '@practicum/shared/domain/identity/roles';
import { RoleDashboard } from './common/RoleDashboard';
import { TermsPrompt } from '../account/TermsPrompt';

export const adminDashboardPath = '/admin/dashboard';

export const DashboardPage = () => {
  const { permissions: role, isPending } = usePermissions<Role | undefined>();
  if (isPending) return null;
  if (role === 'admin') return <Navigate to={adminDashboardPath} replace />;
  return (
    <>
      <TermsPrompt />
      <RoleDashboard />
    </>
  );
};

/** react-admin's home ("/") is the role dashboard. */
export const HomeRedirect = () => <Navigate to="/dashboard" replace />;
