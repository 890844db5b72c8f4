// The ra-data-simple-rest list protocol, read-your-writes and health, on the
// organizations list.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { projectors } from '@practicum/projections/registry';
import { appendInTransaction } from '@practicum/shared/platform/eventstore/index';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import { TEST_MIN_POSITION_WAIT_MS } from '@practicum/shared/testing';
import { signIn, testAppForFile, type ApiClient } from './support/testApp.js';

const t = testAppForFile();
let admin: ApiClient;
// Retention days 11..15 and the word Zeta keep the demo organizations out of these lists.
const names = ['Alder Zeta College', 'Birch Zeta Clinic', 'Cedar Zeta Institute', 'Dogwood Zeta Clinic', 'Elm Zeta University'];
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await signIn(t.app, 'admin');
  for (const [index, name] of names.entries()) {
    const response = await admin.post('/api/admin/organizations', {
      name,
      supervision_type: name.endsWith('Clinic') ? 'clinical' : 'academic',
      live_retention_days: 11 + index,
    });
    ids[name] = response.body.id;
  }
});

const list = async (query: string) => {
  const response = await admin.get(`/api/admin/organizations?${query}`).expect(200);
  return { names: response.body.map((o: { name: string }) => o.name) as string[], range: response.headers['content-range'] as string };
};

describe('SPINE-52 the organizations list', () => {
  it('pages with range and reports the total in Content-Range, exposed to the browser', async () => {
    const response = await admin.get('/api/admin/organizations?sort=["name","ASC"]&range=[0,1]&filter={"q":"o"}').expect(200);
    expect(response.headers['access-control-expose-headers']).toContain('Content-Range');
    expect(response.body).toHaveLength(2);
    expect(response.headers['content-range']).toMatch(/^organizations 0-1\/\d+$/);
  });

  it('sorts by a column either way', async () => {
    const asc = await list(
      'sort=["live_retention_days","ASC"]&range=[0,4]&filter={"live_retention_days_gte":11,"live_retention_days_lte":15}',
    );
    expect(asc.names).toEqual(names);
    const desc = await list(
      'sort=["live_retention_days","DESC"]&range=[0,4]&filter={"live_retention_days_gte":11,"live_retention_days_lte":15}',
    );
    expect(desc.names).toEqual([...names].reverse());
  });

  it('SPINE-55 searches with q, every comma- or space-separated term matching', async () => {
    expect((await list('filter={"q":"zeta clinic"}&sort=["name","ASC"]')).names).toEqual(['Birch Zeta Clinic', 'Dogwood Zeta Clinic']);
    expect((await list('filter={"q":"zeta, dog"}')).names).toEqual(['Dogwood Zeta Clinic']);
    expect((await list('filter={"q":"100%"}')).names).toEqual([]);
  });

  it('SPINE-54 answers the data table’s API mode: page, per_page, search and extra params; data with pagination', async () => {
    const first = await admin.get('/api/admin/organizations?page=1&per_page=2&search=zeta').expect(200);
    expect(first.body.pagination).toEqual({ total: 5, current_page: 1, per_page: 2, last_page: 3 });
    expect(first.body.data).toHaveLength(2);
    const third = await admin.get('/api/admin/organizations?page=3&per_page=2&search=zeta').expect(200);
    expect(third.body.pagination).toMatchObject({ total: 5, current_page: 3 });
    expect(third.body.data).toHaveLength(1);
    const clinics = await admin.get('/api/admin/organizations?page=1&per_page=10&search=zeta&supervision_type=clinical').expect(200);
    expect((clinics.body.data as { name: string }[]).map((o) => o.name).sort()).toEqual(['Birch Zeta Clinic', 'Dogwood Zeta Clinic']);
    expect(clinics.body.pagination).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    const bad = await admin.get('/api/admin/organizations?page=0&per_page=abc&colour=red').expect(422);
    expect(bad.body.errors).toMatchObject({
      page: ['The page must be a whole number from 1.'],
      per_page: ['The per page must be a whole number from 1 to 10000.'],
    });
  });

  it('filters with _gte and _lte bounds and by equality', async () => {
    const bounded = await list('filter={"live_retention_days_gte":12,"live_retention_days_lte":14}&sort=["name","ASC"]');
    expect(bounded.names).toEqual(['Birch Zeta Clinic', 'Cedar Zeta Institute', 'Dogwood Zeta Clinic']);
    expect(bounded.range).toBe('organizations 0-2/3');
    const clinical = await list('filter={"supervision_type":"clinical","live_retention_days_lte":15}&sort=["name","ASC"]');
    expect(clinical.names).toEqual(['Birch Zeta Clinic', 'Dogwood Zeta Clinic']);
  });

  it('reads many by id (getMany) and arrays mean IN', async () => {
    const wanted = [ids['Cedar Zeta Institute'], ids['Alder Zeta College']];
    const response = await admin
      .get(`/api/admin/organizations?filter=${encodeURIComponent(JSON.stringify({ id: wanted }))}&sort=["name","ASC"]`)
      .expect(200);
    expect(response.body.map((o: { name: string }) => o.name)).toEqual(['Alder Zeta College', 'Cedar Zeta Institute']);
  });

  it('answers 422 to an unknown filter or sort field and to malformed JSON parameters', async () => {
    const unknownFilter = await admin.get('/api/admin/organizations?filter={"password":"x"}').expect(422);
    expect(unknownFilter.body.errors).toEqual({ 'filter.password': ['Unknown filter password.'] });
    await admin.get('/api/admin/organizations?sort=["password","ASC"]').expect(422);
    await admin.get('/api/admin/organizations?range=[5,1]').expect(422);
    await admin.get('/api/admin/organizations?filter={oops').expect(422);
  });
});

