import { describe, expect, it } from '@jest/globals';
import { createPositionTracker } from './positions';

describe('the position tracker', () => {
  it('keeps the latest position and never moves back', () => {
    const tracker = createPositionTracker();
    tracker.note('10.10');
    tracker.note('9.20');
    expect(tracker.last()).toBe('10.10');
    tracker.note('10.11');
    tracker.note('11.0');
    expect(tracker.last()).toBe('11.0');
    tracker.note(null);
    expect(tracker.last()).toBe('11.0');
  });
});
