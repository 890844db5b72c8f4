// Client reads (MISC-03 … 07; DASH-45): the clients a reader may see (the
// trainee's own, a supervisor's trainees', the organization's for coordinators)
// in the ra-data-simple-rest protocol (filters trainee_id, can_upload,
// upload_requested, q on the code), the dashboard's incomplete_clients, and one
// client. Anyone else's is 404.
import { Router } from 'express';
import type { Knex } from 'knex';
import {
  clientColumns,
  clientReads,
  clientRecord,
  incompleteClients,
  visibleClients,
  type ClientRow,
} from '@practicum/projections/clients/readModel';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { listRoute } from '../http/listRoute.js';
import { readsFrom } from '../http/readsFrom.js';
import { oneOr404 } from '../http/oneOr404.js';

export function clientQueryRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  const reads = readsFrom(...clientReads);
  router.use('/api/clients', requireRouteAccess('/clients'));

  listRoute<ClientRow>(router, '/api/clients', reads, (req) => ({
    query: () => visibleClients(deps.knex, authOf(req)),
    columns: clientColumns,
    searchColumns: ['cl.code'],
    defaultSort: ['code', 'ASC'],
    toRecord: clientRecord,
  }));

  // the dashboard data's incomplete_clients (MISC-06, DASH-45): awaiting upload approval, oldest request first
  router.get('/api/clients/incomplete', reads, async (req, res) => {
    res.json({ incomplete_clients: await incompleteClients(deps.knex, authOf(req)) });
  });

  router.get('/api/clients/:id', reads, async (req, res) => {
    res.json(clientRecord(await oneOr404<ClientRow>(req.params.id, (id) => visibleClients(deps.knex, authOf(req)).where('cl.id', id))));
  });

  return router;
}
