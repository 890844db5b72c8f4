// Admin reads of organizations: the list (search, sort, pages) and one by id.
import { Router } from 'express';
import type { Knex } from 'knex';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { sendList } from '../http/simpleRest.js';
import { organizationRecord, type OrganizationRow } from './records.js';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(organizationsReadModel);

const columns = {
  id: 'id',
  name: 'name',
  supervision_type: 'supervision_type',
  created_at: 'created_at',
  updated_at: 'updated_at',
  live_retention_days: 'live_retention_days',
  telehealth_retention_days: 'telehealth_retention_days',
};

export function organizationRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.use('/api/admin/organizations', requireRouteAccess('/admin/organizations'));

  router.get('/api/admin/organizations', reads, (req, res) =>
    sendList<OrganizationRow>(req, res, {
      resource: 'organizations',
      query: () => deps.knex(organizationsReadModel.tables.organizations).select('*'),
      columns,
      searchColumns: ['name', 'supervision_type'],
      defaultSort: ['name', 'ASC'],
      toRecord: organizationRecord,
    }),
  );

  router.get('/api/admin/organizations/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const row = /^[0-9a-f-]{36}$/i.test(id)
      ? await deps.knex<OrganizationRow>(organizationsReadModel.tables.organizations).where({ id }).first()
      : undefined;
    if (!row) throw new NotFoundError();
    res.json(organizationRecord(row));
  });
  return router;
}
