// Re-authentication before an account change (ASVS 3.7.1): the current password,
// checked under the same atomic limiter as sign-in (per user and per address), so
// a stolen session cannot be used to guess the password at argon2's speed.
import type { Request } from 'express';
import type pg from 'pg';
import { TooManyAttemptsError, ValidationError } from '@practicum/shared/platform/errors';
import { findCredentialsByEmail } from './credentials.js';
import { attemptThrottle } from '@practicum/shared/platform/http/attemptThrottle';
import { ACCOUNT_RULE, ADDRESS_RULE, TOO_MANY_ATTEMPTS, addressKey, reauthKey } from './signInThrottle.js';
import { verifyPassword } from './passwords.js';

export const CURRENT_PASSWORD_INCORRECT = 'The password is incorrect.';

export function currentPasswordCheck(deps: { pool: pg.Pool; clock: () => Date }) {
  const throttle = attemptThrottle(deps.pool, deps.clock);
  /** Passes, or throws 422 under `field` for a wrong password, 429 with the wait once the limit is reached. */
  return async (req: Request, user: { userId: string; email: string }, password: string, field: string): Promise<void> => {
    const keys = [
      { key: reauthKey(user.userId), rule: ACCOUNT_RULE },
      { key: addressKey(req.ip ?? 'unknown'), rule: ADDRESS_RULE },
    ];
    const guarded = await throttle.guard(
      keys,
      async () => {
        const credentials = await findCredentialsByEmail(deps.pool, user.email);
        return Boolean(credentials && credentials.userId === user.userId && (await verifyPassword(credentials.passwordHash, password)));
      },
      { clear: keys[0]!.key },
    );
    if (guarded.outcome === 'passed') return;
    if (guarded.retryAfter > 0) {
      const message = TOO_MANY_ATTEMPTS(guarded.retryAfter);
      throw new TooManyAttemptsError(message, { [field]: [message] }, guarded.retryAfter);
    }
    throw new ValidationError({ [field]: [CURRENT_PASSWORD_INCORRECT] });
  };
}
