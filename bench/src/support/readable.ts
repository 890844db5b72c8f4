// $all is read only below the cluster's xmin horizon (postgresEventStore.ts): on a
// server shared with other work, an open transaction anywhere holds readers back.
// Benches that bulk-load events wait until the readers can see all of them, so a
// replay is timed over the whole history, not cut short by someone else's transaction.
import type pg from 'pg';

export async function waitUntilReadable(pool: pg.Pool, count: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ n: string }>(
      'select count(*) as n from es_events where tx_id < pg_snapshot_xmin(pg_current_snapshot())',
    );
    if (Number(rows[0]!.n) >= count) return;
    if (Date.now() > deadline)
      throw new Error(`only ${rows[0]!.n} of ${count} events readable after ${timeoutMs} ms (a transaction held open on the server)`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
