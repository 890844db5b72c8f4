// command_visible: an HTTP command (POST /api/admin/organizations) until its
// effect is visible through the query API (GET /api/admin/organizations/:id with
// X-Min-Position: the command's X-Position), at a steady 100 commands/s for 10 s.
//
// Open loop: command i starts at t0 + i × 10 ms whether or not earlier ones
// finished, so a slow system queues work as it would under real users. The
// latency of one sample is from sending the POST to receiving the GET's 200 with
// the new organization. The app runs in a child process (its own event loop).
// BENCH_PG_WAITS=1: also prints what the database's backends waited on during the phase (support/pgWaits.ts).
// BENCH_HEAP_SAMPLE_DIR=<dir>: the app samples what it allocates during the phase that outlives a scavenge
// (support/heapSampling.ts) and writes the profile there.
import type { BenchServer } from './support/database.js';
import { withDatabase } from './support/database.js';
import { DEMO_ADMIN, startAppProcess } from './support/appProcess.js';
import { ApiSession } from './support/http.js';
import pg from 'pg';
import { measureCpu, type CpuSplit } from './support/cpu.js';
import { closedLoop, percentile, round, sleep } from './support/stats.js';
import { stallsWithin, watchLoopStalls } from './support/loopStalls.js';
import { samplePgWaits } from './support/pgWaits.js';

export interface CommandVisibleResult {
  command_visible_p50_ms: number;
  command_visible_p99_ms: number;
  command_visible_max_ms: number;
  command_post_p50_ms: number;
  command_post_p99_ms: number;
  /** Of the visible latency, the part spent in the GET (waiting for the projections + the read). */
  command_get_p50_ms: number;
  command_get_p99_ms: number;
  target_rate_per_s: number;
  achieved_rate_per_s: number;
  commands: number;
  errors: number;
  first_error?: string;
  /** GETs answered 504 (still waiting for the projections after 2 s) and asked again, in the steady phase. */
  get_retries: number;
  /** Latest start of a command behind its schedule (the load generator's own lag). */
  schedule_lag_max_ms: number;
  /** The ten slowest commands: when each started (ms into the steady phase) and its POST and GET parts, to tell stalls that hit commands together from a spread tail. */
  slowest: { at_ms: number; visible_ms: number; post_ms: number; get_ms: number }[];
  /** Event loop stalls over 20 ms during the steady phase (ms into it, how long): the app's and this load generator's. */
  app_loop_stalls: { at_ms: number; ms: number }[];
  generator_loop_stalls: { at_ms: number; ms: number }[];
  /** Context: the same pair one at a time (the warm-up's last 20), p50: the latency without queueing. */
  one_at_a_time_visible_p50_ms: number;
  /** Context: command-and-read pairs/s the app completes with 8 in flight at all times (closed loop, 4 s). */
  closed_loop_capacity_per_s: number;
  closed_loop_visible_p50_ms: number;
  /** CPU per command (ms) during the steady phase: the app process, the load generator, the database's PostgreSQL backends. */
  cpu_ms_per_command: CpuSplit;
  /** SQL the app sent during the measured commands, per command (count and mean ms until the result). */
  statements_per_command: { sql: string; per_command: number; mean_ms: number }[];
}

const RATE = 100;
const SECONDS = 10;
const WARMUP_COMMANDS = 30;

interface Sample {
  /** performance.now() when the POST was sent */
  started: number;
  visible: number;
  post: number;
  get: number;
}

let getRetries = 0;

async function createAndRead(session: ApiSession, name: string): Promise<Sample> {
  const started = performance.now();
  const created = await session.post('/api/admin/organizations', { name, supervision_type: 'academic' });
  const posted = performance.now();
  if (created.status !== 201) throw new Error(`POST answered ${created.status}: ${created.body.slice(0, 200)}`);
  const position = created.headers['x-position'];
  if (typeof position !== 'string') throw new Error('POST answered no X-Position');
  const { id } = JSON.parse(created.body) as { id: string };
  // A 504 means the read side did not reach the position within its bounded wait (2 s):
  // ask again, as the frontend does; the sample then counts the whole time until visible.
  let read = await session.get(`/api/admin/organizations/${id}`, { 'X-Min-Position': position });
  for (let retry = 1; read.status === 504 && retry <= 10; retry++) {
    getRetries += 1;
    read = await session.get(`/api/admin/organizations/${id}`, { 'X-Min-Position': position });
  }
  const done = performance.now();
  if (read.status !== 200) throw new Error(`GET answered ${read.status}: ${read.body.slice(0, 200)}`);
  if ((JSON.parse(read.body) as { id: string }).id !== id) throw new Error('GET answered another organization');
  return { started, visible: done - started, post: posted - started, get: done - posted };
}

