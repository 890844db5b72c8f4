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
let entryId: string;

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
  entryId = entry.entryId;
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

  it('answers 422 for an as_of that is not a date and time, or one a timestamptz does not hold (the year 0)', async () => {
    for (const asOf of ['last-week', '0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00']) {
      const bad = await coordinator.get(`/api/reports/training-levels/${scenario.plan.levelId}?as_of=${encodeURIComponent(asOf)}`);
      expect([asOf, bad.status, bad.body.errors]).toEqual([asOf, 422, { as_of: ['The as of field must be a date and time.'] }]);
    }
  });
});

describe('issue 20 the as-of cut and the build limit (events stamped a day ahead, so no other event is stamped after them)', () => {
  const ahead = (seconds: number) => new Date(Date.parse(moment) + 86_400_000 + seconds * 1000).toISOString();
  const levelPath = () => `/api/reports/training-levels/${scenario.plan.levelId}`;
  const asOf = (at: string) => `${levelPath()}?as_of=${encodeURIComponent(at)}`;
  beforeAll(async () => {
    // in log order: a change stamped at +10 s, then one stamped earlier, at +5 s (its writer's clock ran behind),
    // then three more at +20, +30 and +40 s
    const stamped = (minutes: number, seconds: number) => ({
      ...entryChanged(scenario.training, entryId, { minutes }),
      occurredAt: ahead(seconds),
    });
    const last = await appendStreamEvents(t.app.eventStore, [
      stamped(300, 10),
      stamped(400, 5),
      stamped(20, 20),
      stamped(30, 30),
      stamped(40, 40),
    ]);
    coordinator.lastPosition = formatPosition(last!);
  });

  it('cuts the log just before the first event stamped after the moment, even when a later one is stamped earlier', async () => {
    const { rows } = await asOfRows(coordinator, asOf(ahead(7)));
    expect(mine(rows)).toEqual({ approved: 190 + 150, unapproved: 75 });
  });

  it('builds at most two snapshots at once: a third answers 202 queued with Retry-After, and is built when asked again', async () => {
    const answers = await Promise.all([ahead(25), ahead(35), ahead(45)].map((at) => coordinator.get(asOf(at))));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    const queued = answers.filter((a) => (a.body as { queued?: boolean }).queued === true);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.body).toEqual({ queued: true });
    expect(queued[0]!.headers['retry-after']).toBe('2');
    expect(answers.filter((a) => (a.body as { building?: boolean }).building === true)).toHaveLength(2);
    const totals = await Promise.all(
      [ahead(25), ahead(35), ahead(45)].map(async (at) => mine((await asOfRows(coordinator, asOf(at))).rows)),
    );
    expect(totals).toEqual([
      { approved: 190 + 20, unapproved: 75 },
      { approved: 190 + 30, unapproved: 75 },
      { approved: 190 + 40, unapproved: 75 },
    ]);
  });
});
