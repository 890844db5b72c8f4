// The one fetch wrapper of the app: session cookie, CSRF header on writes with
// one refresh-and-retry on 419, X-Min-Position on reads, X-Position remembered
// from every answer, failures turned into react-admin HttpErrors.
import { type CsrfTokenStore } from './csrf';
import { minPositionHeader, positionHeader, type PositionTracker } from './positions';
import { toHttpError } from './httpErrors';
import { SESSION_REPLACED_HEADER } from '@practicum/shared/platform/errors';

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

export type HttpClient = (url: string, options?: RequestInit) => Promise<HttpResponse>;

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

const CSRF_HEADER = 'X-CSRF-TOKEN';
/**
 * Marks a GET that writes (the server checks its CSRF header as a POST's, csrfProtectionOnGet): the client puts the
 * session's current token in its place, again after a 419's refresh. Sent through getThatWrites.
 */
const GET_THAT_WRITES = 'get-that-writes';

export const idempotencyHeader = 'Idempotency-Key';

const SESSION_REPLACED = 'session_replaced';

/** The error of a request refused as a replaced session's (see the server's REPLACED_SESSION). */
export const isSessionReplaced = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { body?: Record<string, unknown> }).body?.[SESSION_REPLACED] === true;

/** Every create (POST) carries a key of its own; its retries carry the same one (issue 10 item 9). */
function withIdempotencyKey(options: RequestInit): RequestInit {
  if ((options.method ?? 'GET').toUpperCase() !== 'POST') return options;
  const headers = new Headers(options.headers);
  if (!headers.has(idempotencyHeader)) headers.set(idempotencyHeader, crypto.randomUUID());
  return { ...options, headers };
}

export function createHttpClient(deps: { csrf: CsrfTokenStore; positions: PositionTracker; fetchFn?: typeof fetch }): HttpClient {
  const fetchFn = deps.fetchFn ?? ((...args) => fetch(...args));

  const send = async (url: string, options: RequestInit): Promise<HttpResponse> => {
    const method = (options.method ?? 'GET').toUpperCase();
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    if (typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    if (reads.has(method)) {
      const position = deps.positions.last();
      if (position) headers.set(minPositionHeader, position);
      if (headers.get(CSRF_HEADER) === GET_THAT_WRITES) headers.set(CSRF_HEADER, await deps.csrf.get());
    } else {
      headers.set(CSRF_HEADER, await deps.csrf.get());
    }
    let response: Response;
    try {
      response = await fetchFn(url, { ...options, method, headers, credentials: 'same-origin' });
    } catch (error) {
      // a cancelled request is silent (spec 000 §8): status 0, never shown
      if (error instanceof DOMException && error.name === 'AbortError') throw toHttpError(0, '', url);
      throw error;
    }
    const body = await response.text();
    deps.positions.note(response.headers.get(positionHeader));
    let json: unknown;
    try {
      json = body === '' ? undefined : JSON.parse(body);
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, body, json };
  };

  const request = async (url: string, givenOptions: RequestInit): Promise<HttpResponse> => {
    const options = withIdempotencyKey(givenOptions);
    let response: HttpResponse;
    try {
      response = await send(url, options);
    } catch (error) {
      // the answer was lost on the way (network): a create is re-sent once with the same key, so it never doubles
      if (!(error instanceof TypeError) || !new Headers(options.headers).has(idempotencyHeader)) throw error;
      response = await send(url, options);
    }
    if (response.status === 419) {
      try {
        await deps.csrf.refresh();
        response = await send(url, options);
      } catch {
        // the token could not be refreshed: report the 419, the auth provider sends the browser to /login
      }
    }
    // the refusal of a session a switch replaced (login-as and back, a sign-in, an auditor session): silent, as a
    // cancelled request is, not a sign-out of the new one. The switch reloads the page once the browser sends the
    // new session's cookie; until it has stored it, requests still go out with the replaced one.
    if (response.status === 401 && response.headers.has(SESSION_REPLACED_HEADER)) {
      throw toHttpError(0, JSON.stringify({ [SESSION_REPLACED]: true }), url);
    }
    if (response.status < 200 || response.status >= 300) throw toHttpError(response.status, response.body, url);
    return response;
  };

  // A write sent again while the same one is on its way (a double click on any button, a dialog's Enter and click)
  // is that one write, not a second: both callers get its answer. Every screen is covered here, not only those whose
  // button remembers to turn itself off. Writes with another body, or a body that is not text (uploads), go out.
  const writesOnTheirWay = new Map<string, Promise<HttpResponse>>();
  return (url, options = {}) => {
    const method = (options.method ?? 'GET').toUpperCase();
    const body = options.body ?? '';
    if (reads.has(method) || typeof body !== 'string') return request(url, options);
    const key = `${method} ${url} ${body}`;
    const onItsWay = writesOnTheirWay.get(key);
    if (onItsWay) return onItsWay;
    const write = request(url, options).finally(() => writesOnTheirWay.delete(key));
    writesOnTheirWay.set(key, write);
    return write;
  };
}

/**
 * A GET the server treats as a write (it stores something: GET /api/auth/setup/authenticator, GET
 * /api/userlockout/start): sent with the session's CSRF token, and re-sent once with a fresh one on 419.
 */
export const getThatWrites = (client: HttpClient, url: string): Promise<HttpResponse> =>
  client(url, { method: 'GET', headers: { [CSRF_HEADER]: GET_THAT_WRITES } });
