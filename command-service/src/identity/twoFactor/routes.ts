// Two-factor setup, the token step of sign-in, and resets (spec 000 §2.1, §4, §7).
//   GET  /api/auth/setup                      the signed-in user's 2FA status
//   POST /api/auth/setup/phone                {phone, country_code} → a code by text message
//   POST /api/auth/setup/phone/code           {token} → enables the sms method
//   GET  /api/auth/setup/authenticator        → {qrCode: base64 svg, secret}
//   POST /api/auth/setup/authenticator/verify {token} → enables the authenticator method
//   PUT  /api/auth/token                      {token} → completes a sign-in that needs 2FA
//   POST /api/auth/setup/reset                {password} → the user turns their 2FA off
//   POST /api/admin/users/{id}/2fa/reset      an admin turns a user's 2FA off
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import {
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_CODE_INVALID,
  enableTwoFactor,
  maskPhone,
  resetTwoFactor,
  setupPhoneSchema,
  tokenSchema,
  userStream,
  type TwoFactorEvent,
  type TwoFactorMethod,
  type UserState,
} from '@practicum/shared/domain/identity/index';
import { evolve, initialState } from '@practicum/shared/domain/identity/state';
import { parseInput } from '@practicum/shared/domain/validation';
import { ConflictError, ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf, requireAuth, requireRole } from '@practicum/shared/platform/http/auth';
import { getThatWrites } from '../../session/readOnlyGuard.js';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { respondToCommand } from '../../http/respond.js';
import { currentPasswordCheck } from '../reauthentication.js';
import { notWhileImpersonating } from '../../session/notWhileImpersonating.js';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { ADDRESS_RULE, TWO_FACTOR_RULE, addressKey, twoFactorKey } from '../signInThrottle.js';
import { sessionAuthFor } from '../routes.js';
import { recordCredentialEvent } from '../passwordRoutes.js';
import { signInSupport } from '../signIn.js';
import { nowOf, smsCodeText, smsOf, type TwoFactorDeps } from './signIn.js';
import { saveSession, signInWith } from './session.js';
import { MAX_ATTEMPTS, checkCode, clearTwoFactor, issueCode, readSettings, setUpMethod, updateSettings } from './store.js';
import { checkTotp, newTotpSecret, totpQrCode } from './totp.js';

export interface TwoFactorRouteDeps extends TwoFactorDeps {
  eventStore: EventStore;
  /** Option sms_disabled (spec 000 §2.1): hides and refuses the text-message method. */
  smsDisabled?: boolean;
  /** The issuer shown by authenticator apps. */
  totpIssuer?: string;
  session?: { secureCookies: boolean };
}

const userTwoFactor = { initialState, evolve };
const SMS_UNAVAILABLE = 'Text messages are not available: please use an authenticator app.';

/** 422 with the spec's message; `next` sends the browser back to sign in when the step is over. */
function codeInvalid(res: Response, next?: string): void {
  res.status(422).json({ message: TWO_FACTOR_CODE_INVALID, errors: { token: [TWO_FACTOR_CODE_INVALID] }, ...(next ? { next } : {}) });
}

const resetSchema = z.object({ password: z.string().min(1).max(1000) });

