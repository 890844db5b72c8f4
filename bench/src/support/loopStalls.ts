// Stalls of a process's event loop, with when each happened: a timer due every 10 ms that fires more than
// `thresholdMs` late means nothing else ran on that loop meanwhile (a long synchronous task, a collector pause,
// the process not scheduled). A latency burst that hits many requests at once is then put next to these.
export interface LoopStall {
  /** Epoch ms when the late timer fired. */
  at_epoch_ms: number;
  /** How late it fired, ms. */
  ms: number;
}

const TICK_MS = 10;

export function watchLoopStalls(thresholdMs = 20): { take(): LoopStall[]; stop(): void } {
  let stalls: LoopStall[] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    last = now;
    if (late > thresholdMs && stalls.length < 10_000) stalls.push({ at_epoch_ms: Date.now(), ms: Math.round(late * 10) / 10 });
  }, TICK_MS);
  timer.unref();
  return {
    take() {
      const taken = stalls;
      stalls = [];
      return taken;
    },
    stop: () => clearInterval(timer),
  };
}

/** The stalls that fell within [startEpochMs, endEpochMs], as ms after the start. */
export const stallsWithin = (stalls: readonly LoopStall[], startEpochMs: number, endEpochMs: number) =>
  stalls
    .filter((s) => s.at_epoch_ms >= startEpochMs && s.at_epoch_ms <= endEpochMs)
    .map((s) => ({ at_ms: s.at_epoch_ms - startEpochMs, ms: s.ms }));
