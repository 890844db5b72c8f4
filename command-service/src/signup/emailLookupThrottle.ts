// The signup wizard tells whether an address already has an account (SIGNUP-48, SIGNUP-61): it has to, so that a
// person with an account signs in instead. That answer must not become a free account directory, so the answers
// that find an account are counted per client address, one use of the attempt throttle
// (shared/src/platform/http/attemptThrottle.ts): a free address costs nothing, twenty taken ones in an hour
// close the lookups for 15 minutes, doubling up to a day. People signing up meet "taken" once or twice.
import { guardOrRefuse, type AttemptThrottle, type ThrottleRule } from '@practicum/shared/platform/http/attemptThrottle';

export const emailLookupKey = (address: string) => `email-lookup:${address}`;
export const EMAIL_LOOKUP_RULE: ThrottleRule = {
  threshold: 20,
  windowSeconds: 60 * 60,
  baseLockSeconds: 15 * 60,
  maxLockSeconds: 24 * 60 * 60,
};
export const TOO_MANY_EMAIL_LOOKUPS = (seconds: number) => `too many addresses checked, retry in ${seconds} seconds`;

/** Whether the address has an account (`isTaken`), counted against the client's address; 429 while it is locked out. */
export async function countedEmailLookup(
  throttle: AttemptThrottle,
  clientAddress: string,
  isTaken: () => Promise<boolean>,
): Promise<boolean> {
  let taken = false;
  await guardOrRefuse(throttle, { key: emailLookupKey(clientAddress), rule: EMAIL_LOOKUP_RULE }, async () => !(taken = await isTaken()), {
    field: 'email',
    message: TOO_MANY_EMAIL_LOOKUPS,
  });
  return taken;
}
