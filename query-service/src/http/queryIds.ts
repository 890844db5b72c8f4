// Ids that narrow a read through the query string (`?training_id=`): absent reads everything, and anything but one
// id is the caller's mistake, answered 422 under the parameter's name rather than a database error.
import { ValidationError } from '@practicum/shared/platform/errors';

export const TRAINING_INVALID = 'The selected training is invalid.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query parameter `name` as an id, undefined when absent; repeated, empty or malformed → 422 with `message`. */
export function optionalQueryId(query: Record<string, unknown>, name: string, message: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !UUID.test(value)) throw new ValidationError({ [name]: [message] });
  return value;
}
