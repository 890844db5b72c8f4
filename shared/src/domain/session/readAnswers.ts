// A read answered ahead of the screen that makes it: by a dashboard's one read (its parts, DASH-02) or with the
// page itself (its first reads). Each is what the read's own path answers, keyed by that path (without "/api/").

export interface ReadAnswer {
  status: number;
  /** The total of a list's Content-Range ("items 0-9/42" → 42); null for other reads. */
  total: number | null;
  body: unknown;
}

export type ReadAnswers = Record<string, ReadAnswer>;

/** The reads the page is sent with, so that the first screen asks for none of them (in this order). */
export const PAGE_READS = ['initial-state', 'users/current', 'settings/maintenance_banner'] as const;

/** The id of the page's JSON data block that holds them. */
export const PAGE_ANSWERS_ELEMENT_ID = 'page-answers';

/**
 * The last position the browser's commands were answered (X-Position), also kept in this cookie: a page loaded by
 * navigation carries no X-Min-Position header, so its first reads wait for the position the cookie names instead, and
 * a page opened right after a write (a reload, a link) shows that write. Not a secret: a position only makes a read wait.
 */
export const LAST_POSITION_COOKIE = 'practicum_position';
