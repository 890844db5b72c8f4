// placement_batch_500_ms: POST /api/placements/batch approving 500 ready
// placements in one request (the demo organization requires insurance, so every
// row's insurance is checked too), measured from sending to the answer with all
// 500 rows' outcomes. Loading: 500 placements of the demo trainee's current
// training (one per site id, so no two are duplicates), requested and joined, are
// appended to the event store through the placement decider's own events; the
// bench waits until the read model shows them ready.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PostgresEventStore } from '@practicum/shared/platform/eventstore/index';
import { placementStream, type PlacementEvent } from '@practicum/shared/domain/placements/index';
import { testMetadata } from '@practicum/projections/testing/testEvents';
import type { BenchServer } from './support/database.js';
import { withDatabase } from './support/database.js';
import { startAppProcess } from './support/appProcess.js';
import { ApiSession } from './support/http.js';
import { round, sleep } from './support/stats.js';

export interface PlacementBatchResult {
  placement_batch_500_ms: number;
  rows: number;
  approved: number;
  refused: number;
  runs_ms: number[];
}

const ROWS = 500;
const RUNS = 3;
const PASSWORD = 'Practicum!2026';

async function loadReadyPlacements(pool: pg.Pool, eventStore: PostgresEventStore): Promise<string[]> {
  const { rows } = await pool.query<{ trainee_id: string; training_id: string; organization_id: string; supervisor_id: string }>(
    `SELECT t.trainee_id, t.id AS training_id, t.organization_id,
            (SELECT id FROM users WHERE email = 'supervisor@demo.practicum.test') AS supervisor_id
       FROM trainings t JOIN users u ON u.id = t.trainee_id
      WHERE u.email = 'trainee@demo.practicum.test' AND t.start_at <= current_date::text AND t.end_at >= current_date::text`,
  );
  const facts = rows[0];
  if (!facts) throw new Error('the demo trainee has no current training');
  const ids: string[] = [];
  for (let i = 0; i < ROWS; i++) {
    const placementId = randomUUID();
    const events: PlacementEvent[] = [
      {
        type: 'PlacementRequested',
        data: {
          placementId,
          organizationId: facts.organization_id,
          traineeUserId: facts.trainee_id,
          trainingId: facts.training_id,
          siteId: randomUUID(),
          supervisorUserId: facts.supervisor_id,
          isCampus: false,
          comment: '',
          requestedBy: facts.trainee_id,
          requirements: [],
        },
      },
      { type: 'PlacementSupervisorJoined', data: { placementId, supervisorUserId: facts.supervisor_id, stage: 'ready' } },
    ];
    await eventStore.appendToStream(
      placementStream(placementId),
      events.map((e) => ({ type: e.type, data: e.data, metadata: testMetadata() })),
      { expectedRevision: 'no_stream' },
    );
    ids.push(placementId);
  }
  return ids;
}

async function waitUntilReady(pool: pg.Pool, ids: string[]): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM placements WHERE id = ANY($1::uuid[]) AND stage = 'ready'`,
      [ids],
    );
    if (rows[0]!.n === ids.length) return;
    await sleep(100);
  }
  throw new Error('the placements read model did not catch up');
}

export async function runPlacementBatch(server: BenchServer, log: (line: string) => void): Promise<PlacementBatchResult> {
  return withDatabase(server, 'bench_placements', async (db) => {
    const app = await startAppProcess(db.url);
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    const eventStore = PostgresEventStore.create(pool);
    try {
      const coordinator = await ApiSession.signIn(app.url, 'coordinator@demo.practicum.test', PASSWORD);
      const runs: number[] = [];
      let last = { approved: 0, refused: 0, rows: 0 };
      for (let run = 0; run < RUNS; run++) {
        const ids = await loadReadyPlacements(pool, eventStore);
        await waitUntilReady(pool, ids);
        const started = performance.now();
        const response = await coordinator.post('/api/placements/batch', { ids, status: 'approved' });
        runs.push(round(performance.now() - started, 1));
        if (response.status !== 200) throw new Error(`batch answered ${response.status}: ${response.body.slice(0, 300)}`);
        const body = JSON.parse(response.body) as { results: { ok: boolean }[]; succeeded: number; refused: number };
        last = { rows: body.results.length, approved: body.succeeded, refused: body.refused };
        log(`  run ${run + 1}: ${runs.at(-1)} ms, ${last.approved} approved, ${last.refused} refused of ${last.rows}`);
      }
      return { placement_batch_500_ms: Math.max(...runs), ...last, runs_ms: runs };
    } finally {
      await eventStore.close();
      await pool.end();
      await app.stop();
    }
  });
}
