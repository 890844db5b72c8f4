// The net under every schema: a JSON body or query string carrying a control
// character (a NUL byte, an escape; tab and line breaks aside), a bidi override
// or isolate, or a lone surrogate anywhere (values and keys) is refused with 422
// ("The X field contains characters that are not allowed.") before any route
// sees it, so no such text reaches an event, a jsonb column, a log line or a
// screen. One-line fields refuse line breaks too, in their schemas (bounds.ts).
import type { RequestHandler } from 'express';
import { hasUnsafeText, unsafeTextMessage } from '../../domain/bounds.js';
import { ValidationError } from '../errors.js';

const MAX_DEPTH = 64;

/** The path of the first unsafe string in a parsed value ('' for the root), or null when clean. */
export function findUnsafeText(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasUnsafeText(value) ? path : null;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (hasUnsafeText(key)) return innerPath;
    const found = findUnsafeText(inner, innerPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function assertSafeText(value: unknown, root: string): void {
  const path = findUnsafeText(value);
  if (path === null) return;
  const field = path ? `${root ? `${root}.` : ''}${path}` : root || '_';
  throw new ValidationError({ [field]: [unsafeTextMessage(field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)))] });
}

/** Refuses unsafe text in the query string and (parsed) body of any request. */
export const refuseUnsafeText: RequestHandler = (req, _res, next) => {
  assertSafeText(req.query, '');
  if (!Buffer.isBuffer(req.body)) assertSafeText(req.body, '');
  next();
};
