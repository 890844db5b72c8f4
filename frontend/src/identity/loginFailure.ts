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
