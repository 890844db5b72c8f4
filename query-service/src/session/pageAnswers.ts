// The reads the page is sent with (PAGE_READS: the initial state, the current user, the maintenance banner), so
// the first screen needs no round trip for them. Each runs through this app's own route with the page request's
// cookies, as the browser would have asked for it, one after another: the first may start the session (its CSRF
// token), and a later one must not save the session as it was before that. A navigation sends no X-Min-Position:
// the reads wait for the position of the browser's last command from its cookie instead, so a page opened right
// after a write (a reload, a link followed) is sent with that write, as the app's own reads would have been. The
// page waits for it once: a read that could not wait ends the page's reads.
import type { IncomingMessage } from 'node:http';
import { LAST_POSITION_COOKIE, PAGE_READS, type ReadAnswers } from '@practicum/shared/domain/session/readAnswers';
import { cookieValue } from '@practicum/shared/platform/http/cookies';
import { readAnswerOf, readWithCookies, type HandlingApp } from '@practicum/shared/platform/http/inProcessReads';

export interface PageAnswers {
  answers: ReadAnswers;
  /** Cookies the reads set (a new session's): the page must hand them to the browser. */
  setCookies: string[];
}

export async function readPageAnswers(app: HandlingApp, request: IncomingMessage): Promise<PageAnswers> {
  const answers: ReadAnswers = {};
  const setCookies: string[] = [];
  const lastPosition = request.headers['x-min-position'] ?? cookieValue(request, LAST_POSITION_COOKIE);
  const waitFor = lastPosition ? { 'x-min-position': lastPosition } : {};
  for (const path of PAGE_READS) {
    // an answer that could not wait (a position never written, the wait's bound passed) is left to the app to ask for
    const answer = await readWithCookies(app, request, `/api/${path}`, waitFor);
    const cookies = answer.headers['set-cookie'];
    if (cookies !== undefined) setCookies.push(...(Array.isArray(cookies) ? cookies : [String(cookies)]));
    // what the screen can use: the answers, and a signed-out visitor's 401 (the sign-in page then asks for no user)
    if (answer.status === 200 || answer.status === 401) answers[path] = readAnswerOf(answer);
    // the read side did not reach the write within the wait's bound (504): the next reads wait for the same write, and
    // each would hold the page for the bound again (three bounds under load, DASH-33's reload); the app asks for them
    else if (answer.status === 504) break;
  }
  return { answers, setCookies };
}
