// The Postgres adapter notifies every append, but reads $all only below the
// oldest running transaction: a write transaction held open anywhere on the
// server hides later appends, and nothing notifies when it ends. The feed listens
// to the appends itself and, when the subscription is slow to deliver, reads the
// store again after a few milliseconds instead of waiting for the adapter's poll.
import pg from 'pg';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { NOTIFY_CHANNEL } from '@practicum/shared/platform/eventstore/postgres/append';
import type { Logger } from './logger.js';

/** Starts listening; resolves to a function that stops. */
export type AppendNotifications = (onAppend: () => void) => Promise<() => Promise<void>>;

const RECONNECT_MS = 1000;

/** The connection settings of the Postgres adapter's pool; null for another adapter. */
const connectionOf = (store: EventStore): pg.ClientConfig | null => {
  const candidate = store as EventStore & { kind?: string; pool?: pg.Pool };
  if (candidate.kind !== 'postgres' || !candidate.pool) return null;
  const { connectionString, host, port, user, password, database, ssl } = candidate.pool.options;
  return { connectionString, host, port, user, password, database, ssl };
};

/**
 * The Postgres adapter's append notifications, on a connection of their own (not one of the store's
 * pool, which may be small); undefined for another adapter.
 */
export function appendNotificationsOf(store: EventStore, logger: Logger): AppendNotifications | undefined {
  const config = connectionOf(store);
  if (!config) return undefined;
  return async (onAppend) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let timer: NodeJS.Timeout | null = null;

    const reconnectLater = (): void => {
      if (!stopped) timer = setTimeout(() => void connect(), RECONNECT_MS);
    };
    const connect = async (): Promise<void> => {
      const next = new pg.Client(config);
      next.on('notification', onAppend);
      next.on('error', (error) => {
        if (client !== next) return;
        client = null;
        void next.end().catch(() => undefined);
        logger.warn({ err: error }, 'lost the event store append notifications; reconnecting');
        onAppend(); // some may have been missed: look
        reconnectLater();
      });
      try {
        await next.connect();
        await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
        if (stopped) throw new Error('stopped while connecting');
        client = next;
      } catch (error) {
        await next.end().catch(() => undefined);
        if (stopped) return;
        logger.warn({ err: error }, 'could not listen to event store appends; retrying');
        reconnectLater();
      }
    };
    await connect();

    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    };
  };
}
