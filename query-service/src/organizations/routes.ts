// Admin reads of organizations: the list (search, sort, pages) and one by id.
import { Router } from 'express';
import type { Knex } from 'knex';
import {
  allOrganizations,
  organizationById,
  organizationColumns,
  organizationRecord,
  organizationSearchColumns,
  type OrganizationRow,
} from '@practicum/projections/organizations/queries';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { ORGANIZATIONS_EXACT_TOTAL_UP_TO } from '@practicum/shared/domain/organizations/records';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readsFrom } from '../http/readsFrom.js';
import { listRoute } from '../http/listRoute.js';

// Under X-Min-Position these routes wait for the organizations projection only.
const reads = readsFrom(organizationsReadModel);

export function organizationRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.use('/api/admin/organizations', requireRouteAccess('/admin/organizations'));

  listRoute<OrganizationRow>(router, '/api/admin/organizations', reads, () => ({
    query: () => allOrganizations(deps.knex),
    columns: organizationColumns,
    searchColumns: organizationSearchColumns,
    defaultSort: ['name', 'ASC'],
    toRecord: organizationRecord,
    countCap: ORGANIZATIONS_EXACT_TOTAL_UP_TO,
  }));

  router.get('/api/admin/organizations/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const organization = /^[0-9a-f-]{36}$/i.test(id) ? await organizationById(deps.knex, id) : undefined;
    if (!organization) throw new NotFoundError();
    res.json(organization);
  });
  return router;
}
