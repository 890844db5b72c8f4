// Shared by the /account cards: how a card's form saves (a server answer's field errors go back to the
// form, any other failure is notified).
import type { NotificationType } from 'react-admin';
import { httpClient } from '../dataProvider';

export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: Record<string, string[] | string> } }).body?.errors;
  if (!errors || Object.keys(errors).length === 0) return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, Array.isArray(texts) ? texts.join(' ') : texts]));
}

type Notify = (message: string, options: { type: NotificationType; messageArgs?: Record<string, unknown> }) => void;

/**
 * PUT /api/<path> for a react-admin Form's onSubmit: resolves to the field errors to show, or to undefined
 * (saved, then `saved` runs; or failed otherwise, and the failure is notified).
 */
export async function saveAccountForm(
  path: string,
  body: unknown,
  notify: Notify,
  saved: () => Promise<void> | void,
): Promise<Record<string, string> | undefined> {
  try {
    await httpClient(`/api/${path}`, { method: 'PUT', body: JSON.stringify(body) });
  } catch (error) {
    const errors = fieldErrorsOf(error);
    if (errors) return errors;
    notify(error instanceof Error ? error.message : 'app.errors.server', { type: 'error' });
    return undefined;
  }
  await saved();
  return undefined;
}