export async function runCommandVisible(server: BenchServer, log: (line: string) => void): Promise<CommandVisibleResult> {
  return withDatabase(server, 'visible', async (db) => {
    const app = await startAppProcess(db.url);
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    pool.on('error', () => undefined);
    try {
      const session = await ApiSession.signIn(app.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
      // Warm-up, one at a time: also the latency without any queueing.
      const alone: number[] = [];
      for (let i = 0; i < WARMUP_COMMANDS; i++) alone.push((await createAndRead(session, `Warm-up ${i}`)).visible);

      const total = RATE * SECONDS;
      const interval = 1000 / RATE;
      const samples: Sample[] = [];
      let errors = 0;
      let firstError: string | undefined;
      let lagMax = 0;
      const inFlight: Promise<void>[] = [];
      app.resetQueryStats();
      getRetries = 0;
      let sent = 0;
      let t0 = 0;
      let t0Epoch = 0;
      await app.loopStalls();
      const ownStalls = watchLoopStalls();
      const pgWaits = process.env.BENCH_PG_WAITS ? samplePgWaits(db.url, db.name) : null;
      const heapSampleDir = process.env.BENCH_HEAP_SAMPLE_DIR;
      if (heapSampleDir) await app.startHeapSampling();
      const { cpu } = await measureCpu(pool, db.name, app.pid, async () => {
        t0 = performance.now();
        t0Epoch = Date.now();
        for (let i = 0; i < total; i++) {
          const due = t0 + i * interval;
          const wait = due - performance.now();
          if (wait > 0) await sleep(wait);
          lagMax = Math.max(lagMax, performance.now() - due);
          inFlight.push(
            createAndRead(session, `Bench Organization ${i}`).then(
              (sample) => void samples.push(sample),
              (error: unknown) => {
                errors += 1;
                firstError ??= error instanceof Error ? error.message : String(error);
              },
            ),
          );
        }
        sent = performance.now();
        await Promise.all(inFlight);
      });
      const achieved = total / ((sent - t0) / 1000);
      const phaseEnd = Date.now();
      if (heapSampleDir) log(`  promoted allocations sampled: ${await app.stopHeapSampling(heapSampleDir)}`);
      if (pgWaits) {
        const waits = await pgWaits.stop();
        const offset = pgWaits.startedAt - t0Epoch;
        for (const w of waits)
          log(
            `    pg ${Math.round(w.at_ms + offset)} ms: ${w.pid} ${w.state} ${w.wait} ${Math.round(w.running_ms)} ms ${w.query.replace(/\s+/g, ' ')}`,
          );
      }
      ownStalls.stop();
      const appStalls = stallsWithin(await app.loopStalls(), t0Epoch, phaseEnd);
      const generatorStalls = stallsWithin(ownStalls.take(), t0Epoch, phaseEnd);
      log(`  event loop stalls over 20 ms: app ${appStalls.length}, load generator ${generatorStalls.length}`);
      await sleep(1500); // let the projections' idle polls after the burst show too
      const statements = (await app.queryStats()).map((s) => ({
        sql: s.sql,
        per_command: round(s.calls / total, 2),
        mean_ms: round(s.total_ms / s.calls, 2),
      }));
      const steadyRetries = getRetries;
      const visible = samples.map((s) => s.visible);
      const column = (key: keyof Sample): number[] => samples.map((s) => s[key]);
      const pct = (key: keyof Sample, p: number) => round(percentile(column(key), p), 1);
      log(
        `  ${samples.length} commands at ${achieved.toFixed(1)}/s, ${errors} errors; visible p50 ${percentile(visible, 50).toFixed(1)} ms, p99 ${percentile(visible, 99).toFixed(1)} ms`,
      );
      // a failed command is rare and its cause otherwise lost with the run
      if (firstError) log(`  first error: ${firstError}`);
      const capacitySamples: number[] = [];
      let n = 0;
      const capacity = await closedLoop(8, 500, 4000, async () => {
        const sample = await createAndRead(session, `Capacity ${n++}`);
        capacitySamples.push(sample.visible);
      });
      log(
        `  closed loop, 8 in flight: ${capacity.perSecond.toFixed(0)} commands/s, visible p50 ${percentile(capacitySamples, 50).toFixed(1)} ms`,
      );
      return {
        command_visible_p50_ms: round(percentile(visible, 50), 1),
        command_visible_p99_ms: round(percentile(visible, 99), 1),
        command_visible_max_ms: round(Math.max(...visible), 1),
        command_post_p50_ms: pct('post', 50),
        command_post_p99_ms: pct('post', 99),
        command_get_p50_ms: pct('get', 50),
        command_get_p99_ms: pct('get', 99),
        target_rate_per_s: RATE,
        achieved_rate_per_s: round(achieved, 1),
        commands: samples.length,
        errors,
        get_retries: steadyRetries,
        ...(firstError ? { first_error: firstError } : {}),
        schedule_lag_max_ms: round(lagMax, 1),
        slowest: [...samples]
          .sort((a, b) => b.visible - a.visible)
          .slice(0, 10)
          .map((sample) => ({
            at_ms: round(sample.started - t0, 0),
            visible_ms: round(sample.visible, 1),
            post_ms: round(sample.post, 1),
            get_ms: round(sample.get, 1),
          })),
        app_loop_stalls: appStalls,
        generator_loop_stalls: generatorStalls,
        one_at_a_time_visible_p50_ms: round(percentile(alone.slice(10), 50), 1),
        closed_loop_capacity_per_s: round(capacity.perSecond, 1),
        closed_loop_visible_p50_ms: round(percentile(capacitySamples, 50), 1),
        cpu_ms_per_command: {
          app_ms: round(cpu.app_ms / total, 2),
          load_generator_ms: round(cpu.load_generator_ms / total, 2),
          postgres_ms: round(cpu.postgres_ms / total, 2),
        },
        statements_per_command: statements.filter((s) => s.per_command >= 0.05),
      };
    } finally {
      await pool.end();
      await app.stop();
    }
  });
}
