// The checkpoint-table waiter the query service uses when it runs without the projection runner in
// its process (query-service/src/main.ts): woken by the checkpoint notify, bounded by its timeout.
import knexFactory, { type Knex } from 'knex';
import { migrateRunner, writeCheckpoint } from '@practicum/projections/runner/checkpoints';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';
import { CheckpointWaiter } from './minPosition.js';

let database: TestDatabase;
let knex: Knex;
let waiter: CheckpointWaiter;

const at = (commit: number): Position => ({ commit: BigInt(commit), prepare: BigInt(commit) });
const move = (name: string, commit: number) => knex.transaction((trx) => writeCheckpoint(trx, { name, version: 1, position: at(commit) }));

beforeAll(async () => {
  database = await createTestDatabase('minpos');
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  await migrateRunner(knex);
  await move('a', 10);
  await move('b', 10);
  waiter = new CheckpointWaiter(knex, database.url, ['a', 'b']);
  await waiter.start();
});

afterAll(async () => {
  await waiter.stop();
  await knex.destroy();
  await database.drop();
});

describe('CheckpointWaiter (X-Min-Position without an in-process runner)', () => {
  test('SPINE: answers at once for a passed position, waits for every projection, times out beyond them', async () => {
    expect(await waiter.waitFor(at(10), 50)).toBe(true);
    const waiting = waiter.waitFor(at(20), 5000);
    await move('a', 20);
    await move('b', 25);
    expect(await waiting).toBe(true);
    expect(await waiter.waitFor(at(30), 150)).toBe(false);
  });
});
