// A read model's contract: which projections keep it (so a read waits only for
// those under X-Min-Position) and the names of the tables it reads. Each area's
// projections/src/<area>/readModel.ts defines one next to its typed queries; the
// query service imports that instead of spelling table names.
export interface ReadModel<T extends Record<string, string> = Record<string, string>> {
  /** Names of the projectors whose checkpoints this read model depends on. */
  projections: readonly string[];
  /** Logical table name → table name in the live schema. */
  tables: T;
}

export const defineReadModel = <T extends Record<string, string>>(model: ReadModel<T>): ReadModel<T> => model;
