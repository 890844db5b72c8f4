// The Postgres adapter notifies every append, but reads $all only below the
// oldest running transaction: a write transaction held open anywhere on the
// server hides later appends, and nothing notifies when it ends. The feed listens
// to the appends itself and, when the subscription is slow to deliver, reads the
// store again after a few milliseconds instead of waiting for the adapter's poll.
import type pg from 'pg';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { NOTIFY_CHANNEL } from '@practicum/shared/platform/eventstore/postgres/append';
import type { Logger } from './logger.js';

/** Starts listening; resolves to a function that stops. */
export type AppendNotifications = (onAppend: () => void) => Promise<() => Promise<void>>;

const RECONNECT_MS = 1000;

const poolOf = (store: EventStore): pg.Pool | null => {
  const candidate = store as EventStore & { kind?: string; pool?: pg.Pool };
  return candidate.kind === 'postgres' && candidate.pool ? candidate.pool : null;
};

/** The Postgres adapter's append notifications; undefined for another adapter. */
export function appendNotificationsOf(store: EventStore, logger: Logger): AppendNotifications | undefined {
  const pool = poolOf(store);
  if (!pool) return undefined;
  return async (onAppend) => {
    let client: pg.PoolClient | null = null;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;

    const connect = async (): Promise<void> => {
      let candidate: pg.PoolClient | null = null;
      try {
        candidate = await pool.connect();
        const connected = candidate;
        connected.on('notification', onAppend);
        connected.on('error', (error) => {
          if (client !== connected) return;
          client = null;
          connected.removeAllListeners('notification');
          connected.release(error);
          onAppend(); // notifications may have been lost: look
          if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
        });
        await connected.query(`LISTEN ${NOTIFY_CHANNEL}`);
        if (stopped) throw new Error('stopped');
        client = connected;
      } catch (error) {
        candidate?.removeAllListeners('notification');
        candidate?.release(true);
        if (stopped) return;
        logger.warn({ err: error }, 'could not listen to event store appends; retrying');
        timer = setTimeout(() => void connect(), RECONNECT_MS);
      }
    };
    await connect();

    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      if (!current) return;
      current.removeAllListeners('notification');
      try {
        await current.query(`UNLISTEN ${NOTIFY_CHANNEL}`);
        current.removeAllListeners('error');
        current.release();
      } catch (error) {
        current.removeAllListeners('error');
        current.release(error instanceof Error ? error : true);
      }
    };
  };
}
