// The server's idle timeout (issue 10 item 7, ASVS V3.3.2). A signed-in session whose user has done nothing for
// longer than the idle limit is ended at its next request, however often the tab reads in the background:
// reads (notification polling, the keep-alive, health, the realtime handshake) never move the clock; only
// sign-in and the browser's activity reports do (PUT /api/session/activity, recordActivity).
import type { RequestHandler } from 'express';
import type { SessionData } from 'express-session';
import { markSessionActive } from './session.js';
import { serverIdleLimitSeconds } from '../../domain/identity/idleTimeout.js';

/** Whether a stored session has been idle past the limit (a session never seen active starts its clock now). */
export const idlePast = (session: Partial<SessionData>, idleTimeoutSeconds: number, now: number): boolean =>
  Boolean(session.auth) && now - (session.lastActiveAt ?? now) > serverIdleLimitSeconds(idleTimeoutSeconds) * 1000;

/**
 * Ends an idle session: it is replaced by an anonymous one that keeps only its CSRF token (bound to the browser,
 * as at sign-in), so the request goes on signed out: 401 on the API, which the browser shows as the timeout
 * login (spec 000 §8), and the re-login's POST is not refused for its token first.
 */
export function sessionIdleGuard(idleTimeoutSeconds: number, now: () => number = Date.now): RequestHandler {
  return (req, _res, next) => {
    const current = req.session;
    if (!current?.auth) return next();
    current.lastActiveAt ??= now();
    if (!idlePast(current, idleTimeoutSeconds, now())) return next();
    const csrfToken = current.csrfToken;
    current.regenerate((error: unknown) => {
      if (!error && csrfToken) req.session.csrfToken = csrfToken;
      next(error);
    });
  };
}

/** User activity reported by the browser: the idle clock starts again. */
export const recordActivity: RequestHandler = async (req, res) => {
  await markSessionActive(req);
  res.status(204).end();
};
