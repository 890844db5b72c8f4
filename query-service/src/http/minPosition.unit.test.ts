// Whether a read's X-Min-Position was written: the store is asked only when nothing the process already knows says so.
import { describe, expect, it } from '@jest/globals';
import type { Position } from '@practicum/shared/platform/eventstore/types';
import { writtenCheck, type PositionWaiter } from './minPosition.js';

const at = (commit: number): Position => ({ commit: BigInt(commit), prepare: 0n });

function check(storeAt: number, projectionsAt: number[]) {
  const asked: number[] = [];
  const store = { at: storeAt };
  const waiter: PositionWaiter = {
    waitFor: () => Promise.resolve(false),
    positions: () => projectionsAt.map((p, i) => ({ name: `p${i}`, version: 1, position: at(p) })),
  };
  const written = writtenCheck(() => {
    asked.push(store.at);
    return Promise.resolve(at(store.at));
  }, waiter);
  return { written, asked, store };
}

describe('SPINE read-your-writes: whether a position was written', () => {
  it('asks the store once for the reads that follow one command, and not again at or below its answer', async () => {
    const { written, asked } = check(120, [90]);
    for (const _read of ['tasks', 'dashboard', 'badge']) await expect(written(at(100))).resolves.toBe(true);
    // a later command's position at or below the store's answer is known written too
    await expect(written(at(120))).resolves.toBe(true);
    expect(asked).toEqual([120]);
  });

  it('does not ask for a position some projection has already passed', async () => {
    const { written, asked } = check(120, [50, 115]);
    await expect(written(at(115))).resolves.toBe(true);
    expect(asked).toEqual([]);
  });

  it('answers false for a position beyond the store, asking each time, and true once the store has written it', async () => {
    const { written, asked, store } = check(120, [90]);
    await expect(written(at(500))).resolves.toBe(false);
    await expect(written(at(500))).resolves.toBe(false);
    expect(asked).toEqual([120, 120]);
    store.at = 600;
    await expect(written(at(500))).resolves.toBe(true);
  });
});
