// Support conversation reads (MISC-01, MISC-02): the threads a reader may see in
// the ra-data-simple-rest protocol (filters status, q; each with the reader's
// unread count), and one thread with its messages. Others' threads are 404.
import { Router } from 'express';
import type { Knex } from 'knex';
import {
  supportColumns,
  supportMessagesOf,
  supportReads,
  supportRecord,
  visibleConversations,
  type SupportRow,
} from '@practicum/projections/support/readModel';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { listRoute } from '../http/listRoute.js';
import { readsFrom } from '../http/readsFrom.js';
import { oneOr404 } from '../http/oneOr404.js';

export function supportQueryRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  const reads = readsFrom(...supportReads);
  router.use('/api/support-conversations', requireRouteAccess('/supcon'));

  listRoute<SupportRow>(router, '/api/support-conversations', reads, (req) => ({
    query: () => visibleConversations(deps.knex, authOf(req)),
    columns: supportColumns,
    searchColumns: ['c.subject'],
    defaultSort: ['last_message_at', 'DESC'],
    toRecord: supportRecord,
  }));

  router.get('/api/support-conversations/:id', reads, async (req, res) => {
    const row = await oneOr404<SupportRow>(req.params.id, (id) => visibleConversations(deps.knex, authOf(req)).where('c.id', id));
    res.json({ ...supportRecord(row), messages: await supportMessagesOf(deps.knex, String(req.params.id)) });
  });

  return router;
}
