// A Postgres connection of its own, outside any pool, for work that must not wait for a pool slot or that
// holds its connection for good (LISTEN): the chainer's passes, the store's and the runner's append
// notifications, the query service's checkpoint cache. One place decides how such a connection is opened,
// lost, reopened and closed:
// - connections are made on demand (client()), one attempt at a time, shared by concurrent callers;
// - every new connection LISTENs to its channels before it is handed out, so no notification is missed
//   between connecting and listening, then runs onConnect (re-read what a lost notification may have said);
// - a connection that errors, or that a caller discards after a failed query, is ended and forgotten, and
//   onLost says notifications may have been missed; with `reconnect`, the next attempt is made on a timer,
//   backing off while attempts fail;
// - close() ends the connection and any attempt in flight; an attempt that connects after close() ends
//   its connection at once, so nothing stays open to hold the process.
import pg from 'pg';

/** The slice of a pino logger this needs. */
export interface ConnectionLogger {
  warn(fields: object, message?: string): void;
}

export interface DedicatedConnectionOptions {
  /** Where to connect (a pool's options will do). */
  config: pg.ClientConfig;
  /** What the logs call it ("checkpoint listener"). */
  name: string;
  /** Channels every new connection listens to before it is handed out. */
  listen?: readonly string[];
  onNotification?: (message: pg.Notification) => void;
  /** Runs on each new connection once it is the current one (and listening), before client() resolves. */
  onConnect?: (client: pg.Client) => Promise<void>;
  /** The connection was lost or discarded: notifications may have been missed. */
  onLost?: () => void;
  /** Reconnect on a timer after a loss or a failed attempt, from firstMs doubling up to maxMs. Without it, the next client() does. */
  reconnect?: { firstMs: number; maxMs: number };
  logger?: ConnectionLogger;
}

export interface DedicatedConnection {
  /** The open connection, connecting first if there is none; rejects when the attempt fails or after close(). */
  client(): Promise<pg.Client>;
  /** The open connection, if any, without connecting. */
  current(): pg.Client | null;
  /** Ends a connection a query failed on (a lost server, a broken protocol state); the next client() makes a new one. */
  discard(client: pg.Client): void;
  close(): Promise<void>;
}

const end = (client: pg.Client): Promise<void> => client.end().catch(() => undefined);

export function dedicatedConnection(options: DedicatedConnectionOptions): DedicatedConnection {
  let current: pg.Client | null = null;
  let attempt: Promise<pg.Client> | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryMs = options.reconnect?.firstMs ?? 0;

  const reconnectLater = (): void => {
    if (!options.reconnect || closed || retryTimer) return;
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, options.reconnect.maxMs);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error: unknown) => {
        if (!closed) options.logger?.warn({ err: error }, `${options.name} could not connect; retrying`);
      });
    }, delay);
  };

  const lose = (client: pg.Client, error: Error | null): void => {
    if (current !== client) return;
    current = null;
    void end(client);
    if (closed) return;
    if (error) options.logger?.warn({ err: error }, `${options.name} lost its connection; reconnecting`);
    options.onLost?.();
    reconnectLater();
  };

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client(options.config);
    // an error before the client is current fails the attempt below; one after it is a loss
    client.on('error', (error) => lose(client, error));
    if (options.onNotification) client.on('notification', options.onNotification);
    try {
      await client.connect();
      // channel names are our own constants
      for (const channel of options.listen ?? []) await client.query(`listen ${channel}`);
      if (closed) throw new Error(`${options.name} closed while connecting`);
    } catch (error) {
      await end(client);
      reconnectLater();
      throw error;
    }
    current = client;
    retryMs = options.reconnect?.firstMs ?? 0;
    await options.onConnect?.(client);
    return client;
  };

  const connect = (): Promise<pg.Client> => {
    if (closed) return Promise.reject(new Error(`${options.name} is closed`));
    if (current) return Promise.resolve(current);
    attempt ??= open().finally(() => {
      attempt = null;
    });
    return attempt;
  };

  return {
    client: connect,
    current: () => current,
    discard: (client) => lose(client, null),
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await attempt?.catch(() => undefined);
      const client = current;
      current = null;
      if (client) await end(client);
    },
  };
}
