// Spec 000 §2.3, mirroring the server's route authorization: who may open which
// screen. A path that no row names is open to any signed-in user.
import { matchPath } from 'react-router';
import { type Role } from '@practicum/shared/domain/identity/roles';

export interface RouteRule {
  path: string;
  roles: readonly Role[];
}

const peopleViewers: readonly Role[] = ['admin', 'trainee', 'supervisor', 'faculty', 'coordinator'];

// First match wins: specific paths come before their parents.
export const routeTable: readonly RouteRule[] = [
  { path: '/admin/*', roles: ['admin'] },
  { path: '/livesessions/tools', roles: ['admin'] },
  { path: '/access-passes', roles: ['coordinator'] },
  { path: '/activities', roles: ['coordinator'] },
  { path: '/faculty', roles: ['coordinator'] },
  { path: '/faculty/:id', roles: peopleViewers },
  { path: '/supervisors', roles: ['coordinator', 'faculty'] },
  { path: '/supervisors/:id', roles: peopleViewers },
  { path: '/trainees', roles: ['coordinator', 'faculty'] },
  { path: '/trainees/:id', roles: peopleViewers },
  { path: '/coordinators', roles: ['coordinator'] },
  { path: '/coordinators/:id', roles: peopleViewers },
  { path: '/forms/training-forms/overview', roles: ['faculty', 'coordinator'] },
  { path: '/forms/training-forms', roles: ['trainee', 'supervisor'] },
  { path: '/forms', roles: ['faculty', 'coordinator', 'admin'] },
  { path: '/supcon', roles: ['admin', 'coordinator', 'faculty'] },
  { path: '/supcon/:id', roles: ['admin', 'coordinator', 'faculty'] },
  { path: '/search/users', roles: ['coordinator'] },
  { path: '/reports', roles: ['admin', 'coordinator'] },
  { path: '/supervision-profile', roles: ['supervisor', 'faculty'] },
  { path: '/access-pass', roles: ['trainee'] },
  { path: '/training-plans', roles: ['coordinator'] },
  { path: '/training-plans/:id', roles: ['coordinator'] },
  { path: '/training-levels/:id', roles: ['coordinator'] },
];

export function ruleFor(pathname: string): RouteRule | undefined {
  return routeTable.find((rule) => matchPath({ path: rule.path, end: true }, pathname) !== null);
}

export function canOpen(pathname: string, role: Role | undefined): boolean {
  const rule = ruleFor(pathname);
  return rule === undefined || (role !== undefined && rule.roles.includes(role));
}

export const permissionDeniedPath = (path: string): string => `/permission-denied?path=${encodeURIComponent(path)}`;
