// The last middleware of every service: any error becomes the body the spec's
// error handling reads, { message, errors: { field: [text] } }. Unknown errors
// are logged with the request's correlation id and answered generically.
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { AppError, SESSION_REPLACED_HEADER, SessionReplacedError, TooManyAttemptsError } from '../errors.js';
import type { Logger } from '../logging.js';
import { statusTexts } from './statusTexts.js';
import { namesDefaultWord, organizationWording, type OrganizationWords, type Rewording } from '../../domain/organizations/wording.js';

export const BODY_LIMIT = '1mb';
export const BODY_TOO_LARGE = 'The request body is too large (at most 1 MB).';
export const BODY_NOT_JSON = 'The request body is not valid JSON.';
export const DATA_INVALID = 'The given data was invalid.';

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: statusTexts.page_not_found, errors: {} });
};

/**
 * Refusals of express and body-parser themselves keep their 4xx status: bodies too large, malformed or in an
 * unsupported charset, and path parameters that are not valid percent-encoding (a lone surrogate's bytes).
 */
function requestRefusal(error: unknown): { status: number; message: string } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (type === 'entity.too.large') return { status: 413, message: BODY_TOO_LARGE };
  if (type === 'entity.parse.failed') return { status: 422, message: BODY_NOT_JSON };
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status, message: typeof type === 'string' ? 'The request body could not be read.' : 'The request could not be read.' };
  return null;
}

/**
 * Postgres "data exception" (SQLSTATE class 22: invalid text for a uuid, numbers out
 * of range, NUL bytes, bad dates) means input reached SQL unchecked; it is the
 * client's input, so 422, never 500. The schemas should refuse it first; this is the net.
 */
export const isPostgresDataException = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? /^22[0-9A-Z]{3}$/.test((error as { code: string }).code) && 'severity' in error
    : false;

export interface ErrorHandlerOptions {
  /** The words of the signed-in organization, so a refusal names roles and places as its people do (SPINE-12). */
  wordsOf?: (organizationId: string) => Promise<OrganizationWords>;
}

/**
 * How the request's organization says what an error names; the default words where unknown or unreadable. Texts that
 * name no role or place read the same in every organization, so most refusals answer without reading its words.
 */
async function wordingOf(req: Request, options: ErrorHandlerOptions, logger: Logger, texts: string[]): Promise<Rewording> {
  const organizationId = req.session?.auth?.organizationId;
  if (!organizationId || !options.wordsOf || !texts.some(namesDefaultWord)) return (text) => text;
  try {
    return organizationWording(await options.wordsOf(organizationId));
  } catch (error) {
    logger.warn({ err: error, path: req.path }, 'organization words unreadable for an error message');
    return (text) => text;
  }
}

const rewordedErrors = (errors: Record<string, string[]>, reword: Rewording) =>
  Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field, texts.map(reword)]));

export const errorHandler =
  (logger: Logger, options: ErrorHandlerOptions = {}): ErrorRequestHandler =>
  async (error: unknown, req, res, next) => {
    if (res.headersSent) {
      // a download that failed after it began (a CSV streamed page by page): no status can be sent any more, so
      // express's own handler cuts the connection and the client sees an incomplete download, not a whole one
      logger.error({ err: error, path: req.path }, 'error after the response began');
      next(error);
      return;
    }
    if (error instanceof AppError) {
      const reword = await wordingOf(req, options, logger, [error.message, ...Object.values(error.errors).flat()]);
      const [message, errors] = [reword(error.message), rewordedErrors(error.errors, reword)];
      // Some errors point the user somewhere (e.g. the HIPAA course): their `link` goes in the body too.
      const link = (error as { link?: unknown }).link;
      if (error instanceof SessionReplacedError) res.setHeader(SESSION_REPLACED_HEADER, '1');
      if (error instanceof TooManyAttemptsError) {
        res.setHeader('Retry-After', String(error.retryAfter));
        res.status(429).json({ message, errors, retry_after: error.retryAfter });
        return;
      }
      res.status(error.status).json({ message, errors, ...(typeof link === 'string' ? { link } : {}) });
      return;
    }
    const refusal = requestRefusal(error);
    if (refusal) {
      res.status(refusal.status).json({ message: refusal.message, errors: { _: [refusal.message] } });
      return;
    }
    const requestId = (req as { id?: unknown }).id;
    const correlationId =
      req.get('x-correlation-id') ?? (typeof requestId === 'string' || typeof requestId === 'number' ? String(requestId) : '');
    if (isPostgresDataException(error)) {
      logger.warn({ err: error, correlationId, path: req.path }, 'input refused by the database');
      res.status(422).json({ message: DATA_INVALID, errors: { _: [DATA_INVALID] } });
      return;
    }
    logger.error({ err: error, correlationId, path: req.path }, 'unhandled error');
    res.status(500).json({ message: statusTexts.server_error, errors: {}, correlation_id: correlationId });
  };
