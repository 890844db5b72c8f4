// Placements over HTTP and a real database (issue 15, PLACE-01 … 26): request,
// duplicates (20 at once), the supervisor's join, decisions, batch approval
// with per-row results, toggles, time on site, and who sees which placement.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { placementMessages as msg, type PlacementBatchResult, type PlacementRecord } from '@practicum/shared/domain/placements/index';
import type { SiteRecord } from '@practicum/shared/domain/sites/index';
import { placementFixture, supervisorSites, trainingsOf, userIdOf } from './support/placementFixture.js';
import { day as dayFromToday } from './support/activityLogFixture.js';
import { catchUpToHead, signedInMember, testHarnessForFile, type ApiClient } from './support/testApp.js';

const t = testHarnessForFile();
let coordinator: ApiClient;
let supervisor: ApiClient;
let trainee: ApiClient;
/** Lena Schmidt: insured, one seeded placement (ready, at the third site). */
let lena: ApiClient;
let faculty: ApiClient;
let supervisorId: string;
let traineeId: string;
let lenaId: string;
let lenaTraining: string;
let nextTraining: string;
/** The demo trainee's placement left open (the supervisor never joins it). */
let openId: string;
/** The demo supervisor's sites (published, approved, accepting), by name. */
let harbor: SiteRecord;
let riverside: SiteRecord;
let lakeview: SiteRecord;

const list = async (client: ApiClient, filter: object = {}) => {
  const response = await client.get(`/api/placements?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`).expect(200);
  return { rows: response.body as PlacementRecord[], total: Number(String(response.headers['content-range']).split('/')[1]) };
};
const request = (client: ApiClient, body: object) => client.post('/api/placements', body);
const placementAt = (site: SiteRecord, training = lenaTraining) => ({
  training_id: training,
  supervision_site_id: site.id,
  supervisor_id: supervisorId,
});

const refused = <R extends { status: number; body: { errors?: Record<string, string[]>; message?: string } }>(call: () => PromiseLike<R>) =>
  t.refusedWithoutEvents(call);

beforeAll(async () => {
  [coordinator, supervisor, trainee, faculty, lena] = await t.signInAll([
    'coordinator',
    'supervisor',
    'trainee',
    'faculty',
    'lena.schmidt',
  ]);
  await catchUpToHead(t.app, coordinator, supervisor, trainee, faculty, lena);
  [supervisorId, traineeId, lenaId] = await Promise.all([
    userIdOf(t.app, 'supervisor'),
    userIdOf(t.app, 'trainee'),
    userIdOf(t.app, 'lena.schmidt'),
  ]);
  [, , nextTraining] = (await trainingsOf(t.app, traineeId)).map((row) => row.id) as [string, string, string];
  lenaTraining = (await trainingsOf(t.app, lenaId))[0]!.id;
  const mine = await supervisorSites(coordinator, supervisorId);
  const named = (name: string) => mine.get(name)!;
  [harbor, riverside, lakeview] = [
    named('Harbor Counseling Center'),
    named('Riverside Family Clinic'),
    named('Lakeview Behavioral Health'),
  ];
});

