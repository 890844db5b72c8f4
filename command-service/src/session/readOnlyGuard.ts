// A graduated user (or one acting in a graduated position) keeps reading but
// writes nothing: every write is refused here, before any route, except those
// that only end, move or keep the session.
import type { Request, RequestHandler } from 'express';
import { ForbiddenError } from '@practicum/shared/platform/errors';
import { csrfProtectionOnGet } from '@practicum/shared/platform/http/auth';

export const READ_ONLY_ACCOUNT = 'This account has graduated: it can be viewed but not changed.';
export const READ_ONLY_AUDITOR = 'Auditor access is read-only: nothing can be changed.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SESSION_ONLY = [
  /^\/api\/session\/activity$/,
  /^\/api\/logout$/,
  /^\/api\/login$/,
  /^\/api\/users\/logoutas$/,
  /^\/api\/users\/current_position\/[^/]+$/,
  /^\/api\/session\/auditor\/[^/]+$/,
];

const refusal = (req: Request) => new ForbiddenError(req.session.auth?.role === 'auditor' ? READ_ONLY_AUDITOR : READ_ONLY_ACCOUNT);

export const readOnlyGuard: RequestHandler = (req, _res, next) => {
  if (!req.session?.auth?.readOnly || SAFE_METHODS.has(req.method) || SESSION_ONLY.some((path) => path.test(req.path))) return next();
  throw refusal(req);
};

/**
 * A GET that writes (the spec's paths: GET /api/auth/setup/authenticator stores a pending secret, GET
 * /api/userlockout/start locks the system out) passes the guard above as a read: so it names itself one with
 * these, which ask for the CSRF header as any write does and refuse a read-only session as any write is.
 */
export const getThatWrites: RequestHandler[] = [
  csrfProtectionOnGet,
  (req, _res, next) => {
    if (req.session?.auth?.readOnly) throw refusal(req);
    next();
  },
];
