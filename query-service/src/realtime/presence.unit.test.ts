import { describe, expect, it } from '@jest/globals';
import { Presence } from './presence.js';

describe('NOTIF-10 presence on the login channel', () => {
  it('counts a user online from the first socket until the last one leaves, most recent first', () => {
    const presence = new Presence();
    expect(presence.join('a', new Date('2026-01-01T10:00:00Z'))).toBe(true);
    expect(presence.join('a', new Date('2026-01-01T10:01:00Z'))).toBe(false);
    expect(presence.join('b', new Date('2026-01-01T10:02:00Z'))).toBe(true);
    expect(presence.online().map((p) => p.userId)).toEqual(['b', 'a']);
    expect(presence.leave('a')).toBe(false);
    expect(presence.online().map((p) => p.userId)).toEqual(['b', 'a']);
    expect(presence.leave('a')).toBe(true);
    expect(presence.leave('a')).toBe(false);
    expect(presence.online().map((p) => p.userId)).toEqual(['b']);
  });
});
