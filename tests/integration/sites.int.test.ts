import { beforeAll, describe, expect, it } from '@jest/globals';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { runSiteExpiry } from '@practicum/command-service/sites/expiryJob';
import { siteDecider, siteMessages, siteStream, type SiteRecord, type SiteTagRecord } from '@practicum/shared/domain/sites/index';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { TINY_PDF, uploadFile } from './support/uploads.js';
import { otherOrganizationCoordinator, refusedWithoutEvents, signInAtHead, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let coordinator: ApiClient;
let supervisor: ApiClient;
let trainee: ApiClient;
let tags: SiteTagRecord[];

const list = async (client: ApiClient, filter: object = {}, range = [0, 99]) => {
  const response = await client
    .get(`/api/supervision-sites?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${JSON.stringify(range)}`)
    .expect(200);
  return { rows: response.body as SiteRecord[], total: Number(String(response.headers['content-range']).split('/')[1]) };
};
const tagId = (name: string) => tags.find((tag) => tag.name === name)!.id;

const refused = (call: () => PromiseLike<{ status: number; body: { errors?: Record<string, string[]>; message?: string } }>) =>
  refusedWithoutEvents(t.app, call);

beforeAll(async () => {
  [coordinator, supervisor, trainee] = await signInAtHead(t.app, ['coordinator', 'supervisor', 'trainee']);
  tags = (await coordinator.get('/api/site-tags?range=[0,49]').expect(200)).body as SiteTagRecord[];
});

describe('SITES-01 SITES-04 SITES-20 the demo directory', () => {
  it('lists every site of the organization to the coordinator, in every status', async () => {
    const { total, rows } = await list(coordinator);
    expect(total).toBe(61);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['approved', 'pending', 'rejected', 'on_hold', 'closed', 'expired']));
    expect(rows.find((r) => r.name === 'Sunrise Recovery Center')).toMatchObject({
      status: 'pending',
      status_label: 'decision pending',
      status_color: 'warning',
      published: false,
    });
  });
  it('lists only published sites to a trainee, without the coordinator-only tag', async () => {
    const { total, rows } = await list(trainee);
    expect(total).toBe(30);
    expect(rows.every((r) => r.published && r.status === 'approved')).toBe(true);
    expect(rows.flatMap((r) => r.tags.map((tag) => tag.name))).not.toContain('Coordinator review');
    const traineeTags = (await trainee.get('/api/site-tags').expect(200)).body as SiteTagRecord[];
    expect(traineeTags.map((tag) => tag.name)).not.toContain('Coordinator review');
    expect(tags.map((tag) => tag.name)).toContain('Coordinator review');
    // filtering by the hidden tag finds nothing: for the trainee it does not exist
    expect((await list(trainee, { tag_id: tagId('Coordinator review') })).total).toBe(0);
    expect((await list(coordinator, { tag_id: tagId('Coordinator review') })).total).toBe(6);
  });
  it('shows a supervisor the published sites and their own', async () => {
    const { rows } = await list(supervisor);
    expect(rows.filter((r) => !r.published).map((r) => r.name)).toEqual(['Sunrise Recovery Center']);
  });
  it('filters by state, county, tag, status, search, expired and decision pending (SITES-02)', async () => {
    expect((await list(coordinator, { state: 'NY' })).rows.map((r) => r.city).sort()).toEqual([
      'Albany',
      'Brooklyn',
      'New York',
      'New York',
      'Rochester',
    ]);
    expect((await list(coordinator, { state: 'IL', county: 'Cook' })).total).toBe(2);
    expect((await list(coordinator, { status: 'on_hold' })).total).toBe(4);
    expect((await list(coordinator, { expired: true })).total).toBe(3);
    expect((await list(coordinator, { decision_pending: true })).total).toBe(11);
    expect((await list(coordinator, { q: 'Sunrise' })).rows.map((r) => r.name)).toEqual(['Sunrise Recovery Center']);
    const telehealth = await list(trainee, { tag_id: tagId('Telehealth') });
    expect(telehealth.total).toBeGreaterThan(0);
    expect(telehealth.rows.every((r) => r.tags.some((tag) => tag.name === 'Telehealth'))).toBe(true);
  });
  it('places the demo sites by their ZIP codes on the map, published ones only (SITES-03)', async () => {
    const points = (await trainee.get('/api/supervision-sites/map').expect(200)).body as {
      name: string;
      latitude: number;
      longitude: number;
    }[];
    expect(points).toHaveLength(30);
    const first = (await list(trainee, { q: 'Harbor Counseling' })).rows[0]!;
    expect([first.latitude, first.longitude]).toEqual([40.7484, -73.9967]);
  });
  it('counts the sites to review for the coordinator (DASH-03, SITES-22)', async () => {
    expect((await coordinator.get('/api/supervision-sites/summary').expect(200)).body).toEqual({ expired_count: 3, pending_count: 11 });
    await trainee.get('/api/supervision-sites/summary').expect(404);
    const mine = (await supervisor.get('/api/users/current/supervision-sites').expect(200)).body as { name: string }[];
    expect(mine.map((s) => s.name)).toContain('Sunrise Recovery Center');
    expect(mine).toHaveLength(4);
  });
});

