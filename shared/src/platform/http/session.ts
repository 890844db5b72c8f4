// Sessions live in Postgres (table "sessions", created by the command service's
// migrations) and are read by both services with the same secret and cookie.
// Expired rows are deleted by the command service's sessions-prune job, not by the stores.
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type { Request, RequestHandler } from 'express';
import type pg from 'pg';
import type { Role } from '../../access/roles.js';
import { sessionCacheOf, sessionsChanged, sessionsChangedTriggerSql, type SessionRow } from './sessionCache.js';

export interface SessionAuth {
  userId: string;
  positionId: string | null;
  organizationId: string | null;
  role: Role | null;
  impersonatorId: string | null;
  /** Graduated user or position: every write but sign-out and position switch is refused (readOnlyGuard). */
  readOnly?: boolean;
  /** Role "auditor" (issue 20): the grant this read-only session rests on, checked on every read (auditorGuard). */
  auditorGrantId?: string;
}

declare module 'express-session' {
  interface SessionData {
    auth?: SessionAuth;
    csrfToken?: string;
    /** Epoch ms of the sign-in that started this session's identity (sessionLifeGuard). */
    signedInAt?: number;
    /**
     * Counts the changes of `auth` made in place (setSessionAuth). The store refuses a save that carries an older
     * count than the stored one: a request that loaded the session before a switch must not write back the
     * identity it loaded.
     */
    authVersion?: number;
    /** Epoch ms of the last user activity the browser reported, or of sign-in (sessionIdleGuard). */
    lastActiveAt?: number;
    /** The account this browser just made through the signup wizard: its socket joins signup.<id> (SIGNUP-52). */
    signupUserId?: string;
    /** SIGNUP-60: keep-alive pings while a signup is in progress; at most 4. */
    signupPings?: number;
    /** A one-time message for the next page, handed out (and forgotten) by the initial page state. */
    flash?: string;
    /** One-time field errors for the next page, like flash. */
    errors?: Record<string, string[]>;
    /** This id's identity moved to a new session id (rotateSession): its requests are anonymous and keep this id. */
    replaced?: boolean;
  }
}

export const SESSION_COOKIE = 'practicum_session';

/** A rolling session's expiry moves at most this often: otherwise every read would end with an UPDATE. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * What an ended session's row holds until it expires: no identity, and a version no save can reach. A request
 * that loaded the session before it ended (a sign-out, a password reset elsewhere, a lockout) would otherwise
 * insert it again when it saves, signed in, and hand its cookie back to the browser.
 */
const NO_SAVE_REACHES = 2_147_483_647;
const ENDED_SESSION = JSON.stringify({ ended: true, authVersion: NO_SAVE_REACHES });

/**
 * What a session id holds once its identity moved to a new id (sign-in, login-as and back, an auditor session).
 * The browser stores the new id's cookie some time after the switch's answer reaches the page (hundreds of
 * milliseconds seen under load in Chromium), so the page's next requests, even the navigation the switch makes,
 * can still carry this id. Answered as an ended session is, each would start a new anonymous session whose cookie
 * reaches the browser after the switch's and signs it out. A replaced id stays an anonymous session of its own
 * instead: it is never given a new id (no cookie is sent), and its 401s say the session was replaced.
 */
const REPLACED_SESSION = JSON.stringify({ replaced: true, authVersion: NO_SAVE_REACHES });

/** A row neither ended nor replaced: ending or replacing it again would undo what the first did. */
const STILL_LIVE = `(sess->>'ended') IS NULL AND (sess->>'replaced') IS NULL`;

/** Ends the sessions the condition selects (a constant SQL condition on `sid` and `sess`, with its parameters). */
export async function endSessionsWhere(pool: Pick<pg.Pool, 'query'>, condition: string, params: unknown[] = []): Promise<number> {
  const { rows } = await pool.query<{ sid: string }>(
    `UPDATE sessions SET sess = '${ENDED_SESSION}'::json WHERE (${condition}) AND ${STILL_LIVE} RETURNING sid`,
    params,
  );
  // this process's kept copies go now; other processes' when the trigger's notification reaches them
  sessionsChanged(
    pool,
    rows.map((row) => row.sid),
  );
  return rows.length;
}

