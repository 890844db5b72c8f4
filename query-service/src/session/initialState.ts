// GET /api/initial-state (public): what the page needs before anything else
// (spec 000 §3.1): the CSRF token, the current user or null, the session
// timers from configuration, the live-session participant limits, the
// deployment's links, realtime key, upload settings and card key, the default
// dynamic words, the server's text catalogue, and the session's one-time flash.
import { Router } from 'express';
import type { Knex } from 'knex';
import { ensureCsrfToken } from '@practicum/shared/platform/http/auth';
import { siteTagColors } from '@practicum/shared/domain/sites/tags';
import { DEFAULT_PARTICIPANT_LIMITS, type ParticipantLimits } from '@practicum/shared/domain/liveSessions/limits';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { userSummary } from '@practicum/projections/identity/userQueries';
import { defaultDynamicWords } from '@practicum/shared/domain/organizations/dynamicWords';
import { statusTexts } from '@practicum/shared/platform/http/statusTexts';
import type { InitialStateRecord } from '@practicum/shared/domain/session/initialState';
import { readsFrom } from '../http/readsFrom.js';
import { pageSettingsFromEnv, type PageSettings } from './pageSettings.js';

// Under X-Min-Position this route waits for the users projection only.
const reads = readsFrom(usersReadModel);

export interface SessionTimers {
  idleTimeoutSeconds: number;
  idleWarningSeconds: number;
  sessionLifetimeSeconds: number;
}

export function initialStateRoutes(deps: {
  knex: Knex;
  timers: SessionTimers;
  mapTileUrl?: string;
  participantLimits?: ParticipantLimits;
  pageSettings?: PageSettings;
}): Router {
  const router = Router();
  const settings = deps.pageSettings ?? pageSettingsFromEnv();
  router.get('/api/initial-state', reads, async (req, res) => {
    const csrf = ensureCsrfToken(req);
    const auth = req.session.auth;
    const user = auth ? await userSummary(deps.knex, auth.userId) : undefined;
    // a message left for the next page (a server-side redirect's outcome) is shown once
    const { flash = null, errors = {} } = req.session;
    if (req.session.flash !== undefined || req.session.errors !== undefined) {
      delete req.session.flash;
      delete req.session.errors;
    }
    res.setHeader('Cache-Control', 'no-store');
    const state: InitialStateRecord = {
      csrf_token: csrf,
      current_user: user && auth ? { ...user, is_impersonating: auth.impersonatorId !== null } : null,
      idle_timeout_seconds: deps.timers.idleTimeoutSeconds,
      idle_warning_seconds: deps.timers.idleWarningSeconds,
      session_lifetime_seconds: deps.timers.sessionLifetimeSeconds,
      tag_colors: siteTagColors,
      map_tile_url: deps.mapTileUrl ?? '',
      // 000 §3.1: the live-session participant limits (general and big-blue-button) the create dialog keeps to
      live_session_participant_limits: deps.participantLimits ?? DEFAULT_PARTICIPANT_LIMITS,
      ...settings,
      default_dynamic_words: defaultDynamicWords,
      translations: { errors: statusTexts },
      errors,
      flash,
    };
    res.json(state);
  });
  return router;
}
