// What the history and audit screens print about an event, in a reader's words: a field's label is never a raw
// key (start_at, userAgent), and an event the demo data made says so rather than naming the program that made it.
import { describeChange } from '@practicum/shared/domain/history/describe';
import type { HistoryChange, HistoryEntryRecord } from '@practicum/shared/domain/history/records';
import type { Zone } from '@practicum/shared/format';
import type { OrganizationWords } from '@practicum/shared/domain/organizations/wording';

/** The user agent the demo data's events carry (infra's seed). */
const DEMO_DATA_AGENT = 'practicum-seed';

/** "start_at" or "userAgent" → "Start at"; a label already in words is kept as it is. */
export function readableLabel(label: string): string {
  if (!/_|[a-z][A-Z]/.test(label)) return label;
  const words = label
    .replace(/_+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Start date 06/01/2026 → 06/08/2026", its label in words, its codes in the record's organization's words ("Role Intern"). */
export const describeChangeInWords = (change: HistoryChange, zone: Zone, words: OrganizationWords): string =>
  describeChange({ ...change, label: readableLabel(change.label) }, zone, words);

/** Where an event came from, as the screens say it: translation key and arguments, or null when unknown. */
export function originOf(entry: Pick<HistoryEntryRecord, 'ip' | 'user_agent'>): { key: string; args?: { origin: string } } | null {
  if (entry.user_agent === DEMO_DATA_AGENT) return { key: 'app.history.from_demo' };
  const origin = [entry.ip, entry.user_agent].filter(Boolean).join(' · ');
  return origin ? { key: 'app.history.from', args: { origin } } : null;
}
