// Reads of a record's history (GET /api/history/{stream}) and its state as of a moment.
import type { HistoryAsOfRecord, HistoryEntryRecord } from '@practicum/shared/domain/history/records';
import { useApiRead } from '../dataProvider/hooks';

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

export const useRecordHistory = ({ stream, record }: HistorySource) =>
  useApiRead<HistoryEntryRecord[]>(`history/${encodeURIComponent(stream)}${query({ record })}`);

export const useRecordAsOf = ({ stream, record }: HistorySource, at: string | null) =>
  useApiRead<HistoryAsOfRecord>(at ? `history/${encodeURIComponent(stream)}/as-of${query({ at, record })}` : null);
