import { z } from 'zod';
import { NotFoundError } from '@practicum/shared/platform/errors';

/** Ids are UUIDs; anything else names nothing, so it answers 404 rather than 422. */
export function uuidParam(value: unknown): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new NotFoundError();
  return parsed.data;
}
