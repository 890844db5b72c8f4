// A knex whose every query runs on one given pooled connection, for work inside a transaction this code began on
// it (inCheckpointTransaction). Built once per connection and kept while the connection lives: a knex instance is
// a large object, and knex.transaction builds one per transaction (most of what a live batch left for the major
// collector, docs/benchmarks.md). Its own pool never lends or takes back the connection: the caller does.
import type { Knex } from 'knex';

/** What a knex client does with its pool's connections (knex types its client as any). */
export interface ConnectionLending {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<unknown>;
}

const bound = new WeakMap<object, Knex>();

export function boundKnex(knex: Knex, connection: object): Knex {
  let db = bound.get(connection);
  if (!db) {
    // withUserParams clones the instance with a client of its own, so only the clone's lending changes
    db = knex.withUserParams({ ...knex.userParams });
    const client = db.client as ConnectionLending;
    client.acquireConnection = () => Promise.resolve(connection);
    client.releaseConnection = () => Promise.resolve();
    bound.set(connection, db);
  }
  return db;
}
