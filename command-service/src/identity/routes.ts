// POST /api/login and /api/logout. passport runs the local strategy; the
// session is regenerated at sign-in so a planted session id is worthless.
import { Router, type Request } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type pg from 'pg';
import { loginSchema, userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import { loadState } from '../http/handleCommand.js';
import { findCredentialsByEmail } from './credentials.js';
import { verifyPassword } from './passwords.js';

export const LOGIN_FAILED = 'login failed: e-mail and password combination not correct';
export const NOT_ACTIVATED = 'account not yet activated';

function localStrategy(pool: pg.Pool) {
  return new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: false }, (email, password, done) => {
    findCredentialsByEmail(pool, email.trim().toLowerCase())
      .then(async (credentials) => {
        if (!credentials || !(await verifyPassword(credentials.passwordHash, password))) return done(null, false);
        return done(null, { userId: credentials.userId });
      })
      .catch(done);
  });
}

const authenticate = (req: Request) =>
  new Promise<{ userId: string } | false>((resolve, reject) => {
    const middleware = passport.authenticate('local', { session: false }, (error: Error | null, user: { userId: string } | false) =>
      error ? reject(error) : resolve(user),
    ) as (req: Request) => void;
    middleware(req);
  });

const settle = (resolve: () => void, reject: (error: Error) => void) => (error: unknown) =>
  error ? reject(error instanceof Error ? error : new Error('session store failure')) : resolve();
const regenerate = (req: Request) => new Promise<void>((resolve, reject) => req.session.regenerate(settle(resolve, reject)));
const save = (req: Request) => new Promise<void>((resolve, reject) => req.session.save(settle(resolve, reject)));

export async function sessionAuthFor(eventStore: EventStore, userId: string): Promise<SessionAuth> {
  const { state } = await loadState(eventStore, userStream(userId), userDecider);
  if (state.status !== 'registered') throw new ValidationError({ email: [LOGIN_FAILED] }, LOGIN_FAILED);
  if (state.userStatus === 'pending') throw new ValidationError({ email: [NOT_ACTIVATED] }, NOT_ACTIVATED);
  const current = state.positions.find((p) => p.positionId === state.currentPositionId) ?? null;
  return {
    userId,
    positionId: current?.positionId ?? null,
    organizationId: current?.organizationId ?? null,
    role: current?.role ?? null,
    impersonatorId: null,
  };
}

export function identityRoutes(deps: { eventStore: EventStore; pool: pg.Pool }): Router {
  passport.use(localStrategy(deps.pool));
  const router = Router();

  router.post('/api/login', async (req, res) => {
    parseInput(loginSchema, req.body);
    const user = await authenticate(req);
    if (!user) throw new ValidationError({ email: [LOGIN_FAILED] }, LOGIN_FAILED);
    const auth = await sessionAuthFor(deps.eventStore, user.userId);
    const csrfToken = req.session.csrfToken;
    await regenerate(req);
    req.session.auth = auth;
    req.session.csrfToken = csrfToken;
    await save(req);
    res.json({ id: auth.userId, next: null });
  });

  router.post('/api/logout', async (req, res) => {
    await new Promise<void>((resolve, reject) => req.session.destroy(settle(resolve, reject)));
    res.json({ next: '/login' });
  });

  return router;
}
