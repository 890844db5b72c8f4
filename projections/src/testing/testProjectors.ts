// Projectors for the runner's own tests. The counter is deliberately not
// idempotent (it increments) and slow, so a batch applied twice or half-applied
// shows in its numbers.
import { setTimeout as sleep } from 'node:timers/promises';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { applyInRuns } from '../runner/applyInRuns.js';
import type { ProjectionContext, Projector } from '../runner/types.js';

export const TEST_EVENT = 'TestHappened';
export const OTHER_EVENT = 'SomethingElseHappened';

export interface CounterProjectorOptions {
  name?: string;
  version?: number;
  /** Sleep per event applied. */
  delayMs?: number;
  /**
   * Throws while applying the event with this sequence number (data.n), as many times as this says; with a
   * `code`, an error carrying that PostgreSQL code (40001: a serialization failure, transient, so retried).
   */
  failOn?: { n: number; times: number; code?: string };
}

/** Counts the events it applies (counter += 1) and records each one's id in test_seen, without any key. */
export function counterProjector(options: CounterProjectorOptions = {}): Projector {
  let failuresLeft = options.failOn?.times ?? 0;
  return {
    name: options.name ?? 'test_counter',
    version: options.version ?? 1,
    tables: ['test_counter', 'test_seen'],
    canHandle: [TEST_EVENT],
    async createTables(schema) {
      await schema
        .createTable('test_counter', (t) => {
          t.text('id').primary();
          t.integer('applied').notNullable();
        })
        .createTable('test_seen', (t) => {
          t.uuid('event_id').notNullable();
          t.integer('n').notNullable();
          t.index(['event_id']);
        });
    },
    async apply(event, ctx) {
      await ctx.trx.raw(
        `INSERT INTO ${ctx.ref('test_counter')} (id, applied) VALUES ('all', 1)
         ON CONFLICT (id) DO UPDATE SET applied = ${ctx.ref('test_counter')}.applied + 1`,
      );
      await ctx.table('test_seen').insert({ event_id: event.eventId, n: event.data.n });
      if (failuresLeft > 0 && event.data.n === options.failOn?.n) {
        failuresLeft -= 1;
        throw Object.assign(
          new Error(`failing on event ${String(event.data.n)} as told`),
          options.failOn?.code ? { code: options.failOn.code } : {},
        );
      }
      if (options.delayMs) await sleep(options.delayMs);
    },
  };
}

export interface ItemRow {
  id: string;
  n: number;
  stream: string;
  label: string | null;
  parity: 'odd' | 'even' | null;
}

/**
 * One row per event, keyed by event id, with a unique index and a named constraint so that two copies
 * of the table in one schema would clash. Version 2 adds a label column and a native enum type.
 * Applies runs of events with one INSERT each (applyBatch).
 */
export function itemsProjector(options: { version?: number } = {}): Projector {
  const version = options.version ?? 1;
  const insertItems = async (events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> => {
    await ctx
      .table('test_items')
      .insert(events.map((event) => itemOf(event, version)))
      .onConflict('id')
      .ignore();
  };
  return {
    name: 'test_items',
    version,
    tables: ['test_items'],
    canHandle: [TEST_EVENT],
    async createTables(schema) {
      await schema.createTable('test_items', (t) => {
        t.uuid('id').primary();
        t.integer('n').notNullable();
        t.text('stream').notNullable();
        if (version >= 2) {
          t.text('label');
          t.enu('parity', ['odd', 'even'], { useNative: true, enumName: 'test_item_parity' });
        }
        t.unique(['stream', 'n'], { indexName: 'test_items_stream_n_unique' });
        t.index(['n'], 'test_items_n_index');
      });
    },
    apply: (event, ctx) => insertItems([event], ctx),
    // A run of events becomes one multi-row INSERT.
    applyBatch: applyInRuns((event, ctx) => insertItems([event], ctx), { [TEST_EVENT]: insertItems }),
  };
}

export const itemOf = (event: RecordedEvent, version: number): ItemRow | Omit<ItemRow, 'label' | 'parity'> => {
  const base = { id: event.eventId, n: Number(event.data.n), stream: event.streamId };
  return version >= 2 ? { ...base, label: `item ${base.n}`, parity: base.n % 2 === 0 ? 'even' : 'odd' } : base;
};

/** Owns one empty table and handles nothing that is ever appended: it only moves its checkpoint. */
export function idleProjector(name: string): Projector {
  return {
    name,
    version: 1,
    tables: [name],
    canHandle: ['NeverHappens'],
    createTables: (schema) => schema.createTable(name, (t) => t.text('id')),
    apply: () => Promise.resolve(),
  };
}
