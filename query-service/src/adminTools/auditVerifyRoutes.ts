// GET /api/admin/audit/verify (issue 20 item 4): walks the event store's hash chain and names the first
// events whose rows were altered or removed by hand. Admins only. The one read of the event store's own
// table besides health: tamper evidence is about that table, no read model could answer it.
import { Router } from 'express';
import type pg from 'pg';
import { verifyChain } from '@practicum/shared/platform/eventstore/postgres/chain';
import { requireRole } from '@practicum/shared/platform/http/auth';
import { readsFrom } from '../http/readsFrom.js';

export function adminAuditVerifyRoutes(deps: { pool: pg.Pool }): Router {
  const router = Router();
  router.get('/api/admin/audit/verify', requireRole('admin'), readsFrom(), async (_req, res) => {
    res.json({ id: 'verify', ...(await verifyChain(deps.pool)), checked_at: new Date().toISOString() });
  });
  return router;
}
