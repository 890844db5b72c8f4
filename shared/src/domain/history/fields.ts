// A folded state as fields, and two states' difference as field changes.
// Objects are walked, arrays and scalars are values; an object key that is a
// record id (a training inside a trainee's trainings) becomes the field's
// record_id instead of part of its path. The root's `status` is the aggregate's
// life-cycle tag ("none" → "active"), not a field. References to other records (`trainingPlanId`,
// `assistantPositionIds`) are ids, not words a coordinator reads, so they are left out too.
import { sameValue } from '../decider.js';
import { kindOf } from './describe.js';
import { IGNORED_KEYS, isUuid, kindFor, labelOf } from './folds.js';
import type { HistoryChange, ValueKind } from './records.js';

export interface StateField {
  path: string;
  label: string;
  kind: ValueKind;
  value: unknown;
  record_id: string | null;
}

export function stateFields(state: unknown): StateField[] {
  const fields: StateField[] = [];
  walkFields(state, '', 0, null, null, fields);
  return fields;
}

// History folds every event of $all (an import's thousands in a second): the walk is a plain recursive function
// with the path as a string, not a closure copying arrays, and a key's label is worked out once.
function walkFields(value: unknown, path: string, depth: number, recordId: string | null, key: string | null, fields: StateField[]): void {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const k of Object.keys(value)) {
      if (isIdKey(k) || (depth === 0 && recordId === null && k === 'status')) continue;
      const v = (value as Record<string, unknown>)[k];
      if (k.length === 36 && isUuid(k)) walkFields(v, path, depth, k, key, fields);
      else walkFields(v, depth === 0 ? k : `${path}.${k}`, depth + 1, recordId, k, fields);
    }
    return;
  }
  // a reference by its id alone (a site's createdBy) names no one a reader knows
  if (key === null || (typeof value === 'string' && value.length === 36 && isUuid(value))) return;
  const shown = Array.isArray(value) ? value.map(withoutIds) : value;
  fields.push({ path, label: cachedLabel(key), kind: kindFor(key, shown, kindOf), value: shown, record_id: recordId });
}

/**
 * An id is no word a reader knows: a key of an id (`recordingId`, `uploadUuid`, a site's `supervisor_ids`) is not one
 * of the record's fields.
 */
const isIdKey = (k: string): boolean =>
  IGNORED_KEYS.has(k) ||
  k.endsWith('Id') ||
  k.endsWith('Ids') ||
  k.endsWith('_id') ||
  k.endsWith('_ids') ||
  k.endsWith('Uuid') ||
  k === 'uuid';

/** A list's element without its ids (a meeting's recordings: their upload's and the provider's ids). */
function withoutIds(element: unknown): unknown {
  if (element === null || typeof element !== 'object' || Array.isArray(element)) return element;
  return Object.fromEntries(Object.entries(element as Record<string, unknown>).filter(([k]) => !isIdKey(k)));
}

const labels = new Map<string, string>();
function cachedLabel(key: string): string {
  let label = labels.get(key);
  if (label === undefined) {
    // states keyed by data (a form's answers) could grow this without end
    if (labels.size > 10_000) labels.clear();
    label = labelOf(key);
    labels.set(key, label);
  }
  return label;
}

const fieldKey = (field: StateField): string => `${field.record_id ?? ''}:${field.path}`;

/**
 * What changed from one state to the next, given as their fields (stateFields: a fold step walks the new state
 * once, for its changes and its name), by record and path: a state read back from jsonb has its keys reordered,
 * so the fields' own order would differ between a live fold and a replay.
 */
export function diffFields(before: readonly StateField[], after: readonly StateField[]): HistoryChange[] {
  const old = new Map(before.map((field) => [fieldKey(field), field]));
  const changes: { key: string; change: HistoryChange }[] = [];
  const seen = new Set<string>();
  for (const field of after) {
    const key = fieldKey(field);
    seen.add(key);
    const was = old.get(key);
    if (was && sameValue(was.value, field.value)) continue;
    if (!was && (field.value === null || field.value === undefined)) continue;
    const change = {
      path: field.path,
      label: field.label,
      kind: field.kind,
      before: was?.value,
      after: field.value,
      record_id: field.record_id,
    };
    changes.push({ key, change });
  }
  for (const [key, was] of old) {
    if (seen.has(key)) continue;
    changes.push({
      key,
      change: { path: was.path, label: was.label, kind: was.kind, before: was.value, after: null, record_id: was.record_id },
    });
  }
  // by record and path (the key), computed once per change rather than in every comparison
  return changes.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)).map(({ change }) => change);
}

/**
 * What the record is known by (its name or title, a person's first and last name), for search and the trail,
 * from its state's fields (stateFields).
 */
export function recordNameOf(fields: readonly StateField[]): string | null {
  const byKey = new Map<string, string>();
  for (const field of fields) {
    const key = field.path.slice(field.path.lastIndexOf('.') + 1);
    if (typeof field.value === 'string' && field.value && !byKey.has(key)) byKey.set(key, field.value);
  }
  // key order is not kept by jsonb, so the parts are put in order here
  const parts = ['name', 'title', 'first_name', 'last_name'].map((key) => byKey.get(key)).filter(Boolean);
  // records without a name go by what names them instead: a conversation's subject, a client's code, a submission's form
  const fallback = byKey.get('subject') ?? byKey.get('code') ?? byKey.get('formName');
  return parts.length ? parts.join(' ').slice(0, 500) : (fallback?.slice(0, 500) ?? null);
}

/**
 * Values under keys with these names, anywhere in the state (organization ids, trainee ids), sorted: the walk's
 * order is the state's key order, which a state read back from jsonb and one folded in memory do not share, and
 * callers take the first (a record's organization), so a rebuild must find the one the live projection found.
 */
export function valuesAt(state: unknown, key: string): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach(walk);
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (k === key && typeof v === 'string') found.add(v);
      else walk(v);
    }
  };
  walk(state);
  return [...found].sort();
}
