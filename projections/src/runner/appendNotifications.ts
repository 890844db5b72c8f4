// The Postgres adapter notifies every append, but reads $all only below the
// oldest running transaction: a write transaction held open anywhere on the
// server hides later appends, and nothing notifies when it ends. The feed listens
// to the appends itself and, when the subscription is slow to deliver, reads the
// store again after a few milliseconds instead of waiting for the adapter's poll.
import type pg from 'pg';
import type { EventStore, Position } from '@practicum/shared/platform/eventstore/types';
import { NOTIFY_CHANNEL } from '@practicum/shared/platform/eventstore/postgres/append';
import { positionInPayload } from '@practicum/shared/platform/eventstore/postgres/changeListener';
import { dedicatedConnection } from '@practicum/shared/platform/db/dedicatedConnection';
import type { Logger } from './logger.js';

/** Starts listening (told of each append, up to the position it names when it names one); resolves to a function that stops. */
export type AppendNotifications = (onAppend: (upTo?: Position) => void) => Promise<() => Promise<void>>;

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
    const connection = dedicatedConnection({
      config,
      name: 'the event store append notifications',
      listen: [NOTIFY_CHANNEL],
      onNotification: (message) => onAppend(positionInPayload(message.payload)),
      // some may have been missed: look
      onLost: () => onAppend(),
      reconnect: { firstMs: RECONNECT_MS, maxMs: RECONNECT_MS },
      logger,
    });
    // a failed first attempt is retried on the timer; meanwhile the feed polls
    await connection.client().catch((error: unknown) => logger.warn({ err: error }, 'could not listen to event store appends; retrying'));
    return () => connection.close();
  };
}