describe('read your writes', () => {
  it('waits for X-Min-Position and answers 504 with a clear message when the read models cannot reach it in time', async () => {
    // the organizations projector cannot move its checkpoint while another connection holds its row: a position the
    // store has written stays ahead of it
    const holder = new pg.Client({ connectionString: t.db.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select 1 from projection_checkpoints where name = 'organizations' for update`);
      const { position } = await t.app.eventStore.appendToStream(`unhandled-${randomUUID()}`, [
        { type: 'NothingToProject', data: {}, metadata: systemMetadata({ occurredAt: new Date().toISOString() }) },
      ]);
      const started = Date.now();
      const response = await admin.agent
        .get('/api/admin/organizations')
        .set('X-Min-Position', `${position.commit}.${position.prepare}`)
        .expect(504);
      expect(response.body.message).toMatch(/still being processed/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(TEST_MIN_POSITION_WAIT_MS - 100);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });

  it('answers 422 at once to a position the event store has not reached: no command answered it', async () => {
    const started = Date.now();
    const response = await admin.agent.get('/api/admin/organizations').set('X-Min-Position', '999999999999.1');
    expect([response.status, response.body.errors]).toEqual([
      422,
      { 'X-Min-Position': ['The X-Min-Position header names a position the event store has not reached: send one returned by a command.'] },
    ]);
    expect(Date.now() - started).toBeLessThan(TEST_MIN_POSITION_WAIT_MS / 2);
  });

  it('waits for a position written but not yet readable (an older writer still open), and answers once it is', async () => {
    // an append whose transaction began first and is still open holds $all's readers below the command's event
    const held = new pg.Client({ connectionString: t.db.url });
    await held.connect();
    try {
      await held.query('begin');
      await appendInTransaction(
        held,
        `held-${randomUUID()}`,
        [{ type: 'HeldOpen', data: {}, metadata: systemMetadata({ occurredAt: new Date().toISOString() }) }],
        'no_stream',
      );
      const created = await admin.post('/api/admin/organizations', { name: 'Gum Zeta Academy', supervision_type: 'academic' });
      expect(created.status).toBe(201);
      const read = admin.agent.get('/api/admin/organizations?filter={"q":"Gum Zeta"}').set('X-Min-Position', admin.lastPosition!);
      const answered = read.then((response) => response);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await held.query('rollback');
      const response = await answered;
      expect([response.status, response.body.map((o: { name: string }) => o.name)]).toEqual([200, ['Gum Zeta Academy']]);
    } finally {
      await held.end();
    }
  });

  it('answers 422 to a malformed X-Min-Position', async () => {
    await admin.agent.get('/api/admin/organizations').set('X-Min-Position', 'latest').expect(422);
  });
});

describe('GET /api/health', () => {
  it('reports ok and each projection with its position and lag', async () => {
    const response = await admin.agent.get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.projections.map((p: { name: string }) => p.name).sort()).toEqual(projectors.map((p) => p.name).sort());
    for (const projection of response.body.projections) {
      expect(projection.position).toMatch(/^\d+\.\d+$/);
      expect(projection.lag).toBe(0);
    }
  });
});
