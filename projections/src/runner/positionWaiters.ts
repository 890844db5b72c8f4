// Callers waiting until the read models reach a position (read-your-writes), kept
// the same way by the runner, which sees its workers move, and by the checkpoint
// watcher, which sees other processes' checkpoints move.

export interface PositionWaiters<T> {
  /** How many callers wait now. */
  readonly size: number;
  /** Resolves true once `settle` finds the target reached, false after `timeoutMs`. */
  wait(target: T, timeoutMs: number): Promise<boolean>;
  /** Resolves every waiter whose target is reached now; call it whenever positions move. */
  settle(): void;
  /** Resolves every waiter false (on stop). */
  releaseAll(): void;
}

export function positionWaiters<T>(isReached: (target: T) => boolean): PositionWaiters<T> {
  const waiters = new Set<{ target: T; resolve: (reached: boolean) => void; timer: NodeJS.Timeout }>();
  return {
    get size() {
      return waiters.size;
    },
    wait(target, timeoutMs) {
      return new Promise<boolean>((resolve) => {
        const waiter = {
          target,
          resolve,
          timer: setTimeout(() => {
            waiters.delete(waiter);
            resolve(false);
          }, timeoutMs),
        };
        waiters.add(waiter);
      });
    },
    settle() {
      for (const waiter of waiters) {
        if (!isReached(waiter.target)) continue;
        clearTimeout(waiter.timer);
        waiters.delete(waiter);
        waiter.resolve(true);
      }
    },
    releaseAll() {
      for (const waiter of waiters) {
        clearTimeout(waiter.timer);
        waiter.resolve(false);
      }
      waiters.clear();
    },
  };
}
