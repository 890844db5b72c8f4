// Updates merge, never wipe (issue 10 item 6; docs/decisions.md "Hardening:
// updates merge"): a PUT that omits a field keeps the field's current value.
// Two ways, one per kind of resource:
//  - `patchOf(schema)`: the update schema of a resource whose decider already
//    merges the given fields over its state; every field becomes optional and
//    loses its create-time default (a default would otherwise fill the omitted
//    field, e.g. a plan's activity types with [], and wipe it).
//  - `mergeOver(current, body)`: for a resource whose command takes the whole
//    record, the body is laid over the current values (nested objects one level
//    deep) before the full schema parses it.
import { z } from 'zod';

type Optionalized<S extends z.ZodRawShape> = { [K in keyof S]: z.ZodOptional<S[K]> };

const withoutDefault = (field: z.ZodType): z.ZodType =>
  field instanceof z.ZodDefault ? withoutDefault(field.unwrap() as z.ZodType) : field;

/** The schema with every field optional and without defaults; the same parsed type as `schema.partial()`. */
export function patchOf<S extends z.ZodRawShape>(schema: z.ZodObject<S>): z.ZodObject<Optionalized<S>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, withoutDefault(field as z.ZodType).optional()]),
  );
  return z.object(shape) as unknown as z.ZodObject<Optionalized<S>>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The body laid over the current values: omitted fields keep theirs; nested objects merge one level deep. */
export function mergeOver(current: Record<string, unknown>, body: unknown): unknown {
  if (!isPlainObject(body)) return body;
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const before = current[key];
    merged[key] = isPlainObject(before) && isPlainObject(value) ? { ...before, ...value } : value;
  }
  return merged;
}
