// POST /api/login and /api/logout. passport runs the local strategy; the
// session is regenerated at sign-in so a planted session id is worthless.
import { Router, type Request } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type pg from 'pg';
import { loginSchema, normalizeEmail, userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import { loadState } from '../http/handleCommand.js';
import { findCredentialsByEmail } from './credentials.js';
import { verifyPassword } from './passwords.js';
import { signInSupport, verifyAgainstNobody } from './signIn.js';
import { twoFactorChallenge } from './twoFactor/signIn.js';
import type { SmsSender } from '@practicum/shared/platform/sms/index';

export const LOGIN_FAILED = 'login failed: e-mail and password combination not correct';
export const NOT_ACTIVATED = 'account not yet activated';

function localStrategy(pool: pg.Pool) {
  return new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: false }, (email, password, done) => {
    findCredentialsByEmail(pool, email.trim().toLowerCase())
      .then(async (credentials) => {
        if (!credentials) return done(null, await verifyAgainstNobody(password));
        if (!(await verifyPassword(credentials.passwordHash, password))) return done(null, false);
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

async function userStatusOf(eventStore: EventStore, userId: string) {
  const { state } = await loadState(eventStore, userStream(userId), userDecider);
  return state.status === 'registered' ? state.userStatus : null;
}

export function identityRoutes(deps: {
  eventStore: EventStore;
  pool: pg.Pool;
  clock?: () => Date;
  session?: { secureCookies: boolean };
  sms?: SmsSender;
}): Router {
  passport.use(localStrategy(deps.pool));
  const router = Router();
  const signIn = signInSupport({
    pool: deps.pool,
    eventStore: deps.eventStore,
    clock: deps.clock ?? (() => new Date()),
    secureCookies: deps.session?.secureCookies ?? false,
  });

  router.post('/api/login', async (req, res) => {
    const email = normalizeEmail(parseInput(loginSchema, req.body).email);
    // throttle: a locked account or address is refused before the password is checked
    const keys = await signIn.keysFor(req, email);
    const wait = await signIn.throttle.retryAfter(keys);
    if (wait > 0) return signIn.tooManyAttempts(res, wait);
    // verify
    const user = await authenticate(req);
    // throttle bookkeeping: the failure that reaches the limit already answers with the wait
    if (!user) {
      const locked = await signIn.throttle.recordFailure(keys);
      if (locked > 0) return signIn.tooManyAttempts(res, locked);
      throw new ValidationError({ email: [LOGIN_FAILED] }, LOGIN_FAILED);
    }
    await signIn.throttle.recordSuccess(keys[0]!.key);
    // user status: a pending account is sent to /login/activate, not signed in
    const status = await userStatusOf(deps.eventStore, user.userId);
    if (status === 'pending') {
      res.status(422).json({ message: NOT_ACTIVATED, errors: { email: [NOT_ACTIVATED] }, next: '/login/activate', email });
      return;
    }
    const auth = await sessionAuthFor(deps.eventStore, user.userId);
    // two-factor: the session holds only a pending sign-in until PUT /api/auth/token
    const challenge = await twoFactorChallenge(deps, req, auth.userId);
    if (challenge) return void res.json(challenge);
    // session
    const csrfToken = req.session.csrfToken;
    await regenerate(req);
    req.session.auth = auth;
    req.session.csrfToken = csrfToken;
    await save(req);
    await signIn.completed(req, res, auth.userId);
    res.json({ id: auth.userId, next: null });
  });

  router.post('/api/logout', async (req, res) => {
    await new Promise<void>((resolve, reject) => req.session.destroy(settle(resolve, reject)));
    res.json({ next: '/login' });
  });

  return router;
}
