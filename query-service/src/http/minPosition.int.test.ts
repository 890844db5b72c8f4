// X-Min-Position when the query service runs without the projection runner in its process
// (query-service/src/main.ts): watchCheckpoints, woken by the checkpoint notify, waits only for the
// projections a route reads, bounded by its timeout.
import knexFactory, { type Knex } from 'knex';
import { migrateRunner, writeCheckpoint } from '@practicum/projections/runner/checkpoints';
import { watchCheckpoints, type CheckpointWatcher } from '@practicum/projections/runner/checkpointWatcher';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import { createTestDatabase, type TestDatabase } from '@practicum/shared/testing';

let database: TestDatabase;
let knex: Knex;
let waiter: CheckpointWatcher;

const at = (commit: number): Position => ({ commit: BigInt(commit), prepare: BigInt(commit) });
const move = (name: string, commit: number) => knex.transaction((trx) => writeCheckpoint(trx, { name, version: 1, position: at(commit) }));

beforeAll(async () => {
  database = await createTestDatabase('minpos');
  knex = knexFactory({ client: 'pg', connection: database.url, pool: { min: 0, max: 2 } });
  await migrateRunner(knex);
  await move('a', 10);
  await move('b', 10);
  waiter = await watchCheckpoints({ databaseUrl: database.url, projectors: ['a', 'b'] });
});

afterAll(async () => {
  await waiter.close();
  await knex.destroy();
  await database.drop();
});

describe('X-Min-Position without an in-process runner', () => {
  test('SPINE: answers at once for a passed position, waits for every named projection, times out beyond them', async () => {
    expect(await waiter.waitFor(at(10), 50, ['a', 'b'])).toBe(true);
    const waiting = waiter.waitFor(at(20), 5000, ['a', 'b']);
    await move('a', 20);
    await move('b', 25);
    expect(await waiting).toBe(true);
    expect(await waiter.waitFor(at(30), 150, ['a', 'b'])).toBe(false);
  });

  test('SPINE: waits only for the projections a read names: one stalled projection does not hold up the others', async () => {
    await move('a', 40); // b stays at 25
    const started = Date.now();
    expect(await waiter.waitFor(at(40), 2000, ['a'])).toBe(true);
    expect(Date.now() - started).toBeLessThan(500);
    expect(await waiter.waitFor(at(40), 100, ['b'])).toBe(false);
  });
});
