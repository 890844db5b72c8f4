import { describe, expect, it } from '@jest/globals';
import { placementStatusDate } from './statusDate';

describe('PLACE-13 a placement’s status date', () => {
  it('reads MM/D/YY: the month padded, the day not, a two-digit year', () => {
    expect(placementStatusDate('2026-11-26T12:00:00Z', 'UTC')).toBe('11/26/26');
    expect(placementStatusDate('2027-03-05T12:00:00Z', 'UTC')).toBe('03/5/27');
  });
});
