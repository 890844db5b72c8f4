// The bounds every command input keeps, so that whatever a schema accepts its
// read model can hold (issue 10 item 1): text within the column's length and
// free of NUL bytes (Postgres text and jsonb refuse them), other control and
// bidi characters (they change what a reader sees) and lone surrogates (they
// cannot be encoded as UTF-8), whole numbers within a Postgres integer,
// decimals within what the forms mean. One-line fields (names, titles, emails)
// are `line`s: no line break either. Schemas build their fields from these
// helpers rather than from bare z.string() / z.number().
import { z } from 'zod';
import { fieldLabel, messageFor } from './validation.js';

/** Largest value of a Postgres `integer` column. */
export const PG_INT_MAX = 2_147_483_647;

/** Lengths of the text kinds the forms use. */
export const TEXT = { name: 255, short: 100, long: 10_000, url: 2048, id: 100, secret: 1024 } as const;

// Characters no field means and that change what a reader sees: control characters (C0 but tab, line feed and
// carriage return, DEL, C1), the bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069: "evil\u202Etxt.exe"
// reads as "evilexe.txt"), and lone UTF-16 surrogates (they cannot be encoded as UTF-8).
const CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
// A one-line field (a name, a title, an address) is shown where a person is identified: besides, no line break or tab,
// and no zero-width space, word joiner or byte-order mark, invisible characters that make two names that look alike.
// The zero-width joiner and non-joiner stay: Persian and Indic names and emoji sequences are written with them.
const LINE_ONLY = '\\t\\n\\r\\u200B\\u2060\\uFEFF';
const UNSAFE_TEXT = new RegExp(`[${CONTROLS}${BIDI_CONTROLS}]|${LONE_SURROGATE}`);
const UNSAFE_LINE = new RegExp(`[${CONTROLS}${BIDI_CONTROLS}${LINE_ONLY}]|${LONE_SURROGATE}`);

/**
 * Whether a string carries characters no field takes: control characters (but tab and line breaks in multi-line
 * text), bidi overrides and isolates, lone surrogates; in a one-line field (`line`), also line breaks, tabs and
 * zero-width characters.
 */
export const hasUnsafeText = (value: string, kind: 'multiline' | 'line' = 'multiline'): boolean =>
  (kind === 'line' ? UNSAFE_LINE : UNSAFE_TEXT).test(value);

/** The refusal of a field (its path, as zod gives it) holding characters that are not allowed, named by its label. */
export const unsafeTextMessage = (path: readonly PropertyKey[]): string =>
  `The ${fieldLabel(path)} field contains characters that are not allowed.`;

const safe = { error: (issue: { path?: PropertyKey[] }) => unsafeTextMessage(issue.path ?? []) };

/** Free text up to `max` characters, trimmed (optional: empty allowed); may span lines. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasUnsafeText(value), safe);

/**
 * Required text: trimmed, 1..max characters; may span lines. `label` names the field in its messages where the form
 * labels it otherwise than its key (a support thread's `body` is its "message").
 */
export const requiredText = (max: number, label?: string) => {
  const named = label ? { error: (issue: z.core.$ZodRawIssue) => messageFor({ ...issue, path: [label] }) } : {};
  return z
    .string(named)
    .trim()
    .min(1, named)
    .max(max, named)
    .refine((value) => !hasUnsafeText(value), label ? { error: () => unsafeTextMessage([label]) } : safe);
};

/** One line of text up to `max` characters, trimmed (optional: empty allowed): names, titles, addresses, emails. */
export const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((value) => !hasUnsafeText(value, 'line'), safe);

/** A required line: trimmed, 1..max characters, one line (see {@link line}). */
export const requiredLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !hasUnsafeText(value, 'line'), safe);

/** Text kept exactly as typed (passwords, codes): not trimmed. */
export const rawText = (max: number, min = 0) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((value) => !hasUnsafeText(value), safe);

/** A reference to another record by id (non-empty, bounded). */
export const refId = () => requiredText(TEXT.id);

/** A calendar date as YYYY-MM-DD (ARCHITECTURE 3.8); the month and day must exist. */
const DATE_FORMAT = 'The date must be a date in the format YYYY-MM-DD.';
export const isoDate = z
  .string()
  // one rule, one message: the format and the day are one check (toFieldErrors drops the bound's repeat of it);
  // not an aborting check, which would make an optional date's union answer "Invalid input"
  .max(10, DATE_FORMAT)
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const date = new Date(`${value}T00:00:00Z`);
    // Postgres has no year 0 and the forms mean real days: 1000-01-01 to 9999-12-31, existing days only.
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1000';
  }, DATE_FORMAT);

/**
 * The same calendar day `years` on from `day` (YYYY-MM-DD; back for negative years), 28 February for 29 February:
 * the reach of a date a person enters about a time ahead or behind (a grant's end, a pass's, a policy's).
 */
export function yearsOn(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const monthDay = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
  return `${String(year).padStart(4, '0')}-${monthDay}`;
}

/**
 * Whether an instant (any text Date parses) is one a timestamptz holds and the screens mean: like isoDate's days, the
 * years 1000 to 9999 in UTC. Date parses years such as -010000, +275760 and 0000, and an offset can push
 * 9999-12-31 into 10000; Postgres refuses those, and a projector would park the event that carried one.
 */
export const holdableInstant = (value: string): boolean => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return false;
  const iso = date.toISOString();
  return /^\d{4}-/.test(iso) && iso >= '1000';
};

/** An ISO 8601 date and time with its offset, within {@link holdableInstant}'s years. */
export const isoInstant = (message: string) => z.iso.datetime({ offset: true, message }).refine(holdableInstant, message);

/** A whole number a Postgres integer column holds. */
export const int = (min = 0, max = PG_INT_MAX) => z.number().int().min(min).max(max);

/** A decimal number within [min, max] (finite by construction). */
export const decimal = (min: number, max: number) => z.number().min(min).max(max);
/**
 * A number as a form sends it: a JSON number or a numeric string ("1.5"); blank ('' or null) is not given. Never true,
 * [] or [5], which z.coerce would read as 1, 0 and 5.
 */
export const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (value === '' || value === null) return undefined;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
    return value;
  }, schema);

/** Hours anywhere in training setup and the activity log: up to 100,000. */
export const MAX_HOURS = 100_000;
