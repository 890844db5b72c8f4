// The error hierarchy of every service: each class carries its HTTP status and
// the body the spec's error handling reads, { message, errors: { field: [text] } }.

import { statusTexts } from './http/statusTexts.js';

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly status: number = 500;
  constructor(
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Every field's texts of several refusals, in order and each text once: a row or a form told all at once. */
export function mergeFieldErrors(...refusals: (FieldErrors | null | undefined)[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const errors of refusals)
    for (const [field, texts] of Object.entries(errors ?? {}))
      for (const text of texts) if (!(merged[field] ??= []).includes(text)) merged[field].push(text);
  return merged;
}

export class ValidationError extends AppError {
  override readonly status = 422;
  constructor(errors: FieldErrors, message?: string) {
    super(message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
  }
}
/** The base of an error that always answers `status`, with the spec's text for it unless given another. */
function errorWithStatus(status: number, defaultMessage: string) {
  return class extends AppError {
    override readonly status = status;
    constructor(message = defaultMessage) {
      super(message);
    }
  };
}

export class UnauthorizedError extends errorWithStatus(401, statusTexts.unauthorized) {}
/** 401 to a session id whose identity moved to a new id: the browser has not stored the new cookie yet. */
export class SessionReplacedError extends UnauthorizedError {}
export const SESSION_REPLACED_HEADER = 'X-Session-Replaced';
export class ForbiddenError extends errorWithStatus(403, 'You do not have permission to access this page') {}
export class NotFoundError extends errorWithStatus(404, statusTexts.page_not_found) {}
export class ConflictError extends AppError {
  override readonly status = 409;
}
export class ConcurrencyError extends errorWithStatus(409, 'This record was changed by someone else. Please reload and try again.') {}
export class CsrfError extends errorWithStatus(419, 'CSRF token mismatch.') {}
/** 429: a rate limit refused the attempt before anything was checked; the handler sends Retry-After. */
export class TooManyAttemptsError extends AppError {
  override readonly status = 429;
  constructor(
    message: string,
    errors: FieldErrors,
    readonly retryAfter: number,
  ) {
    super(message, errors);
  }
}
export class TimeoutError extends AppError {
  override readonly status = 504;
}
