// A read answered by an express app in this process, as if the browser had sent it along with a request of its
// own: every middleware (the session guards, authentication, the auditor guard, read-your-writes) and the route's
// own authorization and contract run as for a request of its own. So a composite read (a dashboard's parts, the
// reads a page is sent with) costs one round trip, and each part is exactly what its own path answers.
import { IncomingMessage, ServerResponse, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { Request } from 'express';
import type { ReadAnswer } from '../../domain/session/readAnswers.js';

export interface InProcessAnswer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** An express app as a handler that reports what it did not answer. */
export interface HandlingApp {
  handle(req: IncomingMessage, res: ServerResponse, done: (error?: unknown) => void): void;
}

/** Headers a part is read with; the others (encodings, lengths) belong to the request that asks. */
const FORWARDED = ['accept-language', 'x-min-position', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'host'];

/** Marks a request read in process, so that a composite read never asks for itself. */
const IN_PROCESS = Symbol('practicum.inProcessRead');
export const isInProcessRead = (req: Request): boolean => (req as unknown as Record<symbol, unknown>)[IN_PROCESS] === true;

type Chunk = string | Buffer | Uint8Array;
const toBuffer = (chunk: Chunk, encoding?: BufferEncoding): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding ?? 'utf8') : Buffer.from(chunk);

function dispatch(app: HandlingApp, socket: Socket, path: string, headers: IncomingHttpHeaders, own: object): Promise<InProcessAnswer> {
  return new Promise((resolve, reject) => {
    const req = new IncomingMessage(socket);
    req.method = 'GET';
    req.url = path;
    req.httpVersionMajor = 1;
    req.httpVersionMinor = 1;
    req.httpVersion = '1.1';
    req.headers = headers;
    Object.assign(req, own, { [IN_PROCESS]: true });
    req.push(null);
    req.complete = true;

    const res = new ServerResponse(req);
    const chunks: Buffer[] = [];
    let ended = false;
    // own properties: express swaps the prototypes of both objects, and these must stay
    Object.assign(res, {
      write(chunk: Chunk, encoding?: BufferEncoding | (() => void)) {
        if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
        return true;
      },
      end(chunk?: Chunk | (() => void), encoding?: BufferEncoding | (() => void)) {
        if (ended) return res;
        ended = true;
        if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
          chunks.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : undefined));
        }
        resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
        res.emit('finish');
        res.emit('close');
        return res;
      },
    });
    app.handle(req, res, (error?: unknown) => {
      if (ended) return;
      if (error) reject(error instanceof Error ? error : new Error('the in-process read failed', { cause: error }));
      else resolve({ status: 404, headers: {}, body: Buffer.alloc(0) });
    });
  });
}

const forwarded = (from: IncomingHttpHeaders, names: readonly string[]): IncomingHttpHeaders =>
  Object.fromEntries(names.filter((name) => from[name] !== undefined).map((name) => [name, from[name]]));

/**
 * GET `path` (from the origin: "/api/…") through `parent`'s app with `parent`'s loaded session: express-session
 * leaves a request that has its session alone, so there is no second lookup and no save of its own.
 */
export const readInProcess = (parent: Request, path: string): Promise<InProcessAnswer> =>
  dispatch(parent.app as unknown as HandlingApp, parent.socket, path, forwarded(parent.headers, FORWARDED), {
    session: parent.session,
    sessionID: parent.sessionID,
  });

/** GET `path` through `app` with the cookies of `request` (one that has not passed through `app`), and `headers`. */
export const readWithCookies = (
  app: HandlingApp,
  request: IncomingMessage,
  path: string,
  headers: IncomingHttpHeaders = {},
): Promise<InProcessAnswer> =>
  dispatch(app, request.socket, path, { ...forwarded(request.headers, [...FORWARDED, 'cookie']), ...headers }, {});

const CONTENT_RANGE_TOTAL = /\/(\d+)$/;

/** The answer as a screen primes it: status, JSON body, and a list's total from its Content-Range. */
export function readAnswerOf({ status, headers, body }: InProcessAnswer): ReadAnswer {
  const range = headers['content-range'];
  const total = typeof range === 'string' ? CONTENT_RANGE_TOTAL.exec(range)?.[1] : undefined;
  const json = String(headers['content-type'] ?? '').includes('json');
  return {
    status,
    total: total === undefined ? null : Number(total),
    body: json && body.length > 0 ? JSON.parse(body.toString('utf8')) : null,
  };
}
