// Two answers tell whether an address already has an account: the signup wizard's (SIGNUP-48, SIGNUP-61), so that a
// person with an account signs in instead, and an email change's "taken" on /account (AUTH-13). Neither may become
// a free account directory, so the answers that find an account are counted, one use of the attempt throttle
// (shared/src/platform/http/attemptThrottle.ts): per client address, one budget for both routes, and for a signed-in
// person per account too (a session cannot buy a fresh budget by changing address). A free address costs nothing,
// twenty taken ones in an hour close the lookups for 15 minutes, doubling up to a day. People signing up or changing
// their email meet "taken" once or twice.
import { TooManyAttemptsError } from '@practicum/shared/platform/errors';
import type { AttemptThrottle, ThrottleKey, ThrottleRule } from '@practicum/shared/platform/http/attemptThrottle';

export const emailLookupKey = (address: string) => `email-lookup:${address}`;
export const emailLookupAccountKey = (userId: string) => `email-lookup-account:${userId}`;
export const EMAIL_LOOKUP_RULE: ThrottleRule = {
  threshold: 20,
  windowSeconds: 60 * 60,
  baseLockSeconds: 15 * 60,
  maxLockSeconds: 24 * 60 * 60,
};
export const TOO_MANY_EMAIL_LOOKUPS = (seconds: number) => `too many addresses checked, retry in ${seconds} seconds`;

/**
 * Whether the address has an account (`isTaken`), counted against the client's address (and the signed-in account,
 * when `userId` is given); 429 under `field` while either is locked out, before anything is looked up.
 */
export async function countedEmailLookup(
  throttle: AttemptThrottle,
  clientAddress: string,
  isTaken: () => Promise<boolean>,
  options: { userId?: string; field?: string } = {},
): Promise<boolean> {
  const keys: ThrottleKey[] = [{ key: emailLookupKey(clientAddress), rule: EMAIL_LOOKUP_RULE }];
  if (options.userId) keys.push({ key: emailLookupAccountKey(options.userId), rule: EMAIL_LOOKUP_RULE });
  let taken = false;
  const guarded = await throttle.guard(keys, async () => !(taken = await isTaken()));
  if (guarded.outcome === 'locked') {
    const message = TOO_MANY_EMAIL_LOOKUPS(guarded.retryAfter);
    throw new TooManyAttemptsError(message, { [options.field ?? 'email']: [message] }, guarded.retryAfter);
  }
  return taken;
}
