// Reads whose failure the spec keeps off screen (001 §8: dashboard counts, training levels, tasks, completion,
// risk alerts "fail silently"): the card shows nothing, no toast or error modal, and the failure is logged for
// whoever looks at the browser's console.
import { useEffect } from 'react';
import { type UseQueryOptions } from '@tanstack/react-query';
import { useApiRead } from './hooks';

export const logSilentFailure =
  (what: string) =>
  (error: unknown): void => {
    const status = (error as { status?: unknown } | null)?.status;
    console.error(`Practicum: ${what} could not be loaded${typeof status === 'number' ? ` (${status})` : ''}`, error);
  };

/** useApiRead for a card that stays empty when its read fails, logging the failure once per failed attempt. */
export function useSilentRead<T>(path: string, options: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> = {}) {
  const read = useApiRead<T>(path, options);
  const { error } = read;
  useEffect(() => {
    if (error) logSilentFailure(path)(error);
  }, [error, path]);
  return read;
}
