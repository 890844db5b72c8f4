// "The first error" of a refused request (spec 001 §8: the picker's add and remove failures): the first field
// error the server gave, else the request's message (the server's words or the catalogue's).
export function firstErrorText(error: unknown): string {
  const errors = (error as { body?: { errors?: unknown } } | null)?.body?.errors;
  if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
    const first = Object.values(errors as Record<string, unknown>).find((text) => typeof text === 'string' && text !== '');
    if (typeof first === 'string') return first;
  }
  return error instanceof Error && error.message ? error.message : 'app.errors.server';
}
