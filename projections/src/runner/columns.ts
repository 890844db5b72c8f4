// Column sets that many read-model tables share, with the same meaning in each.
import type { Knex } from 'knex';

/** A row of one organization, keyed by its own id: `id` (primary) and `organization_id` (indexed). */
export function orgScopedId(t: Knex.CreateTableBuilder): void {
  t.uuid('id').primary();
  t.uuid('organization_id').notNullable().index();
}

/** When the row was made (the creating event's occurredAt). */
export function createdAt(t: Knex.CreateTableBuilder): void {
  t.timestamp('created_at', { useTz: true }).notNullable();
}

/** When the row was made and last changed (the events' occurredAt). */
export function createdUpdatedAt(t: Knex.CreateTableBuilder): void {
  createdAt(t);
  t.timestamp('updated_at', { useTz: true }).notNullable();
}
