// The API side of the route table: the data behind a screen is served to the
// roles that may open the screen (401 signed out, 403 wrong role), and a record
// of another organization is answered 404 as if it did not exist.
import type { RequestHandler, Request } from 'express';
import { accessAllows, routeNamed } from '../../access/routeTable.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { authOf } from './auth.js';

/** Serves a path only to the roles the route table gives the screen `routePath`. */
export const requireRouteAccess = (routePath: string): RequestHandler => {
  const { access } = routeNamed(routePath);
  return (req, _res, next) => {
    if (access !== 'public') {
      const auth = authOf(req);
      if (!accessAllows(access, auth.role ?? undefined)) throw new ForbiddenError();
    }
    next();
  };
};

/** Tenancy: outside the platform admin, a record of another organization does not exist. */
export function assertSameOrganization(req: Request, organizationId: string | null | undefined): void {
  const auth = authOf(req);
  if (auth.role === 'admin') return;
  if (!organizationId || organizationId !== auth.organizationId) throw new NotFoundError();
}
