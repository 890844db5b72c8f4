// A live session's waiting room (LIVE-04, LIVE-11, LIVE-12), one use of the attempt throttle (attemptThrottle.ts):
// the meeting code is the key, so codes that lead nowhere are counted per client address, on the read of the room
// (query service) and on the guest's join (command service) alike. A code that opens a room costs nothing; ten
// that open none in 15 minutes close the door for 5 minutes, doubling.
import { TooManyAttemptsError } from '../errors.js';
import type { AttemptThrottle, ThrottleRule } from './attemptThrottle.js';

export const waitingRoomKey = (address: string) => `waiting-room:${address}`;
export const WAITING_ROOM_RULE: ThrottleRule = { threshold: 10, windowSeconds: 15 * 60, baseLockSeconds: 5 * 60, maxLockSeconds: 60 * 60 };
export const TOO_MANY_SESSION_CODES = (seconds: number) => `too many session links tried, retry in ${seconds} seconds`;

/**
 * Looks a waiting room's code up under WAITING_ROOM_RULE for the client's address: what `lookUp` found, or
 * undefined (the caller answers its 404); while the address is locked out, 429 before anything is looked up.
 */
export async function lookUpSessionCode<T>(
  throttle: AttemptThrottle,
  address: string,
  lookUp: () => Promise<T | undefined>,
): Promise<T | undefined> {
  let found: T | undefined;
  const guarded = await throttle.guard(
    [{ key: waitingRoomKey(address), rule: WAITING_ROOM_RULE }],
    async () => (found = await lookUp()) !== undefined,
  );
  if (guarded.outcome === 'locked') {
    const message = TOO_MANY_SESSION_CODES(guarded.retryAfter);
    throw new TooManyAttemptsError(message, { meeting_code: [message] }, guarded.retryAfter);
  }
  return found;
}
