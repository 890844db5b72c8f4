// History in words a coordinator reads ("Hours 2.0 → 2.5", "admin A acting as B", "Role Trainee → Intern"),
// for the API and the screens alike; instants in the viewer's zone, codes in the record's organization's words.
import { formatCalendarDate, formatDateTime, type Zone } from '../../format/index.js';
import { capitalized, organizationRoleName, type OrganizationWords } from '../organizations/wording.js';
import type { HistoryChange, HistoryPerson, ValueKind } from './records.js';
import { codeInWords, isRoleField, positionStatusInWords } from './valueWords.js';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The kind a value reads as when its field names none. */
export function kindOf(value: unknown): ValueKind {
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return 'date';
  if (typeof value === 'string' && INSTANT.test(value)) return 'instant';
  return 'text';
}

// A status is kept as its code ("changes_requested"); the screens name it in words ("Changes requested").
const STATUS_CODE = /^[a-z]+(_[a-z]+)*$/;
const isStatusField = (path: string): boolean => /status$/i.test(path.split('.').at(-1) ?? '');
const statusInWords = (code: string): string => capitalized(code.replace(/_/g, ' '));

/** A value of an unexpected shape still reads as words, never "[object Object]". */
function plain(value: unknown, words?: OrganizationWords): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'object' && value !== null) return describeObject(value, words);
  return '—';
}

/** A value as the screens show it; `words`: the record's organization's (its roles inside a list's objects). */
export function describeValue(value: unknown, kind: ValueKind, zone: Zone, words?: OrganizationWords): string {
  if (value === null || value === undefined || value === '') return '—';
  switch (kind) {
    case 'hours':
      return typeof value === 'number' ? (value / 60).toFixed(1) : plain(value);
    case 'date':
      return typeof value === 'string' ? (formatCalendarDate(value) ?? value) : plain(value);
    case 'instant':
      return typeof value === 'string' ? formatDateTime(value, zone) : plain(value);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'list':
      return Array.isArray(value)
        ? value.length === 0
          ? '—'
          : (value as unknown[]).map((element) => plain(element, words)).join(', ')
        : plain(value, words);
    case 'text':
      return plain(value, words);
  }
}

/**
 * An object inside a list (a plan's activity type, a user's position): its name, else its words. References to
 * other records are ids, not words a coordinator reads, so they are left out as the field walk leaves them out;
 * its status (in words) and the flags that are set (by name) qualify the rest: "Trainee (Active, limited)", its
 * role in the organization's words ("Intern (Pending approval)").
 */
function describeObject(value: object, words: OrganizationWords): string {
  const record = value as Record<string, unknown>;
  if (typeof record.name === 'string') return record.name;
  const parts: string[] = [];
  const qualifiers: string[] = [];
  for (const [key, v] of Object.entries(record)) {
    if (key === 'id' || key.endsWith('Id') || key.endsWith('Ids')) continue;
    if (typeof v === 'boolean') {
      if (v) qualifiers.push(key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase());
    } else if (typeof v === 'string' && isStatusField(key) && STATUS_CODE.test(v))
      qualifiers.unshift(positionStatusInWords(v) ?? statusInWords(v));
    else if (typeof v === 'string' && key === 'role') parts.push(organizationRoleName(v, words));
    else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint') parts.push(String(v));
  }
  const main = capitalized(parts.join(' '));
  if (qualifiers.length === 0) return main;
  return main ? `${main} (${qualifiers.join(', ')})` : qualifiers.join(', ');
}

/**
 * A field's value as the screens show it: {@link describeValue}, a code (a status, a kind, a role, one or a list)
 * as the screens name it in the record's organization's words (valueWords.ts), another status code in words.
 */
export function describeFieldValue(path: string, value: unknown, kind: ValueKind, zone: Zone, words?: OrganizationWords): string {
  if (typeof value === 'string' && value !== '') {
    const named = codeInWords(path, value, words);
    if (named !== undefined) return named;
    if (kind === 'text' && STATUS_CODE.test(value) && isStatusField(path)) return statusInWords(value);
  }
  if (Array.isArray(value) && value.length > 0 && isRoleField(path))
    return value.map((role) => (typeof role === 'string' ? organizationRoleName(role, words) : plain(role, words))).join(', ');
  return describeValue(value, kind, zone, words);
}

/** "Hours 2.0 → 2.5"; a field set for the first time reads "Hours: 2.5"; codes in the record's organization's words. */
export function describeChange(change: HistoryChange, zone: Zone, words?: OrganizationWords): string {
  const after = describeFieldValue(change.path, change.after, change.kind, zone, words);
  if (change.before === undefined) return `${change.label}: ${after}`;
  return `${change.label} ${describeFieldValue(change.path, change.before, change.kind, zone, words)} → ${after}`;
}

const nameOf = (person: HistoryPerson): string => person.name ?? 'a removed user';

/** Who did it, and on whose behalf under login-as. */
export function describeActor(actor: HistoryPerson | null, impersonator: HistoryPerson | null): string {
  if (impersonator && actor) return `admin ${nameOf(impersonator)} acting as ${nameOf(actor)}`;
  if (impersonator) return `admin ${nameOf(impersonator)}`;
  if (actor) return nameOf(actor);
  return 'the system';
}

/** Words an event type spells as a capitalised word that readers know as an abbreviation ("CeCourseCompleted"). */
const ABBREVIATIONS: Readonly<Record<string, string>> = { ce: 'CE', hipaa: 'HIPAA', pdf: 'PDF', csv: 'CSV', sms: 'SMS', url: 'URL' };

/** "TrainingChanged" → "Training changed"; "CeCourseCompleted" → "CE course completed". */
export const describeEventType = (type: string): string => {
  const words = type
    .replace(/\.v\d+$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word);
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
};