describe('PLACE-18 PLACE-05 when a trainee requests a placement', () => {
  let id: string;
  it('opens it, and the trainee sees it with the site, supervisor and the open label (PLACE-11)', async () => {
    const response = await request(lena, { ...placementAt(harbor), comment: 'Mondays and Wednesdays' });
    expect(response.status).toBe(201);
    id = response.body.id as string;
    expect(response.body).toMatchObject({ status: 'open', supervisor_joined: false });
    const { rows } = await list(lena);
    expect(rows.find((r) => r.id === id)).toMatchObject({
      status: 'open',
      status_color: 'warning',
      standing: 'decision pending',
      decision: 'pending',
      supervision_site: { id: harbor.id, name: harbor.name },
      supervisor: { id: supervisorId, name: 'Sofia Singh' },
      trainee: { id: lenaId },
      comments: 'Mondays and Wednesdays',
      is_campus: false,
    });
  });
  it('PLACE-17 refuses the same trainee, site and training again, and writes nothing', async () => {
    const response = await refused(() => request(lena, placementAt(harbor)));
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ supervision_site_id: [msg.duplicate] });
    // another trainee at the same site is another placement
    const another = await request(trainee, placementAt(lakeview, nextTraining));
    expect(another.status).toBe(201);
    openId = another.body.id as string;
  });
  it('PLACE-17 of 20 concurrent duplicate requests exactly one makes a placement', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(lena, placementAt(riverside))));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422).every((a) => a.body.errors.supervision_site_id[0] === msg.duplicate)).toBe(true);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(19);
    const { rows } = await t.app.pool.query(
      `SELECT count(*)::int AS n FROM es_events WHERE type = 'PlacementRequested' AND data->>'siteId' = $1 AND data->>'trainingId' = $2`,
      [riverside.id, lenaTraining],
    );
    expect(rows[0].n).toBe(1);
  });
  it('refuses bad input with field errors, a supervisor not of the site and another trainee’s training', async () => {
    const empty = await refused(() => request(lena, {}));
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['supervision_site_id', 'supervisor_id', 'training_id']);
    const facultyId = await userIdOf(t.app, 'faculty');
    const wrong = await refused(() => request(lena, { ...placementAt(lakeview), supervisor_id: facultyId }));
    expect(wrong.body.errors).toEqual({ supervisor_id: [msg.invalidSupervisor] });
    const otherTraining = nextTraining; // the demo trainee's
    const foreign = await refused(() => request(lena, placementAt(lakeview, otherTraining)));
    expect(foreign.body.errors).toEqual({ training_id: [msg.invalidTraining] });
    expect((await refused(() => request(supervisor, placementAt(lakeview)))).status).toBe(422); // no trainee named
  });
  it('SITES-17 the site now has placements and cannot be deleted', async () => {
    const response = await refused(() => coordinator.delete(`/api/supervision-sites/${harbor.id}`));
    expect(response.status).toBe(409);
  });

  describe('PLACE-16 PLACE-15 PLACE-25 then the supervisor joins and the coordinator decides (supervisor, status, archive, recurring calls)', () => {
    it('refuses a decision before the supervisor joined', async () => {
      const response = await refused(() => coordinator.patch(`/api/placements/${id}/status`, { status: 'approved' }));
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(msg.supervisorMustJoin);
    });
    it('PLACE-12 only the named supervisor joins; with nothing to sign the placement is ready and needs review (PLACE-04 ready filter)', async () => {
      expect((await refused(() => coordinator.patch(`/api/placements/${id}/supervisor`))).status).toBe(403);
      const joined = await supervisor.patch(`/api/placements/${id}/supervisor`);
      expect(joined.status).toBe(200);
      expect(joined.body.status).toBe('ready');
      coordinator.lastPosition = supervisor.lastPosition;
      const ready = await list(coordinator, { ready: true });
      expect(ready.rows.map((r) => r.id)).toContain(id);
      expect(ready.rows.every((r) => r.status === 'ready' && r.status_color === 'primary' && r.needs_review)).toBe(true);
    });
    it('DASH-29 counts ready and signature-required placements for review', async () => {
      const counts = (await coordinator.get('/api/placements/counts').expect(200)).body as { ready: number; require_signature: number };
      expect(counts.ready).toBeGreaterThanOrEqual(1);
      // the demo trainee's placement whose site agreement waits for the supervisor's signature (seeded)
      expect(counts.require_signature).toBe(1);
    });
    it('DASH-29 the review tab lists exactly what its badge counts: ready or signature required, none archived', async () => {
      const review = await list(coordinator, { needs_review: true });
      const [ready, signature] = [await list(coordinator, { ready: true }), await list(coordinator, { signature_required: true })];
      const union = new Set([...ready.rows, ...signature.rows].map((r) => r.id));
      expect(review.rows.map((r) => r.id).sort()).toEqual([...union].sort());
      expect(review.total).toBe(union.size);
      expect(review.rows.every((r) => r.status !== 'archived' && (r.status === 'ready' || r.signature_required))).toBe(true);
    });
    it('only a coordinator approves; the approved placement shows its approval date (PLACE-13)', async () => {
      expect((await refused(() => supervisor.patch(`/api/placements/${id}/status`, { status: 'approved' }))).status).toBe(403);
      const approved = await coordinator.patch(`/api/placements/${id}/status`, { status: 'approved' });
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('approved');
      const shown = (await coordinator.get(`/api/placements/${id}`).expect(200)).body as PlacementRecord;
      expect(shown).toMatchObject({ status: 'approved', status_color: 'success', standing: 'approved', decision: 'approved' });
      expect(shown.status_date).toBe(shown.approved_at);
    });
    it('PLACE-26 the trainee logs time on site; a second log replaces the day; a day to come is refused', async () => {
      const day = new Date().toISOString().slice(0, 10);
      expect((await lena.patch(`/api/placements/${id}/time-on-site`, { date: day, minutes: 240 })).status).toBe(200);
      const again = await lena.patch(`/api/placements/${id}/time-on-site`, { date: day, minutes: 300 });
      expect(again.body.minutes).toBe(300);
      expect((await lena.get(`/api/placements/${id}`).expect(200)).body.time_on_site_minutes).toBe(300);
      const tooLong = await refused(() => lena.patch(`/api/placements/${id}/time-on-site`, { date: day, minutes: 1441 }));
      expect(tooLong.body.errors).toEqual({ minutes: ['The minutes field must not be greater than 1440.'] });
      // a day to come is refused on Date, as the activity log refuses it, and changes nothing
      const future = await refused(() => lena.patch(`/api/placements/${id}/time-on-site`, { date: dayFromToday(1), minutes: 60 }));
      expect(future.status).toBe(422);
      expect(future.body.errors.date).toContain('The date cannot be in the future.');
      expect((await refused(() => supervisor.patch(`/api/placements/${id}/time-on-site`, { date: day, minutes: 60 }))).status).toBe(403);
    });
    it('PLACE-14 archive and recurring toggle; an archived placement lists as archived and is not decided', async () => {
      const archived = await coordinator.patch(`/api/placements/${id}/archive`);
      expect(archived.body.status).toBe('archived');
      const shown = (await coordinator.get(`/api/placements/${id}`).expect(200)).body as PlacementRecord;
      expect(shown).toMatchObject({ status: 'archived', status_color: 'default', standing: 'closed' });
      expect(shown.archived_at).not.toBeNull();
      expect((await refused(() => coordinator.patch(`/api/placements/${id}/status`, { status: 'denied' }))).body.message).toBe(
        msg.archived,
      );
      expect((await coordinator.patch(`/api/placements/${id}/archive`)).body.status).toBe('approved');
      expect((await coordinator.patch(`/api/placements/${id}/recurring`)).body.recurring).toBe(true);
      expect((await coordinator.patch(`/api/placements/${id}/recurring`, { recurring: true })).body.position).toBeNull();
      expect((await refused(() => lena.patch(`/api/placements/${id}/archive`))).status).toBe(403);
    });
  });
});

