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
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { readsFrom } from '../http/readsFrom.js';
import { sendList } from '../http/simpleRest.js';

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function supportQueryRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  const reads = readsFrom(...supportReads);
  router.use('/api/support-conversations', requireRouteAccess('/supcon'));

  router.get('/api/support-conversations', reads, async (req, res) => {
    const reader = authOf(req);
    await sendList<SupportRow>(req, res, {
      resource: 'support-conversations',
      query: () => visibleConversations(deps.knex, reader),
      columns: supportColumns,
      searchColumns: ['c.subject'],
      defaultSort: ['last_message_at', 'DESC'],
      toRecord: supportRecord,
    });
  });

  router.get('/api/support-conversations/:id', reads, async (req, res) => {
    const id = String(req.params.id);
    const row = uuidLike.test(id)
      ? ((await visibleConversations(deps.knex, authOf(req)).where('c.id', id).first()) as SupportRow | undefined)
      : undefined;
    if (!row) throw new NotFoundError();
    res.json({ ...supportRecord(row), messages: await supportMessagesOf(deps.knex, id) });
  });

  return router;
}
