// The development outbox at /admin/tools/mail: the mail the app would have sent
// (dev_outbox, written by the command service's dev mailer). Admins only.
import { Router } from 'express';
import type { Knex } from 'knex';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { DEV_OUTBOX_TABLE } from '@practicum/shared/platform/mail/devOutbox';
import { listRoute } from '../http/listRoute.js';
import { readsFrom } from '../http/readsFrom.js';

// Reads no projection (nothing to wait for under X-Min-Position).
const reads = readsFrom();

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

  listRoute<OutboxRow>(router, '/api/admin/tools/mail', reads, () => ({
    query: () => deps.knex(DEV_OUTBOX_TABLE).select('*'),
    columns: { id: 'id', to: 'to', subject: 'subject', created_at: 'created_at' },
    searchColumns: ['"to"', 'subject'],
    defaultSort: ['created_at', 'DESC'],
    toRecord: record,
  }));

  router.get('/api/admin/tools/mail/:serial', reads, async (req, res) => {
    const id = String(req.params.serial);
    const row = /^\d{1,18}$/.test(id) ? await deps.knex<OutboxRow>(DEV_OUTBOX_TABLE).where({ id }).first() : undefined;
    if (!row) throw new NotFoundError();
    res.json(record(row));
  });
  return router;
}
