// What a screen shows for a failed request when it shows the error itself rather than in a notification: the
// server's error for the named field, else the request's message. That message is a sentence from the server or
// a catalogue key (a 403's, a 404's, a 500's, spec 000 §8), so it is translated, never shown as a raw key. A
// refusal (403) the server gave a reason for is shown with that reason ("You must complete the HIPAA course…"):
// on the screen where the user acted, the catalogue's "no permission to access this page" would explain nothing.
import { useTranslate } from 'ra-core';
import { joinMessages } from '../dataProvider/httpErrors';

type Translate = (key: string, options?: { _: string }) => string;

interface FailedRequest {
  status?: number;
  body?: { errors?: Record<string, unknown>; server_message?: unknown } | null;
}

export function errorTextOf(error: unknown, translate: Translate, field?: string): string {
  const failed = (error ?? {}) as FailedRequest;
  const own = field ? failed.body?.errors?.[field] : undefined;
  if (typeof own === 'string' && own) return own;
  if (Array.isArray(own) && own.length > 0) return joinMessages(own.filter((text): text is string => typeof text === 'string'));
  const reason = failed.body?.server_message;
  if (failed.status === 403 && typeof reason === 'string' && reason) return reason;
  const message = error instanceof Error && error.message ? error.message : 'app.errors.server';
  return translate(message, { _: message });
}

export function useErrorText(): (error: unknown, field?: string) => string {
  const translate = useTranslate();
  return (error, field) => errorTextOf(error, translate, field);
}
