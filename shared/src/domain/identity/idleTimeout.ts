// The idle timeout as browser and server share it (spec 000 §4, AUTH-53; issue 10 item 7). The browser sees
// every mouse move and key press; the server sees only what the browser reports, at most once per report
// interval (PUT /api/session/activity). So the server allows the timeout plus one interval: it never ends a
// session the browser still counts as active, and ends an abandoned one at most one interval later.

/** IDLE_TIMEOUT_SECONDS when not configured (8 minutes idle plus the 2-minute warning). */
export const DEFAULT_IDLE_TIMEOUT_SECONDS = 600;

/** The path the browser reports user activity to; nothing else moves the server's idle clock but sign-in. */
export const SESSION_ACTIVITY_PATH = '/api/session/activity';

/** How often at most the browser reports activity: a tenth of the timeout, between 1 and 30 seconds. */
export const activityReportSeconds = (idleTimeoutSeconds: number): number => Math.min(30, Math.max(1, Math.floor(idleTimeoutSeconds / 10)));

/** Idle time after which the server ends a session. */
export const serverIdleLimitSeconds = (idleTimeoutSeconds: number): number =>
  idleTimeoutSeconds + activityReportSeconds(idleTimeoutSeconds);
