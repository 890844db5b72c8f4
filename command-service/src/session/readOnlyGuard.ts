// A graduated user (or one acting in a graduated position) keeps reading but
// writes nothing: every write is refused here, before any route, except those
// that only end, move or keep the session.
import type { RequestHandler } from 'express';
import { ForbiddenError } from '@practicum/shared/platform/errors';

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

export const readOnlyGuard: RequestHandler = (req, _res, next) => {
  if (!req.session?.auth?.readOnly || SAFE_METHODS.has(req.method) || SESSION_ONLY.some((path) => path.test(req.path))) return next();
  throw new ForbiddenError(req.session.auth.role === 'auditor' ? READ_ONLY_AUDITOR : READ_ONLY_ACCOUNT);
};
