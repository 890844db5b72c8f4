// Small numeric helpers for the reports.

/** Nearest-rank percentile (p in 0..100) of unsorted samples; NaN when empty. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export const round = (value: number, digits = 2): number => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds since `start` (from performance.now()). */
export const since = (start: number): number => performance.now() - start;

/**
 * Closed loop: `concurrency` workers each run `task` back to back. A warm-up of
 * `warmupMs` is run first and not counted; then completions during `durationMs` are.
 */
export async function closedLoop(
  concurrency: number,
  warmupMs: number,
  durationMs: number,
  /** `measuring()`: whether a completion now falls inside the window (a latency taken in the warmup is not one to keep). */
  task: (worker: number, measuring: () => boolean) => Promise<unknown>,
): Promise<{ completed: number; seconds: number; perSecond: number; errors: number; firstError?: string }> {
  let phase: 'warmup' | 'measure' | 'done' = 'warmup';
  let completed = 0;
  let errors = 0;
  let firstError: string | undefined;
  const measuring = () => phase === 'measure';
  const worker = async (index: number): Promise<void> => {
    while (phase !== 'done') {
      try {
        await task(index, measuring);
        // Completions inside the window count, whenever they started.
        if (phase === 'measure') completed += 1;
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  const workers = Array.from({ length: concurrency }, (_, i) => worker(i));
  await sleep(warmupMs);
  phase = 'measure';
  const start = performance.now();
  await sleep(durationMs);
  phase = 'done';
  const seconds = since(start) / 1000;
  await Promise.all(workers);
  return { completed, seconds, perSecond: completed / seconds, errors, ...(firstError ? { firstError } : {}) };
}

/** The sampling of a single-client p99 read bench: warm-up requests, then `samples` measured (half of them the baseline's). */
export const P99_SAMPLING = { samples: 300, warmup: 30 } as const;