describe('PLACE-20 PLACE-21 who sees which placement', () => {
  it('a supervisor sees only their placements, faculty their trainees’, a trainee their own', async () => {
    const facultyId = await userIdOf(t.app, 'faculty');
    const facultySite = [...(await supervisorSites(coordinator, facultyId)).values()].find((s) => s.accepting_trainees)!;
    const other = await request(lena, { ...placementAt(facultySite), supervisor_id: facultyId });
    expect(other.status).toBe(201);
    supervisor.lastPosition = faculty.lastPosition = lena.lastPosition;
    expect((await list(supervisor)).rows.every((r) => r.supervisor_id === supervisorId)).toBe(true);
    expect((await list(supervisor)).rows.map((r) => r.id)).not.toContain(other.body.id);
    await supervisor.get(`/api/placements/${other.body.id as string}`).expect(404);
    expect((await list(faculty)).rows.map((r) => r.id)).toContain(other.body.id);
    expect((await list(lena)).rows.every((r) => r.trainee_id === lenaId)).toBe(true);
  });
  it('the placement’s trainee, supervisor, training faculty and coordinator read it; another trainee of the organization does not', async () => {
    const fixture = await placementFixture(t.app, { trainee: 'maya.patel', outsider: 'lena.schmidt' });
    const { coordinator: c, trainee: placed, supervisor: s, faculty: f, outsider } = fixture.clients;
    for (const party of [c, placed, s, f])
      expect((await party.get(`/api/placements/${fixture.placementId}`).expect(200)).body.trainee_id).toBe(fixture.ids.trainee);
    await outsider.get(`/api/placements/${fixture.placementId}`).expect(404);
    expect((await list(outsider)).rows.map((r) => r.id)).not.toContain(fixture.placementId);
  });
  it('a member who does not read a placement is told 404 on every write, as its read; a party who may not act, 403', async () => {
    const fixture = await placementFixture(t.app, { trainee: 'maya.patel', outsider: 'lena.schmidt' });
    const { trainee: placed, faculty: f, siteContact, outsider } = fixture.clients;
    const tag = randomUUID().slice(0, 8);
    const otherFaculty = await signedInMember(
      t.app,
      { first_name: 'Fay', last_name: `Faculty ${tag}`, email: `fay.${tag}@demo.practicum.test` },
      { organizationId: fixture.organizationId, role: 'faculty' },
    );
    otherFaculty.client.lastPosition = outsider.lastPosition;
    const path = `/api/placements/${fixture.placementId}`;
    const day = new Date().toISOString().slice(0, 10);
    const writes = (client: ApiClient) => [
      () => client.patch(`${path}/supervisor`),
      () => client.patch(`${path}/status`, { status: 'denied' }),
      () => client.patch(`${path}/archive`),
      () => client.patch(`${path}/recurring`),
      () => client.patch(`${path}/time-on-site`, { date: day, minutes: 60 }),
    ];
    // a site contact the placement does not name, another trainee, faculty of other trainings
    for (const stranger of [siteContact, outsider, otherFaculty.client]) {
      await stranger.get(path).expect(404);
      for (const write of writes(stranger)) expect((await refused(write)).status).toBe(404);
    }
    // the placement's trainee and its training's faculty read it, and are told they may not decide it
    for (const party of [placed, f]) {
      await party.get(path).expect(200);
      const response = await refused(() => party.patch(`${path}/archive`));
      expect([response.status, response.body.message]).toEqual([403, msg.coordinatorsOnly]);
    }
  });
  it('another organization’s coordinator sees none and cannot decide one (404)', async () => {
    const stranger = await t.otherOrganizationCoordinator();
    const { rows } = await list(coordinator);
    // the clinic's own placements only (its demo interns are placed with its supervisor), none of ours
    const theirs = (await list(stranger)).rows.map((p) => p.id);
    expect(theirs.filter((id) => rows.some((ours) => ours.id === id))).toEqual([]);
    await stranger.get(`/api/placements/${rows[0]!.id}`).expect(404);
    expect((await refused(() => stranger.patch(`/api/placements/${rows[0]!.id}/status`, { status: 'denied' }))).status).toBe(404);
  });
});

