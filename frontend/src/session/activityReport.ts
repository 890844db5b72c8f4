// The browser tells the server that its user is active (issue 10 item 7): the server keeps an idle clock of its
// own and ends the session past the timeout, whatever the tab reads in the background, so only what the user
// does is reported: input, playing media, a screen busy saving, opening the app. At most once per report
// interval (shared/src/domain/identity/idleTimeout.ts), which the server allows on top of the timeout.
import { activityReportSeconds } from '@practicum/shared/domain/identity/idleTimeout';

export function createActivityReporter(idleTimeoutSeconds: number, send: () => Promise<unknown>): { note(): void } {
  const intervalMs = activityReportSeconds(idleTimeoutSeconds) * 1000;
  let last = -Infinity;
  return {
    note() {
      const now = Date.now();
      if (now - last < intervalMs) return;
      last = now;
      // a refusal (the session already ended) is left to the idle timers and the 401 handling
      void send().catch(() => undefined);
    },
  };
}
