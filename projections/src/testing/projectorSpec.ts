// given(events).when(events).thenRows(table, rows) for projectors: the real projector, applied the
// way the runner applies it (applyEvents, so applyBatch too, one transaction per batch), to its
// real tables in a Postgres database of the test file's own. Every scenario starts from empty tables.
//
//   const spec = projectorSpec(tasksProjector);
//   it('shows a completed task as complete', () =>
//     spec.given(taskCreated).when(taskCompleted).thenRows('tasks', [{ id, status: 'complete' }]));
//   it('changes nothing when a batch is applied twice', () => spec.given(taskCreated).when(taskCompleted).thenReplayChangesNothing());
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { EventMetadata, RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { LIVE_SCHEMA, applyEvents, createProjectorTables, projectionContext, quoteIdent } from '../runner/projectorTables.js';
import type { Projector } from '../runner/types.js';
import { knexFor } from './runnerTestKit.js';
import { testMetadata } from './testEvents.js';

/** When spec events happened unless they say otherwise (`at`). */
export const SPEC_TIME = '2026-11-21T10:00:00.000Z';

/** An event as a spec gives it: a domain event, optionally with its stream and the time it happened. */
export interface SpecEvent {
  type: string;
  data: object;
  streamId?: string;
  /** The event's revision in its stream; 0 unless given. */
  revision?: number;
  occurredAt?: string;
  metadata?: Partial<EventMetadata>;
}

/** The event as happened at `occurredAt` (an ISO instant). */
export const at = <E extends SpecEvent>(occurredAt: string, event: E): E => ({ ...event, occurredAt });

/** A readable, ordered UUID for spec fixtures: specId(1) = 00000000-0000-4000-8000-000000000001. */
export const specId = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Ids<N extends number, Acc extends string[] = []> = Acc['length'] extends N ? Acc : Ids<N, [...Acc, string]>;

/** specId(1) … specId(count), typed as a tuple to destructure: `const [site, organization] = specIds(2)`. */
export const specIds = <N extends number>(count: N): Ids<N> => Array.from({ length: count }, (_, i) => specId(i + 1)) as Ids<N>;

export type Row = Record<string, unknown>;

export interface RowsOptions {
  /** Only the rows matching these column values. */
  where?: Row;
  /** Columns to order by; default every column in table order. */
  orderBy?: string[];
}

export interface ProjectorScenario {
  /** Events applied afterwards, as a batch of their own (the batch under test). */
  when(...events: SpecEvent[]): ProjectorScenario;
  /**
   * The table's rows (only the columns named: a partial match per row, same number of rows, same order).
   * Timestamps read as ISO strings, bigint and numeric columns as numbers.
   */
  thenRows(table: string, rows: Row[], options?: RowsOptions): Promise<void>;
  /** Several tables' rows at once. */
  thenRows(tables: Record<string, Row[]>): Promise<void>;
  /**
   * The last batch changes the tables when first applied, and applying it again (a redelivered batch)
   * leaves every table of the projector exactly as it was.
   */
  thenReplayChangesNothing(): Promise<void>;
  /**
   * For a projector with applyBatch: every batch applied through applyBatch, whole and in chunks of 3 (so runs
   * split across calls too), and as a replay's pages (then finishReplay, if it has one), leaves the same rows in
   * every table as `apply` on each event in turn.
   */
  thenBatchesMatchOneByOne(): Promise<void>;
  /** Expectations thenRows cannot express (JSON kept as text, sums): `rows` reads the tables after the scenario. */
  thenExpect(check: (rows: RowsReader) => Promise<void>): Promise<void>;
}

export type RowsReader = (table: string, options?: RowsOptions) => Promise<Row[]>;

export interface ProjectorSpec {
  given(...events: SpecEvent[]): ProjectorScenario;
}

export function projectorSpec(projector: Projector): ProjectorSpec {
  let database: TestDatabase | undefined;
  let knex: Knex | undefined;
  const db = (): Knex => {
    if (!knex) throw new Error('projectorSpec: the database is not ready (call projectorSpec at the top of a test file)');
    return knex;
  };

  beforeAll(async () => {
    database = await createTestDatabase('spec');
    knex = knexFor(database.url, 2);
    await knex.transaction((trx) => createProjectorTables(trx, projector, LIVE_SCHEMA));
  });
  afterAll(async () => {
    await knex?.destroy();
    await database?.drop();
  });

  let sequence = 0;
  const record = (event: SpecEvent): RecordedEvent => {
    sequence += 1;
    const metadata = { ...testMetadata(), occurredAt: event.occurredAt ?? SPEC_TIME, ...event.metadata };
    return {
      eventId: randomUUID(),
      streamId: event.streamId ?? `spec-${sequence}`,
      type: event.type,
      revision: BigInt(event.revision ?? 0),
      position: { commit: BigInt(sequence), prepare: BigInt(sequence) },
      data: event.data as Record<string, unknown>,
      metadata,
      createdAt: new Date(metadata.occurredAt),
    };
  };

  const applyBatch = (batch: readonly RecordedEvent[], applying: Projector = projector, chunk?: number, replaying?: boolean) =>
    db().transaction(async (trx) => {
      expect(await applyEvents(trx, applying, LIVE_SCHEMA, batch, { chunk, replaying })).toBe(batch.length);
    });

  // sequences restart too: a serial column (a message's seq) reads the same in every run of a scenario
  const reset = () =>
    db().raw(`truncate ${projector.tables.map((table) => `${quoteIdent(LIVE_SCHEMA)}.${quoteIdent(table)}`).join(', ')} restart identity`);

  const rows: RowsReader = async (table, options = {}) => {
    if (!projector.tables.includes(table))
      throw new Error(`${projector.name} does not own ${table} (its tables: ${projector.tables.join(', ')})`);
    const columns = (await db().withSchema(LIVE_SCHEMA).table(table).columnInfo()) as Record<string, Knex.ColumnInfo>;
    const names = Object.keys(columns);
    let query = db().withSchema(LIVE_SCHEMA).from(table).select('*');
    if (options.where) query = query.where(options.where);
    query = options.orderBy ? query.orderBy(options.orderBy) : query.orderByRaw(names.map((_, i) => String(i + 1)).join(', '));
    const found = (await query) as Row[];
    const numeric = names.filter((name) => ['bigint', 'numeric'].includes(columns[name]!.type));
    return found.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([name, value]) => [
          name,
          value instanceof Date ? value.toISOString() : numeric.includes(name) && value !== null ? Number(value) : value,
        ]),
      ),
    );
  };

  const snapshot = async (): Promise<Record<string, Row[]>> =>
    Object.fromEntries(await Promise.all(projector.tables.map(async (table) => [table, await rows(table)] as const)));

  const scenario = (batches: RecordedEvent[][]): ProjectorScenario => {
    const run = async (upTo = batches.length, applying = projector, chunk?: number) => {
      await reset();
      for (const batch of batches.slice(0, upTo)) await applyBatch(batch, applying, chunk);
    };
    /** Every batch as a replay's page, then the replay's end. */
    const replay = async () => {
      await reset();
      for (const batch of batches) await applyBatch(batch, projector, undefined, true);
      let resumeAt: string | undefined;
      do {
        resumeAt = await db().transaction((trx) =>
          projector.finishReplay?.(projectionContext(trx, projector, LIVE_SCHEMA, true), resumeAt),
        );
      } while (resumeAt !== undefined);
    };
    return {
      when: (...events) => scenario([...batches, events.map(record)]),
      async thenRows(tableOrTables: string | Record<string, Row[]>, expected?: Row[], options?: RowsOptions) {
        await run();
        const tables = typeof tableOrTables === 'string' ? { [tableOrTables]: expected ?? [] } : tableOrTables;
        for (const [table, wanted] of Object.entries(tables)) {
          const found = await rows(table, typeof tableOrTables === 'string' ? options : undefined);
          expect({ [table]: found }).toMatchObject({ [table]: wanted });
        }
      },
      async thenReplayChangesNothing() {
        await run(batches.length - 1);
        const before = await snapshot();
        await applyBatch(batches.at(-1)!);
        const once = await snapshot();
        expect(once).not.toEqual(before); // else the replay below proves nothing
        await applyBatch(batches.at(-1)!);
        expect(await snapshot()).toEqual(once);
      },
      async thenExpect(check) {
        await run();
        await check(rows);
      },
      async thenBatchesMatchOneByOne() {
        if (!projector.applyBatch) throw new Error(`${projector.name} has no applyBatch`);
        await run(batches.length, { ...projector, applyBatch: undefined });
        const oneByOne = await snapshot();
        await run(batches.length, projector, 3);
        expect(await snapshot()).toEqual(oneByOne);
        await run(batches.length, projector);
        expect(await snapshot()).toEqual(oneByOne);
        if (!projector.finishReplay) return;
        await replay();
        expect(await snapshot()).toEqual(oneByOne);
      },
    };
  };

  return {
    given: (...events) => scenario([events.map(record)]),
  };
}

/**
 * The two checks of a projector's applyBatch over a page of events (a rebuild's): it leaves every table as `apply`
 * on each event in turn does, and the page delivered again changes nothing.
 */
export function itFoldsLikeOneByOne(spec: ProjectorSpec, given: readonly SpecEvent[], page: readonly SpecEvent[]): void {
  it('leaves every table as the events applied one at a time do', () =>
    spec
      .given(...given)
      .when(...page)
      .thenBatchesMatchOneByOne());
  it('changes nothing when the page is delivered again', () =>
    spec
      .given(...given)
      .when(...page)
      .thenReplayChangesNothing());
}
