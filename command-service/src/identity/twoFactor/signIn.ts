// The two-factor step of signing in, shared by the password (POST /api/login)
// and Google (POST /api/auth/callback/google) sign-ins.
import type { Request } from 'express';
import type pg from 'pg';
import { maskPhone } from '@practicum/shared/domain/identity/index';
import { devOutboxSms, type SmsSender } from '@practicum/shared/platform/sms/index';
import { CODE_LIFETIME_MS, issueCode, readSettings } from './store.js';
import { rotateSession } from './session.js';

export interface TwoFactorDeps {
  pool: pg.Pool;
  /** The SMS port; the dev outbox when not given. */
  sms?: SmsSender;
  clock?: () => Date;
}

export const smsOf = (deps: TwoFactorDeps): SmsSender => deps.sms ?? devOutboxSms(deps.pool);
export const nowOf = (deps: TwoFactorDeps): Date => (deps.clock ? deps.clock() : new Date());

export const smsCodeText = (code: string) => `Your Practicum code is ${code}. It expires in ${CODE_LIFETIME_MS / 60_000} minutes.`;

export interface TwoFactorChallenge {
  id: string;
  next: '/auth/token';
  auth_code_required: true;
  method: 'sms' | 'authenticator';
  phone: string | null;
}

/**
 * When the user has two-factor authentication, starts the token step: the
 * session is rotated and holds only `pendingAuth`; a text code is sent for the
 * sms method. Null when the user has no 2FA (sign them in as usual).
 */
export async function twoFactorChallenge(
  deps: TwoFactorDeps,
  req: Request,
  userId: string,
  via: 'password' | 'google' = 'password',
): Promise<TwoFactorChallenge | null> {
  const settings = await readSettings(deps.pool, userId);
  if (!settings?.method) return null;
  const now = nowOf(deps);
  if (settings.method === 'sms' && settings.phone) {
    const code = await issueCode(deps.pool, userId, 'login', now);
    await smsOf(deps).send({ to: settings.phone, body: smsCodeText(code) });
  }
  await rotateSession(req, (session) => {
    delete session.auth;
    session.pendingAuth = { userId, method: settings.method!, expiresAt: now.getTime() + CODE_LIFETIME_MS, attempts: 0, via };
  });
  return {
    id: userId,
    next: '/auth/token',
    auth_code_required: true,
    method: settings.method,
    phone: settings.method === 'sms' ? maskPhone(settings.phone) : null,
  };
}
