// GET /api/initial-state (public): what the page needs before anything else
// (spec 000 §3.1): the CSRF token, the current user or null, and the session
// timers from configuration.
import { Router } from 'express';
import type { Knex } from 'knex';
import { ensureCsrfToken } from '@practicum/shared/platform/http/auth';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(usersReadModel);
import { siteTagColors } from '@practicum/shared/domain/sites/tags';

export interface SessionTimers {
  idleTimeoutSeconds: number;
  idleWarningSeconds: number;
  sessionLifetimeSeconds: number;
}

export function initialStateRoutes(deps: { knex: Knex; timers: SessionTimers; mapTileUrl?: string }): Router {
  const router = Router();
  router.get('/api/initial-state', reads, async (req, res) => {
    const csrf = ensureCsrfToken(req);
    const auth = req.session.auth;
    const user = auth
      ? ((await deps.knex(usersReadModel.tables.users).select('id', 'name', 'email', 'status').where({ id: auth.userId }).first()) as
          { id: string; name: string; email: string; status: string } | undefined)
      : undefined;
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      csrf_token: csrf,
      current_user: user && auth ? { ...user, is_impersonating: auth.impersonatorId !== null } : null,
      idle_timeout_seconds: deps.timers.idleTimeoutSeconds,
      idle_warning_seconds: deps.timers.idleWarningSeconds,
      session_lifetime_seconds: deps.timers.sessionLifetimeSeconds,
      tag_colors: siteTagColors,
      map_tile_url: deps.mapTileUrl ?? '',
    });
  });
  return router;
}
