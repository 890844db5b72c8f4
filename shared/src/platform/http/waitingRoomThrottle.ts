// A live session's waiting room (LIVE-04, LIVE-11, LIVE-12), one use of the attempt throttle (attemptThrottle.ts):
// the meeting code is the key, so codes that lead nowhere are counted per client address, on the read of the room
// (query service) and on the guest's join (command service) alike. A code that opens a room costs nothing; ten
// that open none in 15 minutes close the door for 5 minutes, doubling. New guest seats are counted too, per address
// and session: a browser that joins again keeps its seat, but one without its cookie takes a new one each time.
import { guardOrRefuse, type AttemptThrottle, type ThrottleRule } from './attemptThrottle.js';

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
  await guardOrRefuse(
    throttle,
    { key: waitingRoomKey(address), rule: WAITING_ROOM_RULE },
    async () => (found = await lookUp()) !== undefined,
    { field: 'meeting_code', message: TOO_MANY_SESSION_CODES },
  );
  return found;
}

/** New guest seats one address may take in one session within an hour: a household at its screens, not a crowd. */
export const GUEST_SEAT_RULE: ThrottleRule = { threshold: 4, windowSeconds: 60 * 60, baseLockSeconds: 60 * 60, maxLockSeconds: 60 * 60 };
export const guestSeatKey = (address: string, meetingId: string) => `guest-seat:${meetingId}:${address}`;
export const TOO_MANY_GUEST_SEATS = (seconds: number) => `too many guests joined from this address, retry in ${seconds} seconds`;

/**
 * Takes a new guest seat (`join`) counted against the address in this session; 429 before joining once the address
 * has taken its share. A join that is refused (not started yet, full) counts nothing.
 */
export async function takeGuestSeat<T>(throttle: AttemptThrottle, address: string, meetingId: string, join: () => Promise<T>): Promise<T> {
  let joined: T | undefined;
  // each seat taken counts as a "failure": the rule's threshold is the number of seats, its lock the wait for more
  await guardOrRefuse(
    throttle,
    { key: guestSeatKey(address, meetingId), rule: GUEST_SEAT_RULE },
    async () => {
      joined = await join();
      return false;
    },
    { field: 'guest_name', message: TOO_MANY_GUEST_SEATS },
  );
  return joined as T;
}
