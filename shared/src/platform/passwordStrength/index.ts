// Password strength (zxcvbn-ts) in a worker thread (worker.ts), not on the event loop: one estimate
// of a long repeated pattern takes up to half a second of CPU, which on the main thread held up every other
// request (and /api/password/validate needs no sign-in), and the dictionaries, about 25 MB of strings and
// maps, sat in the heap that each of the app's major collections marks. One thread, started on first use and
// stopped after a minute without checks. The work waiting is bounded by its length in characters (an
// estimate's cost grows with the password's length): past the bound a check answers 429 instead of piling up
// work, while a burst of ordinary signups (20 at once) still fits.
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { TooManyAttemptsError } from '../errors.js';
import { checkPassword, type PasswordCheck, type PasswordContext, type StrengthEstimate } from '../../domain/identity/passwordPolicy.js';
import type { StrengthTask } from './worker.js';

// zxcvbn's cost grows with length; nothing longer is needed to judge a password.
const MAX_ESTIMATED_LENGTH = 100;
// about 20 passwords of the longest length at once, 10 s of the worst patterns, 1–2 s of ordinary ones
const MAX_QUEUED_CHARACTERS = 2_000;
const IDLE_MS = 60_000;
const RETRY_AFTER_S = 1;
export const STRENGTH_BUSY = 'Too many password checks at once. Please try again in a moment.';

// the worker is TypeScript beside this file when run from the sources (tsx), JavaScript when built
const workerFile = new URL(`./worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

let pool: Piscina<StrengthTask, StrengthEstimate> | null = null;
/** Characters of the checks given to the pool and not yet answered. */
let queuedCharacters = 0;

function estimator(): Piscina<StrengthTask, StrengthEstimate> {
  pool ??= new Piscina({
    filename: workerFile.href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    execArgv: workerFile.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
  });
  return pool;
}

export async function estimateStrength(password: string, userInputs: string[] = []): Promise<StrengthEstimate> {
  const judged = password.slice(0, MAX_ESTIMATED_LENGTH);
  if (queuedCharacters + judged.length > MAX_QUEUED_CHARACTERS)
    throw new TooManyAttemptsError(STRENGTH_BUSY, { password: [STRENGTH_BUSY] }, RETRY_AFTER_S);
  queuedCharacters += judged.length;
  try {
    return await estimator().run({ password: judged, userInputs });
  } finally {
    queuedCharacters -= judged.length;
  }
}

export const validatePassword = (password: string, context: PasswordContext): Promise<PasswordCheck> =>
  checkPassword(password, context, estimateStrength);

/** Stops the worker thread (a process's clean close); the next check starts it again. */
export async function stopStrengthEstimator(): Promise<void> {
  const stopping = pool;
  pool = null;
  await stopping?.destroy();
}
