// The list protocol's totals for lists that grow without bound: exact up to a cap, the planner's estimate
// past it, so a count never walks millions of rows; and ties broken in the sort's direction (keyset order).
import express from 'express';
import knexFactory, { type Knex } from 'knex';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { sendList } from './simpleRest.js';

const ROWS = 3000;
const CAP = 100;

let database: TestDatabase;
let knex: Knex;
let app: express.Express;

beforeAll(async () => {
  database = await createTestDatabase('listcap');
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  // statistics change only when the test says so
  await knex.raw(
    `CREATE TABLE list_items (id int PRIMARY KEY, kind text NOT NULL, at timestamptz NOT NULL, label_id int) WITH (autovacuum_enabled = false)`,
  );
  await knex.raw(`CREATE TABLE list_labels (id int PRIMARY KEY, name text NOT NULL)`);
  await knex.raw(`INSERT INTO list_labels SELECT n, 'label ' || n FROM generate_series(1, 10) n`);
  // two rows to a minute: ties for the tie-breaker
  await knex.raw(
    `INSERT INTO list_items SELECT n, CASE WHEN n % 50 = 0 THEN 'rare' ELSE 'common' END,
       timestamptz '2026-01-01' + ((n / 2) * interval '1 minute'), 1 + n % 10
     FROM generate_series(1, ${ROWS}) n`,
  );
  await knex.raw('ANALYZE list_items');
  app = express();
  app.get('/items', (req, res, next) => {
    sendList<{ id: number; label: string }>(req, res, {
      resource: 'items',
      query: () => knex({ t: 'list_items' }),
      page: (filtered) => filtered.leftJoin({ l: 'list_labels' }, 'l.id', 't.label_id').select('t.id', 'l.name as label'),
      columns: { id: 't.id', at: 't.at', kind: 't.kind' },
      searchColumns: [],
      defaultSort: ['at', 'DESC'],
      countCap: CAP,
      idFollowsSort: true,
      toRecord: (row) => row,
    }).catch(next);
  });
});

afterAll(async () => {
  await knex.destroy();
  await database.drop();
});

const list = (filter: object, range = [0, 9]) =>
  request(app)
    .get(`/items?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${JSON.stringify(range)}`)
    .expect(200);
const totalOf = (response: request.Response) => Number(String(response.headers['content-range']).split('/')[1]);

describe('a list with a count cap', () => {
  it('answers the exact total when the filter matches no more than the cap', async () => {
    const response = await list({ kind: 'rare' });
    expect(response.headers['content-range']).toBe(`items 0-9/${ROWS / 50}`);
  });

  it('answers the planner’s estimate past the cap, near the real number and never at or under the cap', async () => {
    const total = totalOf(await list({}));
    expect(total).toBeGreaterThan(CAP);
    expect(Math.abs(total - ROWS)).toBeLessThan(ROWS / 10);
  });

  it('pages through the estimate like any total: the last rows and an empty page past the end', async () => {
    const last = await list({}, [ROWS - 5, ROWS + 4]);
    expect(last.body).toHaveLength(5);
    expect((await list({}, [ROWS + 50, ROWS + 59])).body).toEqual([]);
  });
});

describe('a list whose tie-breaker follows the sort', () => {
  it('orders rows of the same time by id in the sort’s direction, with the page’s joined columns', async () => {
    const response = await list({}, [0, 3]);
    expect(response.body).toEqual([
      { id: 3000, label: 'label 1' },
      { id: 2999, label: 'label 10' },
      { id: 2998, label: 'label 9' },
      { id: 2997, label: 'label 8' },
    ]);
  });
});

describe('a list with a count cap, read again', () => {
  it('keeps an estimate past the cap for a while (no count sent), while an exact total follows every row', async () => {
    const estimate = totalOf(await list({ kind: 'common' }));
    await knex.raw(
      `INSERT INTO list_items SELECT n, CASE WHEN n % 50 = 0 THEN 'rare' ELSE 'common' END, timestamptz '2027-01-01', 1
       FROM generate_series(${ROWS + 1}, ${ROWS + 1000}) n`,
    );
    await knex.raw('ANALYZE list_items');
    expect(totalOf(await list({ kind: 'common' }))).toBe(estimate);
    expect(totalOf(await list({ kind: 'rare' }))).toBe((ROWS + 1000) / 50); // 80: still under the cap, so exact
    await knex.raw(`DELETE FROM list_items WHERE id > ${ROWS}`);
    await knex.raw('ANALYZE list_items');
  });
});

describe('a list with a count cap, after rows went away', () => {
  it('still answers the estimate past the cap (rows are not counted) and the exact total under it', async () => {
    await knex.raw(`DELETE FROM list_items WHERE id > ${ROWS / 2} AND kind = 'common'`);
    // the planner still sees the table's pages as they were: its estimate, not a count of the rows left
    expect(totalOf(await list({}))).toBeGreaterThan(ROWS * 0.9);
    expect(totalOf(await list({ kind: 'rare' }))).toBe(ROWS / 50);
  });
});