describe('SITES-13 SITES-16 SITES-14 a supervisor adds a site, the coordinator decides', () => {
  let siteId: string;
  it('creates it waiting for a decision, placed by its ZIP', async () => {
    const response = await supervisor.post('/api/supervision-sites', {
      name: 'Bayside Counseling',
      department: 'Adult Services',
      postal_code: '02114',
      website: 'bayside.example.org',
      tag_ids: [tagId('Telehealth')],
    });
    expect(response.status).toBe(201);
    siteId = response.body.id as string;
    expect(response.body).toMatchObject({
      status: 'pending',
      published: false,
      city: 'Boston',
      state: 'MA',
      website: 'https://bayside.example.org',
    });
    const shown = (await supervisor.get(`/api/supervision-sites/${siteId}`).expect(200)).body as SiteRecord;
    expect(shown.supervisors.map((s) => s.name)).toEqual(['Sofia Singh']);
  });
  it('refuses a duplicate (same name and department, in other letters)', async () => {
    const response = await refused(() =>
      coordinator.post('/api/supervision-sites', { name: ' bayside  COUNSELING', department: 'adult services' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ name: [siteMessages.duplicate] });
    // another department is another site
    expect((await coordinator.post('/api/supervision-sites', { name: 'Bayside Counseling', department: 'Child & Family' })).status).toBe(
      201,
    );
  });
  it('refuses publishing before approval, and decisions by a supervisor', async () => {
    const early = await refused(() => coordinator.patch(`/api/supervision-sites/${siteId}/published`, { published: true }));
    expect(early.status).toBe(422);
    expect(early.body.errors).toEqual({ published: [siteMessages.publishNeedsApproval] });
    expect((await refused(() => supervisor.patch(`/api/supervision-sites/${siteId}/status`, { status: 'approved' }))).status).toBe(403);
    expect((await refused(() => coordinator.patch(`/api/supervision-sites/${siteId}/status`, { status: 'bogus' }))).status).toBe(422);
  });
  it('approves (reading A’s "pending approval" is a status too) and publishes it: the trainee finds it, in the same list read before', async () => {
    // the same list read before the decision (an answer kept while the projections have not moved) does not hide it after
    const before = await list(trainee, { state: 'MA', tag_id: tagId('Telehealth') });
    expect(before.rows.map((r) => r.name)).not.toContain('Bayside Counseling');
    expect((await coordinator.patch(`/api/supervision-sites/${siteId}/status`, { status: 'pending approval' })).body.status).toBe(
      'pending',
    );
    expect((await coordinator.patch(`/api/supervision-sites/${siteId}/status`, { status: 'approved' })).status).toBe(200);
    expect((await coordinator.patch(`/api/supervision-sites/${siteId}/published`, { published: true })).body.published).toBe(true);
    trainee.lastPosition = coordinator.lastPosition;
    const found = await list(trainee, { state: 'MA', tag_id: tagId('Telehealth') });
    expect(found.rows.map((r) => r.name)).toContain('Bayside Counseling');
  });
  it('frees the old name on a rename', async () => {
    expect((await supervisor.put(`/api/supervision-sites/${siteId}`, { name: 'Bayside Wellness' })).status).toBe(200);
    expect((await supervisor.post('/api/supervision-sites', { name: 'Bayside Counseling', department: 'Adult Services' })).status).toBe(
      201,
    );
    const clash = await refused(() => supervisor.put(`/api/supervision-sites/${siteId}`, { name: 'Bayside Counseling' }));
    expect(clash.status).toBe(422);
  });
});

describe('SITES-08 SITES-18 SITES-15 bad input changes nothing', () => {
  it('checks URLs (GET /api/validation/valid-url) and the site form', async () => {
    expect((await trainee.get('/api/validation/valid-url?url=https%3A%2F%2Fexample.org').expect(200)).body).toEqual({ valid: true });
    const bad = await trainee.get('/api/validation/valid-url?url=javascript%3Aalert(1)').expect(422);
    expect(bad.body.errors).toEqual({ url: ['The url field must be a valid URL.'] });
    const response = await refused(() =>
      coordinator.post('/api/supervision-sites', { name: '', website: 'ht!tp://x', contact_email: 'nope', department: 'x'.repeat(151) }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      name: ['The name field is required.'],
      website: ['The website field must be a valid URL.'],
      contact_email: ['The contact email field must be a valid email address.'],
      department: ['The department field must not be greater than 150 characters.'],
    });
  });
  it('refuses a trainee adding a site, and tags or supervisors of no one', async () => {
    expect((await refused(() => trainee.post('/api/supervision-sites', { name: 'Trainee Site' }))).status).toBe(403);
    const stranger = await refused(() =>
      coordinator.post('/api/supervision-sites', { name: 'Odd Site', tag_ids: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(stranger.body.errors).toEqual({ tag_ids: [siteMessages.invalidTag] });
    const traineeId = (await trainee.get('/api/users/current').expect(200)).body.id as string;
    const notSupervisor = await refused(() =>
      coordinator.post('/api/supervision-sites', { name: 'Odd Site', supervisor_ids: [traineeId] }),
    );
    expect(notSupervisor.body.errors).toEqual({ supervisor_ids: [siteMessages.invalidSupervisor] });
  });
  it('SITES-09 refuses an expiration date more than 10 years ahead (9999-12-31 would never expire)', async () => {
    const far = await refused(() => coordinator.post('/api/supervision-sites', { name: 'Forever Site', expiration_date: '9999-12-31' }));
    expect([far.status, far.body.errors]).toEqual([422, { expiration_date: [siteMessages.expirationTooFar] }]);
  });
  it('refuses tags to anyone but a coordinator', async () => {
    expect((await refused(() => supervisor.post('/api/site-tags', { name: 'Mine' }))).status).toBe(403);
    expect((await refused(() => coordinator.post('/api/site-tags', { name: 'Bad', color: 'chartreuse' }))).status).toBe(422);
  });
});

describe('SITES-17 SITES-05 coordinators delete and bulk-edit', () => {
  /** Records or removes a placement on the site's stream, as the placements area does. */
  const placementOnSite = (type: 'AddSitePlacement' | 'RemoveSitePlacement', siteId: string) =>
    commandPipeline({ eventStore: t.app.eventStore }).handle(
      siteDecider,
      siteStream(siteId),
      { type, data: { siteId, placementId: 'p-1' } },
      { system: {} },
      (b) => ({ ...b, actor: null }),
    );
  it('refuses deleting a site with placements, deletes one without and frees its name', async () => {
    const { rows } = await list(coordinator, { q: 'Sunrise' });
    const siteId = rows[0]!.id;
    await placementOnSite('AddSitePlacement', siteId);
    const response = await refused(() => coordinator.delete(`/api/supervision-sites/${siteId}`));
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(siteMessages.hasPlacements);
    await placementOnSite('RemoveSitePlacement', siteId);
    expect((await supervisor.delete(`/api/supervision-sites/${siteId}`)).status).toBe(403);
    expect((await coordinator.delete(`/api/supervision-sites/${siteId}`)).status).toBe(200);
    await coordinator.get(`/api/supervision-sites/${siteId}`).expect(404);
    expect((await supervisor.post('/api/supervision-sites', { name: 'Sunrise Recovery Center', department: 'Residential' })).status).toBe(
      201,
    );
  });
  it('bulk-edits five sites (status, tags, accepting trainees) and refuses all when one cannot', async () => {
    const { rows } = await list(coordinator, { status: 'pending' }, [0, 4]);
    const ids = rows.map((r) => r.id);
    const response = await coordinator.put('/api/supervision-sites/bulk', {
      ids,
      changes: { status: 'approved', published: true, accepting_trainees: false, add_tag_ids: [tagId('Bilingual')] },
    });
    expect(response.status).toBe(200);
    expect(response.body.changed).toBe(5);
    const after = await list(coordinator, { id: ids });
    expect(
      after.rows.every(
        (r) => r.status === 'approved' && r.published && !r.accepting_trainees && r.tags.some((tag) => tag.name === 'Bilingual'),
      ),
    ).toBe(true);
    const expired = (await list(coordinator, { expired: true })).rows.map((r) => r.id);
    const none = await refused(() =>
      coordinator.put('/api/supervision-sites/bulk', { ids: [ids[0], ...expired], changes: { published: true } }),
    );
    expect(none.status).toBe(422);
    expect((await refused(() => supervisor.put('/api/supervision-sites/bulk', { ids, changes: { published: false } }))).status).toBe(403);
  });
});

describe('SITES-01 tenancy', () => {
  it('hides another organization’s sites and refuses its coordinator’s changes', async () => {
    const other = await otherOrganizationCoordinator(t.app);
    const theirs = await list(other);
    expect(theirs.rows.map((r) => r.name).sort()).toEqual(['Riverside East Clinic', 'Riverside Main Clinic']);
    const ours = (await list(coordinator, {}, [0, 0])).rows[0]!;
    await other.get(`/api/supervision-sites/${ours.id}`).expect(404);
    expect((await refused(() => other.patch(`/api/supervision-sites/${ours.id}/status`, { status: 'closed' }))).status).toBe(404);
  });

  it('SITES-01 answers 404, as its read, to a trainee or a supervisor who does not read an unpublished site and changes it; faculty, who read it, 403', async () => {
    const created = await coordinator.post('/api/supervision-sites', { name: 'Unlisted Annex Clinic', postal_code: '98104' });
    expect(created.status).toBe(201);
    const path = `/api/supervision-sites/${created.body.id as string}`;
    const [faculty] = await signInAtHead(t.app, ['faculty']);
    for (const client of [supervisor, trainee, faculty]) client.lastPosition = coordinator.lastPosition;
    for (const stranger of [supervisor, trainee]) {
      await stranger.get(path).expect(404);
      expect((await refused(() => stranger.put(path, { name: 'Taken over' }))).status).toBe(404);
      expect((await refused(() => stranger.patch(`${path}/status`, { status: 'approved' }))).status).toBe(404);
      expect((await refused(() => stranger.patch(`${path}/published`, { published: false }))).status).toBe(404);
      expect((await refused(() => stranger.delete(path))).status).toBe(404);
    }
    await faculty.get(path).expect(200);
    const byFaculty = await refused(() => faculty.patch(`${path}/status`, { status: 'approved' }));
    expect([byFaculty.status, byFaculty.body.message]).toEqual([403, siteMessages.coordinatorsOnly]);
  });
});

describe('SITES-15 the expiry job', () => {
  it('expires and unpublishes a published site once its expiration date has passed, once', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const created = await coordinator.post('/api/supervision-sites', {
      name: 'Short Lease Clinic',
      postal_code: '98104',
      expiration_date: tomorrow,
      status: 'approved',
      published: true,
    });
    expect(created.status).toBe(201);
    const before = (await coordinator.get('/api/supervision-sites/summary').expect(200)).body as { expired_count: number };
    const inThreeDays = () => new Date(Date.now() + 3 * 86_400_000);
    const job = { pipeline: commandPipeline({ eventStore: t.app.eventStore, clock: inThreeDays }), knex: t.app.knex };
    const first = await runSiteExpiry(job);
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect((await runSiteExpiry(job)).expired).toBe(0);
    coordinator.lastPosition = formatPosition(first.position!);
    const site = (await coordinator.get(`/api/supervision-sites/${created.body.id}`).expect(200)).body as SiteRecord;
    expect(site).toMatchObject({ status: 'expired', status_label: 'expired', status_color: 'danger', published: false });
    expect((await coordinator.get('/api/supervision-sites/summary').expect(200)).body.expired_count).toBe(
      before.expired_count + first.expired,
    );
  });
});

describe('SITES-07 SITES-20 export', () => {
  it('exports every filtered row as CSV and XLSX, not a page, with only the tags the reader may see', async () => {
    const { total } = await list(coordinator);
    const csv = await coordinator.get('/api/supervision-sites/export?format=csv').buffer(true).expect(200);
    const lines = String(csv.text)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'name,department,address,city,state,county,country,postal_code,office_phone,website,contact_name,contact_email,supervisors,tags,status,published,expiration_date,accepting_trainees,latitude,longitude,created_by,id',
    );
    expect(lines).toHaveLength(total + 1);
    expect(String(csv.text)).toContain('Coordinator review');
    const ny = await trainee
      .get(`/api/supervision-sites/export?format=xlsx&filter=${encodeURIComponent('{"state":"NY"}')}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(ny.status).toBe(200);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(ny.body as never);
    const sheet = workbook.getWorksheet('Sites')!;
    const traineeNy = (await list(trainee, { state: 'NY' })).total;
    expect(sheet.rowCount).toBe(traineeNy + 1);
    const tagsColumn = sheet.getColumn(14).values.slice(2).map(String);
    expect(tagsColumn.join(';')).not.toContain('Coordinator review');
    expect((await trainee.get('/api/supervision-sites/export?format=pdf')).status).toBe(422);
  });
});

describe('SITES-09 a site’s liability insurance uploads', () => {
  const uploaded = async (client: ApiClient) => {
    const response = await uploadFile(client, TINY_PDF, 'application/pdf');
    expect(response.status).toBe(201);
    return response.body.uuid as string;
  };
  it('name only files their author uploaded (422 otherwise, nothing stored); the stored file name is kept', async () => {
    const [theirs, mine, later] = [await uploaded(coordinator), await uploaded(supervisor), await uploaded(supervisor)];
    const site = (insurance_uploads: { uuid: string; filename: string }[]) => ({
      name: `Insured site ${mine.slice(0, 8)}`,
      insurance_uploads,
    });
    for (const uuid of [theirs, '0b7c2d1e-3f4a-4b5c-8d6e-7f8091a2b3c4']) {
      const response = await refused(() => supervisor.post('/api/supervision-sites', site([{ uuid, filename: 'policy.pdf' }])));
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ 'insurance_uploads.0': [siteMessages.invalidUpload] });
    }
    const created = await supervisor.post('/api/supervision-sites', site([{ uuid: mine, filename: 'renamed.pdf' }]));
    expect(created.status).toBe(201);
    expect(created.body.insurance_uploads).toEqual([{ uuid: mine, filename: 'intake notes.pdf' }]);
    const id = created.body.id as string;
    // an edit keeps the uploads the site has, whoever made them, and adds only the editor's own
    coordinator.lastPosition = supervisor.lastPosition;
    const kept = { uuid: mine, filename: 'intake notes.pdf' };
    const foreign = await refused(() =>
      coordinator.put(`/api/supervision-sites/${id}`, { insurance_uploads: [kept, { uuid: later, filename: 'b.pdf' }] }),
    );
    expect(foreign.body.errors).toEqual({ 'insurance_uploads.1': [siteMessages.invalidUpload] });
    const added = await coordinator.put(`/api/supervision-sites/${id}`, { insurance_uploads: [kept, { uuid: theirs, filename: 'c.pdf' }] });
    expect(added.status).toBe(200);
    expect(added.body.insurance_uploads).toEqual([kept, { uuid: theirs, filename: 'intake notes.pdf' }]);
  });
});

describe('SITES-17 which placements a site has', () => {
  it('is not in any site record: the count is, the placements are read where their parties read them', async () => {
    for (const client of [coordinator, supervisor, trainee]) {
      const { rows } = await list(client);
      const harbor = rows.find((r) => r.name === 'Harbor Counseling Center')!;
      expect(harbor.placements_count).toBeGreaterThan(0);
      expect(rows.some((r) => 'placement_ids' in r)).toBe(false);
      const one = (await client.get(`/api/supervision-sites/${harbor.id}`).expect(200)).body as Record<string, unknown>;
      expect(one).not.toHaveProperty('placement_ids');
    }
  });
});
