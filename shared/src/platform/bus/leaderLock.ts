// Single-active workers (the Kafka relay; any consumer that must not run twice):
// a session-level Postgres advisory lock held on a dedicated connection. Replicas
// wait and take over when the holder's connection ends (crash, stop, network loss).
import type { Knex } from 'knex';
import type pg from 'pg';
import { type BusLogger, consoleLogger, sleep } from './retry.js';

export interface Leadership {
  /** Settles when the lock's connection is lost: the holder must stop working at once. */
  lost: Promise<void>;
  release(): Promise<void>;
}

export interface AcquireOptions {
  signal: AbortSignal;
  /** How often a waiting replica tries again. */
  retryMs?: number;
  /** How often the holder checks that its connection is alive. */
  heartbeatMs?: number;
  logger?: BusLogger;
}

/** Waits until the lock named `key` is ours; null when the signal aborts first. */
// knex types its client loosely; these two methods open and close connections outside the pool.
interface RawConnections {
  acquireRawConnection(): Promise<unknown>;
  destroyRawConnection(connection: unknown): Promise<void>;
}
const rawConnections = (knex: Knex): RawConnections => knex.client as RawConnections;

export async function acquireLeadership(knex: Knex, key: string, options: AcquireOptions): Promise<Leadership | null> {
  const { signal, retryMs = 5_000, heartbeatMs = 15_000, logger = consoleLogger } = options;
  let waitingLogged = false;
  while (!signal.aborted) {
    let connection: pg.Client | undefined;
    try {
      connection = (await rawConnections(knex).acquireRawConnection()) as pg.Client;
      const lost = watch(connection, heartbeatMs);
      // A waiting replica polls rather than blocking in pg_advisory_lock, so that stop() is prompt.
      while (!signal.aborted) {
        const { rows } = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [
          key,
        ]);
        if (rows[0]?.locked) {
          if (waitingLogged) logger.info({ lock: key }, 'lock acquired');
          const held = connection;
          return { lost: lost.promise, release: () => lost.close(() => end(knex, held)) };
        }
        if (!waitingLogged) logger.info({ lock: key }, 'another instance holds the lock; waiting');
        waitingLogged = true;
        await Promise.race([sleep(retryMs, signal), lost.promise]);
        if (lost.isLost()) break;
      }
      await lost.close(() => end(knex, connection!));
    } catch (error) {
      logger.warn({ err: error, lock: key }, 'lock connection failed; retrying');
      if (connection) await end(knex, connection);
      await sleep(retryMs, signal);
    }
  }
  return null;
}

const end = (knex: Knex, connection: pg.Client): Promise<void> =>
  rawConnections(knex)
    .destroyRawConnection(connection)
    .catch(() => undefined);

function watch(connection: pg.Client, heartbeatMs: number) {
  let lost = false;
  let markLost!: () => void;
  const promise = new Promise<void>((resolve) => {
    markLost = () => {
      lost = true;
      resolve();
    };
  });
  // Errors on this connection only mean "lost"; a listener stays so none is ever unhandled.
  connection.on('error', () => markLost());
  connection.on('end', () => markLost());
  const timer = setInterval(() => {
    connection.query('select 1').catch(() => markLost());
  }, heartbeatMs);
  timer.unref();
  return {
    promise,
    isLost: () => lost,
    async close(finish: () => Promise<void>): Promise<void> {
      clearInterval(timer);
      await finish(); // ending the session releases the lock
    },
  };
}
