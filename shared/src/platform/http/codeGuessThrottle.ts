// Codes that open something and can be typed, so guessed: an organization's signup code (chosen by a coordinator,
// often a word), an invitation's code and link, and the registration codes that buy a trainee's access pass. One
// use of the attempt throttle (attemptThrottle.ts): the codes that open nothing are counted per client address, and
// per target where the request names one (the invitation, the signed-in account), so neither a crowd of addresses
// on one invitation nor one account behind many addresses gets more guesses. A code that works costs nothing;
// twenty misses in an hour close the door for 15 minutes, each further lock twice as long (up to a day).
import type { AttemptThrottle, ThrottleKey, ThrottleRule } from './attemptThrottle.js';
import { TooManyAttemptsError } from '../errors.js';

export const CODE_GUESS_RULE: ThrottleRule = {
  threshold: 20,
  windowSeconds: 60 * 60,
  baseLockSeconds: 15 * 60,
  maxLockSeconds: 24 * 60 * 60,
};
export const codeGuessKey = (address: string) => `code-guess:${address}`;
export const codeGuessTargetKey = (target: string) => `code-guess-target:${target}`;
export const TOO_MANY_CODE_GUESSES = (seconds: number) => `too many codes tried, retry in ${seconds} seconds`;

export interface CodeGuess {
  /** The client's address (req.ip). */
  address: string;
  /** What the code opens, when the request names it (an invitation's id, the signed-in user's id). */
  target?: string;
  /** The field a 429 names (the code's field in the form). */
  field: string;
}

/**
 * Runs `attempt` (the code's check and what it opens) under CODE_GUESS_RULE. An attempt that throws an error
 * `isMiss` recognises (the code opens nothing, or nothing any more) counts and is rethrown; one that answers costs
 * nothing; other errors give the slot back uncounted. While a key is locked: 429 under `field`, before the check.
 */
export async function guardedCode<T>(
  throttle: AttemptThrottle,
  guess: CodeGuess,
  attempt: () => Promise<T>,
  isMiss: (error: unknown) => boolean,
): Promise<T> {
  const keys: ThrottleKey[] = [{ key: codeGuessKey(guess.address), rule: CODE_GUESS_RULE }];
  if (guess.target) keys.push({ key: codeGuessTargetKey(guess.target), rule: CODE_GUESS_RULE });
  let outcome: { value: T } | { miss: unknown } | undefined;
  const guarded = await throttle.guard(keys, async () => {
    try {
      outcome = { value: await attempt() };
      return true;
    } catch (error) {
      if (!isMiss(error)) throw error;
      outcome = { miss: error };
      return false;
    }
  });
  if (guarded.outcome === 'locked' || outcome === undefined) {
    const seconds = guarded.outcome === 'locked' ? guarded.retryAfter : 0;
    const message = TOO_MANY_CODE_GUESSES(seconds);
    throw new TooManyAttemptsError(message, { [guess.field]: [message] }, seconds);
  }
  if ('miss' in outcome) throw outcome.miss;
  return outcome.value;
}

class CodeMissed extends Error {}

/** A lookup by code that answers undefined for a code that opens nothing (the caller answers its 404). */
export async function lookedUpCode<T>(
  throttle: AttemptThrottle,
  guess: CodeGuess,
  lookUp: () => Promise<T | undefined>,
): Promise<T | undefined> {
  try {
    return await guardedCode(
      throttle,
      guess,
      async () => {
        const found = await lookUp();
        if (found === undefined) throw new CodeMissed();
        return found;
      },
      (error) => error instanceof CodeMissed,
    );
  } catch (error) {
    if (error instanceof CodeMissed) return undefined;
    throw error;
  }
}
