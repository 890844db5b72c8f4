// The last middleware of every service: any error becomes the body the spec's
// error handling reads, { message, errors: { field: [text] } }. Unknown errors
// are logged with the request's correlation id and answered generically.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../errors.js';
import type { Logger } from '../logging.js';

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'The requested resource was not found', errors: {} });
};

export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    if (error instanceof AppError) {
      // Some errors point the user somewhere (e.g. the HIPAA course): their `link` goes in the body too.
      const link = (error as { link?: unknown }).link;
      res.status(error.status).json({ message: error.message, errors: error.errors, ...(typeof link === 'string' ? { link } : {}) });
      return;
    }
    // body-parser's malformed JSON
    if (typeof error === 'object' && error !== null && (error as { type?: string }).type === 'entity.parse.failed') {
      res.status(422).json({ message: 'The request body is not valid JSON.', errors: { _: ['The request body is not valid JSON.'] } });
      return;
    }
    const requestId = (req as { id?: unknown }).id;
    const correlationId =
      req.get('x-correlation-id') ?? (typeof requestId === 'string' || typeof requestId === 'number' ? String(requestId) : '');
    logger.error({ err: error, correlationId, path: req.path }, 'unhandled error');
    res.status(500).json({ message: 'An error has occurred. Please try again later', errors: {}, correlation_id: correlationId });
  };