/** A session's stored text, and the ms left until its row expires (as connect-pg-simple's get compares it). */
const SESSION_ROW_SQL = `SELECT sess::text AS sess, (extract(epoch FROM expire - to_timestamp($2)::timestamp) * 1000)::float8 AS left_ms
  FROM sessions WHERE sid = $1 AND expire >= to_timestamp($2)`;

function sessionStore(pool: pg.Pool, lifetimeSeconds: number, cookie: session.CookieOptions) {
  const PgStore = connectPgSimple(session);
  // the cookie a replaced row is given back with: never sent again (the id does not change), but express-session needs one
  const replacedCookie = { ...cookie, originalMaxAge: null, expires: null, path: '/' } as unknown as session.SessionData['cookie'];
  const cache = sessionCacheOf(pool);
  /** Runs a write of `sid`'s row: its kept copy is dropped before the write starts and again once it is done. */
  const writing = async (sid: string, write: () => Promise<unknown>): Promise<void> => {
    cache.changed([sid]);
    try {
      await write();
    } finally {
      cache.changed([sid]);
    }
  };
  const calling = (done: Promise<void>, callback?: (error?: unknown) => void): void =>
    void done.then(
      () => callback?.(),
      (error: unknown) => callback?.(error),
    );
  class ThrottledTouchStore extends PgStore {
    private readonly touchedAt = new Map<string, number>();
    override touch(sid: string, sess: session.SessionData, callback?: () => void): void {
      const now = Date.now();
      if (now - (this.touchedAt.get(sid) ?? 0) < TOUCH_INTERVAL_MS) {
        callback?.();
        return;
      }
      if (this.touchedAt.size > 50_000) this.touchedAt.clear();
      this.touchedAt.set(sid, now);
      super.touch(sid, sess, callback);
    }

    /** The live row's session (kept in memory while unchanged, see sessionCache.ts); an ended one reads as none. */
    override get(sid: string, callback: (error: unknown, sess?: session.SessionData | null) => void): void {
      const read = () => pool.query<SessionRow>(SESSION_ROW_SQL, [sid, Date.now() / 1000]).then((result) => result.rows[0]);
      cache.get(sid, read).then(
        (text) => {
          let sess: (session.SessionData & { ended?: boolean }) | undefined;
          try {
            sess = text === undefined ? undefined : (JSON.parse(text) as session.SessionData & { ended?: boolean });
          } catch {
            // as connect-pg-simple: a row that is not JSON is no session
            this.destroy(sid, () => callback(null, null));
            return;
          }
          if (sess?.replaced) callback(null, { ...sess, cookie: sess.cookie ?? replacedCookie });
          else callback(null, sess && !sess.ended ? sess : null);
        },
        (error: unknown) => callback(error),
      );
    }

    override destroy(sid: string, callback?: (error?: unknown) => void): void {
      calling(
        writing(sid, () => endSessionsWhere(pool, 'sid = $1', [sid])),
        callback,
      );
    }

    /**
     * connect-pg-simple's upsert, refused when the stored identity is newer than the one this request loaded.
     * A request that was under way during a position switch (or while leaving an auditor session) and changed
     * something of its own (a CSRF or upload key) would otherwise put the old identity back.
     */
    override set(sid: string, sess: session.SessionData, callback?: (error?: unknown) => void): void {
      const expires = sess.cookie?.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + lifetimeSeconds * 1000);
      calling(
        writing(sid, () =>
          pool.query(
            `INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, $3)
             ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expire = EXCLUDED.expire
             WHERE coalesce((sessions.sess->>'authVersion')::int, 0) <= coalesce((EXCLUDED.sess->>'authVersion')::int, 0)`,
            [sid, JSON.stringify(sess), expires],
          ),
        ),
        callback,
      );
    }

    markReplaced(sid: string): Promise<void> {
      return writing(sid, () =>
        pool.query(`UPDATE sessions SET sess = '${REPLACED_SESSION}'::json WHERE sid = $1 AND ${STILL_LIVE}`, [sid]),
      );
    }

    markActive(sid: string, at: number): Promise<void> {
      return writing(sid, () =>
        pool.query(`UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{lastActiveAt}', to_jsonb($2::bigint))::json WHERE sid = $1`, [
          sid,
          at,
        ]),
      );
    }
  }
  // the row's expiry is the session's lifetime from its last use (touch and save move it)
  return new ThrottledTouchStore({
    pool,
    tableName: 'sessions',
    ttl: lifetimeSeconds,
    createTableIfMissing: false,
    pruneSessionInterval: false,
  });
}

