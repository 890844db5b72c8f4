// Starts the app (appServer.ts) in a child process and stops it.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ApiSession } from './http.js';
import type { StatementStats } from './queryStats.js';
import type { LoopStall } from './loopStalls.js';
import { round } from './stats.js';

export const DEMO_ADMIN = { email: 'admin@demo.practicum.test', password: 'Practicum!2026' };

export interface AppProcess {
  url: string;
  pid: number;
  /** Forgets the SQL statements counted so far. */
  resetQueryStats(): void;
  /** The SQL statements the app sent since the last reset, by text, most frequent first. */
  queryStats(): Promise<StatementStats[]>;
  /** The app's event loop stalls since the last call (see loopStalls.ts). */
  loopStalls(): Promise<LoopStall[]>;
  /** Starts sampling what the app allocates that outlives a scavenge (support/heapSampling.ts). */
  startHeapSampling(): Promise<void>;
  /** Stops it and has the app write the profile into `dir`; answers its path. */
  stopHeapSampling(dir: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * BENCH_CPU_PROFILE_DIR=<dir>: the app process writes a V8 CPU profile there when it stops.
 * BENCH_APP_NODE_FLAGS="--trace-gc …": more flags for the app process's node (NODE_OPTIONS refuses some).
 */
export async function startAppProcess(databaseUrl: string, options: { serveFrontend?: boolean } = {}): Promise<AppProcess> {
  const entry = fileURLToPath(new URL('./appServer.ts', import.meta.url));
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const child: ChildProcess = fork(entry, [], {
    execArgv: [
      '--import',
      'tsx',
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(process.env.BENCH_APP_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    env: {
      ...process.env,
      BENCH_APP_DATABASE_URL: databaseUrl,
      BENCH_SERVE_FRONTEND: options.serveFrontend ? '1' : '0',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    void exited.then((code) => reject(new Error(`the app process exited (${code}) before listening`)));
  });
  return {
    url,
    pid: child.pid!,
    resetQueryStats: () => void child.send('reset-stats'),
    queryStats: () => ask<StatementStats[]>(child, 'stats', 'stats'),
    loopStalls: () => ask<LoopStall[]>(child, 'loop-stalls', 'loopStalls'),
    startHeapSampling: () => ask<string>(child, 'heap-sampling-start', 'heapSampling').then(() => undefined),
    stopHeapSampling: (dir) => ask<string>(child, { heapSamplingStopInto: dir }, 'heapSampling'),
    async stop() {
      if (child.exitCode !== null) return;
      child.send('close');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Sends the child `message` and resolves with the `field` of its first answer that has one. */
const ask = <T>(child: ChildProcess, message: string | object, field: string): Promise<T> =>
  new Promise((resolve) => {
    const onMessage = (answer: unknown) => {
      const value = (answer as Record<string, unknown> | null)?.[field];
      if (value === undefined) return;
      child.off('message', onMessage);
      resolve(value as T);
    };
    child.on('message', onMessage);
    child.send(message);
  });

/** The statements `count` requests of `path` send (one at a time), each with its share per request and mean time. */
export async function statementsOf(app: AppProcess, session: ApiSession, path: string, count: number) {
  app.resetQueryStats();
  for (let i = 0; i < count; i++) await session.get(path);
  return (await app.queryStats())
    .map((s) => ({ sql: s.sql, per_request: round(s.calls / count, 2), mean_ms: round(s.total_ms / s.calls, 2) }))
    .filter((s) => s.per_request >= 0.05);
}
