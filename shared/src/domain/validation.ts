// Turns zod failures into the field errors the spec's forms read, worded like
// the catalogue's shared rule messages ("The name field is required.").
import { type z } from 'zod';
import { ValidationError, type FieldErrors } from '../platform/errors.js';

const plural = (word: string) =>
  /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : /(s|x|ch|sh)$/.test(word) ? `${word}es` : `${word}s`;

/**
 * A field's name as its form labels it: words for underscores, and a reference named by what it refers to
 * ("activity_type_id" → "activity type", "activity_ids" → "activities", an item of it "activity"); a bare "id" stays.
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const item = typeof path.at(-1) === 'number';
  const name = String(path.findLast((key) => typeof key === 'string') ?? 'value');
  const ids = /^(.+)_ids$/.exec(name);
  const words = ids ? (item ? ids[1]! : plural(ids[1]!)) : name.replace(/^(.+)_id$/, '$1');
  return words.replace(/_/g, ' ');
}

type Issue = z.core.$ZodRawIssue;

/** What a field of the wrong type should have been, with its article ("a number", "an array"); zod's "record" is an object. */
function expectedKind(expected: string): string {
  if (expected === 'number' || expected === 'int') return 'a number';
  const kind = expected === 'record' ? 'object' : expected;
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
}

/** The catalogue's message for a failed rule, naming the field by its path (a form's own label: `{ path: ['message'] }`). */
export function messageFor(issue: Issue): string | undefined {
  const field = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return `The ${field} field is required.`;
      return `The ${field} field must be ${expectedKind(issue.expected)}.`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? `The ${field} field is required.`
          : `The ${field} field must be at least ${issue.minimum} characters.`;
      if (issue.origin === 'array') return `The ${field} field must have at least ${issue.minimum} items.`;
      return `The ${field} field must be at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return `The ${field} field must not be greater than ${issue.maximum} characters.`;
      if (issue.origin === 'array') return `The ${field} field must not have more than ${issue.maximum} items.`;
      return `The ${field} field must not be greater than ${issue.maximum}.`;
    case 'not_multiple_of': {
      // a step of 0.01 is "two decimal places", as the read model's numeric column keeps them
      const places = -Math.log10(Number(issue.divisor));
      return Number.isInteger(places) && places > 0
        ? `The ${field} field must have 0-${places} decimal places.`
        : `The ${field} field must be a multiple of ${issue.divisor}.`;
    }
    case 'invalid_format':
      // an empty reference (a select left at "Not chosen"), address or link was not given: not a wrong format
      if (issue.input === '') return `The ${field} field is required.`;
      if (issue.format === 'email') return `The ${field} field must be a valid email address.`;
      if (issue.format === 'url') return `The ${field} field must be a valid URL.`;
      return `The ${field} field format is invalid.`;
    case 'invalid_value':
      return `The selected ${field} is invalid.`;
    case 'unrecognized_keys':
      return `Unknown fields: ${issue.keys.join(', ')}.`;
    // zod's own wording for these ("Invalid input", "Invalid key in record") names no field and no rule
    case 'invalid_union':
    case 'invalid_element':
    case 'custom':
      return `The ${field} field is invalid.`;
    case 'invalid_key':
      return `The ${field} field has an invalid name.`;
    default:
      return undefined;
  }
}

export function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    const messages = (errors[key] ??= []);
    // a field is told each message once (a union or several checks can repeat one)
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}

/** Parses input with the catalogue's messages; throws a 422 ValidationError listing every field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { error: (issue) => messageFor(issue) });
  if (!result.success) throw new ValidationError(toFieldErrors(result.error));
  return result.data;
}
