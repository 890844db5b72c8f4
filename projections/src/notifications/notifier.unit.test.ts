import { describe, expect, it } from '@jest/globals';
import { formatDateTime } from '@practicum/shared/format';
import { cut, notificationId } from './notifier.js';

describe('NOTIF-08 notification ids', () => {
  it('are uuids derived from the event and the recipient: the same pair always gives the same id', () => {
    const id = notificationId('event-1', 'user-1');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(notificationId('event-1', 'user-1')).toBe(id);
    expect(notificationId('event-1', 'user-2')).not.toBe(id);
    expect(notificationId('event-2', 'user-1')).not.toBe(id);
  });
});

describe('NOTIF-03 notification texts and times', () => {
  it('cuts a description at 125 characters', () => {
    expect(cut('a'.repeat(125))).toHaveLength(125);
    expect(cut('a'.repeat(126))).toBe('a'.repeat(125));
    expect(cut('short')).toBe('short');
  });

  it('formats happened_at as MM/DD/YYYY h:mm a', () => {
    expect(formatDateTime(new Date('2026-01-05T00:05:00Z'), 'UTC')).toBe('01/05/2026 12:05 am');
    expect(formatDateTime(new Date('2026-01-05T12:00:00Z'), 'UTC')).toBe('01/05/2026 12:00 pm');
    expect(formatDateTime(new Date('2026-11-30T23:59:00Z'), 'UTC')).toBe('11/30/2026 11:59 pm');
  });
});
