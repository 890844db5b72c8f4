// Activity catalogue reads (spec 002 §7): activity types, activities and tags
// of the caller's organization, for the /activities editor (coordinator) and
// for everyone who logs or reviews activity (so any member may read them).
import { Router } from 'express';
import type { Knex } from 'knex';
import { catalogueOf, catalogues } from '@practicum/projections/trainings/setupQueries';
import { activityCatalogReadModel } from '@practicum/projections/trainings/readModel';
import { readsFrom } from '../http/readsFrom.js';
import { sendList } from '../http/simpleRest.js';
import { oneOr404, organizationScope } from './scope.js';

// Under X-Min-Position these routes wait for the activity catalogue projection only.
const reads = readsFrom(activityCatalogReadModel);

export function activityCatalogQueryRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  for (const [resource, catalogue] of Object.entries(catalogues)) {
    const scoped = (organizationId: string) => catalogueOf(deps.knex, catalogue, organizationId);
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
