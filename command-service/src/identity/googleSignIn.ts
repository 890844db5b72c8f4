// Google sign-in through OpenID Connect (passport + openid-client's Strategy):
//   GET  /auth/redirect/google               → the provider's authorization page (PKCE, nonce or state in the session)
//   GET  /auth/redirect/google/callback      the provider's answer → the frontend's /auth/callback?provider=google&queryString=…
//   POST /api/auth/callback/google?<query>   the frontend's /auth/callback hands over the provider's answer
//   POST /api/auth/sso/disable               the signed-in user turns Google sign-in off for their account
//   GET  /api/auth/providers                 public: which sign-in options the login page shows
// Only existing, active users sign in, matched by the verified email: no
// self-signup through Google. An unknown email answers like a wrong password.
import { Router, type Request, type Response } from 'express';
import passport from 'passport';
import * as oidc from 'openid-client';
import { Strategy, type AuthenticateOptions } from 'openid-client/passport';
import type pg from 'pg';
import { normalizeEmail } from '@practicum/shared/domain/identity/index';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf, requireAuth } from '@practicum/shared/platform/http/auth';
import { findCredentialsByEmail } from './credentials.js';
import { recordCredentialEvent } from './passwordRoutes.js';
import { LOGIN_FAILED, sessionAuthFor } from './routes.js';
import { twoFactorChallenge, type TwoFactorDeps } from './twoFactor/signIn.js';
import { signInWith } from './twoFactor/session.js';
import { notWhileImpersonating } from '../session/notWhileImpersonating.js';
import { isSsoDisabled, setSsoDisabled } from './twoFactor/store.js';

export interface GoogleSignInConfig {
  clientId: string;
  clientSecret: string;
  /** OIDC issuer; https://accounts.google.com unless a test points it at a local provider. */
  issuerUrl: string;
  /** Public origin of the app, for the redirect URI; the request's own origin when absent. */
  publicUrl?: string | undefined;
}

export interface GoogleRouteDeps extends TwoFactorDeps {
  eventStore: EventStore;
  pool: pg.Pool;
  google?: GoogleSignInConfig | null | undefined;
  smsDisabled?: boolean;
}

const STRATEGY = 'google';
type Middleware = (req: Request, res: Response, next: (error?: unknown) => void) => void;
const asError = (error: unknown): Error => (error instanceof Error ? error : new Error('Google sign-in failed'));
const SSO_DISABLED = 'Google sign-in is turned off for this account: sign in with your email and password.';

/**
 * The redirect URI registered with the provider. It answers there with a
 * browser redirect to the frontend's /auth/callback?provider=google&queryString=…,
 * which posts that query to the API. (A redirect URI cannot carry a query of its
 * own: openid-client sends the callback URL without one at the code exchange.)
 */
export const GOOGLE_REDIRECT_PATH = '/auth/redirect/google/callback';
const callbackUrl = (config: GoogleSignInConfig, req: Request) =>
  new URL(GOOGLE_REDIRECT_PATH, config.publicUrl ?? `${req.protocol}://${req.get('host')}`).href;

/** The verified email of the signed-in account: from the ID token (Google puts it there), else from userinfo. */
async function verifiedEmailOf(
  configuration: oidc.Configuration,
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
): Promise<string | null> {
  const claims = tokens.claims();
  if (!claims) return null;
  let { email, email_verified: emailVerified } = claims;
  if (typeof email !== 'string') {
    const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
    ({ email, email_verified: emailVerified } = info);
  }
  return typeof email === 'string' && emailVerified === true ? normalizeEmail(email) : null;
}

