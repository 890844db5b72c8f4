// The development outbox at /admin/tools/mail: the mail the app would have sent
// (dev_outbox, written by the command service's dev mailer). Admins only.
import { Router } from 'express';
import type { Knex } from 'knex';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { sendList } from '../http/simpleRest.js';

interface OutboxRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Date;
}

const record = (row: OutboxRow) => ({
  id: Number(row.id),
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  created_at: row.created_at.toISOString(),
});

export function adminMailRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.use('/api/admin/tools/mail', requireRouteAccess('/admin/tools/*'));

  router.get('/api/admin/tools/mail', (req, res) =>
    sendList<OutboxRow>(req, res, {
      resource: 'mail',
      query: () => deps.knex('dev_outbox').select('*'),
      columns: { id: 'id', to: 'to', subject: 'subject', created_at: 'created_at' },
      searchColumns: ['"to"', 'subject'],
      defaultSort: ['created_at', 'DESC'],
      toRecord: record,
    }),
  );

  router.get('/api/admin/tools/mail/:id', async (req, res) => {
    const id = String(req.params.id);
    const row = /^\d{1,18}$/.test(id) ? await deps.knex<OutboxRow>('dev_outbox').where({ id }).first() : undefined;
    if (!row) throw new NotFoundError();
    res.json(record(row));
  });
  return router;
}
