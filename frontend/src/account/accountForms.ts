// Shared by the /account cards: a server answer's field errors go back to the form.
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: Record<string, string[] | string> } }).body?.errors;
  if (!errors || Object.keys(errors).length === 0) return undefined;
  return Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, Array.isArray(texts) ? texts.join(' ') : texts]));
}
