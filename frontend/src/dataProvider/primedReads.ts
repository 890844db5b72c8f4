// Reads answered ahead of the cards that make them. A screen that shows many cards (a role dashboard) reads
// them all in one request and puts each answer in the cache under the key the card's own hook reads, so the card
// renders at once instead of sending a request of its own. A primed answer counts as fresh for a few seconds,
// long enough for its card to mount; after that (and after any refetch) the usual rules apply: the app bar's
// refresh, a realtime invalidation or a remount read the card's own path again.
import { QueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import type { ReadAnswer, ReadAnswers } from '@practicum/shared/domain/session/readAnswers';
import { apiPath } from './dataProvider';
import { apiQueryKey } from './hooks';

/** One read a screen primes: the API path it is read at, the cache key its hook reads, what that key holds. */
export interface PrimedRead {
  path: string;
  queryKey: QueryKey;
  cached(answer: ReadAnswer): unknown;
}

/** A read made through useApiRead(path). */
export const apiRead = (path: string): PrimedRead => ({ path, queryKey: apiQueryKey(path), cached: (answer) => answer.body });

/** A react-admin useGetOne(resource, { id }): its key as ra-core builds it. */
export const oneRead = (resource: string, id: string): PrimedRead => ({
  path: `${apiPath(resource)}/${encodeURIComponent(id)}`,
  queryKey: [resource, 'getOne', { id, meta: undefined }],
  cached: (answer) => answer.body,
});

/** A read made through a useQuery of its own key (`queryKey`) that GETs /api/<path>. */
export const keyedRead = (queryKey: QueryKey, path: string): PrimedRead => ({ path, queryKey, cached: (answer) => answer.body });

export interface ListParams {
  pagination?: { page: number; perPage: number };
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, unknown>;
}

/**
 * A react-admin useGetList(resource, params): its key and defaults as ra-core builds them, its path as
 * ra-data-simple-rest asks for it.
 */
export const listRead = (resource: string, params: ListParams): PrimedRead => {
  const { pagination = { page: 1, perPage: 25 }, sort = { field: 'id', order: 'DESC' }, filter = {} } = params;
  const first = (pagination.page - 1) * pagination.perPage;
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify([first, first + pagination.perPage - 1]),
    sort: JSON.stringify([sort.field, sort.order]),
  });
  return {
    path: `${apiPath(resource)}?${query.toString()}`,
    queryKey: [resource, 'getList', { pagination, sort, filter, meta: undefined }],
    cached: (answer) => ({ data: answer.body, total: answer.total ?? undefined, pageInfo: undefined, meta: undefined }),
  };
};

/** How long a primed answer stays fresh: its card mounts within the same render. */
const PRIMED_FRESH_MS = 10_000;
/** The data each primed query was given, by when: a refetch changes the time, and the answer is no longer primed. */
const primedAt = new WeakMap<Query, number>();

/** The queries' default staleness: fresh for a moment when primed, else stale at once (react-query's default). */
export const primedStaleTime = (query: Query): number => (primedAt.get(query) === query.state.dataUpdatedAt ? PRIMED_FRESH_MS : 0);

/** Puts each successful answer in the cache under its read's key. */
export function primeReads(queryClient: QueryClient, reads: readonly PrimedRead[], answers: ReadAnswers): void {
  for (const read of reads) {
    const answer = answers[read.path];
    if (!answer || answer.status !== 200) continue;
    queryClient.setQueryData(read.queryKey, read.cached(answer));
    const query = queryClient.getQueryCache().find({ queryKey: read.queryKey, exact: true });
    if (query) primedAt.set(query, query.state.dataUpdatedAt);
  }
}

/** The app's query cache (react-admin's and our hooks'), with primed answers fresh for a moment. */
export const createQueryClient = (): QueryClient => new QueryClient({ defaultOptions: { queries: { staleTime: primedStaleTime } } });
