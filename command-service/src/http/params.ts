import { z } from 'zod';
import { NotFoundError } from '@practicum/shared/platform/errors';

/**
 * A path id has passed checkPathIds (422 when malformed) before a route sees it; this narrows it to a string
 * and still refuses a malformed id that comes another way (a bulk body's list), where it names nothing: 404.
 */
export function uuidParam(value: unknown): string {
  const parsed = z.uuid().safeParse(value);
  if (!parsed.success) throw new NotFoundError();
  return parsed.data;
}
