// An admin logged in as someone may act for them, but not take over their
// account: the user's own credentials (password, email, two-factor phone and
// app, Google sign-in) are refused while impersonating, so no change to how a
// user signs in can come from anyone but that user (or an admin's own reset,
// which is an event naming the admin).
import type { RequestHandler } from 'express';
import { ForbiddenError } from '@practicum/shared/platform/errors';

export const NOT_WHILE_IMPERSONATING = "A user's sign-in settings cannot be changed while logged in as them.";

export const notWhileImpersonating: RequestHandler = (req, _res, next) => {
  if (req.session?.auth?.impersonatorId) throw new ForbiddenError(NOT_WHILE_IMPERSONATING);
  next();
};
