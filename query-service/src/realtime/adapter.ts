// With several query-service replicas, a bus consumer runs on one replica only
// (one consumer group), but the socket it must reach may be on another. The
// socket.io Postgres adapter relays every room emit to all replicas through
// LISTEN/NOTIFY on the database they already share (large payloads go through a
// table). One replica (the all-in-one app) keeps the in-memory adapter.
import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import type { Server } from 'socket.io';
import type { Logger } from '@practicum/shared/platform/logging';

export const realtimeAdapters = ['memory', 'postgres'] as const;
export type RealtimeAdapter = (typeof realtimeAdapters)[number];

const ATTACHMENTS_TABLE = 'socket_io_attachments';

export async function usePostgresAdapter(io: Server, pool: pg.Pool, logger: Logger): Promise<void> {
  await pool.query(
    `CREATE TABLE IF NOT EXISTS ${ATTACHMENTS_TABLE} (id bigserial UNIQUE, created_at timestamptz DEFAULT now(), payload bytea)`,
  );
  io.adapter(
    createAdapter(pool, {
      tableName: ATTACHMENTS_TABLE,
      errorHandler: (error) => logger.warn({ err: error }, 'realtime adapter error'),
    }),
  );
}
