// One re-login modal at a time: the idle timeout (IdleSession) and a 401 on a
// showTimeoutLogin route (TimeoutLoginHost) can both ask at once; stacked, the
// second covered the first's buttons. The first asker shows its dialog, later
// ones wait hidden, and one successful sign-in closes them all.
type Waiter = { signedIn: () => void; changed: () => void };

const waiters: Waiter[] = [];

export const reloginGate = {
  join(waiter: Waiter): () => void {
    waiters.push(waiter);
    for (const w of waiters) w.changed();
    return () => {
      const at = waiters.indexOf(waiter);
      if (at >= 0) waiters.splice(at, 1);
      for (const w of waiters) w.changed();
    };
  },
  /** The dialog shown is the first still waiting. */
  isShown: (waiter: Waiter): boolean => waiters[0] === waiter,
  signedIn(): void {
    for (const w of [...waiters]) w.signedIn();
  },
};
