// Idempotent creates (issue 10 item 9): a POST carrying `Idempotency-Key` is done
// at most once per signed-in user and key. The first request claims the key and
// its answer is kept; a retry with the same key and the same request gets that
// answer again (header `Idempotent-Replayed: true`) without running the command;
// the same key with a different request answers 422; a retry while the first is
// still running answers 409. Keys expire after a day. Refused requests (4xx/5xx)
// release the key, so a corrected request may use it again.
import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import { ConflictError, ValidationError } from '@practicum/shared/platform/errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_TTL_HOURS = 24;
export const idempotencyMessages = {
  invalidKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  reused: 'This Idempotency-Key was already used for a different request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please retry shortly.',
} as const;

export const idempotencyTableSql = `
CREATE TABLE IF NOT EXISTS idempotency_keys (
  user_id uuid NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status integer,
  body jsonb,
  position text,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);
CREATE INDEX IF NOT EXISTS idempotency_keys_expires_at ON idempotency_keys (expires_at);
`;

interface KeptAnswer {
  request_hash: string;
  status: number | null;
  body: unknown;
  position: string | null;
}

/** What makes two requests the same: method, url, JSON body (raw bodies, read later by their route: type and length). */
const requestHash = (req: Request): string =>
  createHash('sha256')
    .update(`${req.method} ${req.originalUrl} ${req.get('content-type') ?? ''} ${req.get('content-length') ?? ''}\n`)
    .update(JSON.stringify(req.body ?? null))
    .digest('hex');

/** Calls `keep(status, body)` once, before the answer is sent, for answers sent with res.json or res.end. */
function onAnswer(res: Response, keep: (status: number, body: unknown) => Promise<void>): void {
  const json = res.json.bind(res);
  let kept = false;
  res.json = (body: unknown) => {
    if (kept) return json(body);
    kept = true;
    keep(res.statusCode, body).then(
      () => json(body),
      () => json(body),
    );
    return res;
  };
  res.on('finish', () => {
    if (!kept) {
      kept = true;
      void keep(res.statusCode, null).catch(() => undefined);
    }
  });
}

export function idempotentCreates(deps: { pool: pg.Pool; clock: () => Date }): RequestHandler {
  const { pool } = deps;
  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    const userId = req.session?.auth?.userId;
    if (req.method !== 'POST' || key === undefined || !userId) return next();
    if (!/^[\x21-\x7e]{1,255}$/.test(key)) throw new ValidationError({ 'Idempotency-Key': [idempotencyMessages.invalidKey] });
    const hash = requestHash(req);
    const now = deps.clock();
    await pool.query('DELETE FROM idempotency_keys WHERE expires_at < $1', [now]);
    const claimed = await pool.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, key) DO NOTHING`,
      [userId, key, hash, new Date(now.getTime() + IDEMPOTENCY_TTL_HOURS * 3_600_000)],
    );
    if (claimed.rowCount === 0) {
      const { rows } = await pool.query<KeptAnswer>(
        'SELECT request_hash, status, body, position FROM idempotency_keys WHERE user_id = $1 AND key = $2',
        [userId, key],
      );
      const kept = rows[0];
      if (!kept) throw new ConflictError(idempotencyMessages.inProgress); // released between the two statements
      if (kept.request_hash !== hash) throw new ValidationError({ 'Idempotency-Key': [idempotencyMessages.reused] });
      if (kept.status === null) throw new ConflictError(idempotencyMessages.inProgress);
      res.setHeader('Idempotent-Replayed', 'true');
      if (kept.position) res.setHeader('X-Position', kept.position);
      if (kept.body === null) res.status(kept.status).end();
      else res.status(kept.status).json(kept.body);
      return;
    }
    onAnswer(res, async (status, body) => {
      if (status >= 200 && status < 300) {
        const position = res.getHeader('X-Position');
        await pool.query('UPDATE idempotency_keys SET status = $3, body = $4, position = $5 WHERE user_id = $1 AND key = $2', [
          userId,
          key,
          status,
          body === null || body === undefined ? null : JSON.stringify(body),
          typeof position === 'string' ? position : null,
        ]);
      } else {
        await pool.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);
      }
    });
    next();
  };
}
