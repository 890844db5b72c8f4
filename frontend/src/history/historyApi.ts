// Reads of a record's history (GET /api/history/{stream}) and its state as of a moment.
import type { HistoryAccessRecord, HistoryAsOfRecord, HistoryEntryRecord } from '@practicum/shared/domain/history/records';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { PracticumDataProvider } from '../dataProvider/dataProvider';
import { apiQueryKey, useApiRead } from '../dataProvider/hooks';

/** A record's stream, and the record inside it when the stream holds several (a trainee's trainings). */
export interface HistorySource {
  stream: string;
  record?: string;
  /** i18n key naming the source where a page offers several. */
  label?: string;
}

const query = (params: Record<string, string | undefined>): string => {
  const pairs = Object.entries(params).filter((pair): pair is [string, string] => pair[1] !== undefined);
  return pairs.length ? `?${new URLSearchParams(pairs).toString()}` : '';
};

/** Events shown at first, and added by each "Show later events". */
export const HISTORY_PAGE = 100;

/**
 * A record's events in order, a page at a time: each read asks for one event past the page, so the timeline
 * knows whether there are later ones without counting them.
 */
export function useRecordHistory({ stream, record }: HistorySource) {
  const dataProvider = useDataProvider<PracticumDataProvider>();
  const path = `history/${encodeURIComponent(stream)}`;
  const pages = useInfiniteQuery({
    queryKey: apiQueryKey(`${path}${query({ record })}`),
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      (
        await dataProvider.read<HistoryEntryRecord[]>(
          `${path}${query({ record, range: JSON.stringify([pageParam, pageParam + HISTORY_PAGE]) })}`,
        )
      ).data,
    getNextPageParam: (last, _all, lastStart) => (last.length > HISTORY_PAGE ? lastStart + HISTORY_PAGE : undefined),
  });
  return { ...pages, events: pages.data?.pages.flatMap((page) => page.slice(0, HISTORY_PAGE)) };
}

export const useRecordAsOf = ({ stream, record }: HistorySource, at: string | null) =>
  useApiRead<HistoryAsOfRecord>(at ? `history/${encodeURIComponent(stream)}/as-of${query({ at, record })}` : null);

/** The sources whose history the server lets the reader read (GET …/access), once it has answered for all. */
export function useReadableSources(sources: HistorySource[]): HistorySource[] | undefined {
  const dataProvider = useDataProvider<PracticumDataProvider>();
  return useQueries({
    queries: sources.map(({ stream }) => {
      const path = `history/${encodeURIComponent(stream)}/access`;
      return { queryKey: apiQueryKey(path), queryFn: async () => (await dataProvider.read<HistoryAccessRecord>(path)).data };
    }),
    combine: (answers) =>
      answers.every((answer) => answer.isSuccess) ? sources.filter((_, i) => answers[i]?.data?.can_read_history === true) : undefined,
  });
}
