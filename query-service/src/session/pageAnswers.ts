// The reads the page is sent with (PAGE_READS: the initial state, the current user, the maintenance banner), so
// the first screen needs no round trip for them. Each runs through this app's own route with the page request's
// cookies, as the browser would have asked for it, one after another: the first may start the session (its CSRF
// token), and a later one must not save the session as it was before that.
import type { IncomingMessage } from 'node:http';
import { PAGE_READS, type ReadAnswers } from '@practicum/shared/domain/session/readAnswers';
import { readAnswerOf, readWithCookies, type HandlingApp } from '@practicum/shared/platform/http/inProcessReads';

export interface PageAnswers {
  answers: ReadAnswers;
  /** Cookies the reads set (a new session's): the page must hand them to the browser. */
  setCookies: string[];
}

export async function readPageAnswers(app: HandlingApp, request: IncomingMessage): Promise<PageAnswers> {
  const answers: ReadAnswers = {};
  const setCookies: string[] = [];
  for (const path of PAGE_READS) {
    const answer = await readWithCookies(app, request, `/api/${path}`);
    const cookies = answer.headers['set-cookie'];
    if (cookies !== undefined) setCookies.push(...(Array.isArray(cookies) ? cookies : [String(cookies)]));
    // what the screen can use: the answers, and a signed-out visitor's 401 (the sign-in page then asks for no user)
    if (answer.status === 200 || answer.status === 401) answers[path] = readAnswerOf(answer);
  }
  return { answers, setCookies };
}
