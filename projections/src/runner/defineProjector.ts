// A projector declared from its read model: the table names come from the read
// model, and each table's columns are listed once, so no projector spells out
// the schema builder chain (createTables) or its table names by hand.
import type { Knex } from 'knex';
import { type ReadModel, tableNames } from './readModel.js';
import type { Projector } from './types.js';

/** A table's columns and indexes; `knex` is there for raw predicates (partial indexes). */
export type TableColumns = (t: Knex.CreateTableBuilder, knex: Knex) => void;

export interface ProjectorDefinition extends Omit<Projector, 'tables' | 'createTables'> {
  /** The read model whose tables this projector keeps. */
  readModel: ReadModel;
  /** Every table of the read model (live name → its columns), created in this order. */
  tables: Record<string, TableColumns>;
}

export function defineProjector({ readModel, tables, ...projector }: ProjectorDefinition): Projector {
  const owned = tableNames(readModel);
  const declared = Object.keys(tables);
  if (declared.length !== owned.length || declared.some((name) => !owned.includes(name))) {
    throw new Error(`Projector ${projector.name} declares tables ${declared.join(', ')}; its read model has ${owned.join(', ')}`);
  }
  return {
    ...projector,
    tables: owned,
    async createTables(schema, knex) {
      // One builder, one chain: knex re-runs a builder's queued statements on every await.
      await Object.entries(tables).reduce((chain, [name, columns]) => chain.createTable(name, (t) => columns(t, knex)), schema);
    },
  };
}
