// Whether a person's personal data has been erased, and when and by whom: the PersonErased event of their
// erasure stream in the audit trail (a list answer, empty until they are erased).
import type { HistoryEntryRecord } from '@practicum/shared/domain/history/records';
import { useApiRead } from '../../dataProvider/hooks';

export const erasureTrailPath = (userId: string) =>
  `audit?filter=${encodeURIComponent(JSON.stringify({ stream: `erasure-${userId}`, type: 'PersonErased' }))}`;

export function useErasure(userId: string | undefined): { erasure: HistoryEntryRecord | null; isPending: boolean } {
  const { data, isPending } = useApiRead<HistoryEntryRecord[]>(userId ? erasureTrailPath(userId) : null);
  return { erasure: data?.[0] ?? null, isPending };
}
