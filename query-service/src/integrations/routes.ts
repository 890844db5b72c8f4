// ADMIN-24: an organization's integrations (admin only): the list on the organization's edit page and one by id.
import { Router } from 'express';
import type { Knex } from 'knex';
import {
  integrationById,
  integrationColumns,
  integrationRecord,
  integrationsOf,
  integrationSearchColumns,
  integrationsReadModel,
  type IntegrationRow,
} from '@practicum/projections/integrations/readModel';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readsFrom } from '../http/readsFrom.js';
import { sendList } from '../http/simpleRest.js';

const reads = readsFrom(integrationsReadModel);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function integrationRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  const access = requireRouteAccess('/admin/organizations/edit/:id');

  router.get('/api/admin/organizations/:id/integrations', access, reads, (req, res) => {
    const organizationId = String(req.params.id);
    if (!UUID.test(organizationId)) throw new NotFoundError();
    return sendList<IntegrationRow>(req, res, {
      resource: 'integrations',
      query: () => integrationsOf(deps.knex, organizationId),
      columns: integrationColumns,
      searchColumns: integrationSearchColumns,
      defaultSort: ['name', 'ASC'],
      toRecord: integrationRecord,
    });
  });

  router.get('/api/admin/integrations/:id', access, reads, async (req, res) => {
    const id = String(req.params.id);
    const integration = UUID.test(id) ? await integrationById(deps.knex, id) : undefined;
    if (!integration) throw new NotFoundError();
    res.json(integration);
  });
  return router;
}
