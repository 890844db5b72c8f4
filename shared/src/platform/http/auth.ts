// Authentication, role checks and CSRF, shared by both services so that the
// API answers the same everywhere: 401 anonymous, 403 wrong role, 419 CSRF.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Role } from '../../access/roles.js';
import { CsrfError, ForbiddenError, SessionReplacedError, UnauthorizedError } from '../errors.js';
import type { SessionAuth } from './session.js';

export const CSRF_HEADER = 'x-csrf-token';

export function authOf(req: Request): SessionAuth {
  const auth = req.session?.auth;
  if (!auth) throw req.session?.replaced ? new SessionReplacedError() : new UnauthorizedError();
  return auth;
}

export const requireAuth: RequestHandler = (req, _res, next) => {
  authOf(req);
  next();
};

export const requireRole =
  (...allowed: Role[]): RequestHandler =>
  (req, _res, next) => {
    const auth = authOf(req);
    if (!auth.role || !allowed.includes(auth.role)) throw new ForbiddenError();
    next();
  };

export const ensureCsrfToken = (req: Request): string => (req.session.csrfToken ??= randomBytes(32).toString('hex'));

/** GET /auth/csrf-token → { token } */
export const csrfTokenRoute: RequestHandler = (req, res) => {
  res.json({ token: ensureCsrfToken(req) });
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every write carries the session's token in X-CSRF-TOKEN; a missing or stale one answers 419. */
export const csrfProtection: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const expected = req.session?.csrfToken;
  const given = req.get(CSRF_HEADER);
  if (!expected || !given || given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected)))
    throw new CsrfError();
  next();
};

/**
 * For the few GET routes that write (the spec names them GET, e.g. the two-factor setup that stores a pending
 * secret, the system lockout start): the same X-CSRF-TOKEN check as a POST, so a link or an <img> on another site
 * cannot make a signed-in browser write. The frontend calls them through `getThatWrites` (dataProvider).
 */
export const csrfProtectionOnGet: RequestHandler = (req, res, next) =>
  csrfProtection(Object.create(req, { method: { value: 'POST' } }) as Request, res, next);
