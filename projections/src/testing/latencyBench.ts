// How long a command takes to become visible through the projections:
//   DATABASE_URL=postgres://... node --import tsx projections/src/testing/latencyBench.ts [rate/s] [seconds] [idle projectors]
// Appends one event per command at a steady rate into a scratch database and
// measures, per command, append alone and append until every projector (two that
// handle it, the rest that skip it) has passed its position, in process
// (runner.waitFor) and as another process sees it (watchCheckpoints).
import knexFactory from 'knex';
import pg from 'pg';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import { migrateRunner } from '../runner/checkpoints.js';
import { watchCheckpoints } from '../runner/checkpointWatcher.js';
import { startProjections } from '../runner/runner.js';
import { testEvent } from './testEvents.js';
import { TEST_EVENT, counterProjector, idleProjector, itemsProjector } from './testProjectors.js';

const [rate = 100, seconds = 10, idle = 10] = process.argv.slice(2).map(Number);
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL is not set');

const database = `latency_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const url = new URL(serverUrl);
url.pathname = `/${database}`;

const projectors = [counterProjector(), itemsProjector(), ...Array.from({ length: idle }, (_, i) => idleProjector(`idle_${i}`))];

const knex = knexFactory({ client: 'pg', connection: url.toString(), pool: { min: 0, max: projectors.length + 4 } });
const eventStore = PostgresEventStore.connect(url.toString(), { poolSize: 10 });
try {
  await eventStore.migrate();
  await migrateRunner(knex);
  const running = await startProjections({ knex, eventStore, projectors });
  const watcher = await watchCheckpoints({ databaseUrl: url.toString(), projectors: projectors.map((p) => p.name) });

  const appendMs: number[] = [];
  const inProcessMs: number[] = [];
  const watchedMs: number[] = [];
  const commands: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    commands.push(
      (async () => {
        const t0 = performance.now();
        const { position } = await eventStore.appendToStream(`bench-${i % 50}`, [testEvent(TEST_EVENT, i + 1)]);
        appendMs.push(performance.now() - t0);
        await Promise.all([
          running.waitFor(position, 5000).then((ok) => inProcessMs.push(ok ? performance.now() - t0 : Infinity)),
          watcher.waitFor(position, 5000).then((ok) => watchedMs.push(ok ? performance.now() - t0 : Infinity)),
        ]);
      })(),
    );
  }
  await Promise.all(commands);

  const report = (label: string, values: number[]): void => {
    const sorted = [...values].sort((a, b) => a - b);
    const at = (q: number): string => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
    console.log(`${label.padEnd(28)} p50 ${at(0.5)}  p90 ${at(0.9)}  p99 ${at(0.99)}  max ${at(1)} ms`);
  };
  console.log(`${rate * seconds} commands at ${rate}/s, ${projectors.length} projectors`);
  report('append', appendMs);
  report('append → visible (runner)', inProcessMs);
  report('append → visible (watcher)', watchedMs);
  await watcher.close();
  await running.stop();
} finally {
  await eventStore.close();
  await knex.destroy();
  await admin.query(`DROP DATABASE ${database} WITH (FORCE)`);
  await admin.end();
}
