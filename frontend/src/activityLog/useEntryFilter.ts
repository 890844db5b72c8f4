// The activity-log query parameters (spec 001 §2: trainee_id, id,
// happened_before, risk_alert, training_id) read from the address as the list filter.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { EntryFilter } from './api';

const keys = ['trainee_id', 'id', 'happened_before', 'risk_alert', 'training_id'] as const;

export function useEntryFilter(): { filter: EntryFilter; filtered: boolean; highlightId: string | null } {
  const [params] = useSearchParams();
  return useMemo(() => {
    const filter: EntryFilter = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value) filter[key] = value;
    }
    return { filter, filtered: Object.keys(filter).length > 0, highlightId: params.get('id') };
  }, [params]);
}
