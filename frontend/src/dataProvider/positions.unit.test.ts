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

  it('remembers the last position across a reload of the tab, until forgotten', () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    createPositionTracker(storage).note('12.3');
    const reloaded = createPositionTracker(storage);
    expect(reloaded.last()).toBe('12.3');
    reloaded.forget();
    expect(createPositionTracker(storage).last()).toBeUndefined();
  });
});
