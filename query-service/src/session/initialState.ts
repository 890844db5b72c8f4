// GET /api/initial-state (public): what the page needs before anything else
// (spec 000 §3.1): the CSRF token, the current user or null, and the session
// timers from configuration.
import { Router } from 'express';
import type { Knex } from 'knex';
import { ensureCsrfToken } from '@practicum/shared/platform/http/auth';
import { siteTagColors } from '@practicum/shared/domain/sites/tags';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { userSummary } from '@practicum/projections/identity/userQueries';
import { readsFrom } from '../http/readsFrom.js';

// Under X-Min-Position this route waits for the users projection only.
const reads = readsFrom(usersReadModel);

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
    const user = auth ? await userSummary(deps.knex, auth.userId) : undefined;
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
