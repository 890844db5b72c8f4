// The browser tells the server that its user is active (issue 10 item 7): the server keeps an idle clock of its
// own and ends the session past the timeout, whatever the tab reads in the background, so only what the user
// does is reported: input, playing media, a screen busy saving. At most once per report interval.
import { SESSION_ACTIVITY_PATH, activityReportSeconds } from '@practicum/shared/domain/identity/idleTimeout';
import { httpClient } from '../dataProvider';

export function createActivityReporter(
  idleTimeoutSeconds: number,
  send: () => Promise<unknown> = () => httpClient(SESSION_ACTIVITY_PATH, { method: 'PUT', body: '{}' }),
): { note(): void } {
  const intervalMs = activityReportSeconds(idleTimeoutSeconds) * 1000;
  let last = 0;
  return {
    note() {
      const now = Date.now();
      if (now - last < intervalMs) return;
      last = now;
      // a refusal (the session already ended) is left to the idle timers and the next read's 401
      void send().catch(() => undefined);
    },
  };
}
