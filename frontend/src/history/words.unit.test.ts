import { describe, expect, it } from '@jest/globals';
import { describeChangeInWords, originOf, readableLabel } from './words';

describe('the words the history screens print', () => {
  it('turn a raw field name into a label and keep a label already in words', () => {
    expect(readableLabel('supervision_type')).toBe('Supervision type');
    expect(readableLabel('userAgent')).toBe('User agent');
    expect(readableLabel('Start date')).toBe('Start date');
    expect(
      describeChangeInWords(
        { path: 'end_at', label: 'end_at', kind: 'date', before: '2026-06-01', after: '2026-06-08', record_id: null },
        'UTC',
        null,
      ),
    ).toBe('End at 06/01/2026 → 06/08/2026');
  });

  it('say an event came from the demo data instead of naming the program that made it', () => {
    expect(originOf({ ip: null, user_agent: 'practicum-seed' })).toEqual({ key: 'app.history.from_demo' });
    expect(originOf({ ip: '203.0.113.24', user_agent: 'Firefox' })).toEqual({
      key: 'app.history.from',
      args: { origin: '203.0.113.24 · Firefox' },
    });
    expect(originOf({ ip: null, user_agent: null })).toBeNull();
  });
});
