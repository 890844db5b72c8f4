// Waiting and retrying for the bus adapters: a failing handler is retried with
// exponential backoff, never skipped, until it succeeds or the consumer stops.

/** The logging the adapters need; a pino logger fits it. */
export interface BusLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const consoleLogger: BusLogger = {
  info: (obj, msg) => console.info(msg ?? '', obj),
  warn: (obj, msg) => console.warn(msg ?? '', obj),
  error: (obj, msg) => console.error(msg ?? '', obj),
};

export interface Backoff {
  initialMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 200, maxMs: 30_000 };

/** Delay before retry number `attempt` (0-based): doubling, capped, with up to 20% jitter. */
export const backoffDelay = (attempt: number, backoff: Backoff = DEFAULT_BACKOFF): number => {
  const base = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(base * (0.8 + Math.random() * 0.2));
};

/** Resolves after `ms`, or at once when the signal aborts. */
export const sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });

export const STOPPED: unique symbol = Symbol('stopped');

/**
 * Runs `fn` until it succeeds, waiting with backoff between failures.
 * Returns STOPPED when the signal aborts before a success.
 */
export async function retryUntilStopped<T>(
  fn: () => Promise<T>,
  options: { signal: AbortSignal; backoff?: Backoff; onError: (error: unknown, attempt: number) => void },
): Promise<T | typeof STOPPED> {
  for (let attempt = 0; ; attempt++) {
    if (options.signal.aborted) return STOPPED;
    try {
      return await fn();
    } catch (error) {
      if (options.signal.aborted) return STOPPED;
      options.onError(error, attempt);
      await sleep(backoffDelay(attempt, options.backoff), options.signal);
    }
  }
}
