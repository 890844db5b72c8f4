// One CSV row → the site form's input (SITES-06). The columns are the export's
// (query-service/src/sites/export.ts), so an exported file imports again; the
// export-only columns (supervisors, created_by, id) are ignored. Tags are given
// by name, separated by ";"; booleans as true/false, yes/no or 1/0.
import { siteMessages } from './commands.js';
import { siteImportMessages } from './imports.js';

export const siteImportColumns = [
  'name',
  'department',
  'address',
  'city',
  'state',
  'county',
  'country',
  'postal_code',
  'office_phone',
  'website',
  'contact_name',
  'contact_email',
  'tags',
  'status',
  'published',
  'expiration_date',
  'accepting_trainees',
  'latitude',
  'longitude',
] as const;

/** The columns read as text as they are; the others are parsed below. */
const parsedColumns = new Set(['tags', 'status', 'published', 'accepting_trainees', 'latitude', 'longitude']);
const textColumns = siteImportColumns.filter((column) => !parsedColumns.has(column));

const booleanOf = (value: string): boolean | string => {
  const v = value.trim().toLowerCase();
  if (['true', 'yes', '1', 'y'].includes(v)) return true;
  if (['false', 'no', '0', 'n'].includes(v)) return false;
  return value; // the schema refuses it with the usual message
};
const numberOf = (value: string): number | string | null =>
  value.trim() === '' ? null : Number.isFinite(Number(value)) ? Number(value) : value;

/**
 * The row as the create schema reads it (its known tags only), and the tag errors when a tag name is not the
 * organization's: they name the unknown tags, since a file of hundreds of rows is fixed (or the tags made) by name.
 * The input is read on for its other errors all the same, so that a row is told everything wrong with it at once.
 */
export function siteInputOfRow(
  record: Record<string, string | undefined>,
  tagIdsByName: ReadonlyMap<string, string>,
): { input: Record<string, unknown>; tagErrors: Record<string, string[]> | null } {
  const input: Record<string, unknown> = {};
  for (const column of textColumns) {
    const value = record[column];
    if (value !== undefined && value !== '') input[column] = value;
  }
  if (input.name === undefined) input.name = '';
  for (const column of ['published', 'accepting_trainees'] as const) {
    const value = record[column];
    if (value !== undefined && value.trim() !== '') input[column] = booleanOf(value);
  }
  for (const column of ['latitude', 'longitude'] as const) {
    const value = record[column];
    if (value !== undefined) input[column] = numberOf(value);
  }
  if (record.status !== undefined && record.status.trim() !== '') input.status = record.status;
  const tagNames = (record.tags ?? '')
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
  const tagIds = tagNames.map((name) => tagIdsByName.get(name.toLowerCase()));
  const known = tagIds.filter((id) => id !== undefined);
  if (known.length) input.tag_ids = [...new Set(known)];
  const unknown = [...new Set(tagNames.filter((_, index) => tagIds[index] === undefined))];
  const tagErrors = unknown.length
    ? { tags: [siteMessages.invalidTag, siteImportMessages.unknownTags.replace('%s', unknown.join(', '))] }
    : null;
  return { input, tagErrors };
}
