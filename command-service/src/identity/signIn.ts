// The pieces of POST /api/login beyond passport's password check: throttling
// keys, the lockout and activation answers, the device cookie and the sign-in record.
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type pg from 'pg';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { attemptThrottle, type ThrottleKey } from '@practicum/shared/platform/http/attemptThrottle';
import { cookieValue } from '@practicum/shared/platform/http/cookies';
import {
  TOO_MANY_ATTEMPTS,
  ACCOUNT_RULE,
  ADDRESS_RULE,
  DEVICE_COOKIE,
  DEVICE_COOKIE_DAYS,
  accountKey,
  addressKey,
  deviceKey,
  knownDevices,
} from './signInThrottle.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { recordCredentialEvent } from './passwordRoutes.js';

export { TOO_MANY_ATTEMPTS } from './signInThrottle.js';

export function signInSupport(deps: { pool: pg.Pool; eventStore: EventStore; clock: () => Date; secureCookies: boolean }) {
  const throttle = attemptThrottle(deps.pool, deps.clock);
  const devices = knownDevices(deps.pool);
  return {
    throttle,
    /** The account's key (or the known device's, which an attacker elsewhere cannot lock), then the address's. */
    async keysFor(req: Request, email: string): Promise<ThrottleKey[]> {
      const device = cookieValue(req, DEVICE_COOKIE);
      const own = device && (await devices.isKnownDevice(device, email)) ? deviceKey(device) : accountKey(email);
      return [
        { key: own, rule: ACCOUNT_RULE },
        { key: addressKey(req.ip ?? 'unknown'), rule: ADDRESS_RULE },
      ];
    },
    /** 429 with Retry-After and the spec's message (AUTH-10). */
    tooManyAttempts(res: Response, seconds: number): void {
      const message = TOO_MANY_ATTEMPTS(seconds);
      res.setHeader('Retry-After', String(seconds));
      res.status(429).json({ message, errors: { email: [message] }, retry_after: seconds });
    },
    /** Remembers this browser for the account, and records the sign-in on the user's stream. */
    async completed(req: Request, res: Response, userId: string): Promise<void> {
      const token = await devices.rememberDevice(cookieValue(req, DEVICE_COOKIE), userId);
      res.cookie(DEVICE_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
        maxAge: DEVICE_COOKIE_DAYS * 86_400_000,
        path: '/api/login',
      });
      await recordCredentialEvent(deps, { type: 'UserSignedIn', data: { userId, method: 'password' } }, { request: req });
    },
  };
}

let dummyHash: Promise<string> | null = null;
/** An unknown email costs the same argon2 verification as a known one: timing tells nothing. */
export async function verifyAgainstNobody(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}
