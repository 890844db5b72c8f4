// The server calls behind each step (SIGNUP-16, 24, 43, 46): they answer 422 with field errors,
// which the wizard shows under the fields and in a danger alert (SIGNUP-56).
import { useDataProvider } from 'ra-core';
import { flattenFieldErrors, serverMessage } from '../dataProvider/httpErrors';
import type { PracticumDataProvider } from '../dataProvider';
import type { FieldErrors } from './types';

export interface CallFailure {
  fields: FieldErrors;
  messages: string[];
}

export const failureOf = (error: unknown): CallFailure => {
  const body = (error as { body?: { errors?: unknown } } | undefined)?.body;
  const fields = flattenFieldErrors(body?.errors);
  const messages = Object.values(fields);
  const fallback = serverMessage(body) ?? (error instanceof Error ? error.message : 'An error has occurred. Please try again later');
  return { fields, messages: messages.length ? messages : [fallback] };
};

export function useWizardCalls() {
  const dataProvider = useDataProvider<PracticumDataProvider>();
  return async <T = unknown>(path: string, body: unknown): Promise<{ ok: true; data: T } | { ok: false; failure: CallFailure }> => {
    try {
      return { ok: true, data: (await dataProvider.command<T>(path, { method: 'POST', body })).data };
    } catch (error) {
      return { ok: false, failure: failureOf(error) };
    }
  };
}
