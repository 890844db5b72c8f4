import { describe, expect, it } from '@jest/globals';
import { decisionOf, listStatusOf, placementStages, standingOf } from './statuses.js';

// One stored stage; the three sets the spec names are read from it (the mapping is recorded in docs/decisions.md).
describe('PLACE-07 PLACE-08 PLACE-09 PLACE-10 the three placement status sets, mapped from one stage', () => {
  it('the list status is the stage, or archived while the placement is archived', () => {
    expect(placementStages.map((stage) => listStatusOf(stage, false))).toEqual(['open', 'submitted', 'ready', 'approved', 'denied']);
    expect(placementStages.map((stage) => listStatusOf(stage, true))).toEqual(placementStages.map(() => 'archived'));
  });
  it('the decision is approved or denied once decided, pending before', () => {
    expect(placementStages.map(decisionOf)).toEqual(['pending', 'pending', 'pending', 'approved', 'denied']);
  });
  it('the standing: decision pending, approved, not approved; on hold or closed when archived; expired after the training', () => {
    expect(placementStages.map((stage) => standingOf(stage, false, false))).toEqual([
      'decision pending',
      'decision pending',
      'decision pending',
      'approved',
      'not approved',
    ]);
    expect(standingOf('ready', true, false)).toBe('on hold');
    expect(standingOf('approved', true, false)).toBe('closed');
    expect(standingOf('denied', true, true)).toBe('closed');
    expect(standingOf('approved', false, true)).toBe('expired');
    expect(standingOf('denied', false, true)).toBe('not approved');
  });
});
