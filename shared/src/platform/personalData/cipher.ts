// A personal field as stored: `pii:v1:<subject>:<kind>:<base64url(iv | tag | ciphertext)>`, AES-256-GCM under the
// subject's key with the subject and kind as associated data. The subject and kind travel in clear so that a reader
// without the key (erased) still knows whose it was and what to show instead.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { EventToAppend } from '../eventstore/types.js';
import { erasedValue, kindOfField, mapPersonalFields, personalFields, subjectOf, type ErasedKind } from './fields.js';
import type { KeyRing } from './keyStore.js';

const PREFIX = 'pii:v1:';

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

export function seal(key: Buffer, subject: string, kind: ErasedKind, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${subject}:${kind}`));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${PREFIX}${subject}:${kind}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export interface SealedParts {
  subject: string;
  kind: ErasedKind;
  payload: string;
}

export function partsOf(value: string): SealedParts | null {
  if (!isSealed(value)) return null;
  const [subject, kind, payload] = value.slice(PREFIX.length).split(':');
  if (!subject || !kind || payload === undefined) return null;
  return { subject, kind: kind as ErasedKind, payload };
}

/** The clear value, or what an erased value reads as when the key is gone (or the text was tampered with). */
export function open(key: Buffer | null, parts: SealedParts): string {
  if (!key) return erasedValue(parts.kind, parts.subject);
  try {
    const raw = Buffer.from(parts.payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(`${parts.subject}:${parts.kind}`));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return erasedValue(parts.kind, parts.subject);
  }
}

/** Every sealed string anywhere in a value, opened by `opener` (arrays and objects copied, other values kept). */
export function openAll(value: unknown, opener: (parts: SealedParts) => string): unknown {
  if (typeof value === 'string') {
    const parts = partsOf(value);
    return parts ? opener(parts) : value;
  }
  if (Array.isArray(value)) return value.map((item) => openAll(item, opener));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, openAll(v, opener)]));
  return value;
}

/** The subjects whose keys a value's sealed strings need. */
export function subjectsIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') {
    const parts = partsOf(value);
    if (parts) into.add(parts.subject);
  } else if (Array.isArray(value)) for (const item of value) subjectsIn(item, into);
  else if (value !== null && typeof value === 'object') for (const v of Object.values(value)) subjectsIn(v, into);
  return into;
}

/** An event with its personal fields sealed under its person's key (their erased text once the key is gone). */
export function sealEvent(event: EventToAppend, keys: KeyRing): EventToAppend {
  const subject = subjectOf(event.type, event.data);
  if (!subject || !personalFields[event.type]) return event;
  const key = keys.get(subject) ?? null;
  const data = mapPersonalFields(event.type, event.data, (value, field) =>
    key ? seal(key, subject, kindOfField(field), value) : erasedValue(kindOfField(field), subject),
  );
  return { ...event, data };
}
