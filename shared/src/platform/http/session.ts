// Sessions live in Postgres (table "sessions", created by the command service's
// migrations) and are read by both services with the same secret and cookie.
import session from 'express-session';
import connectPgSimple from 'connect-pg-simple';
import type pg from 'pg';
import type { Role } from '../../domain/identity/roles.js';

export interface SessionAuth {
  userId: string;
  positionId: string | null;
  organizationId: string | null;
  role: Role | null;
  impersonatorId: string | null;
}

declare module 'express-session' {
  interface SessionData {
    auth?: SessionAuth;
    csrfToken?: string;
  }
}

export const SESSION_COOKIE = 'practicum_session';

export function sessionMiddleware(options: { pool: pg.Pool; secret: string; lifetimeSeconds: number; secureCookies: boolean }) {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    store: new PgStore({ pool: options.pool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 600 }),
    secret: options.secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, maxAge: options.lifetimeSeconds * 1000 },
  });
}

export const sessionsTableSql = `
CREATE TABLE IF NOT EXISTS sessions (
  sid varchar NOT NULL PRIMARY KEY,
  sess json NOT NULL,
  expire timestamp(6) NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_expire_idx ON sessions (expire);
`;
