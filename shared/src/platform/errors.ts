// The error hierarchy of every service: each class carries its HTTP status and
// the body the spec's error handling reads, { message, errors: { field: [text] } }.

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

export class ValidationError extends AppError {
  override readonly status = 422;
  constructor(errors: FieldErrors, message?: string) {
    super(message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
  }
}
export class UnauthorizedError extends AppError {
  override readonly status = 401;
  constructor(message = 'Unauthenticated.') {
    super(message);
  }
}
export class ForbiddenError extends AppError {
  override readonly status = 403;
  constructor(message = 'You do not have permission to access this page') {
    super(message);
  }
}
export class NotFoundError extends AppError {
  override readonly status = 404;
  constructor(message = 'The requested resource was not found') {
    super(message);
  }
}
export class ConflictError extends AppError {
  override readonly status = 409;
}
export class ConcurrencyError extends AppError {
  override readonly status = 409;
  constructor(message = 'This record was changed by someone else. Please reload and try again.') {
    super(message);
  }
}
export class CsrfError extends AppError {
  override readonly status = 419;
  constructor(message = 'CSRF token mismatch.') {
    super(message);
  }
}
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
