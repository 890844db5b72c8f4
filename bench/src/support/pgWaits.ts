// What the database's backends waited on, sampled every few ms during a phase: a stall that hits every
// in-flight command at once while no event loop is blocked is waiting in PostgreSQL, and this says on what.
import pg from 'pg';

export interface PgWait {
  at_ms: number;
  pid: number;
  wait: string;
  state: string;
  query: string;
  /** How long the backend's current statement (or transaction, when idle in one) had been running, ms. */
  running_ms: number;
}

export function samplePgWaits(url: string, database: string, everyMs = 5): { stop(): Promise<PgWait[]>; startedAt: number } {
  const client = new pg.Client({ connectionString: url });
  const waits: PgWait[] = [];
  const startedAt = Date.now();
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query<Omit<PgWait, 'at_ms'>>(
        `select pid, coalesce(wait_event_type || ':' || wait_event, '') as wait, state, left(query, 120) as query,
           (extract(epoch from clock_timestamp() - coalesce(case when state = 'active' then query_start end, xact_start)) * 1000)::float8 as running_ms
         from pg_stat_activity
         where datname = $1 and pid <> pg_backend_pid() and state <> 'idle'
           and (wait_event_type in ('Lock', 'LWLock', 'IO', 'IPC', 'Timeout') or clock_timestamp() - coalesce(query_start, now()) > interval '10 ms')`,
        [database],
      );
      const at = Date.now() - startedAt;
      for (const row of rows) waits.push({ at_ms: at, ...row });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    startedAt,
    async stop() {
      running = false;
      await loop.catch(() => undefined);
      await client.end();
      return waits;
    },
  };
}
