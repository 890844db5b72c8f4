// Benches that read a large history start their app with it already projected: the events go straight into the
// store (bulk, no command path), every projector rebuilds over them, then the tables are analyzed, so the app
// does not catch up during the measurement.
import knexFactory from 'knex';
import type pg from 'pg';
import { migrateRunner, rebuildProjector } from '@practicum/projections/runner/index';
import { projectors } from '@practicum/projections/registry';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import { bulkLoadEvents, type BulkEvent } from './organizationEvents.js';
import { waitUntilReadable } from './readable.js';
import { round } from './stats.js';

/** The figures a bench reports of its loading: the bulk load's seconds and the rebuild's events per second. */
export interface LoadFigures {
  load_seconds: number;
  project_events_per_s: number;
}

export async function loadProjectedEvents(
  pool: pg.Pool,
  databaseUrl: string,
  events: BulkEvent[],
  bulk: { batchSize: number; writers: number; chained?: boolean },
  log: (line: string) => void,
): Promise<{ loadSeconds: number; projectSeconds: number; figures: LoadFigures }> {
  const store = PostgresEventStore.create(pool);
  await store.migrate();
  const loadSeconds = await bulkLoadEvents(pool, events, bulk.batchSize, bulk.writers, bulk.chained);
  await waitUntilReadable(pool, events.length);
  const knex = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 4 } });
  const started = performance.now();
  try {
    await migrateRunner(knex);
    for (const projector of projectors) await rebuildProjector({ knex, eventStore: store, projector });
  } finally {
    await knex.destroy();
  }
  const projectSeconds = (performance.now() - started) / 1000;
  log(`  loaded ${events.length} events in ${loadSeconds.toFixed(1)} s, projected them in ${projectSeconds.toFixed(1)} s`);
  await pool.query('vacuum analyze');
  const figures = { load_seconds: round(loadSeconds, 1), project_events_per_s: round(events.length / projectSeconds, 0) };
  return { loadSeconds, projectSeconds, figures };
}
