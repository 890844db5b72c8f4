// Admin reads of organizations: the list (search, sort, pages) and one by id.
import { Router } from 'express';
import type { Knex } from 'knex';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { sendList } from '../http/simpleRest.js';
import { organizationRecord, type OrganizationRow } from './records.js';

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

  router.get('/api/admin/organizations', (req, res) =>
    sendList<OrganizationRow>(req, res, {
      resource: 'organizations',
      query: () => deps.knex('organizations').select('*'),
      columns,
      searchColumns: ['name', 'supervision_type'],
      defaultSort: ['name', 'ASC'],
      toRecord: organizationRecord,
    }),
  );

  router.get('/api/admin/organizations/:id', async (req, res) => {
    const id = String(req.params.id);
    const row = /^[0-9a-f-]{36}$/i.test(id) ? await deps.knex<OrganizationRow>('organizations').where({ id }).first() : undefined;
    if (!row) throw new NotFoundError();
    res.json(organizationRecord(row));
  });
  return router;
}
