// Placement reads (issue 15, PLACE-01 … 06, 20, 21, 24, DASH-29): the list in the
// ra-data-simple-rest protocol with the PLACE-04 filters, one placement, and the
// review counts. Who sees which placement is the read model's SQL.
import { Router, type Request } from 'express';
import {
  placementColumns,
  placementCounts,
  placementCustomFilters,
  placementReads,
  placementRecord,
  placementSearchColumns,
  visiblePlacements,
  type PlacementReader,
  type PlacementRow,
} from '@practicum/projections/placements/readModel';
import { NO_ORGANIZATION } from '@practicum/projections/reader';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { listRoute } from '../http/listRoute.js';
import { readerToday, type ReaderDays } from '../http/readerZone.js';
import { readsFrom } from '../http/readsFrom.js';
import { oneOr404 } from '../http/oneOr404.js';

export const placementReaderOf = (req: Request): PlacementReader => {
  const auth = authOf(req);
  // without a position there is no organization, hence no placements
  return {
    userId: auth.userId,
    positionId: auth.positionId,
    organizationId: auth.organizationId ?? NO_ORGANIZATION,
    role: auth.role,
  };
};

export function placementQueryRoutes(deps: ReaderDays): Router {
  const router = Router();
  const reads = readsFrom(...placementReads);
  router.use('/api/placements', requireRouteAccess('/applications'));

  listRoute<PlacementRow>(router, '/api/placements', reads, async (req) => {
    const reader = placementReaderOf(req);
    const day = await readerToday(deps, req);
    return {
      query: () => visiblePlacements(deps.knex, reader),
      columns: placementColumns,
      searchColumns: placementSearchColumns,
      customFilters: placementCustomFilters,
      defaultSort: ['created_at', 'DESC'],
      toRecord: (row) => ({ ...placementRecord(row, reader, day) }),
    };
  });

  router.get('/api/placements/counts', reads, async (req, res) => {
    res.json(await placementCounts(deps.knex, placementReaderOf(req)));
  });

  router.get('/api/placements/:id', reads, async (req, res) => {
    const reader = placementReaderOf(req);
    const row = await oneOr404<PlacementRow>(req.params.id, (id) => visiblePlacements(deps.knex, reader).where('p.id', id));
    res.json(placementRecord(row, reader, await readerToday(deps, req)));
  });

  return router;
}
