// Copies of a recorded history (the demo organization's) that are new records
// of the same shapes: in copy n every UUID (stream ids, ids in payloads and
// metadata) is replaced by a fresh one, the same one wherever it recurs in that
// copy, so a copy's events still refer to each other; what read models keep
// unique besides ids gets a copy tag: e-mail addresses `+c<n>`, codes (`code`
// fields: registration, signup, client codes) `-c<n>`, and a stream named without
// a UUID (by an e-mail's hash, a code, a catalog) `-c<n>`. Revisions stay those of
// the original, so each copy's streams are what the command side would have written.
import { randomUUID } from 'node:crypto';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { BulkEvent } from './organizationEvents.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const HAS_UUID = new RegExp(UUID.source, 'i');
const EMAIL = /([A-Za-z0-9._%-]+)(\+[A-Za-z0-9]+)?@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/** An event as stored text: parsed once, re-written per copy by string replacement (a regex over JSON is much faster than walking objects). */
export interface Template {
  streamId: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
}

export interface Templates {
  events: Template[];
  /** Every `code` value of the history, as one alternation. */
  codes: RegExp | null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function codesOf(events: readonly RecordedEvent[]): RegExp | null {
  const codes = new Set<string>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'code' && typeof inner === 'string' && inner.length >= 3) codes.add(inner);
      else walk(inner);
    }
  };
  for (const event of events) walk(event.data);
  // longest first, so that a code containing another is replaced whole
  const sorted = [...codes].sort((a, b) => b.length - a.length).map(escape);
  return sorted.length ? new RegExp(`(?<![A-Za-z0-9])(${sorted.join('|')})(?![A-Za-z0-9])`, 'g') : null;
}

export const templatesOf = (events: readonly RecordedEvent[]): Templates => ({
  events: events.map((event) => ({
    streamId: event.streamId,
    revision: Number(event.revision),
    type: event.type,
    data: JSON.stringify(event.data),
    metadata: JSON.stringify(event.metadata),
  })),
  codes: codesOf(events),
});

/** The same history restricted to some event types (a projector's). */
export const onlyTypes = (templates: Templates, types: readonly string[] | 'all'): Templates =>
  types === 'all' ? templates : { ...templates, events: templates.events.filter((t) => types.includes(t.type)) };

/** Copy `copy` of the templates (copy numbers must differ between copies written into one store). */
export function cloneCopy(templates: Templates, copy: number): BulkEvent[] {
  const ids = new Map<string, string>();
  const rewrite = (text: string) => {
    const renamed = text
      .replace(UUID, (id) => {
        const key = id.toLowerCase();
        let fresh = ids.get(key);
        if (!fresh) ids.set(key, (fresh = randomUUID()));
        return fresh;
      })
      .replace(EMAIL, (_all, local: string, _tag, domain: string) => `${local}+c${copy}@${domain}`);
    return templates.codes ? renamed.replace(templates.codes, (code: string) => `${code}-c${copy}`) : renamed;
  };
  const streamOf = (streamId: string) => (HAS_UUID.test(streamId) ? rewrite(streamId) : `${streamId}-c${copy}`);
  return templates.events.map((t) => ({
    eventId: randomUUID(),
    streamId: streamOf(t.streamId),
    revision: t.revision,
    type: t.type,
    data: JSON.parse(rewrite(t.data)) as object,
    metadata: JSON.parse(rewrite(t.metadata)) as BulkEvent['metadata'],
  }));
}

/** Enough copies of the templates for at least `count` events, cut at `count`. */
export function clonedEvents(templates: Templates, count: number, firstCopy = 0): BulkEvent[] {
  const events: BulkEvent[] = [];
  if (templates.events.length === 0) return events;
  for (let copy = firstCopy; events.length < count; copy++) events.push(...cloneCopy(templates, copy));
  return events.slice(0, count);
}
