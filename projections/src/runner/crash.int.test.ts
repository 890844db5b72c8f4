import { setTimeout as sleep } from 'node:timers/promises';
import { comparePositions, type Position } from '@practicum/shared/platform/eventstore/types';
import { spawnSlowCounterRunner } from '../testing/childRunner.js';
import { counterProjector } from '../testing/testProjectors.js';
import { useRunnerTestKit } from '../testing/runnerTestKit.js';
import { readCheckpoint } from './checkpoints.js';

const TOTAL = 3000;

// what survived the kill and the restart's catch-up must be what one run through the history writes
const kit = useRunnerTestKit('crash', { rebuildChecked: [counterProjector()] });

const counted = async (): Promise<number> => {
  const row = (await kit.knex('test_counter').where({ id: 'all' }).first()) as { applied: number } | undefined;
  return row?.applied ?? 0;
};
const countOf = async (query: Promise<unknown>): Promise<number> => Number(((await query) as [{ count: string }])[0].count);
/** Events at or before the position: what a checkpoint there says was applied. */
const eventsUpTo = (position: Position): Promise<number> =>
  countOf(
    kit
      .knex('es_events')
      .count('*')
      .whereRaw('(tx_id, seq) <= (?::xid8, ?::bigint)', [position.commit.toString(), position.prepare.toString()]),
  );
const openBatches = (): Promise<number> =>
  countOf(
    kit
      .knex('pg_stat_activity')
      .count('*')
      .where({ application_name: 'slow-counter-runner', datname: kit.database.name })
      .whereNotNull('backend_xid'),
  );

async function until<T>(what: string, probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} (last: ${String(value)})`);
    await sleep(10);
  }
}

describe('when the runner process is killed in the middle of a batch', () => {
  it('restarts from its checkpoint and applies every event exactly once', async () => {
    const head = await kit.append(TOTAL, { perAppend: 50 });

    const first = spawnSlowCounterRunner(kit.database.url, { DELAY_MS: '2', BATCH_SIZE: '100' });
    await first.started;
    await until('the counter to pass a few batches', counted, (n) => n >= 300);
    // Kill while a batch transaction is open (it writes per event, so it has a transaction id).
    await until('a batch in progress', openBatches, (n) => n > 0);
    first.child.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');

    // What survived is whole batches: the counter, the per-event rows and the checkpoint agree.
    await until('the killed batch to be rolled back', openBatches, (n) => n === 0);
    const afterKill = await counted();
    expect(afterKill).toBeGreaterThan(0);
    expect(afterKill).toBeLessThan(TOTAL);
    expect(await countOf(kit.knex('test_seen').count('*'))).toBe(afterKill);
    const checkpoint = await readCheckpoint(kit.knex, 'test_counter');
    expect(await eventsUpTo(checkpoint!.position)).toBe(afterKill);

    const second = spawnSlowCounterRunner(kit.database.url, { DELAY_MS: '2', BATCH_SIZE: '100' });
    await second.started;
    await until(
      'the restarted runner to catch up',
      async () => (await readCheckpoint(kit.knex, 'test_counter'))!.position,
      (position) => comparePositions(position, head) >= 0,
    );
    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.output()).toContain('stopped');

    expect(await counted()).toBe(TOTAL);
    expect(await countOf(kit.knex('test_seen').count('*'))).toBe(TOTAL);
    expect(await countOf(kit.knex('test_seen').countDistinct('event_id'))).toBe(TOTAL);
    expect(await countOf(kit.knex('test_seen').countDistinct('n'))).toBe(TOTAL);
  }, 180_000); // two runs through 3000 deliberately slow events, on machines that may be busy
});
