// The reads the page was sent with (PAGE_READS: the initial state, the current user, the maintenance banner), so
// the first screen asks for none of them. Each is used once, by the first read of its path: any later read (after
// a switch of position, a sign-in, a refresh) asks the server.
import { PAGE_ANSWERS_ELEMENT_ID, type ReadAnswer, type ReadAnswers } from '@practicum/shared/domain/session/readAnswers';

function parsed(): ReadAnswers {
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as ReadAnswers) : {};
  } catch {
    return {}; // a page without usable answers: every read asks the server, as it always can
  }
}

const answers = parsed();

const bodyOf = <T>(answer: ReadAnswer | undefined): T | undefined => (answer?.status === 200 ? (answer.body as T) : undefined);

/** The page's answer to GET /api/<path>, once; undefined when the page came without it or it was used. */
export function takePageAnswer<T>(path: string): T | undefined {
  return bodyOf<T>(takePageAnswerOf(path));
}

/** The page's answer to GET /api/<path>, left for the read that takes it. */
export function peekPageAnswer<T>(path: string): T | undefined {
  return bodyOf<T>(answers[path]);
}

/** The page's whole answer to GET /api/<path> (a signed-out visitor's 401 too), once. */
export const takePageAnswerOf = (path: string): ReadAnswer | undefined => takePageAnswers([path])[path];

/** The page's answers to `paths`, each taken once (for priming the query cache). */
export function takePageAnswers(paths: readonly string[]): ReadAnswers {
  const taken: ReadAnswers = {};
  for (const path of paths) {
    const answer = answers[path];
    if (!answer) continue;
    delete answers[path];
    taken[path] = answer;
  }
  return taken;
}
