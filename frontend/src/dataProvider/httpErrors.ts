// Turns a failed response into the HttpError react-admin reads: `message` for
// notifications (the catalogue's text where the spec fixes one, a refusal's own reason) and
// `body.errors` flattened to { "dynamic_words.trainee": "text" }, which
// react-admin's forms put on the matching inputs.
import { HttpError } from 'ra-core';
import { catalogueMessageKey, fallbackMessageKey } from '../errors/catalogue';
import { rememberHttpError } from '../errors/httpErrorRegistry';
import { requestTimeoutLogin } from '../errors/timeoutLogin';
import { currentRouteFlags } from '../permissions/routeTable';
import { lockoutNotice } from '../realtime/lockoutNotice';

type RouteFlags = ReturnType<typeof currentRouteFlags>;

/** Spec 000 §8, per status and the flags of the route on screen: is the error kept off screen? */
export function isHiddenError(status: number, flags: RouteFlags, openTimeoutLogin: () => boolean = requestTimeoutLogin): boolean {
  if (status === 0) return true; // cancelled
  // the lockout ended the session and its notice says so: no re-login modal over it, no sign-out under it
  if (status === 401 && lockoutNotice.isOpen()) return true;
  if (status === 401 || status === 423) return flags.showTimeoutLogin === true && openTimeoutLogin();
  if (status === 403) return flags.hideAuthorizationError === true;
  if (status >= 500) return flags.hideServerError === true;
  return false;
}

const statusMessageKeys: Record<number, string> = { 401: 'app.errors.unauthorized', 423: 'app.errors.locked' };

export type FlatFieldErrors = Record<string, string>;

/**
 * A field's several messages as one text: each ends as a sentence, so "please enter valid password" (the spec's
 * words, without a stop) and the reason after it do not run together into one line without a break.
 */
export const joinMessages = (texts: readonly string[]): string =>
  texts.map((text, index) => (index < texts.length - 1 && !/[.!?:]\s*$/.test(text) ? `${text.trimEnd()}.` : text)).join(' ');

export function flattenFieldErrors(errors: unknown, prefix = ''): FlatFieldErrors {
  const flat: FlatFieldErrors = {};
  if (errors === null || typeof errors !== 'object') return flat;
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') flat[path] = value;
    else if (Array.isArray(value)) {
      const texts = value.filter((item): item is string => typeof item === 'string');
      if (texts.length > 0) flat[path] = joinMessages(texts);
    } else if (value !== null && typeof value === 'object') Object.assign(flat, flattenFieldErrors(value, `${path}.`));
  }
  return flat;
}

const parseBody = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The server's own words: the flash, else the message, else the first field error, else a string body. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (body === null || typeof body !== 'object') return undefined;
  const { flash, message, errors } = body as { flash?: unknown; message?: unknown; errors?: unknown };
  if (typeof flash === 'string' && flash) return flash;
  if (typeof message === 'string' && message) return message;
  return Object.values(flattenFieldErrors(errors))[0];
}

export function toHttpError(status: number, text: string, url: string, flags: RouteFlags = currentRouteFlags()): HttpError {
  const body = parseBody(text);
  const fieldErrors = flattenFieldErrors((body as { errors?: unknown } | undefined)?.errors);
  // 402, 403 and others: the server's own words (a refusal says why: "Your access pass has expired…"), the
  // catalogue's only when it gave none; 404 and 500: the catalogue's; 401/423 without words: the message for the code
  const own = serverMessage(body);
  const message =
    (status === 403 ? own : undefined) ?? catalogueMessageKey(status) ?? own ?? statusMessageKeys[status] ?? fallbackMessageKey;
  rememberHttpError(message, {
    status,
    args: { status, endpoint: new URL(url, 'http://app.invalid').pathname },
    ...(isHiddenError(status, flags) ? { hidden: true } : {}),
  });
  const base = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  // a batch answers a list of per-record failures (trainings: {failed_trainee_id, error}): kept as it is
  const failures = Array.isArray(base.errors) && base.errors.some((e) => typeof e === 'object') ? base.errors : null;
  return new HttpError(message, status, {
    ...base,
    message,
    // the server's own words, for a screen that explains a refusal the catalogue words generically (403)
    server_message: serverMessage(body) ?? null,
    ...(failures ? { errors: failures } : Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors } : { errors: undefined }),
  });
}
