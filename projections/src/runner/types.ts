// What a projector declares to the runner. A projector owns its tables; the
// runner creates them (in the live schema, or in a scratch schema during a
// rebuild), feeds it batches of events inside one transaction together with its
// checkpoint, and swaps rebuilt tables in.
import type { Knex } from 'knex';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';

export interface ProjectionContext {
  /** Queries in the current batch's transaction (a knex transaction, or a knex bound to the batch's connection). */
  trx: Knex;
  /** A query builder on one of this projector's tables, in the schema being written (live or rebuild). */
  table(name: string): Knex.QueryBuilder;
  /** The qualified name ("schema"."table") of one of this projector's tables, for raw SQL. */
  ref(name: string): string;
  /** Set while a replay (rebuild, past position) applies the history: `finishReplay` follows its last page. */
  replaying?: boolean;
}

export interface Projector {
  /** Stable name: the checkpoint key. */
  name: string;
  /** Bump when the tables change shape: the runner rebuilds the projector on start. */
  version: number;
  /** Logical names of the tables this projector owns (all in one schema). */
  tables: string[];
  /**
   * Creates the tables; `schema` is a knex schema builder already bound to the target schema.
   * Chain several createTable calls on it and await once: knex re-runs a builder's queue on every await.
   */
  createTables(schema: Knex.SchemaBuilder, knex: Knex): Promise<void>;
  /** Event types this projector handles ('all': every event, as history keeps); others only advance its checkpoint. */
  canHandle: readonly string[] | 'all';
  apply(event: RecordedEvent, ctx: ProjectionContext): Promise<void>;
  /**
   * Optional, for speed (rebuilds above all): applies several handled events at once, in order, with
   * exactly the effect of `apply` on each in turn (e.g. one multi-row INSERT for a run of creations).
   * When present the runner calls it instead of `apply`, live and in rebuilds. See `applyInRuns`.
   */
  applyBatch?(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void>;
  /**
   * Optional: its apply reads its tables by primary key or unique index only. A rebuild then loads the scratch
   * tables without their other indexes and builds those once the history is in (one sort each, instead of an
   * insert into every index for every row: what a table with many indexes spends most of a rebuild on).
   */
  buildsIndexesAfterLoad?: boolean;
  /**
   * Optional: what only the final state needs (rows derived from the projector's other tables, rebuilt on every
   * batch live) can wait for the end of a replay while `ctx.replaying` is set, instead of being redone on every
   * page. Called after the last page (before a rebuild catches up and swaps), in slices: each call in a short
   * transaction of its own (a long one holds back the event store's readers), first without `resumeAt`, then with
   * what the previous call answered, until a call answers undefined.
   */
  finishReplay?(ctx: ProjectionContext, resumeAt?: string): Promise<string | undefined>;
}
