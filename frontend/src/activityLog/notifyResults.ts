import type { useNotify } from 'react-admin';
import type { useTranslate } from 'ra-core';
import type { EntryResult } from './api';

/** Tells the outcome of a bulk call: all done, or how many and why the others failed. */
export function notifyResults(
  notify: ReturnType<typeof useNotify>,
  translate: ReturnType<typeof useTranslate>,
  results: EntryResult[],
  doneKey: string,
): void {
  const failed = results.filter((r) => r.status !== 200);
  if (failed.length === 0) return notify(doneKey, { type: 'success' });
  const errors = [...new Set(failed.map((r) => r.message ?? ''))].join(' ');
  notify(translate('app.activity_log.partial', { done: results.length - failed.length, total: results.length, errors }), {
    type: 'warning',
  });
}
