// The frontend mirrors the server's route authorization from the one table in
// shared (spec 000 §2.3): who may open which screen, its flags and its layout.
import { usePermissions } from 'ra-core';
import { type Role } from '@practicum/shared/access/roles';
import { canOpen as canOpenPath, routeFor, type RouteDefinition } from '@practicum/shared/access/routeTable';

export { permissionDeniedPath, routeFor, routeTable, type RouteDefinition } from '@practicum/shared/access/routeTable';

export const ruleFor = (pathname: string): RouteDefinition | undefined => routeFor(pathname);

/** `role` undefined: signed in, no position (or still loading). */
export const canOpen = (pathname: string, role: Role | undefined): boolean => canOpenPath(pathname, role);

/** The flags of the screen the browser shows now (error handling reads them). */
export const currentRouteFlags = (): Pick<RouteDefinition, 'hideAuthorizationError' | 'hideServerError' | 'showTimeoutLogin'> => {
  const route = typeof window === 'undefined' ? undefined : routeFor(window.location.pathname);
  return {
    hideAuthorizationError: route?.hideAuthorizationError ?? false,
    hideServerError: route?.hideServerError ?? false,
    showTimeoutLogin: route?.showTimeoutLogin ?? false,
  };
};

/** Whether the signed-in user may open a path: a link to a screen they may not open is shown as plain text. */
export function useCanOpen(): (pathname: string) => boolean {
  const { permissions } = usePermissions<Role | undefined>();
  return (pathname) => canOpen(pathname, permissions);
}
