// Sends a user who may not open the current route to /permission-denied with
// the path (spec 000 §2.3); nothing of the guarded screen renders meanwhile.
import { type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { usePermissions } from 'ra-core';
import { type Role } from '@practicum/shared/access/roles';
import { canOpen, permissionDeniedPath, ruleFor } from './routeTable';

export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const { permissions, isPending } = usePermissions<Role | undefined>();
  if (ruleFor(pathname) === undefined) return <>{children}</>;
  if (isPending) return null;
  if (!canOpen(pathname, permissions)) return <Navigate to={permissionDeniedPath(pathname + search)} replace />;
  return <>{children}</>;
};
