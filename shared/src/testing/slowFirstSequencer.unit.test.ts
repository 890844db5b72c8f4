// The order jest runs the test files in without its timing cache (a fresh clone, as CI): the known slow files first,
// then browser, integration and unit files, each kind largest first; a file's cached time, once there is one, wins.
import { describe, expect, it } from '@jest/globals';
import type { Test } from '@jest/test-result';
import SlowFirstSequencer, { typicalSeconds } from './slowFirstSequencer.js';

const rootDir = '/repo';
const sizes = new Map<string, number>();
// what the sequencer reads of jest's context: the project's root, whether it caches, and the files' sizes
const context = {
  config: { rootDir, cache: false },
  hasteFS: { getSize: (path: string) => sizes.get(path) ?? null },
} as unknown as Test['context'];
const testOf = (relative: string, size: number): Test => {
  sizes.set(`${rootDir}/${relative}`, size);
  return { path: `${rootDir}/${relative}`, context, duration: undefined };
};
const order = (sequencer: SlowFirstSequencer, tests: Test[]) => sequencer.sort(tests).map((test) => test.path.slice(rootDir.length + 1));

describe('the order of the test files', () => {
  const [slowest, lessSlow] = Object.entries(typicalSeconds).sort(([, a], [, b]) => b - a);
  const files = () => [
    testOf('shared/src/a.unit.test.ts', 90_000),
    testOf('tests/integration/big.int.test.ts', 50_000),
    testOf('tests/e2e/unknown.e2e.test.ts', 1_000),
    testOf(lessSlow![0], 2_000),
    testOf('tests/integration/small.int.test.ts', 3_000),
    testOf(slowest![0], 1_500),
    testOf('tests/e2e/bigUnknown.e2e.test.ts', 40_000),
  ];

  it('without timings: the table’s slow files, then browser, integration and unit files, each largest first', () => {
    expect(order(new SlowFirstSequencer({}), files())).toEqual([
      slowest![0],
      lessSlow![0],
      'tests/e2e/bigUnknown.e2e.test.ts',
      'tests/e2e/unknown.e2e.test.ts',
      'tests/integration/big.int.test.ts',
      'tests/integration/small.int.test.ts',
      'shared/src/a.unit.test.ts',
    ]);
  });

  it('a time jest cached for a file is its expected time, and a file that failed last runs first', () => {
    const sequencer = new SlowFirstSequencer({});
    // jest's cache of the last run (what its own sequencer reads): [0 failed | 1 passed, milliseconds]
    const cache = { [`${rootDir}/shared/src/a.unit.test.ts`]: [1, 1_000_000], [`${rootDir}/tests/integration/small.int.test.ts`]: [0, 10] };
    (sequencer as unknown as { _cache: Map<unknown, unknown> })._cache.set(context, cache);
    expect(order(sequencer, files()).slice(0, 3)).toEqual([
      'tests/integration/small.int.test.ts',
      'shared/src/a.unit.test.ts',
      slowest![0],
    ]);
  });
});
