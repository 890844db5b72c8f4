// report_level_p99_ms: GET /api/reports/training-levels/:levelId (the training
// level report, all faculty) over 500 trainees with 200 logged activities each
// (about 60 % approved, a third at a placement), one client, back to back.
// Baseline, in the same run and the same app: GET /api/users/current (one user
// row, its positions and organizations), a trivial read.
//
// Loading: the events (level, catalogue, plan, 500 TrainingAssigned, 100,000
// ActivityLogged, 60,000 ActivityEntryApproved) are bulk-written into the event
// store in order, then every projector is rebuilt over them before the app starts.
import { randomUUID } from 'node:crypto';
import { activityLogged, entryReviewed, planEvents, trainingAssigned, type StreamEvent } from '@practicum/projections/testing/reportEvents';
import { testMetadata } from '@practicum/projections/testing/testEvents';
import type { BenchServer } from './support/database.js';
import { withPoolAndApp } from './support/poolAndApp.js';
import { DEMO_ADMIN } from './support/appProcess.js';
import { ApiSession, keepAliveAgent, timedGets as timed } from './support/http.js';
import type { BulkEvent } from './support/organizationEvents.js';
import { loadProjectedEvents, type LoadFigures } from './support/projectedEvents.js';
import { P99_SAMPLING, percentile, round, sleep } from './support/stats.js';

export interface ReportLevelResult extends LoadFigures {
  report_level_p99_ms: number;
  report_level_p50_ms: number;
  baseline_p99_ms: number;
  baseline_p50_ms: number;
  /** Level report p99 over baseline p99. */
  report_level_ratio: number;
  trainees: number;
  activities_per_trainee: number;
  events: number;
  samples: number;
  response_bytes: number;
}

const TRAINEES = 500;
const ACTIVITIES = 200;

function reportEvents(): { levelId: string; events: BulkEvent[] } {
  const organizationId = randomUUID();
  const { plan, events: setup } = planEvents(
    organizationId,
    [
      { name: 'Individual', hours: 60, color: '#1976d2' },
      { name: 'Group', hours: 40, color: '#9c27b0' },
      { name: 'Supervision', hours: 20, color: '#2e7d32' },
    ],
    'Bench level',
  );
  const placements = [randomUUID(), randomUUID()];
  const first: StreamEvent[] = [...setup];
  const later: StreamEvent[] = [];
  for (let t = 0; t < TRAINEES; t++) {
    const { training, event } = trainingAssigned(
      plan,
      { userId: randomUUID(), positionId: randomUUID() },
      { facultyPositionId: randomUUID() },
    );
    first.push(event);
    for (let a = 0; a < ACTIVITIES; a++) {
      const type = plan.types[a % plan.types.length]!;
      const entry = activityLogged(training, {
        activityTypeId: type.activityTypeId,
        minutes: 30 + (a % 4) * 15,
        placementId: a % 3 === 0 ? placements[a % 2]! : null,
      });
      first.push(entry.event);
      if (a % 5 < 3) later.push(entryReviewed(training, entry.entryId, 'ActivityEntryApproved'));
    }
  }
  // entry streams: logged at revision 0, approved at 1; the catalogue stream grows by one per type
  const revisions = new Map<string, number>();
  const events = [...first, ...later].map(({ streamId, event }): BulkEvent => {
    const revision = revisions.get(streamId) ?? 0;
    revisions.set(streamId, revision + 1);
    return { eventId: randomUUID(), streamId, revision, type: event.type, data: event.data, metadata: testMetadata() };
  });
  return { levelId: plan.levelId, events };
}

export async function runReportLevel(server: BenchServer, log: (line: string) => void): Promise<ReportLevelResult> {
  return withPoolAndApp(server, 'report', 4, async ({ db, pool, startApp }) => {
    const { levelId, events } = reportEvents();
    // one writer: the global order must keep each entry's approval after its logging
    const { figures: loadFigures } = await loadProjectedEvents(pool, db.url, events, { batchSize: 2000, writers: 1 }, log);
    const running = await startApp();
    const session = await ApiSession.signIn(running.url, DEMO_ADMIN.email, DEMO_ADMIN.password, keepAliveAgent(2));
    // the demo data the app seeded on start reaches its read models
    while ((await session.get('/api/users/current')).status !== 200) await sleep(100);
    const levelPath = `/api/reports/training-levels/${levelId}`;
    const check = await session.get(levelPath);
    const rows = JSON.parse(check.body) as { training_report: { totals: { time: { approved: number } } } }[];
    if (rows.length !== TRAINEES) throw new Error(`the level report has ${rows.length} rows, not ${TRAINEES}`);
    await timed(session, levelPath, P99_SAMPLING.warmup);
    await timed(session, '/api/users/current', P99_SAMPLING.warmup);
    // interleaved halves, so load from elsewhere on the machine hits both alike
    const level: number[] = [];
    const baseline: number[] = [];
    let bytes = 0;
    for (let round_ = 0; round_ < 2; round_++) {
      const b = await timed(session, '/api/users/current', P99_SAMPLING.samples / 2);
      const l = await timed(session, levelPath, P99_SAMPLING.samples / 2);
      baseline.push(...b.ms);
      level.push(...l.ms);
      bytes = l.bytes;
    }
    const p99 = percentile(level, 99);
    const baseP99 = percentile(baseline, 99);
    return {
      report_level_p99_ms: round(p99, 1),
      report_level_p50_ms: round(percentile(level, 50), 1),
      baseline_p99_ms: round(baseP99, 1),
      baseline_p50_ms: round(percentile(baseline, 50), 1),
      report_level_ratio: round(p99 / baseP99, 2),
      trainees: TRAINEES,
      activities_per_trainee: ACTIVITIES,
      events: events.length,
      samples: P99_SAMPLING.samples,
      response_bytes: bytes,
      ...loadFigures,
    };
  });
}
