import { describe, expect, it } from '@jest/globals';
import { createPositionTracker, documentPositionCookie } from './positions';

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

  it('keeps the last position in a cookie too, for the reads the server sends a page with, until forgotten', () => {
    const cookies: (string | null)[] = [];
    const tracker = createPositionTracker(undefined, { set: (position) => void cookies.push(position) });
    tracker.note('12.3');
    tracker.note('11.0');
    tracker.forget();
    expect(cookies).toEqual(['12.3', null]);
  });

  it('writes the cookie for the whole app, and clears it', () => {
    const document = { cookie: '' };
    documentPositionCookie(document, true).set('12.3');
    expect(document.cookie).toBe('practicum_position=12.3; Path=/; SameSite=Lax; Secure');
    documentPositionCookie(document, false).set(null);
    expect(document.cookie).toBe('practicum_position=; Path=/; SameSite=Lax; Max-Age=0');
  });
});
