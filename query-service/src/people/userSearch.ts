// /search/users (PEOPLE-11; spec 000 §2.3, 001 §2): GET /api/users/search?q=&role=&status= over name and email
// (any part of either matches), in the ra-data-simple-rest list protocol (range, sort). A coordinator searches
// the users holding a position in their organization, the platform admin every user (docs/decisions.md
// "User search"). The filters come as query parameters or inside `filter`; both are checked the same way.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  adminUserColumns,
  adminUserReads,
  adminUserRecord,
  adminUsers,
  adminUserSearchColumns,
  type AdminUserRow,
} from '@practicum/projections/identity/adminUserQueries';
import { userStatuses } from '@practicum/shared/domain/identity/statuses';
import { parseInput } from '@practicum/shared/domain/validation';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readsFrom } from '../http/readsFrom.js';
import { parseListParams, sendList } from '../http/simpleRest.js';
import { organizationScope } from '../trainings/scope.js';

const reads = readsFrom(...adminUserReads);

export const USER_SEARCH_MAX = 100;
export const searchableRoles = ['admin', 'coordinator', 'faculty', 'supervisor', 'trainee'] as const;

const searchInput = z.strictObject({
  q: z.string().trim().max(USER_SEARCH_MAX).optional(),
  role: z.enum(searchableRoles).optional(),
  status: z.enum(userStatuses).optional(),
});

const blankless = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));

/** The search's filters: the list protocol's `filter` merged with the plain query parameters q, role, status. */
function searchFilters(req: Request): z.infer<typeof searchInput> {
  const { filter } = parseListParams(req, { columns: adminUserColumns, defaultSort: ['name', 'ASC'] });
  const { q, role, status } = req.query;
  return parseInput(searchInput, blankless({ ...filter, ...blankless({ q, role, status }) }));
}

export function userSearchRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.get('/api/users/search', reads, requireRouteAccess('/search/users'), (req, res) => {
    const { q, role, status } = searchFilters(req);
    const scope = authOf(req).role === 'admin' ? undefined : organizationScope(req);
    // sendList reads the list filter from the request: hand it the checked one (search terms and status)
    const query = { ...req.query, filter: JSON.stringify(blankless({ q, status })) };
    const request = Object.create(req, { query: { value: query } }) as Request;
    return sendList<AdminUserRow>(request, res, {
      resource: 'users',
      query: () => adminUsers(deps.knex, { role: role && [role], scope }),
      columns: adminUserColumns,
      searchColumns: adminUserSearchColumns,
      defaultSort: ['name', 'ASC'],
      toRecord: adminUserRecord,
    });
  });
  return router;
}
