import { describe, expect, it } from '@jest/globals';
import { placementStatusDate } from './statusDate';

describe('a placement’s status date', () => {
  it('PLACE-13 reads as words: the short month, the day and the whole year', () => {
    expect(placementStatusDate(new Date(2026, 10, 26, 15, 30).toISOString())).toBe('Nov 26, 2026');
    expect(placementStatusDate(new Date(2027, 0, 3, 9, 0).toISOString())).toBe('Jan 3, 2027');
  });
});
