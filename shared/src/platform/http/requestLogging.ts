// Each request gets an id (the correlation id answered with a 500), and is logged as a whole only while the
// logger is at debug. pino-http builds a child logger per request, its request binding serialized at once,
// whether or not anything is then logged: at other levels a request only needs its id, so pino-http runs only
// at debug (read per request: the level can be changed while running).
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logging.js';

export function requestLogging(logger: Logger, idOf?: (req: Request) => string): RequestHandler {
  let last = 0;
  // pino-http's own default: a counter per process
  const nextId = idOf ?? (() => (last = (last + 1) & 0x7fffffff));
  const logged = pinoHttp({ logger, genReqId: (req) => nextId(req as Request) });
  return (req, res, next) => {
    if (logger.level === 'debug') return logged(req, res, next);
    req.id = nextId(req);
    next();
  };
}