/**
 * The cookie is a browser-session cookie, sent only when the session id changes; the lifetime is kept on the
 * server (the row's expiry, rolled by every use, the idle and absolute guards). A rolling cookie was sent again
 * on every answer, so an answer to a request that started before a sign-in, login-as or auditor switch handed
 * the browser the replaced id back, and the browser was signed out.
 */
export function sessionMiddleware(options: { pool: pg.Pool; secret: string; lifetimeSeconds: number; secureCookies: boolean }) {
  const cookie: session.CookieOptions = { httpOnly: true, sameSite: 'lax', secure: options.secureCookies };
  return session({
    name: SESSION_COOKIE,
    store: sessionStore(options.pool, options.lifetimeSeconds, cookie),
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie,
  });
}

/** Changes the session's identity in place; the store then refuses saves of requests that loaded the old one. */
export function setSessionAuth(current: Partial<session.SessionData>, auth: SessionAuth | undefined): void {
  current.auth = auth;
  current.authVersion = (current.authVersion ?? 0) + 1;
}

interface ActivityStore {
  markActive(sid: string, at: number): Promise<void>;
  markReplaced(sid: string): Promise<void>;
}

/** Marks the request's session id as replaced (see REPLACED_SESSION): called before the session gets a new id. */
export async function markSessionReplaced(req: Request): Promise<void> {
  const store = req.sessionStore as unknown as Partial<ActivityStore>;
  if (typeof store.markReplaced === 'function') await store.markReplaced(req.sessionID);
}

/**
 * Moves the idle clock of the request's session without saving the rest of it. A whole-session save from a
 * request that loaded the session earlier would write back what it loaded: an activity report racing a
 * position switch (or leaving an auditor session) put the old identity back in place.
 */
export async function markSessionActive(req: Request, at: number = Date.now()): Promise<void> {
  const store = req.sessionStore as unknown as Partial<ActivityStore>;
  if (typeof store.markActive === 'function') await store.markActive(req.sessionID, at);
  else req.session.lastActiveAt = at;
}

/** Twelve hours: however active, a session signs in again after this (ASVS 3.3.2). */
export const DEFAULT_ABSOLUTE_LIFETIME_SECONDS = 12 * 60 * 60;

/**
 * The absolute lifetime: a signed-in session older than this is replaced by an anonymous one, whatever its
 * activity (the cookie's rolling expiry alone would keep an active session for ever). The clock starts the first
 * time the session is seen signed in; login-as keeps it (rotateSession carries it over).
 */
export function sessionLifeGuard(absoluteLifetimeSeconds: number, now: () => number = Date.now): RequestHandler {
  return (req, _res, next) => {
    const current = req.session;
    if (!current?.auth) return next();
    current.signedInAt ??= now();
    if (now() - current.signedInAt <= absoluteLifetimeSeconds * 1000) return next();
    current.regenerate((error: unknown) => next(error));
  };
}

export const sessionsTableSql = `
CREATE TABLE IF NOT EXISTS sessions (
  sid varchar NOT NULL PRIMARY KEY,
  sess json NOT NULL,
  expire timestamp(6) NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_expire_idx ON sessions (expire);
${sessionsChangedTriggerSql}`;
