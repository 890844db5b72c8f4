// Activity catalogue reads (spec 002 §7): activity types, activities and tags
// of the caller's organization, for the /activities editor (coordinator) and
// for everyone who logs or reviews activity (so any member may read them).
import { Router } from 'express';
import type { Knex } from 'knex';
import { activityCatalogReadModel } from '@practicum/projections/trainings/readModel';
import { sendList } from '../http/simpleRest.js';
import { oneOr404, organizationScope } from './scope.js';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(activityCatalogReadModel);

interface Catalogue {
  table: string;
  columns: Record<string, string>;
  searchColumns: string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  select: string[];
}

const catalogues: Record<string, Catalogue> = {
  'activity-types': {
    table: activityCatalogReadModel.tables.activity_types,
    columns: { id: 'id', name: 'name', color: 'color', symbol: 'symbol' },
    searchColumns: ['name'],
    defaultSort: ['name', 'ASC'],
    select: ['id', 'name', 'color', 'symbol'],
  },
  activities: {
    table: activityCatalogReadModel.tables.activities,
    columns: { id: 'id', name: 'name', group: 'group', raises_risk_alert: 'raises_risk_alert' },
    searchColumns: ['name', 'group'],
    defaultSort: ['group', 'ASC'],
    select: ['id', 'group', 'name', 'raises_risk_alert'],
  },
  'activity-tags': {
    table: activityCatalogReadModel.tables.activity_tags,
    columns: { id: 'id', name: 'name' },
    searchColumns: ['name'],
    defaultSort: ['name', 'ASC'],
    select: ['id', 'name'],
  },
};

export function activityCatalogQueryRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  for (const [resource, catalogue] of Object.entries(catalogues)) {
    const scoped = (organizationId: string) => deps.knex(catalogue.table).where('organization_id', organizationId).select(catalogue.select);
    router.get(`/api/${resource}`, reads, (req, res) =>
      sendList<Record<string, unknown>>(req, res, {
        ...catalogue,
        resource,
        query: () => scoped(organizationScope(req)),
        toRecord: (row) => row,
      }),
    );
    router.get(`/api/${resource}/:id`, reads, async (req, res) => {
      res.json(await oneOr404(req.params.id, (id) => scoped(organizationScope(req)).where('id', id)));
    });
  }
  return router;
}
