// A role dashboard's parts (001 §7, DASH-02): besides its own risk alerts, trainings and incomplete clients,
// `GET /api/dashboard/{role}` answers, in the same read, the other reads the dashboard's cards and tabs make
// (`?part=tasks?filter=…&part=placements/counts`), each exactly as its own path answers it. The screen names
// its parts, since it knows which cards it shows; the server runs each through its own route. Each answer is a
// ReadAnswer (shared/domain/session/readAnswers.ts).

/** At most this many parts in one read; a dashboard shows about a dozen. */
export const MAX_DASHBOARD_PARTS = 24;
/** A part is an API path (without "/api/") and its query, at most this long. */
export const MAX_DASHBOARD_PART_LENGTH = 1000;

/** A relative API path with its query: no scheme, no "..", no fragment, no spaces. */
const PART = /^[a-z][a-z0-9-]*(\/[^\s#?/]+)*(\?[^\s#]*)?$/;

/** The error of a part that is not an API path (or not a string). */
export const NOT_A_PART = 'A part must be an API path such as "placements/counts".';

/** The field error of a part, or null when it can be read. */
export function dashboardPartError(part: string): string | null {
  if (part.length > MAX_DASHBOARD_PART_LENGTH) return `A part may be at most ${MAX_DASHBOARD_PART_LENGTH} characters long.`;
  if (!PART.test(part) || part.split(/[/?]/).includes('..')) return NOT_A_PART;
  return null;
}
