// A read model's contract: which projections keep it (so a read waits only for
// those under X-Min-Position) and the names of the tables it reads. Each area's
// projections/src/<area>/readModel.ts defines one next to its typed queries; the
// query service imports that instead of spelling table names, and the projector
// takes its `tables` list from it, so the name is written once.
export interface ReadModel<T extends Record<string, string> = Record<string, string>> {
  /** Names of the projectors whose checkpoints this read model depends on (none: kept outside the runner). */
  projections: readonly string[];
  /** Logical table name → table name in the live schema. */
  tables: T;
}

export const defineReadModel = <const T extends Record<string, string>>(model: ReadModel<T>): ReadModel<T> => model;

/** The table names a projector declares to the runner. */
export const tableNames = (model: ReadModel): string[] => Object.values(model.tables);
