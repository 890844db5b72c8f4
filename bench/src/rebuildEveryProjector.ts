// rebuild_min_events_per_s: every projector of the registry rebuilt by
// rebuildProjector over a history of its own events (BENCH_REBUILD_EVENTS each,
// 200,000 by default), the slowest one reported, each one's figure in details;
// BENCH_REBUILD_ONLY=name,name restricts it to those projectors.
//
// The events are copies of the demo organization's history (support/demoHistory,
// cloneHistory): real types, payloads and references between records, in the mix
// the app's own demo makes, restricted to the types the projector handles. They
// are written straight into es_events (as rebuild.ts does) after the previous
// projector's are truncated, so each replay reads only its own events. Projectors
// whose types never occur in the demo history are listed as not measured.
// Baseline per projector: the rows its rebuild left, read back and inserted into
// tables made by its own createTables in another schema, 1,000 rows per INSERT,
// 10,000 per transaction, synchronous_commit off as the rebuild sets it.
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { migrateRunner, rebuildProjector } from '@practicum/projections/runner/index';
import { handledTypes } from '@practicum/projections/runner/rebuild';
import { projectors } from '@practicum/projections/registry';
import type { Projector } from '@practicum/projections/runner/types';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import { START, type EventStore } from '@practicum/shared/platform/eventstore/types';
import type { BenchServer } from './support/database.js';
import { withDatabase } from './support/database.js';
import { bulkLoadEvents } from './support/organizationEvents.js';
import { demoHistory } from './support/demoHistory.js';
import { clonedEvents, onlyTypes, templatesOf } from './support/cloneHistory.js';
import { waitUntilReadable } from './support/readable.js';
import { insertRawCopy } from './support/rawInsert.js';
import { round } from './support/stats.js';
import { measureCpu } from './support/cpu.js';
import { cpuProfiled } from './support/cpuProfile.js';

export interface ProjectorRebuild {
  events: number;
  events_per_s: number;
  seconds: number;
  rows: number;
  raw_multirow_seconds: number;
  /** Raw insert time / rebuild time: 1 means the rebuild costs what writing its rows does. */
  ratio: number;
  /** CPU during the rebuild: this process (reading, folding, encoding) and the database's backends. */
  cpu: { node_ms: number; postgres_ms: number };
  /**
   * Reading the projector's events alone, in the rebuild's pages (1,000, its types only), before the rebuild: the
   * share of the rebuild no projector code can remove (read / rebuild time).
   */
  read_seconds: number;
  read_share: number;
  /**
   * Raw insert time / read time: the highest ratio any rebuild could reach, since it must at least read its events.
   * Below 0.5 where many events fold into few rows (a profile edited again and again).
   */
  ratio_ceiling: number;
  /** Statements the rebuild sent through knex per 1,000 events (reads of the store not counted): round trips. */
  statements_per_1000_events: number;
}

export interface RebuildEveryProjectorResult {
  rebuild_min_events_per_s: number;
  rebuild_min_projector: string;
  rebuild_min_ratio: number;
  events_per_projector: number;
  demo_history_events: number;
  by_projector: Record<string, ProjectorRebuild>;
  not_measured: string[];
  failed: Record<string, string>;
}

const EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 200_000);
// a comma-separated list of projector names: measure only those (comparing a change to a few projectors
// before and after, without the half hour the others take)
const ONLY = process.env.BENCH_REBUILD_ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);
// every column as the server's text, which it parses back on insert: no type conversion in the way
const asText = { getTypeParser: () => (value: string) => value };