export function googleSignInRoutes(deps: GoogleRouteDeps): Router {
  const router = Router();
  const config = deps.google;
  let ready: Promise<void> | null = null;

  // Discovery happens on first use, so the app starts without the provider reachable.
  const strategy = () =>
    (ready ??= (async () => {
      const issuer = new URL(config!.issuerUrl);
      const insecure = issuer.protocol === 'http:';
      const configuration = await oidc.discovery(
        issuer,
        config!.clientId,
        config!.clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      passport.use(
        STRATEGY,
        new Strategy(
          { config: configuration, scope: 'openid email profile', sessionKey: 'oidc:google', name: STRATEGY },
          (tokens, verified) => {
            verifiedEmailOf(configuration, tokens)
              .then((email) => (email ? findCredentialsByEmail(deps.pool, email) : null))
              .then((credentials) => {
                verified(null, credentials ? { userId: credentials.userId } : false);
              })
              .catch((error: unknown) => {
                verified(asError(error));
              });
          },
        ),
      );
    })().catch((error: unknown) => {
      ready = null;
      throw error;
    }));

  const authenticate = (req: Request, res: Response, options: AuthenticateOptions) =>
    new Promise<{ userId: string } | false>((resolve, reject) => {
      const middleware = passport.authenticate(
        STRATEGY,
        { session: false, ...options },
        (error: unknown, user: { userId: string } | false) => (error ? reject(asError(error)) : resolve(user)),
      ) as Middleware;
      middleware(req, res, (error) => (error ? reject(asError(error)) : resolve(false)));
    });

  router.get('/api/auth/providers', (_req, res) => {
    res.json({ google: Boolean(config), sms_disabled: deps.smsDisabled ?? false });
  });

  router.get('/auth/redirect/google', async (req, res, next) => {
    if (!config) throw new NotFoundError();
    await strategy();
    // passport answers with the redirect itself; the session keeps the PKCE verifier
    const middleware = passport.authenticate(STRATEGY, {
      session: false,
      callbackURL: callbackUrl(config, req),
    } as AuthenticateOptions) as Middleware;
    middleware(req, res, next);
  });

  router.get(GOOGLE_REDIRECT_PATH, (req, res) => {
    if (!config) throw new NotFoundError();
    const query = new URL(req.originalUrl, 'http://localhost').search.slice(1);
    res.redirect(302, `/auth/callback?${new URLSearchParams({ provider: 'google', queryString: query }).toString()}`);
  });

  router.post('/api/auth/callback/:provider', async (req, res) => {
    if (!config || req.params.provider !== 'google') throw new NotFoundError();
    await strategy();
    // openid-client's Strategy reads a POST as a form_post answer; ours is the query, as a GET would carry it
    const method = req.method;
    req.method = 'GET';
    let user: { userId: string } | false;
    try {
      user = await authenticate(req, res, { callbackURL: callbackUrl(config, req) });
    } catch (error) {
      if (error instanceof oidc.ClientError || error instanceof oidc.ResponseBodyError || error instanceof oidc.AuthorizationResponseError)
        user = false;
      else throw error;
    } finally {
      req.method = method;
    }
    if (!user) throw new ValidationError({ email: [LOGIN_FAILED] }, LOGIN_FAILED);
    if (await isSsoDisabled(deps.pool, user.userId)) throw new ValidationError({ email: [SSO_DISABLED] }, SSO_DISABLED);
    const auth = await sessionAuthFor(deps.eventStore, user.userId);
    const challenge = await twoFactorChallenge(deps, req, auth.userId, 'google');
    if (challenge) return void res.json(challenge);
    await signInWith(req, auth);
    await recordCredentialEvent(deps, { type: 'UserSignedIn', data: { userId: auth.userId, method: 'google' } }, { request: req });
    res.json({ id: auth.userId, next: '/dashboard' });
  });

  router.post('/api/auth/sso/disable', requireAuth, notWhileImpersonating, async (req, res) => {
    const { userId } = authOf(req);
    await setSsoDisabled(deps.pool, userId, true);
    await recordCredentialEvent(deps, { type: 'GoogleSignInDisabled', data: { userId } }, { request: req });
    res.json({ id: userId, sso_disabled: true });
  });

  return router;
}
