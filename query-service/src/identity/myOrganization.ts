// GET /api/organizations/{id}: an organization as its members see it (/organization),
// read-only. Tenancy: another organization's record answers 404.
import { Router } from 'express';
import type { Knex } from 'knex';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { assertSameOrganization, requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { memberOrganization } from '@practicum/projections/organizations/queries';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(organizationsReadModel, usersReadModel);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function myOrganizationRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.get('/api/organizations/:id', reads, requireRouteAccess('/organization'), async (req, res) => {
    const id = String(req.params.id);
    if (!uuidPattern.test(id)) throw new NotFoundError();
    assertSameOrganization(req, id);
    const organization = await memberOrganization(deps.knex, id);
    if (!organization) throw new NotFoundError();
    res.json(organization);
  });
  return router;
}
