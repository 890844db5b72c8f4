// The half-signed-in state between the password (or Google) and the token step:
// kept in the session under `pendingAuth`, never under `auth`, so nothing but
// PUT /api/auth/token accepts it.
import type { Request } from 'express';
import type { TwoFactorMethod } from '@practicum/shared/domain/identity/index';
import { markSessionReplaced, setSessionAuth, type SessionAuth } from '@practicum/shared/platform/http/session';

export interface PendingAuth {
  userId: string;
  method: TwoFactorMethod;
  /** Epoch ms after which the token step must start again from the password. */
  expiresAt: number;
  attempts: number;
  /** How the first step was passed, for the sign-in record. */
  via?: 'password' | 'google';
}

declare module 'express-session' {
  interface SessionData {
    pendingAuth?: PendingAuth;
  }
}

const settle = (resolve: () => void, reject: (error: Error) => void) => (error: unknown) =>
  error ? reject(error instanceof Error ? error : new Error('session store failure')) : resolve();
const regenerate = (req: Request) => new Promise<void>((resolve, reject) => req.session.regenerate(settle(resolve, reject)));
export const saveSession = (req: Request) => new Promise<void>((resolve, reject) => req.session.save(settle(resolve, reject)));

/** A new session id (a planted one is worthless), keeping the browser's CSRF token. */
export async function rotateSession(req: Request, fill: (session: Request['session']) => void): Promise<void> {
  const csrfToken = req.session.csrfToken;
  // a new identity for a signed-in session (login-as and its end) keeps the absolute lifetime's clock
  const signedInAt = req.session.auth ? req.session.signedInAt : undefined;
  // the page's requests that still carry the old id must not be handed a new session (markSessionReplaced)
  await markSessionReplaced(req);
  await regenerate(req);
  req.session.csrfToken = csrfToken;
  if (signedInAt !== undefined) req.session.signedInAt = signedInAt;
  // signing in, logging in as someone and back are the user's doing: the idle clock starts again (sessionIdleGuard)
  req.session.lastActiveAt = Date.now();
  fill(req.session);
  await saveSession(req);
}

export const signInWith = (req: Request, auth: SessionAuth) =>
  rotateSession(req, (session) => {
    setSessionAuth(session, auth);
    session.signedInAt = Date.now();
  });
