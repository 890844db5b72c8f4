// Sessions kept in memory while nothing changes them: every API request loads its session, and a read of the
// sessions table was most of the statements a kept list answer sent (one of one). A kept session is dropped
// - when this process writes it (the store's save, destroy and activity mark; endSessionsWhere), at once;
// - when any process changes its `sess`: a trigger on the table sends its id on SESSIONS_CHANNEL, and each
//   process's cache LISTENs to it on a connection of its own; all of them when rows are deleted (the prune, an
//   operator signing everyone out);
// - when its row's expiry passes, and after KEPT_MS whatever happens (a safety net, not the mechanism).
// Nothing is kept while the LISTEN connection is down, and everything is dropped when it goes down or comes
// back, since a change may have been missed meanwhile. A read that was under way when any session changed is
// not kept (its row may predate the change), so a kept session is never older than the last change seen.
// What is left is a change made by another process being seen here once its notification arrives (about a
// millisecond after its commit): the same as a request of this process that read the row just before.
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { dedicatedConnection, type DedicatedConnection } from '../db/dedicatedConnection.js';

export const SESSIONS_CHANNEL = 'sessions_changed';

/** The payload that says "rows were deleted": every kept session is forgotten (a sid is never '*'). */
const ALL_SESSIONS = '*';

/**
 * The triggers behind SESSIONS_CHANNEL (run with the sessions table's migration, at every start: made only where
 * missing, so replicas starting together do not replace a function under each other). A row whose `sess`
 * changed sends its sid; a statement that deleted rows (the prune of expired ones, an operator signing everyone
 * out) or a truncation sends ALL_SESSIONS once. An expiry moved alone is no change.
 */
export const sessionsChangedTriggerSql = `
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'sessions_changed_notify') THEN
    EXECUTE $f$
      CREATE FUNCTION sessions_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        PERFORM pg_notify('${SESSIONS_CHANNEL}', NEW.sid);
        RETURN NULL;
      END $body$
    $f$;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'sessions_removed_notify') THEN
    EXECUTE $f$
      CREATE FUNCTION sessions_removed_notify() RETURNS trigger LANGUAGE plpgsql AS $body$
      BEGIN
        PERFORM pg_notify('${SESSIONS_CHANNEL}', '${ALL_SESSIONS}');
        RETURN NULL;
      END $body$
    $f$;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'sessions_changed' AND tgrelid = 'sessions'::regclass) THEN
    CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
      WHEN (OLD.sess::text IS DISTINCT FROM NEW.sess::text) EXECUTE FUNCTION sessions_changed_notify();
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'sessions_deleted' AND tgrelid = 'sessions'::regclass) THEN
    CREATE TRIGGER sessions_deleted AFTER DELETE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION sessions_removed_notify();
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'sessions_truncated' AND tgrelid = 'sessions'::regclass) THEN
    CREATE TRIGGER sessions_truncated AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION sessions_removed_notify();
  END IF;
END $$;
`;

/** How long a session is kept at most, changed or not. */
const KEPT_MS = 5 * 60_000;
const MAX_SESSIONS = 20_000;

interface Kept {
  /** The row's `sess` as stored (parsed anew for every request: express-session changes what it is given). */
  text: string;
  /** Epoch ms past which the row no longer answers (its `expire`). */
  expiresAt: number;
}

/** What a read of the sessions table gives: the stored text and the ms left until the row expires. */
export interface SessionRow {
  sess: string;
  left_ms: number;
}

export class SessionCache {
  private readonly kept = new LRUCache<string, Kept>({ max: MAX_SESSIONS, ttl: KEPT_MS });
  /** Counts every change seen (and every loss of the listener): a read begun under another count is not kept. */
  private changes = 0;
  private listening = false;
  private readonly connection: DedicatedConnection;

  constructor(config: pg.ClientConfig) {
    this.connection = dedicatedConnection({
      config,
      name: 'the session cache listener',
      listen: [SESSIONS_CHANNEL],
      onNotification: (message) => {
        if (message.payload === ALL_SESSIONS) this.forgetAll();
        else if (message.payload) this.changed([message.payload]);
      },
      onConnect: () => {
        this.forgetAll();
        this.listening = true;
        return Promise.resolve();
      },
      onLost: () => {
        this.listening = false;
        this.forgetAll();
      },
      // a lost listener comes back on its own timer, not on the requests that find it gone
      reconnect: { firstMs: 100, maxMs: 5000 },
    });
    void this.connection.client().catch(() => undefined);
  }

  /** The stored session text of `sid`, kept or read with `read` (undefined: no live row). */
  async get(sid: string, read: () => Promise<SessionRow | undefined>): Promise<string | undefined> {
    const kept = this.kept.get(sid);
    if (kept && kept.expiresAt > Date.now()) return kept.text;
    // until the listener listens, reads go to the table and are not kept
    const keepable = this.listening;
    const before = this.changes;
    const row = await read();
    if (!row) return undefined;
    if (keepable && this.listening && this.changes === before) this.kept.set(sid, { text: row.sess, expiresAt: Date.now() + row.left_ms });
    return row.sess;
  }

  /** These sessions changed (or are about to): forget them, and keep no read that was under way. */
  changed(sids: Iterable<string>): void {
    this.changes += 1;
    for (const sid of sids) this.kept.delete(sid);
  }

  private forgetAll(): void {
    this.changes += 1;
    this.kept.clear();
  }

  async close(): Promise<void> {
    this.listening = false;
    this.forgetAll();
    await this.connection.close();
  }
}

/** One cache per pool: the command and query apps of one process (and its socket server) share it. */
const caches = new WeakMap<object, SessionCache>();

export function sessionCacheOf(pool: pg.Pool): SessionCache {
  let cache = caches.get(pool);
  if (!cache) {
    cache = new SessionCache(pool.options);
    caches.set(pool, cache);
  }
  return cache;
}

/** Tells the pool's cache, if it has one, that these sessions changed. */
export const sessionsChanged = (pool: object, sids: Iterable<string>): void => caches.get(pool)?.changed(sids);

/** Closes the pool's cache's listener (before the pool ends). */
export async function closeSessionCache(pool: object): Promise<void> {
  const cache = caches.get(pool);
  caches.delete(pool);
  await cache?.close();
}
