// Issue 20 items 4 and 6 as the admin meets them over the API: GET /api/admin/audit/verify walks the hash
// chain (intact on the demo data, then naming a row edited by hand), and /admin/tools/projections lists
// every projector with position and lag and rebuilds one in the background while reads keep working.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { projectors } from '@practicum/projections/registry';
import { signIn, startTestApp, type ApiClient, type TestApp } from './support/testApp.js';

let t: TestApp;
let admin: ApiClient;
let coordinator: ApiClient;

interface ProjectionRow {
  name: string;
  position: string | null;
  lag: number | null;
  last_rebuild: { status: string; processed: number; total: number | null } | null;
}

beforeAll(async () => {
  // its chain test edits an event by hand
  t = await startTestApp({ checksRebuild: false });
  admin = await signIn(t.app, 'admin');
  coordinator = await signIn(t.app, 'coordinator');
});
afterAll(() => t?.close());

describe('issue 20 projections admin', () => {
  it('lists every projector with its position and lag', async () => {
    const rows = (await admin.get('/api/admin/tools/projections').expect(200)).body as ProjectionRow[];
    expect(rows.map((row) => row.name).sort()).toEqual(projectors.map((p) => p.name).sort());
    for (const row of rows) {
      expect(row.position).toMatch(/^\d+\.\d+$/);
      expect(row.lag).toEqual(expect.any(Number));
    }
  });

  it('rebuilds one in the background, shows its progress to the end, and keeps serving reads meanwhile', async () => {
    const started = await admin.post('/api/admin/tools/projections/organizations/rebuild');
    expect(started.status).toBe(202);
    expect((await admin.post('/api/admin/tools/projections/organizations/rebuild')).status).toBe(409);
    await admin.get('/api/settings/maintenance_banner').expect(200);
    let row: ProjectionRow | undefined;
    for (let attempt = 0; attempt < 300; attempt++) {
      row = ((await admin.get('/api/admin/tools/projections').expect(200)).body as ProjectionRow[]).find((r) => r.name === 'organizations');
      if (row?.last_rebuild?.status !== 'running') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(row?.last_rebuild).toMatchObject({ status: 'done' });
    // the demo organizations' events, all of them: the bar's end is what the projector reads
    expect(row!.last_rebuild!.processed).toBeGreaterThan(0);
    expect(row!.last_rebuild!.processed).toBeGreaterThanOrEqual(row!.last_rebuild!.total!);
    await admin.get('/api/settings/maintenance_banner').expect(200);
  });

  it('is the admin’s: a coordinator is refused, an unknown projector is 404', async () => {
    await coordinator.get('/api/admin/tools/projections').expect(403);
    expect((await coordinator.post('/api/admin/tools/projections/organizations/rebuild')).status).toBe(403);
    expect((await admin.post('/api/admin/tools/projections/nothing/rebuild')).status).toBe(404);
  });
});

describe('issue 20 history verification', () => {
  it('finds the demo history intact, then names an event edited by hand', async () => {
    const intact = (await admin.get('/api/admin/audit/verify').expect(200)).body as { ok: boolean; checked: number; problems: unknown[] };
    expect(intact).toMatchObject({ ok: true, problems: [] });
    expect(intact.checked).toBeGreaterThan(100);
    const { rows } = await t.app.pool.query<{ seq: string; event_id: string }>(
      "select seq::text, event_id::text from es_events where type = 'TrainingChanged' order by seq limit 1",
    );
    await t.app.pool.query(`update es_events set data = jsonb_set(data, '{changes,startAt}', '"2020-01-01"') where seq = $1`, [
      rows[0]!.seq,
    ]);
    const altered = (await admin.get('/api/admin/audit/verify').expect(200)).body as {
      ok: boolean;
      problems: { kind: string; event_id: string }[];
    };
    expect(altered.ok).toBe(false);
    expect(altered.problems).toEqual([expect.objectContaining({ kind: 'altered', event_id: rows[0]!.event_id })]);
    await coordinator.get('/api/admin/audit/verify').expect(403);
  });
});
