// An admin logged in as someone may act for them, but not take over their
// account: the user's own credentials (password, email, two-factor phone and
// app, Google sign-in) are refused while impersonating, so no change to how a
// user signs in can come from anyone but that user (or an admin's own reset,
// which is an event naming the admin). Nor may the admin attest for them
// (consent to terms, a CE exam).
import type { RequestHandler } from 'express';
import { ForbiddenError } from '@practicum/shared/platform/errors';

export const NOT_WHILE_IMPERSONATING = "A user's sign-in settings cannot be changed while logged in as them.";

/** Refuses the request while an admin is logged in as the user, with the given message. */
const refusedWhileImpersonating =
  (message: string): RequestHandler =>
  (req, _res, next) => {
    if (req.session?.auth?.impersonatorId) throw new ForbiddenError(message);
    next();
  };

export const notWhileImpersonating = refusedWhileImpersonating(NOT_WHILE_IMPERSONATING);

export const ONLY_THE_USER = 'Only the user can do this, not an admin logged in as them.';

/**
 * What only the person can attest (accepting the terms and privacy policy, answering a CE exam such as the HIPAA
 * course's, whose pass unlocks HIPAA-enforced files): an admin acting for them would attest it in their name.
 */
export const onlyTheUser = refusedWhileImpersonating(ONLY_THE_USER);
