// CPU time of processes on this machine (Linux /proc), to split a phase's cost
// between the app process, the load generator and the PostgreSQL backends serving
// one database (found through pg_stat_activity; only meaningful when the server
// runs on this machine, and 0 where /proc is not readable).
import { readFileSync } from 'node:fs';
import type pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** utime + stime of a process, in ms; 0 when it cannot be read. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

export async function backendPids(pool: pg.Pool, database: string): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database]);
  return rows.map((row) => row.pid);
}

export interface CpuSplit {
  app_ms: number;
  load_generator_ms: number;
  postgres_ms: number;
}

/** Runs `body` and reports the CPU each side used meanwhile. */
export async function measureCpu<T>(
  pool: pg.Pool,
  database: string,
  appPid: number | null,
  body: () => Promise<T>,
): Promise<{ result: T; cpu: CpuSplit }> {
  const backendsBefore = await backendPids(pool, database);
  const before = new Map(backendsBefore.map((pid) => [pid, processCpuMs(pid)]));
  const appBefore = appPid ? processCpuMs(appPid) : 0;
  const selfBefore = process.cpuUsage();
  const result = await body();
  const self = process.cpuUsage(selfBefore);
  const appMs = appPid ? processCpuMs(appPid) - appBefore : 0;
  // Backends that started during the phase count from 0.
  const backendsAfter = await backendPids(pool, database);
  let postgresMs = 0;
  for (const pid of new Set([...backendsBefore, ...backendsAfter])) postgresMs += Math.max(0, processCpuMs(pid) - (before.get(pid) ?? 0));
  return { result, cpu: { app_ms: appMs, load_generator_ms: (self.user + self.system) / 1000, postgres_ms: postgresMs } };
}
