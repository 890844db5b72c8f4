// Staff people lists (spec 000 §2.3; PEOPLE-02..04, 06..10): faculty,
// supervisors and coordinators of the caller's organization (active positions
// of that role), one person's details, and the active users by role that
// pickers offer (TRAIN-08). The record's id is the user's id.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  peopleOf,
  peopleReads,
  personColumns,
  personRecord,
  personSearchColumns,
  positionsInOrganization,
  taughtTrainees,
  type PersonRow,
} from '@practicum/projections/identity/peopleQueries';
import type { PersonDetails } from '@practicum/shared/domain/identity/records';
import { parseInput } from '@practicum/shared/domain/validation';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readsFrom } from '../http/readsFrom.js';
import { sendList } from '../http/simpleRest.js';
import { oneOr404, organizationScope } from '../trainings/scope.js';

// Under X-Min-Position these routes wait for the projections they read only.
const reads = readsFrom(...peopleReads);

const staffRoles = { faculty: 'faculty', supervisors: 'supervisor', coordinators: 'coordinator' } as const;

const usersByRoleQuery = z.object({ role: z.enum(['trainee', 'supervisor', 'faculty', 'coordinator']) });

export function peopleRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  /** The platform admin opens a person of any organization; everyone else only their own organization's. */
  const detailScope = (req: Request) => (authOf(req).role === 'admin' ? null : organizationScope(req));

  for (const [resource, role] of Object.entries(staffRoles)) {
    router.get(`/api/${resource}`, reads, requireRouteAccess(`/${resource}`), (req, res) =>
      sendList<PersonRow>(req, res, {
        resource,
        query: () => peopleOf(deps.knex, role, organizationScope(req)),
        columns: personColumns,
        searchColumns: personSearchColumns,
        defaultSort: ['name', 'ASC'],
        toRecord: personRecord,
      }),
    );
    router.get(`/api/${resource}/:id`, reads, requireRouteAccess(`/${resource}/:id`), async (req, res) => {
      const row = await oneOr404<PersonRow>(req.params.id, (id) => peopleOf(deps.knex, role, detailScope(req)).where('u.id', id));
      const positions = await positionsInOrganization(deps.knex, row.id, row.organization_id);
      const trainees = role === 'faculty' ? await taughtTrainees(deps.knex, row.position_id, authOf(req)) : undefined;
      const details: PersonDetails = {
        ...personRecord(row),
        phone: row.phone,
        organization_id: row.organization_id,
        positions,
        ...(trainees && { trainees }),
      };
      res.json(details);
    });
  }

  router.get('/api/organization/users', reads, async (req, res) => {
    const { role } = parseInput(usersByRoleQuery, req.query);
    const rows = (await peopleOf(deps.knex, role, organizationScope(req)).orderBy('u.name')) as PersonRow[];
    res.json(rows.map((r) => ({ id: r.id, name: r.name, position_id: r.position_id, role_keyname: r.role, role_name: r.role_name })));
  });

  return router;
}