describe('PLACE-14 batch decisions answer every row', () => {
  it('approves the ready ones and names why the others were refused', async () => {
    const ready: string[] = [];
    // Omar Haddad is insured; last term's training is not covered by the demo trainee's current insurance
    const omar = await t.signIn('omar.haddad');
    const omarTraining = (await trainingsOf(t.app, await userIdOf(t.app, 'omar.haddad')))[0]!.id;
    for (const [client, site, training] of [
      [trainee, riverside, nextTraining],
      [omar, harbor, omarTraining],
    ] as const) {
      const created = await request(client, placementAt(site, training));
      expect(created.status).toBe(201);
      ready.push(created.body.id as string);
    }
    await supervisor.patch(`/api/placements/${ready[0]!}/supervisor`);
    await supervisor.patch(`/api/placements/${ready[1]!}/supervisor`);
    const open = openId;
    const response = await coordinator.post('/api/placements/batch', { ids: [...ready, open], status: 'approved' });
    expect(response.status).toBe(200);
    expect(response.body.results as PlacementBatchResult[]).toEqual([
      { id: ready[0], ok: true, status: 'approved', message: null },
      { id: ready[1], ok: true, status: 'approved', message: null },
      { id: open, ok: false, status: null, message: msg.supervisorMustJoin },
    ]);
    expect(response.body).toMatchObject({ succeeded: 2, refused: 1 });
    const approved = await list(coordinator, { status: 'approved' });
    expect(approved.rows.map((r) => r.id)).toEqual(expect.arrayContaining(ready));
  });
  it('refuses a batch without ids or with an unknown status (422)', async () => {
    const response = await refused(() => coordinator.post('/api/placements/batch', { ids: [], status: 'archived' }));
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['ids', 'status']);
  });
});
