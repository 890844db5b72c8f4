import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { activityEntryInputSchema } from './activityLog/commands.js';
import { parseInput } from './validation.js';

const errorsOf = (schema: z.ZodType, input: unknown) => {
  try {
    parseInput(schema, input);
    return {};
  } catch (error) {
    return (error as { errors: Record<string, string[]> }).errors;
  }
};

describe('a refused field named in its message', () => {
  it('names a reference by what it refers to, as its form labels it, never "… id"', () => {
    const errors = errorsOf(activityEntryInputSchema, { happened_at: '2026-11-02', activity_ids: ['x'] });
    expect(errors.activity_type_id).toEqual(['The activity type field is required.']);
    expect(Object.values(errors).flat().join(' ')).not.toMatch(/\bids?\b/);
  });

  it('names a list of references in the plural and one of its items in the singular', () => {
    const schema = z.object({ trainee_ids: z.array(z.uuid()).min(1), activity_ids: z.array(z.uuid()) });
    expect(errorsOf(schema, { trainee_ids: [], activity_ids: ['x'] })).toEqual({
      trainee_ids: ['The trainees field must have at least 1 items.'],
      'activity_ids.0': ['The activity field format is invalid.'],
    });
  });

  it('SPINE-30 says an empty reference, e-mail or link is required, not of an invalid format (a form\'s "Not chosen")', () => {
    const schema = z.object({ training_id: z.uuid(), email: z.email(), website: z.url(), code: z.string().regex(/^\d+$/) });
    expect(errorsOf(schema, { training_id: '', email: '', website: '', code: 'x' })).toEqual({
      training_id: ['The training field is required.'],
      email: ['The email field is required.'],
      website: ['The website field is required.'],
      code: ['The code field format is invalid.'],
    });
  });

  it('SPINE-30 refuses a logged time given as true or a list (never read as 1 or 0 minutes); a form\'s "90" or blank is fine', () => {
    const entry = { happened_at: '2026-11-02', activity_type_id: 't1' };
    expect(errorsOf(activityEntryInputSchema, { ...entry, hours: true, minutes: [30] })).toEqual({
      hours: ['The hours field must be a number.'],
      minutes: ['The minutes field must be a number.'],
    });
    expect(parseInput(activityEntryInputSchema, { ...entry, hours: '1', minutes: '30' }).minutes).toBe(90);
    expect(parseInput(activityEntryInputSchema, { ...entry, hours: 1.5, minutes: '' }).minutes).toBe(90);
  });

  it('keeps a bare id as "id"', () => {
    expect(errorsOf(z.object({ id: z.string() }), {})).toEqual({ id: ['The id field is required.'] });
  });

  it('SPINE-30 never answers zod\'s own "Invalid input" or "a array": each refusal names its field in a sentence', () => {
    const schema = z.object({
      due: z.union([z.string(), z.number()]),
      tags: z.array(z.string()),
      settings: z.object({}),
      answers: z.record(z.string().max(3), z.string()),
      scores: z.record(z.string(), z.number()),
      code: z.string().refine((v) => v !== 'x'),
    });
    expect(errorsOf(schema, { due: { a: 1 }, tags: 'x', settings: 'x', answers: { toolong: 'x' }, scores: [], code: 'x' })).toEqual({
      due: ['The due field is invalid.'],
      tags: ['The tags field must be an array.'],
      settings: ['The settings field must be an object.'],
      'answers.toolong': ['The toolong field has an invalid name.'],
      scores: ['The scores field must be an object.'],
      code: ['The code field is invalid.'],
    });
  });
});
