// A record page's one record: read once, not retried (a 404 or 403 answers that the reader does not reach it; react-admin's
// default retries would hold the spinner for seconds before saying so), react-admin's Loading while it comes and its
// NotFound when it does not.
//
//   const { record: site, fallback } = useRecordPage<SiteRecord>(sitesResource, id);
//   if (fallback) return fallback;
import type { ReactElement } from 'react';
import { Loading, NotFound, useGetOne, type Identifier, type RaRecord, type UseGetOneOptions } from 'react-admin';
import { useReadPageNotifications } from '../notifications/useReadPageNotifications';

/** A read's state as useGetOne and useLoaded answer it. */
export interface RecordRead<T> {
  isPending: boolean;
  error?: unknown;
  data?: T | null;
}

/** The record once it is there (`fallback` null), else what the page shows instead. */
export type RecordPage<T> = { record: T; fallback: null } | { record: T | undefined; fallback: ReactElement };

/**
 * Loading while the record is read (or while the one at hand lacks what only the read brings: `complete`), NotFound
 * when the read failed or found nothing.
 */
export function recordPage<T>(read: RecordRead<T>, complete?: (record: T) => boolean): RecordPage<T> {
  const record = read.data ?? undefined;
  if (read.isPending || (record && complete && !complete(record))) return { record, fallback: <Loading /> };
  if (read.error || !record) return { record, fallback: <NotFound /> };
  return { record, fallback: null };
}

export interface RecordPageOptions<T extends RaRecord> extends UseGetOneOptions<T> {
  /**
   * Whether the record at hand is the whole read one: a create leaves only what it sent in react-admin's cache, so a
   * page that needs the read's joined fields waits for them (with `refetchOnMount: 'always'`).
   */
  complete?: (record: T) => boolean;
}

/**
 * The record `id` of `resource`, read once, and what the page shows until it is there ({@link recordPage}). Once it is
 * shown, the reader's notifications linking to this page are read too: the user has seen what they announced.
 */
export function useRecordPage<T extends RaRecord>(
  resource: string,
  id: Identifier,
  { complete, ...options }: RecordPageOptions<T> = {},
): RecordPage<T> & { refetch: () => unknown } {
  const read = useGetOne<T>(resource, { id }, { retry: false, ...options });
  const page = recordPage(read, complete);
  useReadPageNotifications(page.fallback === null);
  return { ...page, refetch: read.refetch };
}
