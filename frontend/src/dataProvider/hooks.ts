// react-query hooks over the data provider's custom methods, for the reads and
// commands outside the list/one protocol. Like react-admin's own hooks they
// share one cache (keyed by path), show loading and errors the same way, and
// refetch on the app bar's refresh; writes still send X-Min-Position after
// their answer (read your writes), since everything goes through httpClient.
import { useMutation, useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { type CommandMethod, type PracticumDataProvider } from './dataProvider';

export const apiQueryKey = (path: string) => ['api', path] as const;

/** GET /api/<path> through the data provider; `null` waits (nothing to read yet). */
export function useApiRead<T>(path: string | null, options: Omit<UseQueryOptions<T>, 'queryKey' | 'queryFn'> = {}) {
  const dataProvider = useDataProvider<PracticumDataProvider>();
  return useQuery<T>({
    queryKey: apiQueryKey(path ?? ''),
    queryFn: async () => (await dataProvider.read<T>(path!)).data,
    enabled: path !== null && (options.enabled ?? true),
    ...options,
  });
}

/** A command through the data provider; `invalidates` are the read paths it changes (refetched after success). */
export function useApiCommand<Variables = void, Answer = unknown>(
  command: (variables: Variables) => { path: string; method?: CommandMethod; body?: unknown },
  invalidates: string[] = [],
) {
  const dataProvider = useDataProvider<PracticumDataProvider>();
  const queryClient = useQueryClient();
  return useMutation<Answer, Error, Variables>({
    mutationFn: async (variables) => {
      const { path, ...options } = command(variables);
      return (await dataProvider.command<Answer>(path, options)).data;
    },
    onSuccess: () => Promise.all(invalidates.map((path) => queryClient.invalidateQueries({ queryKey: apiQueryKey(path) }))),
  });
}