/** Reads the projector's rebuilt rows and times writing them again, multi-row, into fresh copies of its tables. */
async function rawMultiRowInsert(knex: Knex, pool: pg.Pool, projector: Projector): Promise<{ seconds: number; rows: number }> {
  await knex.raw('drop schema if exists raw_copy cascade');
  await knex.raw('create schema raw_copy');
  await knex.transaction((trx) => projector.createTables(trx.schema.withSchema('raw_copy'), trx));
  const tables = await Promise.all(
    projector.tables.map(async (table) => {
      // generated columns (search vectors) are the server's to fill
      const columns = await pool.query<{ name: string }>(
        `select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [table],
      );
      const list = columns.rows.map((c) => `"${c.name}"`).join(', ');
      const rows = await pool.query<Record<string, unknown>>({ text: `select ${list} from public."${table}"`, types: asText });
      return { table, rows: rows.rows };
    }),
  );
  const started = performance.now();
  for (const { table, rows } of tables) await insertRawCopy(knex, table, rows);
  const seconds = (performance.now() - started) / 1000;
  await knex.raw('drop schema raw_copy cascade');
  return { seconds, rows: tables.reduce((n, t) => n + t.rows.length, 0) };
}

/** Seconds to read every event the projector handles, page after page as a rebuild does (without its overlap). */
async function readAlone(store: EventStore, projector: Projector): Promise<number> {
  const started = performance.now();
  let at = START;
  for (;;) {
    const events = await store.readAll({ fromPosition: at, maxCount: 1000, types: handledTypes(projector) });
    if (events.length === 0) break;
    at = events.at(-1)!.position;
  }
  return (performance.now() - started) / 1000;
}

export async function runRebuildEveryProjector(server: BenchServer, log: (line: string) => void): Promise<RebuildEveryProjectorResult> {
  const history = await demoHistory(server);
  const templates = templatesOf(history);
  log(`  demo history: ${history.length} events; ${EVENTS} events per projector`);
  return withDatabase(server, 'rebuild_all', async (db) => {
    const pool = new pg.Pool({ connectionString: db.url, max: 10 });
    pool.on('error', () => undefined);
    const store = PostgresEventStore.create(pool);
    const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 10 } });
    const byProjector: Record<string, ProjectorRebuild> = {};
    const notMeasured: string[] = [];
    const failed: Record<string, string> = {};
    try {
      await store.migrate();
      await migrateRunner(knex);
      for (const projector of projectors) {
        if (ONLY && !ONLY.includes(projector.name)) continue;
        const own = onlyTypes(templates, projector.canHandle);
        if (own.events.length === 0) {
          notMeasured.push(projector.name);
          continue;
        }
        try {
          await pool.query('truncate es_events');
          await bulkLoadEvents(pool, clonedEvents(own, EVENTS));
          await pool.query('vacuum analyze es_events');
          await waitUntilReadable(pool, EVENTS);
          const readSeconds = await readAlone(store, projector);
          let statements = 0;
          const count = () => (statements += 1);
          knex.on('query', count);
          const started = performance.now();
          const { result, cpu } = await measureCpu(pool, db.name, null, () =>
            cpuProfiled(`rebuild-${projector.name}`, () => rebuildProjector({ knex, eventStore: store, projector })),
          );
          const seconds = (performance.now() - started) / 1000;
          knex.off('query', count);
          if (result.events !== EVENTS) throw new Error(`replayed ${result.events} events, not ${EVENTS}`);
          const raw = await rawMultiRowInsert(knex, pool, projector);
          byProjector[projector.name] = {
            events: EVENTS,
            events_per_s: round(EVENTS / seconds, 0),
            seconds: round(seconds, 2),
            rows: raw.rows,
            raw_multirow_seconds: round(raw.seconds, 2),
            ratio: round(raw.seconds / seconds, 3),
            cpu: { node_ms: round(cpu.load_generator_ms, 0), postgres_ms: round(cpu.postgres_ms, 0) },
            statements_per_1000_events: round((statements * 1000) / EVENTS, 1),
            read_seconds: round(readSeconds, 2),
            read_share: round(readSeconds / seconds, 3),
            ratio_ceiling: round(raw.seconds / readSeconds, 3),
          };
          log(
            `  ${projector.name}: ${byProjector[projector.name]!.events_per_s} events/s, ${raw.rows} rows, ratio ${byProjector[projector.name]!.ratio} ` +
              `(at most ${byProjector[projector.name]!.ratio_ceiling}), ` +
              `cpu node ${round(cpu.load_generator_ms, 0)} ms, postgres ${round(cpu.postgres_ms, 0)} ms, ` +
              `${byProjector[projector.name]!.statements_per_1000_events} statements per 1,000 events, ` +
              `reading alone ${round(readSeconds, 2)} s (${Math.round((100 * readSeconds) / seconds)} % of the rebuild)`,
          );
        } catch (error) {
          failed[projector.name] = (error instanceof Error ? error.message : String(error)).slice(-300);
          log(`  ${projector.name} FAILED: ${failed[projector.name]}`);
        }
      }
    } finally {
      await knex.destroy();
      await store.close();
      await pool.end();
    }
    const measured = Object.entries(byProjector);
    if (measured.length === 0) throw new Error('no projector was measured');
    const [slowestName, slowest] = measured.reduce((a, b) => (b[1].events_per_s < a[1].events_per_s ? b : a));
    return {
      rebuild_min_events_per_s: slowest.events_per_s,
      rebuild_min_projector: slowestName,
      rebuild_min_ratio: Math.min(...measured.map(([, r]) => r.ratio)),
      events_per_projector: EVENTS,
      demo_history_events: history.length,
      by_projector: byProjector,
      not_measured: notMeasured,
      failed,
    };
  });
}
