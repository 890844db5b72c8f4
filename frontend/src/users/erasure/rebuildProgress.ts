// How far the rebuild of every read model after an erasure has got, from the projections list the admin
// tools page reads: the projectors whose last rebuild started after the erasure, done or running.
export interface ProjectionRebuildRow {
  name: string;
  last_rebuild: {
    status: 'running' | 'done' | 'failed';
    processed: number;
    total: number | null;
    started_at: string;
  } | null;
}

export interface RebuildProgress {
  total: number;
  finished: number;
  failed: string[];
  running: { name: string; percent: number } | null;
  percent: number;
  complete: boolean;
}

export function rebuildProgressSince(rows: readonly ProjectionRebuildRow[], since: string): RebuildProgress {
  const start = Date.parse(since);
  const after = rows.filter((row) => row.last_rebuild && Date.parse(row.last_rebuild.started_at) >= start);
  const finished = after.filter((row) => row.last_rebuild!.status !== 'running');
  const current = after.find((row) => row.last_rebuild!.status === 'running');
  const currentShare = current?.last_rebuild?.total ? Math.min(1, current.last_rebuild.processed / current.last_rebuild.total) : 0;
  const total = rows.length;
  return {
    total,
    finished: finished.length,
    failed: finished.filter((row) => row.last_rebuild!.status === 'failed').map((row) => row.name),
    running: current ? { name: current.name, percent: Math.round(100 * currentShare) } : null,
    percent: total ? Math.min(100, (100 * (finished.length + currentShare)) / total) : 100,
    complete: finished.length >= total,
  };
}
