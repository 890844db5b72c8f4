import { serverMessage, flattenFieldErrors } from '../dataProvider/httpErrors';

export interface LoginCredentials {
  email: string;
  password: string;
}

/** The flash, else the message, then every field error, without repeats. */
export function loginFailureMessages(error: unknown): string[] {
  const body = (error as { body?: unknown } | undefined)?.body;
  const messages = [serverMessage(body), ...Object.values(flattenFieldErrors((body as { errors?: unknown } | undefined)?.errors))];
  const fallback = error instanceof Error && error.message ? error.message : 'app.login.failed';
  const unique = [...new Set(messages.filter((message): message is string => Boolean(message)))];
  return unique.length > 0 ? unique : [fallback];
}

/** The next screen a failed sign-in names (`next`), with the email it concerns. */
export function loginFailureNext(error: unknown): { path: string; email?: string } | null {
  const body = (error as { body?: unknown } | undefined)?.body as { next?: unknown; email?: unknown } | undefined;
  if (typeof body?.next !== 'string' || !body.next.startsWith('/')) return null;
  const email = typeof body.email === 'string' ? body.email : undefined;
  return { path: email ? `${body.next}?email=${encodeURIComponent(email)}` : body.next, email };
}
