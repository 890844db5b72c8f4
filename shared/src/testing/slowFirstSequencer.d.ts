// Types of slowFirstSequencer.js (plain JavaScript, which jest's loader reads; see there), as far as tests use them.
import type { Test } from '@jest/test-result';

export declare const typicalSeconds: Record<string, number>;
export declare const secondsByKind: { e2e: number; int: number; unit: number; other: number };
/** jest's own sequencer (`@jest/test-sequencer`) with its order changed. */
export default class SlowFirstSequencer {
  constructor(options: unknown);
  expectedSeconds(test: Test): number;
  sort(tests: Test[]): Test[];
}
