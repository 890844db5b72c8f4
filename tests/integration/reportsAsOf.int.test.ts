// Issue 20: the training level report as of a moment (GET /api/reports/training-levels/{id}?as_of=): the
// reports projector replayed up to that moment's position into a snapshot schema, 202 with progress while
// it builds, then the totals as they stood; cached per position.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { activityLogged, appendStreamEvents, entryChanged, entryReviewed } from '@practicum/projections/testing/reportEvents';
import { AS_OF_TABLE } from '@practicum/projections/runner/asOfTable';
import { demoParty, reportScenario } from './support/reportFixtures.js';
import { signIn, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let scenario: Awaited<ReturnType<typeof reportScenario>>;
let moment: string;

interface Row {
  id: string;
  training_report: { totals: { time: { approved: number; unapproved: number } } };
}
const mine = (rows: Row[]) => rows.find((row) => row.id === scenario.training.trainingId)?.training_report.totals.time;

/** Polls the as-of read (202 while its snapshot builds) until it answers the rows; returns the progress seen. */
async function asOfRows(client: ApiClient, path: string): Promise<{ rows: Row[]; progress: unknown[] }> {
  const progress: unknown[] = [];
  for (;;) {
    const response = await client.get(path);
    if (response.status === 200) return { rows: response.body as Row[], progress };
    expect(response.status).toBe(202);
    progress.push(response.body);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  coordinator = await signIn(t.app, 'coordinator');
  const trainee = await demoParty(await signIn(t.app, 'trainee'));
  scenario = await reportScenario(t.app, trainee, null, 'As-of level');
  const individual = scenario.plan.types[0]!.activityTypeId;
  const entry = activityLogged(scenario.training, { activityTypeId: individual, minutes: 60 });
  await appendStreamEvents(t.app.eventStore, [
    entry.event,
    entryReviewed(scenario.training, entry.entryId, 'ActivityEntrySubmitted'),
    entryReviewed(scenario.training, entry.entryId, 'ActivityEntryApproved'),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 20));
  moment = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  // after the moment, the approved hour becomes two and a half
  const changed = await appendStreamEvents(t.app.eventStore, [entryChanged(scenario.training, entry.entryId, { minutes: 150 })]);
  coordinator.lastPosition = formatPosition(changed!);
});

describe('issue 20 level report as of a moment', () => {
  it('shows the totals as they stood then, while the report now has the change', async () => {
    const levelPath = `/api/reports/training-levels/${scenario.plan.levelId}`;
    const now = (await coordinator.get(levelPath).expect(200)).body as Row[];
    expect(mine(now)).toEqual({ approved: 190 + 150, unapproved: 75 });

    const { rows, progress } = await asOfRows(coordinator, `${levelPath}?as_of=${encodeURIComponent(moment)}`);
    expect(mine(rows)).toEqual({ approved: 190 + 60, unapproved: 75 });
    expect(progress[0]).toMatchObject({ building: true, processed: expect.any(Number) });

    // the same moment again reads the kept snapshot at once
    const again = await coordinator.get(`${levelPath}?as_of=${encodeURIComponent(moment)}`).expect(200);
    expect(mine(again.body as Row[])).toEqual({ approved: 250, unapproved: 75 });
    const kept = await t.app.knex(AS_OF_TABLE).where({ projector: 'reports', status: 'done' }).select('total', 'processed');
    expect(kept.length).toBeGreaterThan(0);
  });

  it('before the level existed, the report as of then is empty', async () => {
    const { rows } = await asOfRows(coordinator, `/api/reports/training-levels/${scenario.plan.levelId}?as_of=2000-01-01T00:00:00Z`);
    expect(rows).toEqual([]);
  });

  it('answers 422 for an as_of that is not a date and time', async () => {
    const bad = await coordinator.get(`/api/reports/training-levels/${scenario.plan.levelId}?as_of=last-week`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.as_of).toEqual(['The as of field must be a date and time.']);
  });
});
