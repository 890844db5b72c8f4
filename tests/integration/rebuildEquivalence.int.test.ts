// Every projector of the registry rebuilt over the demo organization's history: the
// tables it swaps in must hold exactly the rows its live path wrote (support/rebuildCheck).
import { describe, expect, it } from '@jest/globals';
import { projectors } from '@practicum/projections/registry';
import { rebuildDifferences, rowsOf } from './support/rebuildCheck.js';
import { testAppForFile } from './support/testApp.js';

// it rebuilds every projector itself: the check on close would only do it again
const t = testAppForFile({ name: 'rebuild_equivalence', checksRebuild: false });

describe('every projector rebuilt over the demo history', () => {
  it.each(projectors.map((projector) => [projector.name, projector] as const))(
    '%s: the rebuilt tables hold exactly the rows the live projection wrote',
    async (_name, projector) => {
      expect(await rebuildDifferences(t.app, projector)).toEqual([]);
    },
    120_000,
  );

  it('notices a live row the history does not make', async () => {
    const organizations = projectors.find((projector) => projector.name === 'organizations');
    await t.app.knex('organizations').update({ name: 'Edited by hand' }).where({ name: 'Riverside Community Clinic' });
    const differences = await rebuildDifferences(t.app, organizations!);
    expect(differences.map(({ table, onlyLive, onlyRebuilt }) => [table, onlyLive.length, onlyRebuilt.length])).toEqual([
      ['organizations', 1, 1],
    ]);
    expect(JSON.parse(differences[0]!.onlyRebuilt[0]!)).toMatchObject({ name: 'Riverside Community Clinic' });
    expect((await rowsOf(t.app, organizations!)).organizations!.some((row) => row.includes('Edited by hand'))).toBe(false);
  });
});