export function twoFactorRoutes(deps: TwoFactorRouteDeps): Router {
  const router = Router();
  const checkCurrentPassword = currentPasswordCheck({ pool: deps.pool, clock: () => nowOf(deps) });
  // every code check of a user, at setup or sign-in, runs under one limit (per user and per address) taken
  // atomically before the check, on top of each code's own 5 attempts: parallel guesses gain nothing
  const throttle = attemptThrottle(deps.pool, () => nowOf(deps));
  const codeChecked = async (req: Request, userId: string, check: () => Promise<boolean>): Promise<boolean> => {
    const keys = [
      { key: twoFactorKey(userId), rule: TWO_FACTOR_RULE },
      { key: addressKey(req.ip ?? 'unknown'), rule: ADDRESS_RULE },
    ];
    return (await throttle.guard(keys, check, { clear: keys[0]!.key })).outcome === 'passed';
  };
  const commands = commandPipeline(deps);

  const record = (req: Request, userId: string, decide: (state: UserState) => TwoFactorEvent[]) =>
    commands.run(userTwoFactor, userStream(userId), decide, { request: req });

  /** The user's settings, or 409 when a method is already on: every setup step refuses then. */
  const settingsBeforeSetup = async (userId: string) => {
    const settings = await readSettings(deps.pool, userId);
    if (settings?.method) throw new ConflictError(TWO_FACTOR_ALREADY_ON);
    return settings;
  };

  const enable = async (req: Request, res: Response, userId: string, method: TwoFactorMethod) => {
    const result = await record(req, userId, (state) => enableTwoFactor(state, userId, method));
    respondToCommand(res, 200, { id: userId, method, setup_complete: true, next: '/dashboard' }, result);
  };

  router.get('/api/auth/setup', requireAuth, async (req, res) => {
    const { userId } = authOf(req);
    const settings = await readSettings(deps.pool, userId);
    res.json({
      method: settings?.method ?? null,
      setup_complete: Boolean(settings?.method),
      setup_ready: Boolean(settings?.pendingPhone),
      phone: maskPhone(settings?.method === 'sms' ? settings.phone : settings?.pendingPhone),
      sms_disabled: deps.smsDisabled ?? false,
    });
  });

  // --- text message ---------------------------------------------------------------
  router.post('/api/auth/setup/phone', requireAuth, notWhileImpersonating, async (req, res) => {
    const { userId } = authOf(req);
    if (deps.smsDisabled) throw new ForbiddenError(SMS_UNAVAILABLE);
    await settingsBeforeSetup(userId);
    const { phone } = parseInput(setupPhoneSchema, req.body);
    await updateSettings(deps.pool, userId, { pending_phone: phone });
    const code = await issueCode(deps.pool, userId, 'setup', nowOf(deps));
    await smsOf(deps).send({ to: phone, body: smsCodeText(code) });
    res.json({ setup_ready: true, phone: maskPhone(phone) });
  });

  router.post('/api/auth/setup/phone/code', requireAuth, notWhileImpersonating, async (req, res) => {
    const { userId } = authOf(req);
    if (deps.smsDisabled) throw new ForbiddenError(SMS_UNAVAILABLE);
    const settings = await settingsBeforeSetup(userId);
    const { token } = parseInput(tokenSchema, req.body);
    if (!settings?.pendingPhone || !(await codeChecked(req, userId, () => checkCode(deps.pool, userId, 'setup', token, nowOf(deps)))))
      return codeInvalid(res);
    if (!(await setUpMethod(deps.pool, userId, 'sms', { phone: settings.pendingPhone }))) throw new ConflictError(TWO_FACTOR_ALREADY_ON);
    await enable(req, res, userId, 'sms');
  });

  // --- authenticator app ------------------------------------------------------------
  // a GET that writes (a new pending secret replaces the one being set up): checked as writes are
  router.get('/api/auth/setup/authenticator', requireAuth, ...getThatWrites, notWhileImpersonating, async (req, res) => {
    const { userId } = authOf(req);
    const { state } = await commands.load(userTwoFactor, userStream(userId));
    if (state.status !== 'registered') throw new NotFoundError();
    await settingsBeforeSetup(userId);
    const secret = newTotpSecret();
    await updateSettings(deps.pool, userId, { pending_totp_secret: secret, pending_totp_attempts: 0 });
    // The secret is shown too, for typing into an app when the QR code cannot be scanned.
    res.json({ qrCode: await totpQrCode(secret, state.email, deps.totpIssuer), secret });
  });

  router.post('/api/auth/setup/authenticator/verify', requireAuth, notWhileImpersonating, async (req, res) => {
    const { userId } = authOf(req);
    await settingsBeforeSetup(userId);
    const { token } = parseInput(tokenSchema, req.body);
    const { rows } = await deps.pool.query<{ pending_totp_secret: string | null; pending_totp_attempts: number }>(
      `UPDATE two_factor_settings SET pending_totp_attempts = pending_totp_attempts + 1
       WHERE user_id = $1 AND pending_totp_secret IS NOT NULL RETURNING pending_totp_secret, pending_totp_attempts`,
      [userId],
    );
    const pending = rows[0];
    if (!pending?.pending_totp_secret) return codeInvalid(res);
    if (pending.pending_totp_attempts > MAX_ATTEMPTS) {
      // this secret is spent: the user starts again with a new QR code
      await updateSettings(deps.pool, userId, { pending_totp_secret: null, pending_totp_attempts: 0 });
      return codeInvalid(res);
    }
    const secret = pending.pending_totp_secret;
    let step: number | null = null;
    if (!(await codeChecked(req, userId, async () => (step = await checkTotp(secret, token, nowOf(deps), null)) !== null)) || step === null)
      return codeInvalid(res);
    const set = await setUpMethod(deps.pool, userId, 'authenticator', {
      totp_secret: pending.pending_totp_secret,
      totp_last_step: step,
      pending_totp_attempts: 0,
    });
    if (!set) throw new ConflictError(TWO_FACTOR_ALREADY_ON);
    await enable(req, res, userId, 'authenticator');
  });

  // --- the token step of sign-in -------------------------------------------------------
  router.put('/api/auth/token', async (req, res) => {
    const { token } = parseInput(tokenSchema, req.body);
    const pending = req.session.pendingAuth;
    const now = nowOf(deps);
    if (!pending || pending.expiresAt <= now.getTime() || pending.attempts >= MAX_ATTEMPTS) {
      delete req.session.pendingAuth;
      await saveSession(req);
      return codeInvalid(res, '/login');
    }
    // the attempt counts before the check, so an error cannot give a free try
    pending.attempts += 1;
    await saveSession(req);
    const settings = await readSettings(deps.pool, pending.userId);
    const valid = await codeChecked(req, pending.userId, async () => {
      if (settings?.method === 'sms') return checkCode(deps.pool, pending.userId, 'login', token, now);
      if (settings?.method !== 'authenticator' || !settings.totpSecret) return false;
      const step = await checkTotp(settings.totpSecret, token, now, settings.totpLastStep);
      // a conditional write, so one code cannot open two sessions at once
      return (
        step !== null &&
        (
          await deps.pool.query(
            'UPDATE two_factor_settings SET totp_last_step = $2 WHERE user_id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)',
            [pending.userId, step],
          )
        ).rowCount === 1
      );
    });
    if (!valid) {
      const exhausted = pending.attempts >= MAX_ATTEMPTS;
      if (exhausted) {
        delete req.session.pendingAuth;
        await saveSession(req);
      }
      return codeInvalid(res, exhausted ? '/login' : undefined);
    }
    const auth = await sessionAuthFor(deps.eventStore, pending.userId);
    await signInWith(req, auth);
    // the sign-in record (and, after a password, the known-device cookie) as for any completed sign-in
    if (pending.via === 'google')
      await recordCredentialEvent(
        { eventStore: deps.eventStore, clock: () => now },
        { type: 'UserSignedIn', data: { userId: auth.userId, method: 'google' } },
        { request: req },
      );
    else
      await signInSupport({ ...deps, clock: () => nowOf(deps), secureCookies: deps.session?.secureCookies ?? false }).completed(
        req,
        res,
        auth.userId,
      );
    res.json({ id: auth.userId, next: '/dashboard' });
  });

  // --- resets ------------------------------------------------------------------------
  router.post('/api/auth/setup/reset', requireAuth, notWhileImpersonating, async (req, res) => {
    const { userId } = authOf(req);
    const { password } = parseInput(resetSchema, req.body);
    const { state } = await commands.load(userTwoFactor, userStream(userId));
    if (state.status !== 'registered') throw new NotFoundError();
    await checkCurrentPassword(req, { userId, email: state.email }, password, 'password');
    await clearTwoFactor(deps.pool, userId);
    const result = await record(req, userId, (s) => resetTwoFactor(s, userId, 'user'));
    respondToCommand(res, 200, { id: userId, method: null, setup_complete: false, next: '/auth/setup' }, result);
  });

  router.post('/api/admin/users/:id/2fa/reset', requireRole('admin'), async (req, res) => {
    const userId = String(req.params.id);
    if (!z.uuid().safeParse(userId).success) throw new NotFoundError();
    const { state } = await commands.load(userTwoFactor, userStream(userId));
    if (state.status !== 'registered') throw new NotFoundError();
    await clearTwoFactor(deps.pool, userId);
    const result = await record(req, userId, (s) => resetTwoFactor(s, userId, 'admin'));
    respondToCommand(res, 200, { id: userId, method: null }, result);
  });

  return router;
}
