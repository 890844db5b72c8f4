// POST /api/login and /api/logout. passport runs the local strategy; the
// session is regenerated at sign-in so a planted session id is worthless.
import { Router, type Request } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type pg from 'pg';
import { isReadOnly, loginSchema, mayUseAccount, normalizeEmail, userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { setSessionAuth, type SessionAuth } from '@practicum/shared/platform/http/session';
import { loadState } from '@practicum/shared/platform/commands/pipeline';
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
  // an inactive account gets the one sign-in failure message: nothing tells whether the password was right
  if (!mayUseAccount(state.userStatus)) throw new ValidationError({ email: [LOGIN_FAILED] }, LOGIN_FAILED);
  const current = state.positions.find((p) => p.positionId === state.currentPositionId) ?? null;
  return {
    userId,
    positionId: current?.positionId ?? null,
    organizationId: current?.organizationId ?? null,
    role: current?.role ?? null,
    impersonatorId: null,
    readOnly: isReadOnly(state.userStatus, current?.status),
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
    // the password is checked only inside a slot of the account's and the address's limits, taken atomically
    // first: a locked account or address is refused unchecked, and N parallel guesses cost at most 3 checks
    const keys = await signIn.keysFor(req, email);
    const verified: { user: { userId: string } | false } = { user: false };
    const guarded = await signIn.throttle.guard(keys, async () => Boolean((verified.user = await authenticate(req))), {
      clear: keys[0]!.key,
    });
    if (guarded.outcome === 'locked') return signIn.tooManyAttempts(res, guarded.retryAfter);
    if (guarded.outcome === 'failed') {
      // the failure that reaches the limit already answers with the wait
      if (guarded.retryAfter > 0) return signIn.tooManyAttempts(res, guarded.retryAfter);
      throw new ValidationError({ email: [LOGIN_FAILED] }, LOGIN_FAILED);
    }
    const user = verified.user;
    if (!user) throw new ValidationError({ email: [LOGIN_FAILED] }, LOGIN_FAILED);
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
    setSessionAuth(req.session, auth);
    // stamped here, not by the first request after: a request that changes its session saves it back
    // whole, and one that did so while a lockout or status change deleted it would bring it back
    req.session.signedInAt = Date.now();
    // the idle clock starts at sign-in too (sessionIdleGuard), not at the first request after it
    req.session.lastActiveAt = req.session.signedInAt;
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
