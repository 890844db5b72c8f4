// A failed 2FA or callback request: the message to show and, when the answer
// names one, the screen to go to (spec 000 §8, AUTH-07).
import { loginFailureMessages } from '../loginFailure';

export function failureOf(error: unknown): { message: string; next: string | null } {
  const body = (error as { body?: { next?: unknown } } | undefined)?.body;
  const next = typeof body?.next === 'string' && body.next.startsWith('/') ? body.next : null;
  return { message: loginFailureMessages(error)[0] ?? 'app.login.failed', next };
}

/** Field errors of a 422, keyed by field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | undefined)?.body?.errors ?? {};
  const result: Record<string, string> = {};
  // the http client has already flattened them to one text per field; a raw body has lists
  for (const [field, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string') result[field] = first;
  }
  return result;
}
