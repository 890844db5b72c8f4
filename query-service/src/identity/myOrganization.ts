// GET /api/organizations/{id}: an organization as its members see it (/organization),
// read-only. Tenancy: another organization's record answers 404.
import { Router } from 'express';
import type { Knex } from 'knex';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { assertSameOrganization, requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import type { MemberOrganizationRecord } from '@practicum/shared/domain/organizations/records';
import { type OrganizationRow } from '../organizations/records.js';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(organizationsReadModel);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function myOrganizationRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.get('/api/organizations/:id', reads, requireRouteAccess('/organization'), async (req, res) => {
    const id = String(req.params.id);
    if (!uuidPattern.test(id)) throw new NotFoundError();
    assertSameOrganization(req, id);
    const row = await deps.knex<OrganizationRow>(organizationsReadModel.tables.organizations).where({ id }).first();
    if (!row) throw new NotFoundError();
    const organization: MemberOrganizationRecord = {
      id: row.id,
      name: row.name,
      logo_image_url: row.logo_image_url,
      supervision_type: row.supervision_type,
      dynamic_words: row.dynamic_words,
    };
    res.json(organization);
  });
  return router;
}
