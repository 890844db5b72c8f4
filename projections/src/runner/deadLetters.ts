// Dead letters: an event a projector cannot apply is parked here (with the error,
// the event, the projector and the time) in the same transaction that moves the
// projector's checkpoint past it, so one bad event never stops a read model. The
// health check names what is parked; an admin retries an event after a fix, which
// re-applies it through the projector in the live tables and, on success, removes it.
import type { Knex } from 'knex';
import { formatPosition, type Position, type RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { DeadLetterRecord } from '@practicum/shared/domain/adminTools/deadLetters';

export const DEAD_LETTERS_TABLE = 'projection_dead_letters';

export async function migrateDeadLetters(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE IF NOT EXISTS public.${DEAD_LETTERS_TABLE} (
      id bigserial PRIMARY KEY,
      projector text NOT NULL,
      event_id text NOT NULL,
      stream_id text NOT NULL,
      event_type text NOT NULL,
      revision numeric(20, 0) NOT NULL,
      commit_position numeric(20, 0) NOT NULL,
      prepare_position numeric(20, 0) NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      created_at timestamptz NOT NULL,
      error text NOT NULL,
      attempts integer NOT NULL DEFAULT 1,
      parked_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (projector, event_id)
    )`);
}

/**
 * Errors that say nothing about the event (the connection, the server, a lock or a conflict): the batch is
 * retried instead of parking anything. PostgreSQL classes 08 (connection), 40 (rollback: serialization,
 * deadlock), 53 (resources), 57 (operator intervention, statement timeout), 58 (system) and lock_not_available.
 */
export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return false;
  if (/^(08|40|53|57|58)/.test(code) || code === '55P03') return true;
  return /^E[A-Z]+$/.test(code); // Node's socket errors (ECONNRESET, ECONNREFUSED, ETIMEDOUT)
}

/**
 * The error as an admin reads it: knex prefixes a database error with the whole statement ("insert into … -
 * value … is out of range"), so the database's reason comes first and the statement after it.
 */
export const describeError = (error: unknown): string => {
  let message = error instanceof Error ? error.message : String(error);
  const fromDatabase = typeof (error as { code?: unknown } | null)?.code === 'string';
  const split = message.lastIndexOf(' - ');
  if (fromDatabase && split > 0) message = `${message.slice(split + 3)}\n(in: ${message.slice(0, split)})`;
  return message.length > 2000 ? `${message.slice(0, 2000)}…` : message;
};

/** Parks one event for a projector (a second failure of the same event updates its error). */
export async function parkEvent(trx: Knex, projector: string, event: RecordedEvent, error: unknown): Promise<void> {
  await trx.raw(
    `INSERT INTO public.${DEAD_LETTERS_TABLE} AS d
       (projector, event_id, stream_id, event_type, revision, commit_position, prepare_position, data, metadata, created_at, error)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)
     ON CONFLICT (projector, event_id) DO UPDATE SET error = excluded.error, attempts = d.attempts + 1, parked_at = now()`,
    [
      projector,
      event.eventId,
      event.streamId,
      event.type,
      event.revision.toString(),
      event.position.commit.toString(),
      event.position.prepare.toString(),
      JSON.stringify(event.data),
      JSON.stringify(event.metadata),
      event.createdAt,
      describeError(error),
    ],
  );
}

export interface DeadLetterRow {
  id: string;
  projector: string;
  event_id: string;
  stream_id: string;
  event_type: string;
  revision: string;
  commit_position: string;
  prepare_position: string;
  data: Record<string, unknown>;
  metadata: RecordedEvent['metadata'];
  created_at: Date;
  error: string;
  attempts: number;
  parked_at: Date;
}

export const positionOf = (row: DeadLetterRow): Position => ({
  commit: BigInt(row.commit_position),
  prepare: BigInt(row.prepare_position),
});

export const eventOf = (row: DeadLetterRow): RecordedEvent => ({
  eventId: row.event_id,
  streamId: row.stream_id,
  type: row.event_type,
  revision: BigInt(row.revision),
  position: positionOf(row),
  data: row.data,
  metadata: row.metadata,
  createdAt: new Date(row.created_at),
});

export const deadLetterRecord = (row: DeadLetterRow): DeadLetterRecord => ({
  id: Number(row.id),
  projector: row.projector,
  event_id: row.event_id,
  event_type: row.event_type,
  stream_id: row.stream_id,
  position: formatPosition(positionOf(row)),
  data: row.data,
  error: row.error,
  attempts: Number(row.attempts),
  occurred_at: new Date(row.created_at).toISOString(),
  parked_at: new Date(row.parked_at).toISOString(),
});

/** The dead letters' table as a query builder (for lists: filters, sorting, paging). */
export const deadLetters = (knex: Knex): Knex.QueryBuilder => knex(DEAD_LETTERS_TABLE).withSchema('public');

/** Parked events, oldest first (at most `limit`). */
export async function listDeadLetters(knex: Knex, limit = 1000): Promise<DeadLetterRecord[]> {
  const rows = (await deadLetters(knex).select('*').orderBy('id').limit(limit)) as DeadLetterRow[];
  return rows.map(deadLetterRecord);
}

export async function findDeadLetter(knex: Knex, id: number): Promise<DeadLetterRecord | null> {
  const row = (await deadLetters(knex).where({ id }).first()) as DeadLetterRow | undefined;
  return row ? deadLetterRecord(row) : null;
}
