// A batch folded in memory, for rebuilds above all: the rows of one table that a batch's events can touch are
// loaded once, each event changes them as its own statements would change the table, and the table is written
// back at the end in two statements (the rows gone, then the rows changed; see jsonRows.ts). A page of events
// then costs a few statements per table instead of several per event. For tables without generated columns:
// a changed row is written back whole.
import type { Knex } from 'knex';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext, Projector } from './types.js';
import { type JsonInsert, deleteFromJson, insertAllFromJson } from './jsonRows.js';

export type FoldedRow = Record<string, unknown>;

/** Values a row holds as a statement would store them: undefined is the column's default, null here. */
const stored = <R extends object>(row: R): R =>
  Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value === undefined ? null : value])) as R;

/** The later of two instants (Postgres' greatest: null loses), as ISO strings or the Dates a row was read with. */
export const later = <T extends string | Date | null | undefined>(a: T, b: T): T => {
  if (a === null || a === undefined) return b;
  if (b === null || b === undefined) return a;
  return new Date(b).getTime() > new Date(a).getTime() ? b : a;
};

export class FoldedTable<R extends object = FoldedRow> {
  private readonly rows = new Map<string, R>();
  /** The key of each row the table held before the batch, by its map key. */
  private readonly before = new Map<string, Partial<R>>();
  private readonly changed = new Set<string>();
  /** Rows of `before` deleted during the batch (and maybe inserted again, then with other columns unset). */
  private readonly removed = new Set<string>();

  constructor(
    private readonly ctx: ProjectionContext,
    private readonly table: string,
    private readonly key: readonly (keyof R & string)[],
  ) {}

  private id(row: Partial<R>): string {
    return JSON.stringify(this.key.map((column) => row[column]));
  }

  /** Reads the rows whose `column` is one of `values`. Load everything the batch can touch before changing anything. */
  async load(column: keyof R & string, values: readonly unknown[]): Promise<void> {
    const wanted = [...new Set(values.filter((value) => value !== undefined && value !== null))] as string[];
    if (wanted.length === 0) return;
    await this.loadWhere('?? = any(?)', [column, wanted]);
  }

  /** Reads the rows a condition (SQL, with knex bindings) matches: those a batch can reach other than by key. */
  async loadWhere(condition: string, bindings: readonly Knex.RawBinding[]): Promise<void> {
    const found = (await this.ctx.table(this.table).whereRaw(condition, bindings).select('*')) as R[];
    for (const row of found) {
      const id = this.id(row);
      if (this.before.has(id)) continue;
      this.rows.set(id, row);
      this.before.set(id, Object.fromEntries(this.key.map((name) => [name, row[name]])) as Partial<R>);
    }
  }

  get(key: Partial<R>): R | undefined {
    return this.rows.get(this.id(key));
  }

  where(match: (row: R) => boolean): R[] {
    return [...this.rows.values()].filter(match);
  }

  /** Inserts the row unless its key is taken; answers whether it did. */
  insertOnce(row: R): boolean {
    const id = this.id(row);
    if (this.rows.has(id)) return false;
    this.rows.set(id, stored(row));
    this.changed.add(id);
    return true;
  }

  /** Changes the columns given (undefined ones are left alone, as knex's update does) of the row, if it is there. */
  update(key: Partial<R>, patch: Partial<R>): boolean {
    const id = this.id(key);
    const row = this.rows.get(id);
    if (!row) return false;
    for (const [name, value] of Object.entries(patch)) if (value !== undefined) (row as FoldedRow)[name] = value;
    this.changed.add(id);
    return true;
  }

  delete(key: Partial<R>): void {
    this.remove(this.id(key));
  }

  deleteWhere(match: (row: R) => boolean): void {
    for (const [id, row] of this.rows) if (match(row)) this.remove(id);
  }

  private remove(id: string): void {
    if (this.rows.delete(id) && this.before.has(id)) this.removed.add(id);
  }

  /**
   * Deletes the rows deleted; answers the upsert of the rows inserted or changed, whole (their columns as given),
   * to send alone (write) or with other tables' in one statement (insertAllFromJson).
   */
  async deleteRemoved(): Promise<JsonInsert> {
    const gone = [...this.removed].map((id) => this.before.get(id)!);
    await deleteFromJson(this.ctx, this.table, this.key, gone);
    const rows = [...this.changed].flatMap((id): R[] => {
      const row = this.rows.get(id);
      return row ? [row] : [];
    });
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    return { table: this.table, columns, rows, key: this.key, onConflict: 'merge' };
  }

  /** Deletes the rows deleted, then writes the rows inserted or changed. */
  async write(): Promise<void> {
    await insertAllFromJson(this.ctx, [await this.deleteRemoved()]);
  }
}

/** An applyBatch that folds batches of several events; a lone event's own statements are fewer than a fold's reads. */
export const foldingBatches =
  (apply: Projector['apply'], fold: NonNullable<Projector['applyBatch']>): NonNullable<Projector['applyBatch']> =>
  (events, ctx) =>
    events.length === 1 ? apply(events[0]!, ctx) : fold(events, ctx);

/** The values one field of the events' data holds (the ids a batch names), for FoldedTable.load. */
export const named = (events: readonly RecordedEvent[], field: string): unknown[] => events.map((recorded) => recorded.data[field]);

/** Walks a page's events in order as the domain's events, with when each occurred (and the recorded event). */
export function forEachEvent<E extends { type: string; data: object }>(
  events: readonly RecordedEvent[],
  fold: (event: E, at: string, recorded: RecordedEvent) => void,
): void {
  for (const recorded of events) fold({ type: recorded.type, data: recorded.data } as E, recorded.metadata.occurredAt, recorded);
}
